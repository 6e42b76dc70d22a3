package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code ini_file} (community.general): an option of an INI file's section set to one or more
 * values, or removed, or a whole section removed, edited as community.general 6.x edits it ({@link
 * IniEdit}) and written atomically with the file modules' mode, owner and group.
 */
final class IniFileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "section:str",
              "option:str",
              "value:str",
              "values:list(str)",
              "backup:bool=false",
              "state:str=present [absent|present]",
              "exclusive:bool=true",
              "no_extra_spaces:bool=false",
              "allow_no_value:bool=false",
              "create:bool=true",
              "mode:raw",
              "owner:str",
              "group:str",
              "unsafe_writes:bool=false",
              "attributes:str")
          .withAliases(Map.of("dest", "path"))
          .withEnum("state", Presence.class);

  @Override
  public String name() {
    return "ini_file";
  }

  @Override
  public String fqcn() {
    return "community.general." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String path = args.string("path");
    boolean create = args.bool("create");
    IniEdit edit = edit(args);
    TextFile file = new TextFile(path, FileAttrs.of(args), create, args.bool("backup"), null);
    return plan(file, edit, Probes.gather(ctx, file.probe()), ctx.diffMode());
  }

  static IniEdit edit(Args args) throws ModuleFailure {
    if (args.has("value") && args.has("values")) {
      throw new ModuleFailure("parameters are mutually exclusive: value|values");
    }
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    boolean allowNoValue = args.bool("allow_no_value");
    List<String> values = args.has("value") ? List.of(args.string("value")) : args.list("values");
    if (present && !allowNoValue && values.isEmpty()) {
      throw new ModuleFailure(
          "Parameter 'value(s)' must be defined if state=present and allow_no_value=False.");
    }
    List<String> unique = new ArrayList<>();
    values.stream().filter(v -> !unique.contains(v)).forEach(unique::add);
    return new IniEdit(
        args.stringOrNull("section"),
        args.stringOrNull("option"),
        unique,
        present,
        args.bool("exclusive"),
        args.bool("no_extra_spaces") ? "%s=%s\n" : "%s = %s\n",
        allowNoValue);
  }

  /** The plan for these facts. Pure. */
  static Plan plan(TextFile file, IniEdit edit, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    if (!facts.file().exists() && !file.create()) {
      throw new ModuleFailure("Destination " + file.path() + " does not exist!", Map.of("rc", 257));
    }
    String text = file.current(facts, "Destination " + file.path() + " does not exist!");
    IniEdit.Outcome o = edit.apply(text);
    if (!facts.file().exists() && o.msg().equals("OK")) {
      // nothing to set: Ansible leaves the missing file missing
      return Plan.noChange(
          file.path() + ": file not present, nothing to remove",
          Map.of("msg", "OK", "path", file.path()));
    }
    String why =
        edit.option() == null ? "section already as requested" : "option already as requested";
    TextFile.Edit e = new TextFile.Edit(o.text(), o.msg(), o.text().equals(text) ? why : null);
    return file.plan(facts, e, diffMode, Map.of());
  }
}
