package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input: the exact message, the file:line:col, the exit code, and no stack trace. */
class ErrorMessagesTest {
  private static final String DIR = "src/test/resources/errors/";

  private static PlayRun play(String... args) {
    PlayRun r = PlayRun.of(args);
    assertFalse(r.err().contains("\tat "), "stack trace printed:\n" + r.err());
    return r;
  }

  @Test
  void yamlSyntaxError() {
    PlayRun r = play(DIR + "yaml-syntax.yml");
    assertEquals(4, r.exitCode());
    assertEquals(
        DIR
            + "yaml-syntax.yml:6:6: error: YAML syntax error: expected <block end>, but found"
            + " '<block mapping start>' (while parsing a block collection)\n         bad: indent\n         ^\n",
        r.err());
  }

  @Test
  void unknownModuleWithSuggestion() {
    PlayRun r = play(DIR + "unknown-module.yml");
    assertEquals(4, r.exitCode());
    assertTrue(
        r.err()
            .startsWith(
                DIR
                    + "unknown-module.yml:4:7: error: couldn't resolve module/action 'cpy'"
                    + " (did you mean 'copy'?) (searched library directories ["),
        r.err());
  }

  /** As Ansible's modules, checked when the task runs: a task that is skipped never fails. */
  @Test
  void unknownModuleArgumentFailsTheTaskNamingWhereItIsWritten() {
    assertEquals(0, play("--syntax-check", DIR + "unknown-arg.yml").exitCode());
    PlayRun r = play(DIR + "unknown-arg.yml");
    assertEquals(2, r.exitCode());
    assertTrue(
        r.out()
            .contains(
                "fatal: [localhost]: FAILED! => {\"changed\": false, \"msg\":"
                    + " \"unsupported parameter 'dset' for module 'copy' (did you mean 'dest'?) in task 'Copy a file' at "
                    + DIR
                    + "unknown-arg.yml:7:9\"}"),
        r.all());
  }

  @Test
  void aValueNotAmongTheChoicesFailsTheHostNamingTaskAndPlace() {
    PlayRun r = play(DIR + "bad-arg-value.yml");
    assertEquals(2, r.exitCode());
    assertTrue(
        r.out()
            .contains(
                "fatal: [localhost]: FAILED! => {\"changed\": false, \"msg\":"
                    + " \"value of state must be one of: absent, present, got: presnt in task 'Keep a line' at "
                    + DIR
                    + "bad-arg-value.yml:10:9\"}"),
        r.all());
  }

  @Test
  void undefinedVariableFailsTheHostNamingTaskAndPlace() {
    PlayRun r = play(DIR + "undefined-var.yml");
    assertEquals(2, r.exitCode());
    // a debug task's failure shows its msg alone, as Ansible's callback cleans debug output
    assertTrue(
        r.out()
            .contains(
                "fatal: [localhost]: FAILED! => {\"msg\":"
                    + " \"undefined variable 'http_port' in task 'Write config' at "
                    + DIR
                    + "undefined-var.yml:4:7\"}"),
        r.all());
  }

  @Test
  void badConditionShowsTheExpressionWithACaret() {
    PlayRun r = play(DIR + "bad-condition.yml");
    assertEquals(4, r.exitCode());
    assertEquals(
        DIR
            + "bad-condition.yml:4:7: error: bad condition: '(' is never closed\n    x == (1\n         ^\n",
        r.err());
  }

  @Test
  void badInventoryLine() {
    PlayRun r = play("-i", DIR + "bad-inventory.ini", DIR + "ping.yml");
    assertEquals(4, r.exitCode());
    assertEquals(
        DIR
            + "bad-inventory.ini:3:5: error: bad inventory line: 'node[1:': unterminated host range,"
            + " expected ']'\n    node[1:\n        ^\n",
        r.err());
  }

  /** A line holding a control character is shown escaped, the caret under the same character. */
  @Test
  void aCaretPastAnEscapedControlCharacterStaysUnderItsCharacter(@TempDir Path dir)
      throws Exception {
    Path inventory = Files.writeString(dir.resolve("hosts.ini"), "[a]\nx\u0007node[1:\n");
    PlayRun r = play("-i", inventory.toString(), DIR + "ping.yml");
    assertEquals(4, r.exitCode());
    assertTrue(
        r.err().endsWith("\n    x\\x07node[1:\n             ^\n"),
        "the caret under the range's '[':\n" + r.err());
  }

  @Test
  void badOptionsExitFive() {
    assertEquals(5, play("--forks", "0", DIR + "ping.yml").exitCode());
    PlayRun unknown = play("--frobnicate", DIR + "ping.yml");
    assertEquals(5, unknown.exitCode());
    assertTrue(unknown.err().startsWith("error: Unknown option: '--frobnicate'"), unknown.err());
    assertEquals(5, play().exitCode());
  }

  @Test
  void missingPlaybookIsAnInputError() {
    PlayRun r = play(DIR + "no-such.yml");
    assertEquals(4, r.exitCode(), r.all());
    assertTrue(r.err().contains("no-such.yml"), r.err());
  }

  @Test
  void versionAndSyntaxCheck() {
    assertTrue(play("--version").out().startsWith("play 0.1.0"));
    PlayRun ok = play("--syntax-check", DIR + "ping.yml");
    assertEquals(0, ok.exitCode(), ok.all());
    assertEquals("\nplaybook: " + DIR + "ping.yml\n", ok.out());
  }
}
