package dev.play.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ini syntax of ansible.cfg; expected values are what Python 3.11's configparser reads, as
 * Ansible sets it up.
 */
class IniParserTest {
  private static final Path SYNTAX = Path.of("src/test/resources/config/syntax.cfg");

  @TempDir Path dir;

  @Test
  void readsWhatConfigparserReads() {
    IniFile ini = IniParser.read(SYNTAX);
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("forks", "10");
    expected.put("remote_user", "deploy");
    expected.put("inventory", "hosts.ini");
    expected.put("private_key_file", "~/.ssh/key # a hash after a value is part of it");
    expected.put("vault_password_file", "pass;word");
    expected.put("roles_path", "%(here)s/roles");
    expected.put(
        "ssh_args",
        "-o ProxyCommand=\"ssh -W %h:%p bastion\"\n-o ForwardAgent=yes\n\n-o Compression=no");
    expected.put("gathering", "");
    expected.put("stdout_callback", "\"yaml\"\n[not_a_section]");
    expected.put("timeout", "30");
    expected.forEach(
        (k, v) -> assertEquals(Optional.of(v), ini.get("defaults", k).map(IniEntry::value), k));
    assertEquals(
        List.of("defaults", "privilege_escalation", "Defaults"),
        List.copyOf(ini.sections().keySet()));
    assertEquals("True", ini.get("privilege_escalation", "become").orElseThrow().value());
    assertEquals("admin", ini.get("privilege_escalation", "become_user").orElseThrow().value());
    assertEquals(
        "99", ini.get("Defaults", "forks").orElseThrow().value(), "section names keep their case");
  }

  @Test
  void defaultSectionReachesOnlySectionsThatExist() {
    IniFile ini = IniParser.read(SYNTAX);
    assertEquals("30", ini.get("privilege_escalation", "timeout").orElseThrow().value());
    assertEquals(Optional.empty(), ini.get("ssh_connection", "timeout"));
  }

  @Test
  void entriesKnowTheirLineAndValueColumn() {
    IniEntry forks = IniParser.read(SYNTAX).get("defaults", "forks").orElseThrow();
    assertEquals(List.of(4, 9), List.of(forks.line(), forks.column()));
    IniEntry become = IniParser.read(SYNTAX).get("privilege_escalation", "become").orElseThrow();
    assertEquals(List.of(22, 12), List.of(become.line(), become.column()));
  }

  @Test
  void crlfLineEndsAndAnEmptyFileAreFine() {
    IniFile ini = IniParser.parse(dir.resolve("a.cfg"), "[defaults]\r\nforks = 3\r\n");
    assertEquals("3", ini.get("defaults", "forks").orElseThrow().value());
    assertTrue(IniParser.parse(dir.resolve("b.cfg"), "").sections().isEmpty());
  }

  @Test
  void malformedFilesAreErrorsAtTheirLine() throws IOException {
    assertError("forks = 1\n", "a.cfg:1:1: error: this line comes before any [section] header");
    assertError(
        "[defaults]\nforks = 1\n  \n    \nbogus\n",
        "a.cfg:5:1: error: expected 'key = value', 'key: value' or a [section] header");
    assertError("[defaults]\n = 1\n", "a.cfg:2:2: error: a key is missing before '='");
    assertError(
        "[defaults]\n[x]\n[defaults]\n",
        "a.cfg:3:1: error: section [defaults] is already defined at line 1");
    assertError(
        "[defaults]\nforks=1\nFORKS: 2\n",
        "a.cfg:3:1: error: 'forks' is already set in section [defaults] at line 2");
    assertError("[defaults]\n[]\n", "a.cfg:2:1: error: expected 'key = value'");
  }

  @Test
  void bytesThatAreNotUtf8AreAnOptionsError() throws IOException {
    Path f =
        Files.write(
            dir.resolve("bad.cfg"), new byte[] {'[', 'a', ']', '\n', 'k', '=', (byte) 0xff, '\n'});
    PlayError e = assertThrows(PlayError.class, () -> IniParser.read(f));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
    assertTrue(e.render().startsWith(f + ":2:3: error: not UTF-8 text: byte 0xFF"), e.render());
  }

  private void assertError(String text, String expectedStart) throws IOException {
    Path f = Files.writeString(dir.resolve("a.cfg"), text);
    PlayError e = assertThrows(PlayError.class, () -> IniParser.read(f));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
    assertTrue(e.render().startsWith(dir + "/" + expectedStart), e.render());
  }
}
