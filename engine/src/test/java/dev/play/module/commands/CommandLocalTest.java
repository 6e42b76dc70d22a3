package dev.play.module.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.local.LocalConnection;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.module.ModuleRegistry;
import dev.play.module.Plan;
import dev.play.module.catalog.BuiltinModules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** command and shell against this machine through {@link LocalConnection}. */
class CommandLocalTest {
  private final ModuleRegistry registry = BuiltinModules.registry();
  private final CommandTestContext ctx = CommandTestContext.on(new LocalConnection("localhost"));
  @TempDir Path dir;

  @BeforeEach
  void files() throws Exception {
    Files.writeString(dir.resolve("a.txt"), "a");
    Files.writeString(dir.resolve("b.txt"), "b");
  }

  @Test
  void commandPassesQuotedWordsAndLiteralStar() throws Exception {
    Map<String, Object> r =
        apply(
            "command",
            Map.of(
                "_raw_params", "printf '[%s]\\n' \"a  b\" * '$HOME' ''", "chdir", dir.toString()));
    assertEquals("[a  b]\n[*]\n[$HOME]\n[]", r.get("stdout"));
    assertEquals(List.of("printf", "[%s]\\n", "a  b", "*", "$HOME", ""), r.get("cmd"));
    assertEquals(0, r.get("rc"));
  }

  @Test
  void commandArgvIsNotSplit() throws Exception {
    Map<String, Object> r = apply("command", Map.of("argv", List.of("echo", "x;", "y | z")));
    assertEquals("x; y | z", r.get("stdout"));
  }

  @Test
  void shellRunsPipesAndGlobs() throws Exception {
    Map<String, Object> r =
        apply("shell", Map.of("_raw_params", "ls *.txt | grep -c txt", "chdir", dir.toString()));
    assertEquals("2", r.get("stdout"));
    assertEquals("ls *.txt | grep -c txt", r.get("cmd"));
  }

  @Test
  void shellWithExecutable() throws Exception {
    Map<String, Object> r =
        apply("shell", Map.of("_raw_params", "echo \"$0\"", "executable", "/bin/sh"));
    assertFalse(((String) r.get("stdout")).isEmpty());
  }

  @Test
  void chdirRunsThere() throws Exception {
    Map<String, Object> r = apply("command", Map.of("_raw_params", "pwd", "chdir", dir.toString()));
    assertEquals(
        dir.toRealPath().toString(), Path.of((String) r.get("stdout")).toRealPath().toString());
  }

  @Test
  void stdinIsFedWithNewline() throws Exception {
    Map<String, Object> r = apply("command", Map.of("_raw_params", "od -c", "stdin", "hi"));
    assertTrue(((String) r.get("stdout")).contains("h   i  \\n"), (String) r.get("stdout"));
  }

  @Test
  void nonZeroReturnCodeFailsWithFullResult() {
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class,
            () ->
                apply(
                    "command",
                    Map.of("argv", List.of("sh", "-c", "echo out; echo err >&2; exit 3"))));
    assertEquals("non-zero return code", f.getMessage());
    Map<String, Object> r = f.result();
    assertEquals(3, r.get("rc"));
    assertEquals("out", r.get("stdout"));
    assertEquals(List.of("err"), r.get("stderr_lines"));
    assertEquals("non-zero return code", r.get("msg"));
    assertTrue(
        ((String) r.get("start")).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{6}"),
        r.toString());
    assertTrue(((String) r.get("delta")).matches("0:00:0\\d(\\.\\d{6})?"), r.toString());
  }

  @Test
  void missingProgramFails() {
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class, () -> apply("command", Map.of("_raw_params", "no-such-prog-x")));
    assertEquals(127, f.result().get("rc"));
  }

  @Test
  void createsMakesASecondRunANoChange() throws Exception {
    Map<String, Object> args =
        Map.of("_raw_params", "touch made", "chdir", dir.toString(), "creates", "ma*e");
    Plan first = plan("command", args);
    assertTrue(first.changed());
    applyPlan(first);
    Plan second = plan("command", args);
    assertFalse(second.changed());
    assertEquals("skipped, since ma*e exists", second.noChangeReason());
  }

  @Test
  void removesMakesASecondRunANoChange() throws Exception {
    Map<String, Object> args =
        Map.of("_raw_params", "rm a.txt", "chdir", dir.toString(), "removes", dir + "/a.*");
    applyPlan(plan("shell", args));
    Plan second = plan("shell", args);
    assertEquals("skipped, since " + dir + "/a.* does not exist", second.noChangeReason());
  }

  @Test
  void missingChdirFailsBeforeRunning() {
    ModuleFailure f =
        assertThrows(
            ModuleFailure.class,
            () -> plan("command", Map.of("_raw_params", "ls", "chdir", dir + "/nope")));
    assertTrue(
        f.getMessage().startsWith("Unable to change directory before execution"), f.getMessage());
  }

  @Test
  void pingRunsANoOp() throws Exception {
    assertEquals(Map.of("ping", "pong"), plan("ping", Map.of()).result());
  }

  private Plan plan(String module, Map<String, Object> args) throws Exception {
    Module m = registry.find(module).orElseThrow();
    return m.plan(m.bind(args), ctx);
  }

  private Map<String, Object> apply(String module, Map<String, Object> args) throws Exception {
    return applyPlan(plan(module, args));
  }

  private Map<String, Object> applyPlan(Plan plan) throws Exception {
    Map<String, Object> result = new LinkedHashMap<>(plan.result());
    for (Change c : plan.changes()) {
      result.putAll(c.apply(ctx));
    }
    return result;
  }
}
