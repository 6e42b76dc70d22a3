package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.diff.Diff;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.TestContext;
import dev.play.module.kit.Checksums;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

/**
 * Data-file cases, pyinfra style: {@code cases/<module>/<branch>.yml} holds {@code args}, the raw
 * output of the facts command ({@code facts}, plus {@code content} appended as the probe does),
 * controller {@code files}, what earlier tasks of the check run planned ({@code planned}:
 * {@code package:*}, {@code user:name}) and the latest earlier task check mode did not run
 * ({@code unforeseen}), and the expected changes, diffs and result, no-change reason or failure,
 * warnings, and what the prediction assumes ({@code assumed}, none when left out). Cases run in check mode unless {@code check: false} (then a
 * case must fail or change nothing while planning: the canned host takes no writes).
 */
class CaseTest {
  private static final Map<String, Module> MODULES = Map.ofEntries(
      Map.entry("copy", new CopyModule()), Map.entry("template", new TemplateModule()), Map.entry("file", new FileModule()),
      Map.entry("stat", new StatModule()), Map.entry("lineinfile", new LineinfileModule()), Map.entry("blockinfile", new BlockinfileModule()),
      Map.entry("sysctl", new dev.play.module.system.SysctlModule()), Map.entry("mount", new dev.play.module.system.MountModule()),
      Map.entry("replace", new ReplaceModule()), Map.entry("apt_repository", new dev.play.module.packages.AptRepositoryModule()),
      Map.entry("get_url", new dev.play.module.net.GetUrlModule()), Map.entry("json_file", new dev.play.module.files.JsonFileModule()),
      Map.entry("ini_file", new dev.play.module.files.IniFileModule()));

  @TempDir Path files;

  static Stream<Arguments> cases() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (String module : MODULES.keySet().stream().sorted().toList()) {
      Path dir = Path.of("src/test/resources/cases", module);
      try (Stream<Path> s = Files.list(dir)) {
        s.sorted().forEach(p -> out.add(Arguments.of(module + "/" + p.getFileName(), p)));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void run(String name, Path file) throws Exception {
    Map<String, Object> c;
    try (InputStream in = Files.newInputStream(file)) {
      c = new Yaml().load(in);
    }
    Module module = MODULES.get(name.substring(0, name.indexOf('/')));
    for (Map.Entry<String, Object> f : ((Map<String, Object>) c.getOrDefault("files", Map.of())).entrySet()) {
      Files.writeString(files.resolve(f.getKey()), String.valueOf(f.getValue()));
    }
    TestContext ctx = new TestContext(new Canned(facts(c)), files, (Map<String, String>) c.getOrDefault("vars", Map.of()),
        !Boolean.FALSE.equals(c.get("check")), Boolean.TRUE.equals(c.get("diff")));
    ctx.planning((List<String>) c.getOrDefault("planned", List.of())).unforeseen((String) c.get("unforeseen"));
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
      assertFalse(plan.changed(), () -> "changes: " + plan.changes().stream().map(Change::describe).toList());
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
      assertEquals(String.valueOf(e.getValue()), String.valueOf(plan.result().get(e.getKey())), e.getKey());
    }
  }

  private static String facts(Map<String, Object> c) {
    String facts = String.valueOf(c.get("facts"));
    Object content = c.get("content");
    if (content == null) {
      return facts;
    }
    byte[] bytes = String.valueOf(content).getBytes(StandardCharsets.UTF_8);
    return facts + "checksum=" + Checksums.sha1(bytes) + "\ncontent:\n" + Base64.getEncoder().encodeToString(bytes);
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
    public byte[] get(String path) {
      return fail("facts come from the probe");
    }

    @Override
    public void close() {}
  }
}
