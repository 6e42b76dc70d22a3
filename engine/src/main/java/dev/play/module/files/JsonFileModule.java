package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.JsonMerge;
import dev.play.module.kit.Probes;
import dev.play.module.kit.TextFile;
import dev.play.output.Json;
import dev.play.value.JsonText;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code json_file}: keys of a JSON object file (e.g. Docker's {@code daemon.json}) as requested:
 * {@code merge} is merged in (nested objects key by key), {@code remove} names keys to take out
 * ({@code a.b} for nested ones). Keys the task does not name are kept, so several roles can own
 * different keys of one file. The file is written (atomically, four-space indent) only when its
 * value changes; formatting alone is never a change.
 */
final class JsonFileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "merge:dict",
              "remove:list(str)",
              "create:bool=true",
              "backup:bool=false",
              "mode:raw",
              "owner:str",
              "group:str")
          .withAliases(Map.of("dest", "path", "name", "path"));

  @Override
  public String name() {
    return "json_file";
  }

  @Override
  public String fqcn() {
    return "play.builtin." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String path = args.string("path");
    TextFile file =
        new TextFile(path, FileAttrs.of(args), args.bool("create"), args.bool("backup"), null);
    Map<String, Object> merge = map(args);
    List<String> remove = args.list("remove");
    if (merge.isEmpty() && remove.isEmpty()) {
      throw new ModuleFailure("json_file: nothing to do: give merge or remove");
    }
    var facts = Probes.gather(ctx, file.probe());
    String text = file.current(facts, "json_file: " + path + " does not exist (create: false)");
    return file.plan(
        facts, edit(path, text, facts.file().exists(), merge, remove), ctx.diffMode(), Map.of());
  }

  /** The new text, or why it stays. Pure. */
  static TextFile.Edit edit(
      String path, String text, boolean existed, Map<String, Object> merge, List<String> remove)
      throws ModuleFailure {
    Map<String, Object> current = object(path, text);
    Map<String, Object> wanted = JsonMerge.merged(current, merge);
    remove.forEach(key -> JsonMerge.remove(wanted, key));
    if (existed && wanted.equals(current)) {
      return new TextFile.Edit(text, "", "keys already as requested");
    }
    return new TextFile.Edit(
        Json.pretty(wanted) + "\n", existed ? "keys updated" : "file created", null);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> object(String path, String text) throws ModuleFailure {
    if (text.isBlank()) {
      return new LinkedHashMap<>();
    }
    try {
      if (JsonText.parse(text) instanceof Map<?, ?> m) {
        return (Map<String, Object>) m;
      }
      throw new ModuleFailure("json_file: " + path + " holds JSON that is not an object");
    } catch (JsonText.Malformed e) {
      throw new ModuleFailure("json_file: " + path + " is not valid JSON: " + e.getMessage());
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Args args) throws ModuleFailure {
    Object v = args.raw("merge");
    if (v == null) {
      return Map.of();
    }
    if (!(v instanceof Map<?, ?> m)) {
      throw new ModuleFailure("json_file: merge must be a mapping, got " + v);
    }
    return (Map<String, Object>) m;
  }
}
