package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code first_found} and {@code fileglob}: finding controller files, checked against Ansible 2.14.
 */
class SearchLookupsTest {
  @TempDir Path dir;

  private void touch(String... names) throws IOException {
    for (String n : names) {
      Path p = dir.resolve(n);
      Files.createDirectories(p.getParent());
      Files.writeString(p, n);
    }
  }

  private String at(String name) {
    return dir.resolve(name).toString();
  }

  @Test
  void firstFoundGivesTheFirstExistingFile() throws IOException {
    touch("files/a.txt", "files/b.conf", "vars/Debian.yml");
    Fixture f = new Fixture(dir);
    assertEquals(List.of(at("files/b.conf")), f.run("first_found", "nope", "b.conf", "a.txt"));
    assertEquals(
        List.of(at("files/a.txt")), f.run("first_found", List.of("nope", List.of("a.txt"))));
    assertEquals(
        List.of(at("vars/Debian.yml")),
        f.run(
            "first_found",
            (Object)
                Map.of(
                    "files", List.of("RedHat.yml", "Debian.yml"), "paths", List.of("x", "vars"))));
    assertEquals(
        List.of(at("files/a.txt")),
        f.run("first_found", (Object) Map.of("files", "nope,a.txt;b", "paths", "x:files")));
  }

  @Test
  void firstFoundSkipOrAnError() {
    Fixture f = new Fixture(dir);
    assertEquals(
        List.of(), f.run("first_found", (Object) Map.of("files", List.of("nope"), "skip", true)));
    assertEquals(List.of(), f.run("first_found", Map.of("skip", true), "nope"));
    LookupException e = assertThrows(LookupException.class, () -> f.run("first_found", "nope"));
    assertEquals("No file was found when using first_found.", e.getMessage());
  }

  @Test
  void firstFoundKeepsAnsiblesQuirks() throws IOException {
    touch("files/a.txt", "files/b.conf");
    Fixture f = new Fixture(dir);
    assertThrows(
        LookupException.class,
        () -> f.run("first_found", Map.of("paths", List.of("files")), "a.txt"),
        "paths as an option: a file-name term adds nothing");
    assertEquals(
        List.of(at("files/b.conf")),
        f.run("first_found", Map.of("files", List.of("b.conf")), "a.txt"));
  }

  @Test
  void firstFoundLooksInTheSubdirOfTheLoopingTask() throws IOException {
    touch("templates/t.j2");
    Fixture f = new Fixture(dir);
    assertEquals(
        List.of(at("templates/t.j2")),
        LookupCalls.loop(
            "first_found", List.of("t.j2"), new LookupContext(f.scope(), f.env(), "templates")));
  }

  @Test
  void fileglobMatchesFilesUnderFilesFirstSorted() throws IOException {
    touch(
        "files/b.txt",
        "files/a.txt",
        "files/.hidden.txt",
        "files/c.conf",
        "x.txt",
        "conf.d/1.conf",
        "conf.d/2.conf");
    Files.createDirectories(dir.resolve("files/dir.txt"));
    Fixture f = new Fixture(dir);
    assertEquals(List.of(at("files/a.txt"), at("files/b.txt")), f.run("fileglob", "*.txt"));
    assertEquals(List.of(at("files/.hidden.txt")), f.run("fileglob", ".h*"));
    assertEquals(
        List.of(at("conf.d/1.conf"), at("conf.d/2.conf")), f.run("fileglob", "conf.d/*.conf"));
    assertEquals(List.of(at("x.txt")), f.run("fileglob", dir.resolve("x.tx?").toString()));
    assertEquals(List.of(), f.run("fileglob", "*.none", "nodir/*"));
    assertEquals(
        at("files/a.txt") + "," + at("files/b.txt"), f.eval("lookup('fileglob', '*.txt')"));
  }

  @Test
  void filetreeListsDirectoriesFilesAndLinksTopDown() throws IOException {
    touch("files/site/index.html", "files/site/css/main.css");
    Files.createSymbolicLink(dir.resolve("files/site/home.html"), Path.of("index.html"));
    Fixture f = new Fixture(dir);
    List<Object> items = f.run("filetree", "site");
    List<String> summary =
        items.stream()
            .map(o -> (Map<?, ?>) o)
            .map(m -> m.get("path") + ":" + m.get("state") + ":" + m.get("src"))
            .toList();
    assertEquals(
        List.of(
            "css:directory:null",
            "home.html:link:index.html",
            "index.html:file:" + at("files/site/index.html"),
            "css/main.css:file:" + at("files/site/css/main.css")),
        summary);
    Map<?, ?> first = (Map<?, ?>) items.get(2);
    assertEquals(at("files/site"), first.get("root"));
    assertEquals(21L, ((Number) first.get("size")).longValue());
    assertEquals(4, ((String) first.get("mode")).length());
  }
}
