package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.vars.UndefinedVariableException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code file} and {@code template}: controller files found as Ansible's find_file_in_search_path.
 */
class FileLookupTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    return Files.writeString(p, text);
  }

  @Test
  void fileStripsTrailingWhitespaceAndOnRequestLeadingToo() throws IOException {
    write("files/a.txt", "  hello world  \n");
    Fixture f = new Fixture(dir);
    assertEquals(List.of("  hello world"), f.run("file", "a.txt"));
    assertEquals(List.of("hello world"), f.run("file", Map.of("lstrip", true), "a.txt"));
    assertEquals(List.of("  hello world  \n"), f.run("file", Map.of("rstrip", "no"), "a.txt"));
  }

  @Test
  void filesUnderFilesComeBeforeThoseBesideAndAbsolutePathsAreTakenAsTheyAre() throws IOException {
    write("files/a.txt", "in files");
    write("a.txt", "beside");
    write("b.txt", "only beside");
    Fixture f = new Fixture(dir);
    assertEquals(List.of("in files", "only beside"), f.run("file", "a.txt", "b.txt"));
    assertEquals(List.of("beside"), f.run("file", dir.resolve("a.txt").toString()));
    assertEquals(List.of("in files"), f.run("file", "files/a.txt"));
  }

  @Test
  void aMissingFileIsAnErrorNamingIt() {
    LookupException e =
        assertThrows(LookupException.class, () -> new Fixture(dir).run("file", "nope.txt"));
    assertTrue(
        e.getMessage().startsWith("could not locate file in lookup: nope.txt"), e.getMessage());
  }

  @Test
  void templateRendersWithTheTaskVariablesAndTemplateVars() throws IOException {
    write("templates/t.j2", "{% for h in hosts %}{{ h }}{{ sep }}{% endfor %}\nend\n");
    write("templates/inc.j2", "included {{ x }}");
    write("templates/main.j2", "{% include 'inc.j2' %}");
    Fixture f = new Fixture(dir);
    f.vars.put("hosts", List.of("a", "b"));
    f.vars.put("sep", ";");
    f.vars.put("x", 1);
    assertEquals(List.of("a;b;end\n"), f.run("template", "t.j2"), "trim_blocks as Ansible's");
    assertEquals(
        List.of("a-b-end\n"),
        f.run("template", Map.of("template_vars", Map.of("sep", "-")), "t.j2"));
    assertEquals(List.of("included 1"), f.run("template", "main.j2"));
  }

  @Test
  void templateErrorsNameTheFileOrTheVariable() throws IOException {
    write("templates/bad.j2", "{{ missing }}");
    Fixture f = new Fixture(dir);
    assertThrows(UndefinedVariableException.class, () -> f.run("template", "bad.j2"));
    LookupException e = assertThrows(LookupException.class, () -> f.run("template", "none.j2"));
    assertTrue(
        e.getMessage().startsWith("the template file none.j2 could not be found for the lookup"),
        e.getMessage());
  }
}
