package dev.play.module.packages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** PEP 440 ordering and clauses, as {@code packaging} answers them (pre-releases allowed). */
class PySpecifierTest {
  @Test
  void versionsSortAsPep440Says() {
    List<String> ordered =
        List.of(
            "1.0.dev1",
            "1.0a1.dev1",
            "1.0a1",
            "1.0a2",
            "1.0b1",
            "1.0rc1",
            "1.0",
            "1.0+local.1",
            "1.0+local.2",
            "1.0.post1.dev1",
            "1.0.post1",
            "1.1",
            "1.10",
            "1!0.1");
    for (int i = 1; i < ordered.size(); i++) {
      PyVersion a = PyVersion.parse(ordered.get(i - 1));
      PyVersion b = PyVersion.parse(ordered.get(i));
      assertTrue(a.compareTo(b) < 0, ordered.get(i - 1) + " < " + ordered.get(i));
    }
    assertEquals(0, PyVersion.parse("1.0").compareTo(PyVersion.parse("1.0.0")));
    assertEquals(0, PyVersion.parse("1.0-alpha-1").compareTo(PyVersion.parse("1.0a1")));
    assertEquals(0, PyVersion.parse("v1.0-1").compareTo(PyVersion.parse("1.0.post1")));
    assertNull(PyVersion.parse("one"));
  }

  @ParameterizedTest
  @CsvSource({
    "==1.0, 1.0.0, true",
    "==1.0, 1.0+ubuntu1, true",
    "==1.0+ubuntu1, 1.0, false",
    "==1.*, 1.9.2, true",
    "==1.*, 2.0, false",
    "!=1.*, 2.0, true",
    ">=1.0, 1.0rc1, false",
    ">=1.0rc1, 1.0rc1, true",
    "<2, 2.0rc1, false",
    "<2rc2, 2.0rc1, true",
    "<2, 1.9, true",
    ">1.0, 1.0.post1, false",
    ">1.0, 1.1.post1, true",
    ">1.0, 1.0+local, false",
    "~=2.2, 2.9, true",
    "~=2.2, 3.0, false",
    "~=1.4.5, 1.4.9, true",
    "~=1.4.5, 1.5, false",
    "<=1.0, 1.0.post1, false",
    "===1.0, 1.0, true",
    "===1.0, 1.0.0, false"
  })
  void clauses(String clause, String version, boolean contains) {
    assertEquals(
        contains, PySpecifier.parse(clause).contains(version), clause + " contains " + version);
  }

  @Test
  void namesAndListsAsAnsibleReadsThem() {
    assertEquals(
        List.of("django>1.11.1,<1.11.3", "ipaddress", "simpleproject>1.1.0,<2.0.0"),
        PipRequirement.recover(
            List.of("django>1.11.1", "<1.11.3", "ipaddress", "simpleproject>1.1.0", "<2.0.0")));
    assertEquals(
        List.of("pkg[a,b]>=1", "other"),
        PipRequirement.recover(List.of("pkg[a", "b]>=1", "other")));
    PipRequirement r = PipRequirement.parse("Zope.Interface [security] >= 5 , < 6");
    assertEquals("zope-interface", r.name());
    assertEquals("Zope.Interface[security]<6,>=5", r.text());
    assertTrue(r.satisfiedBy("5.4"));
    assertEquals(null, PipRequirement.parse("git+https://example.com/x.git").name());
    assertEquals(null, PipRequirement.parse("pkg>=one").name());
    assertEquals("pkg==1.2", PipRequirement.withVersion("pkg", "1.2").text());
    assertEquals("pkg>=1.2", PipRequirement.withVersion("pkg", ">=1.2").text());
  }
}
