package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ShellChange;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code dpkg_selections}: a package's dpkg selection ({@code install}, {@code hold}, {@code
 * deinstall}, {@code purge}), read with {@code dpkg --get-selections} and set with {@code dpkg
 * --set-selections}. Installs or removes nothing by itself.
 */
final class DpkgSelectionsModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("name!:str", "selection!:str [install|hold|deinstall|purge]");

  /** What Ansible reports as {@code before} for a package dpkg does not know. */
  static final String NOT_PRESENT = "not present";

  @Override
  public String name() {
    return "dpkg_selections";
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
    String name = args.string("name");
    String selection = args.string("selection");
    CommandResult r = ctx.probe("LC_ALL=C dpkg --get-selections " + quote(name));
    if (!r.ok()) {
      throw new ModuleFailure(
          r.stderr().strip(), Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return plan(name, selection, r.stdout());
  }

  /** The plan for {@code dpkg --get-selections NAME}'s output. Pure. */
  static Plan plan(String name, String selection, String selections) {
    String current = current(selections);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("before", current);
    result.put("after", selection);
    if (current.equals(selection)) {
      return Plan.noChange(name + " is selected for " + selection, result);
    }
    ShellChange set =
        new ShellChange(
            "select " + name + " for " + selection + " (was " + current + ")",
            "printf '%s %s\\n' " + quote(name) + " " + selection + " | dpkg --set-selections",
            "dpkg --set-selections failed for " + name);
    return Plan.changes(List.of(set), List.of(), result);
  }

  /** The selection on the first line ({@code sudo install}), or {@link #NOT_PRESENT}. */
  private static String current(String selections) {
    String[] fields = selections.strip().split("\\s+");
    return fields.length < 2 ? NOT_PRESENT : fields[1];
  }
}
