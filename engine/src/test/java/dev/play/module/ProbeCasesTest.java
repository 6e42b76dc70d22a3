package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.play.cases.CaseFiles;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.diff.Diff;
import dev.play.module.catalog.BuiltinModules;
import dev.play.module.kit.Checksums;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Probe data-file cases, pyinfra style: {@code probe-cases/<module>/<branch>.yaml}
 * (docs/testing.md, "Case files"), read by {@link CaseFiles}, the module found by its directory's
 * name in the registry. A case holds {@code args}, the raw output of the facts command ({@code
 * facts}, plus {@code content} appended as the probe does), controller {@code files}, what earlier
 * tasks of the check run planned ({@code planned}: {@code package:*}, {@code user:name}) and the
 * latest earlier task check mode did not run ({@code unforeseen}), and the expected changes, diffs
 * and result, no-change reason or failure, warnings, and what the prediction assumes ({@code
 * assumed}, none when left out). Cases run in check mode unless {@code check: false} (then a case
 * must fail or change nothing while planning: the canned host takes no writes).
 */
class ProbeCasesTest {
  /** The keys a case may have (the schema above). */
  static final Set<String> KEYS =
      Set.of(
          "args",
          "facts",
          "content",
          "files",
          "vars",
          "check",
          "diff",
          "planned",
          "unforeseen",
          "expect");

  private static final String ROOT = "probe-cases";
  private static final ModuleRegistry MODULES = BuiltinModules.registry();

  @TempDir Path files;

  static Stream<Arguments> cases() {
    CaseFiles root = CaseFiles.root(ROOT);
    return root.dirs().stream()
        .flatMap(dir -> root.cases(dir).stream())
        .map(p -> Arguments.of(CaseFiles.name(p), p));
  }

  @Test
  void everyDirectoryIsAModule() {
    List<String> unknown =
        CaseFiles.root(ROOT).dirs().stream().filter(d -> MODULES.byShortName(d).isEmpty()).toList();
    assertEquals(
        List.of(), unknown, ROOT + "/ directories are named for the module their cases run");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void run(String name, Path file) throws Exception {
    Map<String, Object> c = CaseFiles.load(file, KEYS);
    Module module = MODULES.byShortName(name.substring(0, name.indexOf('/'))).orElseThrow();
    for (Map.Entry<String, Object> f :
        ((Map<String, Object>) c.getOrDefault("files", Map.of())).entrySet()) {
      Files.writeString(files.resolve(f.getKey()), String.valueOf(f.getValue()));
    }
    TestContext ctx =
        new TestContext(
            new Canned(facts(c)),
            files,
            (Map<String, String>) c.getOrDefault("vars", Map.of()),
            !Boolean.FALSE.equals(c.get("check")),
            Boolean.TRUE.equals(c.get("diff")));
    ctx.planning((List<String>) c.getOrDefault("planned", List.of()))
        .unforeseen((String) c.get("unforeseen"));
    Map<String, Object> args = (Map<String, Object>) c.get("args");
    Map<String, Object> expect = (Map<String, Object>) c.get("expect");
    if (expect.containsKey("failure")) {
      ModuleFailure f = assertThrows(ModuleFailure.class, () -> ctx.execute(module, args));
      assertEquals(expect.get("failure"), f.getMessage());
      assertEquals(expect.getOrDefault("warnings", List.of()), ctx.warnings());
      return;
    }
    Plan plan = ctx.execute(module, args);
    assertEquals(expect.getOrDefault("warnings", List.of()), ctx.warnings());
    assertEquals(expect.getOrDefault("assumed", List.of()), ctx.assumptions(), "assumed");
    if (expect.containsKey("no_change")) {
      assertFalse(
          plan.changed(),
          () -> "changes: " + plan.changes().stream().map(Change::describe).toList());
      assertEquals(expect.get("no_change"), plan.noChangeReason());
    } else {
      assertEquals(expect.get("changes"), plan.changes().stream().map(Change::describe).toList());
    }
    if (expect.containsKey("diff")) {
      List<Map<String, String>> diffs = new ArrayList<>();
      for (Diff d : plan.diffs()) {
        diffs.add(Map.of("before", d.before(), "after", d.after()));
      }
      assertEquals(expect.get("diff"), diffs);
    }
    Map<String, Object> result = (Map<String, Object>) expect.getOrDefault("result", Map.of());
    for (Map.Entry<String, Object> e : result.entrySet()) {
      assertEquals(
          String.valueOf(e.getValue()), String.valueOf(plan.result().get(e.getKey())), e.getKey());
    }
  }

  private static String facts(Map<String, Object> c) {
    String facts = String.valueOf(c.get("facts"));
    Object content = c.get("content");
    if (content == null) {
      return facts;
    }
    byte[] bytes = String.valueOf(content).getBytes(StandardCharsets.UTF_8);
    return facts
        + "checksum="
        + Checksums.sha1(bytes)
        + "\ncontent:\n"
        + Base64.getEncoder().encodeToString(bytes);
  }

  /** A host that answers every command with the case's fact output. */
  private record Canned(String output) implements Connection {
    @Override
    public String host() {
      return "case";
    }

    @Override
    public CommandResult exec(Command command) {
      return new CommandResult(0, output, "");
    }

    @Override
    public void put(byte[] data, String path) {
      fail("plan must not write");
    }

    @Override
    public void close() {}
  }
}
