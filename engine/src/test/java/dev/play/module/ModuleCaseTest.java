package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.play.cases.CaseFiles;
import dev.play.connection.CommandResult;
import dev.play.module.commands.CommandTestContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Scripted data-file cases, one YAML file per branch under {@code cases/<module>/}
 * (docs/testing.md, "Case files"), read by {@link CaseFiles}; a subclass per directory names the
 * module:
 *
 * <pre>
 * args: {...}              # as written in a task (aliases allowed: bound through the registry)
 * vars: {...}              # variables for debug's var
 * conditions: {expr: bool} # answers for assert's conditions
 * files: {rel/path: text}  # controller files that findFile resolves (a key ending in / is a directory)
 * check: true              # optional: the module plans in check mode
 * planned: [kind:name or /path]  # optional: what earlier tasks of the check run create
 * unforeseen: "the earlier task …"  # optional: an earlier task whose effects check mode cannot foresee
 * host:                    # answers to the module's commands, in order (plan, then apply)
 *   - {script: "exact script (optional)", stdin: "exact (optional)", rc: 0, stdout: "", stderr: ""}
 *   - {unreachable: message}   # the command's connection drops
 *   - {reconnect: ok | message} # a reconnect (reboot, wait_for_connection) succeeds or fails
 * expect:                  # the plan: exactly one of changes / no_change / failure
 *   changes: [descriptions]
 *   no_change: reason
 *   failure: message       # ModuleFailure from binding or planning
 *   result: {...}          # plan result, or failure result with failure
 *   predictable: bool      # optional
 *   creates: [kind:name]   # optional: what the changes create for later tasks in check mode
 *   assumed: [why]         # what the prediction assumes (none when left out)
 *   warnings: [message]    # the warnings planning gave, in order (none when left out)
 * apply:                   # optional: apply the changes; result or failure (+ result)
 * </pre>
 *
 * Times come from a fixed clock: start and end are 2024-01-02 03:04:05.123456, delta 0:00:00.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ModuleCaseTest {
  public static final Clock CLOCK =
      Clock.fixed(Instant.parse("2024-01-02T03:04:05.123456Z"), ZoneOffset.UTC);

  /** The module under test, with {@link #CLOCK} where it reads time. */
  protected abstract Module module();

  /** The case directory under {@code cases/}. */
  protected abstract String dir();

  /** The keys a case may have (the schema above). */
  static final Set<String> KEYS =
      Set.of(
          "args",
          "vars",
          "conditions",
          "files",
          "check",
          "planned",
          "unforeseen",
          "host",
          "expect",
          "apply");

  /**
   * The root of these cases in the test resources; {@link ModuleCaseDirectoriesTest} checks each
   * directory has its class.
   */
  static final String ROOT = "cases";

  Stream<Arguments> cases() {
    return CaseFiles.root(ROOT).cases(dir()).stream()
        .map(p -> Arguments.of(p.getFileName().toString(), CaseFiles.load(p, KEYS)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void planMatchesCase(String file, Map<String, Object> spec, @TempDir Path files)
      throws Exception {
    CommandTestContext ctx =
        CommandTestContext.scripted(answers(spec), map(spec, "vars"), conditions(spec));
    if (spec.containsKey("files")) {
      ctx.withFiles(controllerFiles(map(spec, "files"), files));
    }
    if (Boolean.TRUE.equals(spec.get("check"))) {
      ctx.inCheckMode();
    }
    @SuppressWarnings("unchecked")
    List<String> planned = (List<String>) spec.getOrDefault("planned", List.of());
    ctx.planning(planned, (String) spec.get("unforeseen"));
    Map<String, Object> expect = map(spec, "expect");
    Plan plan = planOrFailure(ctx, map(spec, "args"), expect);
    assertEquals(expect.getOrDefault("warnings", List.of()), ctx.warnings(), "warnings");
    if (plan != null) {
      checkPlan(plan, expect);
      assertEquals(expect.getOrDefault("assumed", List.of()), ctx.assumptions(), "assumed");
      if (spec.containsKey("apply")) {
        checkApply(plan, ctx, map(spec, "apply"));
      }
    }
    assertEquals(0, ctx.unusedAnswers(), "unused host answers; scripts run: " + ctx.scripts());
  }

  private Plan planOrFailure(
      CommandTestContext ctx, Map<String, Object> args, Map<String, Object> expect)
      throws Exception {
    Module m = module();
    if (!expect.containsKey("failure")) {
      return m.plan(bind(m, args), ctx);
    }
    ModuleFailure f = assertThrows(ModuleFailure.class, () -> m.plan(bind(m, args), ctx));
    checkFailure(f, expect);
    return null;
  }

  private static Args bind(Module m, Map<String, Object> args) throws ModuleFailure {
    return m.bind(args);
  }

  private static void checkPlan(Plan plan, Map<String, Object> expect) {
    if (expect.containsKey("no_change")) {
      assertEquals(expect.get("no_change"), plan.noChangeReason(), "no-change reason");
      assertEquals(List.of(), describe(plan.changes()));
    } else {
      assertEquals(expect.get("changes"), describe(plan.changes()), "changes");
    }
    if (expect.containsKey("result")) {
      assertEquals(expect.get("result"), plan.result(), "plan result");
    }
    if (expect.containsKey("predictable")) {
      assertEquals(expect.get("predictable"), plan.predictable(), "predictable");
    }
    if (expect.containsKey("creates")) {
      assertEquals(
          expect.get("creates"),
          plan.changes().stream().flatMap(c -> c.creates().stream()).toList(),
          "creates");
    }
  }

  private static void checkApply(Plan plan, CommandTestContext ctx, Map<String, Object> expect)
      throws Exception {
    Map<String, Object> result = new LinkedHashMap<>();
    try {
      for (Change change : plan.changes()) {
        result.putAll(change.apply(ctx));
      }
    } catch (ModuleFailure f) {
      if (!expect.containsKey("failure")) {
        fail("apply failed: " + f.getMessage() + " " + f.result());
      }
      checkFailure(f, expect);
      return;
    }
    assertEquals(null, expect.get("failure"), "apply should have failed");
    assertEquals(expect.get("result"), result, "apply result");
  }

  private static void checkFailure(ModuleFailure f, Map<String, Object> expect) {
    assertEquals(expect.get("failure"), f.getMessage(), "failure message");
    if (expect.containsKey("result")) {
      assertEquals(expect.get("result"), f.result(), "failure result");
    }
  }

  private static List<String> describe(List<Change> changes) {
    return changes.stream().map(Change::describe).toList();
  }

  private static List<CommandTestContext.Answer> answers(Map<String, Object> spec) {
    List<CommandTestContext.Answer> out = new ArrayList<>();
    Object host = spec.get("host");
    if (host instanceof List<?> list) {
      for (Object o : list) {
        @SuppressWarnings("unchecked")
        Map<String, Object> a = (Map<String, Object>) o;
        CommandResult r =
            new CommandResult(
                (Integer) a.getOrDefault("rc", 0), str(a, "stdout"), str(a, "stderr"));
        out.add(
            new CommandTestContext.Answer(
                (String) a.get("script"),
                (String) a.get("stdin"),
                r,
                (String) a.get("unreachable"),
                (String) a.get("reconnect")));
      }
    }
    return out;
  }

  /**
   * Writes {@code files} (relative path: content; a path ending in / is an empty directory) into
   * {@code dir}.
   */
  private static Path controllerFiles(Map<String, Object> files, Path dir) throws IOException {
    for (Map.Entry<String, Object> f : files.entrySet()) {
      Path p = dir.resolve(f.getKey());
      if (f.getKey().endsWith("/")) {
        Files.createDirectories(p);
      } else {
        Files.createDirectories(p.getParent());
        Files.writeString(p, String.valueOf(f.getValue()));
      }
    }
    return dir;
  }

  private static String str(Map<String, Object> m, String key) {
    return String.valueOf(m.getOrDefault(key, ""));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Boolean> conditions(Map<String, Object> spec) {
    return (Map<String, Boolean>) (Map<?, ?>) map(spec, "conditions");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Map<String, Object> spec, String key) {
    Object v = spec.get(key);
    return v == null ? Map.of() : (Map<String, Object>) v;
  }
}
