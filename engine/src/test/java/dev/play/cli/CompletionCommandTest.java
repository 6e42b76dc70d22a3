package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play completion}: the script it prints is valid bash, and sourced in a bash process whose
 * {@code COMP_WORDS} hold a command line being typed, its completion function offers what play
 * accepts there.
 */
class CompletionCommandTest {
  @TempDir Path dir;
  private Path script;

  record Run(int rc, String out, String err) {}

  private static Run play(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc =
        Main.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @BeforeEach
  void writeScript() throws IOException {
    Run run = play("completion", "bash");
    assertEquals(0, run.rc(), run.err());
    script = Files.writeString(dir.resolve("play.bash"), run.out());
  }

  private Run bash(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("bash"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).directory(dir.toFile()).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    return new Run(p.exitValue(), out, err);
  }

  /**
   * The candidates the script's completion function offers for the words typed so far (the last one
   * being completed).
   */
  private List<String> complete(String... words) throws IOException, InterruptedException {
    StringBuilder typed = new StringBuilder();
    for (String w : words) {
      typed.append(" '").append(w).append('\'');
    }
    String driver =
        "source ./play.bash\n"
            + "COMP_WORDS=("
            + typed
            + ")\n"
            + "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
            + "COMP_LINE=\"${COMP_WORDS[*]}\"\n"
            + "COMP_POINT=${#COMP_LINE}\n"
            + "_complete_play 2>/dev/null\n"
            + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
    Run run = bash("-c", driver);
    assertEquals(0, run.rc(), run.err());
    return run.out().lines().filter(l -> !l.isEmpty()).sorted().toList();
  }

  @Test
  void theScriptIsValidBash() throws Exception {
    Run run = bash("-n", script.toString());
    assertEquals(0, run.rc(), run.err());
    assertTrue(Files.readString(script).contains("complete -F _complete_play"));
  }

  @Test
  void zshGetsTheSameScriptWhichTurnsOnItsBashCompletion() {
    Run zsh = play("completion", "zsh");
    assertEquals(0, zsh.rc());
    assertEquals(play("completion", "bash").out(), zsh.out());
    assertTrue(zsh.out().contains("autoload -U +X bashcompinit && bashcompinit"));
  }

  @Test
  void completesOptions() throws Exception {
    assertEquals(List.of("--check"), complete("play", "--che"));
    assertEquals(List.of("--graph"), complete("play", "inventory", "--gr"));
  }

  @Test
  void completesSubcommandsAndPlaybookFiles() throws Exception {
    Files.writeString(dir.resolve("site.yml"), "- hosts: all\n");
    List<String> first = complete("play", "");
    assertTrue(
        first.containsAll(List.of("doc", "vault", "inventory", "completion", "site.yml")),
        first.toString());
    assertEquals(List.of("site.yml"), complete("play", "si"));
  }

  @Test
  void completesModuleNamesAfterDoc() throws Exception {
    assertEquals(List.of("apt", "apt_key", "apt_repository"), complete("play", "doc", "ap"));
  }

  @Test
  void completesFilesAfterInventoryOptions() throws Exception {
    Files.writeString(dir.resolve("hosts.ini"), "[web]\nw1\n");
    assertEquals(List.of("hosts.ini"), complete("play", "-i", "ho"));
    assertEquals(List.of("hosts.ini"), complete("play", "inventory", "--inventory", "ho"));
    assertEquals(List.of("hosts.ini"), complete("play", "--vault-password-file", "ho"));
  }

  @Test
  void completesShellNames() throws Exception {
    assertEquals(List.of("bash", "zsh"), complete("play", "completion", ""));
  }

  @Test
  void anUnknownShellIsABadOption() {
    Run run = play("completion", "fish");
    assertEquals(5, run.rc());
    assertTrue(run.err().contains("expected one of [bash, zsh]"), run.err());
    assertTrue(run.err().endsWith("Try 'play completion --help' for the options.\n"), run.err());
  }
}
