package dev.play.module.control;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.JsonMerge;
import dev.play.playbook.TypeNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code include_vars}: variables from YAML or JSON files on the controller ({@code file}, the free
 * form, or every file of {@code dir}), vaulted or not, returned under {@code ansible_facts} (or
 * under one variable, {@code name}); the engine keeps them for the host with include_vars
 * precedence (above task vars, below set_fact and register). Never changes anything.
 */
final class IncludeVarsModule implements Module {
  private static final List<String> DIR_ARGS =
      List.of(
          "dir",
          "depth",
          "files_matching",
          "ignore_files",
          "extensions",
          "ignore_unknown_extensions");
  private static final List<String> FILE_ARGS = List.of("file", "_raw_params");
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "file:path",
              "dir:path",
              "depth:int=0",
              "files_matching:str",
              "ignore_files:raw",
              "extensions:list(str)=yaml,yml,json",
              "ignore_unknown_extensions:bool=false",
              "name:str",
              "hash_behaviour:str=replace [replace|merge]")
          .asFreeForm()
          .withEnum("hash_behaviour", HashBehaviour.class);

  /** How variables read are put into those the host has ({@code hash_behaviour}). */
  enum HashBehaviour {
    REPLACE,
    MERGE
  }

  @Override
  public String name() {
    return "include_vars";
  }

  @Override
  public boolean instant() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    if (DIR_ARGS.stream().anyMatch(args.asMap()::containsKey)
        && FILE_ARGS.stream().anyMatch(args.asMap()::containsKey)) {
      throw new ModuleFailure(
          "You are mixing file only and dir only arguments, these are incompatible");
    }
    HashBehaviour merge = args.enumValue("hash_behaviour", HashBehaviour.class);
    IncludedVars read = new IncludedVars();
    if (args.has("dir")) {
      readDirectory(args, ctx, read);
    } else {
      readFile(source(args), ctx, read);
    }
    Map<String, Object> vars = read.vars();
    if (args.has("name")) {
      vars = Map.of(args.string("name"), vars);
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("ansible_facts", merge == HashBehaviour.MERGE ? merged(vars, ctx) : vars);
    result.put("ansible_included_var_files", read.files());
    return Plan.noChange("variables from " + read.files().size() + " file(s)", result);
  }

  private static String source(Args args) throws ModuleFailure {
    String file = args.has("file") ? args.string("file") : args.string("_raw_params");
    if (file == null || file.isBlank()) {
      throw new ModuleFailure(
          "include_vars: one of file, dir or a file name (free form) is required");
    }
    return file.stripTrailing();
  }

  private static void readFile(String name, ModuleContext ctx, IncludedVars read)
      throws ModuleFailure {
    Path file;
    try {
      file = ctx.findFile(name, "vars");
    } catch (ModuleFailure e) {
      throw read.failure(e.getMessage());
    }
    read.read(file, ctx.vault());
  }

  /**
   * {@code dir}: looked for as {@code file} is (the role's {@code vars/} first), then read in
   * order.
   */
  private static void readDirectory(Args args, ModuleContext ctx, IncludedVars read)
      throws ModuleFailure {
    String dir = args.string("dir");
    Path root;
    try {
      root = ctx.findFile(dir, "vars");
    } catch (ModuleFailure e) {
      root = null;
    }
    if (root == null || !Files.exists(root)) {
      throw read.failure(dir + " directory does not exist");
    }
    if (!Files.isDirectory(root)) {
      throw read.failure(root + " is not a directory");
    }
    VarsDirectory selection = VarsDirectory.of(args);
    for (Path file : selection.files(root)) {
      if (!selection.knownExtension(file)) {
        throw read.failure(
            file
                + " does not have a valid extension: "
                + String.join(", ", selection.extensions()));
      }
      read.read(file, ctx.vault());
    }
  }

  /**
   * {@code hash_behaviour: merge}: each mapping merged into the variable's current value, which
   * must be a mapping.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> merged(Map<String, Object> vars, ModuleContext ctx)
      throws ModuleFailure {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : vars.entrySet()) {
      Object old = ctx.vars().contains(e.getKey()) ? ctx.vars().get(e.getKey()) : null;
      if (!(old instanceof Map<?, ?> before) || !(e.getValue() instanceof Map<?, ?> after)) {
        throw new ModuleFailure(
            "failed to combine variables, expected dicts but got a '"
                + TypeNames.of(old)
                + "' and a '"
                + TypeNames.of(e.getValue())
                + "' ("
                + e.getKey()
                + ", hash_behaviour: merge)");
      }
      out.put(
          e.getKey(), JsonMerge.merged((Map<String, Object>) before, (Map<String, Object>) after));
    }
    return out;
  }
}
