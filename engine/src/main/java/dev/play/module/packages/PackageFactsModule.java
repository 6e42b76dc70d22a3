package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code package_facts}: the installed packages under {@code ansible_facts.packages}, read with
 * dpkg (Ansible's apt manager, without python-apt on the host). Never changes anything.
 */
final class PackageFactsModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "manager:list(str)=auto [auto|rpm|apt|portage|pkg|pacman|apk|pkg_info]",
          "strategy:str=first [first|all]");

  /** The managers Ansible 2.14 knows; play reads apt's only. */
  private static final Set<String> KNOWN =
      Set.of("auto", "rpm", "apt", "portage", "pkg", "pacman", "apk", "pkg_info");

  @Override
  public String name() {
    return "package_facts";
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
    checkManagers(args);
    CommandResult r = ctx.probe(DpkgPackages.script());
    if (!r.ok()) {
      throw new ModuleFailure(
          "package_facts: dpkg-query failed: " + r.stderr().strip(), Map.of("rc", r.rc()));
    }
    return plan(r.stdout());
  }

  /** The facts in the script's output. Pure. */
  static Plan plan(String output) throws ModuleFailure {
    if (DpkgPackages.missing(output)) {
      throw new ModuleFailure(
          "Could not detect a supported package manager: play reads packages with dpkg-query,"
              + " which this host lacks");
    }
    Map<String, Object> packages = DpkgPackages.parse(output);
    return Plan.noChange(
        packages.size() + " packages installed",
        Map.of("ansible_facts", Map.of("packages", packages)));
  }

  private static void checkManagers(Args args) throws ModuleFailure {
    List<String> managers = new ArrayList<>();
    for (String m : args.has("manager") ? args.list("manager") : List.of("auto")) {
      managers.add(m.toLowerCase(Locale.ROOT));
    }
    List<String> unknown = managers.stream().filter(m -> !KNOWN.contains(m)).toList();
    if (!unknown.isEmpty()) {
      throw new ModuleFailure(
          "Unsupported package managers requested: " + String.join(", ", unknown));
    }
    if (!managers.contains("auto") && !managers.contains("apt")) {
      throw new ModuleFailure(
          "package_facts: play reads apt's packages only (manager auto or apt), got "
              + String.join(", ", managers));
    }
  }
}
