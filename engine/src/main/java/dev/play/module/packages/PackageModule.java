package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code package}: installs or removes packages with the host's package manager, from the {@code
 * ansible_pkg_mgr} fact (or asked of the host when facts were not gathered), or {@code use}. apt,
 * dnf and yum (dnf's planner) are supported; other managers are refused by name. Other arguments
 * ({@code enablerepo}, {@code update_cache}) go to that module, which checks them.
 */
final class PackageModule implements Module {
  /**
   * Any other argument goes to the manager's module, which checks it when the task runs, as
   * Ansible's package does.
   */
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:raw",
              "state:str=present [present|absent|latest|installed|removed]",
              "use:str=auto",
              ArgSpec.ANY + ":raw")
          .withEnum("state", State.class);

  /** The packages' state asked for; {@code installed} and {@code removed} are synonyms. */
  enum State {
    PRESENT,
    ABSENT,
    LATEST,
    INSTALLED,
    REMOVED;

    /** The state the manager's module is given: a synonym as the state it stands for. */
    String backend() {
      return switch (this) {
        case PRESENT, INSTALLED -> "present";
        case ABSENT, REMOVED -> "absent";
        case LATEST -> "latest";
      };
    }
  }

  private final AptModule apt = new AptModule();
  private final DnfModule dnf = DnfModule.dnf();

  @Override
  public String name() {
    return "package";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String manager = manager(args.string("use"), ctx);
    Module backend =
        switch (manager) {
          case "apt" -> apt;
          case "dnf", "yum" -> dnf;
          default ->
              throw new ModuleFailure(
                  "package: the package manager '"
                      + manager
                      + "' is not supported by play (apt, dnf and yum are)");
        };
    Map<String, Object> backendArgs = new LinkedHashMap<>(args.asMap());
    backendArgs.remove("use");
    backendArgs.put("state", args.enumValue("state", State.class).backend());
    return backend.plan(backend.bind(backendArgs), ctx);
  }

  private static String manager(String use, ModuleContext ctx) throws ConnectionException {
    if (!use.equals("auto")) {
      return use;
    }
    if (ctx.vars().contains("ansible_pkg_mgr")) {
      return String.valueOf(ctx.vars().get("ansible_pkg_mgr"));
    }
    CommandResult r =
        ctx.run(
            "for m in apt-get dnf yum zypper apk pacman; do command -v $m >/dev/null 2>&1 && { echo $m; exit 0; }; done;"
                + " echo unknown");
    String found = r.stdout().strip();
    return found.equals("apt-get") ? "apt" : found;
  }
}
