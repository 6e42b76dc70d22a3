package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A realistic playbook on the local machine: applies, then changes nothing; check is exact. */
class EndToEndTest {
  private static final Path SITE = Path.of("src/test/resources/e2e/site/site.yml");

  @TempDir Path tmp;

  private PlayRun play(Path root, String... more) {
    String[] base = {SITE.toString(), "-e", "root=" + root};
    String[] args = Stream.concat(Stream.of(base), Stream.of(more)).toArray(String[]::new);
    return PlayRun.of(args);
  }

  @Test
  void secondRunChangesNothing() throws IOException {
    Path root = tmp.resolve("site");
    PlayRun first = play(root);
    assertEquals(0, first.exitCode(), first.all());
    assertTrue(first.changed("localhost") > 5, first.all());
    assertEquals(
        "# shop managed by play\nuser = svc\nworkers = 2\nfeature.cache = True\nfeature.search = False\n",
        Files.readString(root.resolve("app/app.conf")));
    // handlers run in definition order: the dependency's (base) before the role's own (app)
    assertEquals(
        "base handler ran\napp restarted\n", Files.readString(root.resolve("logs/handlers.log")));
    assertTrue(Files.exists(root.resolve("rescued")), first.all());
    assertEquals("ports=2\n", Files.readString(root.resolve("ports.txt")));
    assertFalse(Files.exists(root.resolve("never")));

    PlayRun second = play(root);
    assertEquals(0, second.exitCode(), second.all());
    assertEquals(0, second.changed("localhost"), second.all());
  }

  @Test
  void checkModeChangesNothingAndPredictsTheRealRun() throws IOException {
    Path root = tmp.resolve("site");
    PlayRun check = play(root, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    assertFalse(Files.exists(root), "check mode created " + root);
    assertTrue(check.out().contains("CHECK SUMMARY"), check.all());
    assertTrue(
        check.out().contains("+user = svc"), "diff of the rendered template:\n" + check.all());

    PlayRun real = play(root, "--diff");
    assertEquals(0, real.exitCode(), real.all());
    List<String> predicted = check.changedLines();
    assertEquals(
        predicted, real.changedLines(), "check:\n" + check.out() + "\nreal:\n" + real.out());
    assertEquals(check.changed("localhost"), real.changed("localhost"));

    PlayRun again = play(root, "--check");
    assertEquals(0, again.changed("localhost"), again.all());
  }

  @Test
  void tagsSelectTasks() {
    Path root = tmp.resolve("site");
    PlayRun listed = PlayRun.of(SITE.toString(), "--list-tasks", "-e", "root=" + root);
    assertEquals(0, listed.exitCode(), listed.all());
    assertTrue(listed.out().contains("app : Render app.conf"), listed.all());
    assertTrue(listed.out().contains("base : Base directories"), listed.all());
  }
}
