package dev.play.module.services;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.List;
import java.util.Map;

/**
 * {@code systemd} (also {@code systemd_service}, and {@code service} with a SysV fallback): a
 * unit's state, enablement and mask, from {@code systemctl show} and {@code is-enabled} in one
 * command. {@code daemon_reload} runs before the facts are read (not in check mode) and, as in
 * Ansible, is not a change by itself.
 */
final class SystemdModule implements Module {
  /**
   * {@code service}'s arguments that Ansible's service action drops, with a warning, where it runs
   * systemd, in its order; play's SysV path does not implement them.
   */
  private static final List<String> UNUSED_BY_SYSTEMD =
      List.of("pattern", "runlevel", "sleep", "arguments");

  private static final ArgSpec SYSTEMD =
      ArgSpec.of(
              "name:str",
              "state:str [reloaded|restarted|started|stopped]",
              "enabled:bool",
              "masked:bool",
              "daemon_reload:bool=false",
              "daemon_reexec:bool=false",
              "scope:str=system [system|user|global]",
              "no_block:bool=false",
              "force:bool")
          .withEnum("state", ServiceRequest.State.class)
          .withEnum("scope", ServiceRequest.Scope.class)
          .withAliases(
              Map.of(
                  "service",
                  "name",
                  "unit",
                  "name",
                  "daemon-reload",
                  "daemon_reload",
                  "daemon-reexec",
                  "daemon_reexec"));
  private static final ArgSpec SERVICE =
      ArgSpec.of(
              "name!:str",
              "state:str [reloaded|restarted|started|stopped]",
              "enabled:bool",
              "sleep:int=1",
              "pattern:str",
              "arguments:str",
              "runlevel:str=default",
              "use:str=auto")
          .withEnum("state", ServiceRequest.State.class);

  private final String name;
  private final ArgSpec spec;
  private final boolean sysvFallback;

  private SystemdModule(String name, ArgSpec spec, boolean sysvFallback) {
    this.name = name;
    this.spec = spec;
    this.sysvFallback = sysvFallback;
  }

  public static SystemdModule systemd() {
    return new SystemdModule("systemd", SYSTEMD, false);
  }

  public static SystemdModule systemdService() {
    return new SystemdModule("systemd_service", SYSTEMD, false);
  }

  /** {@code service}: systemd when the host runs it, else the SysV init script. */
  public static SystemdModule service() {
    return new SystemdModule("service", SERVICE, true);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public ArgSpec spec() {
    return spec;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    ServiceRequest r = ServiceRequest.of(args);
    CommandResult facts = ctx.run(r.factsScript(ctx.checkMode()));
    if (!facts.ok()) {
      throw new ModuleFailure(
          name + ": cannot read the state of " + r.name() + ": " + facts.stderr().strip());
    }
    UnitState unit = UnitState.parse(facts.stdout());
    if (sysvFallback) {
      unusedBySystemd(args, unit, ctx);
    }
    if (ctx.checkMode() && r.name() != null && !unit.found()) {
      if (unitFilePlanned(r.name(), ctx)) {
        unit = unit.plannedUnit(false);
      } else if (dev.play.module.Assumed.assumeBrought(ctx, "unit " + unitName(r.name()))) {
        unit = unit.plannedUnit(true);
      }
    }
    return ServicePlanner.plan(r, unit, ctx.host(), sysvFallback);
  }

  /**
   * {@code service} on a systemd host drops {@link #UNUSED_BY_SYSTEMD} with Ansible's warning for
   * each given; on a host without systemd they are refused.
   */
  private static void unusedBySystemd(Args args, UnitState unit, ModuleContext ctx)
      throws ModuleFailure {
    if (!unit.systemd()) {
      args.refuse(UNUSED_BY_SYSTEMD.toArray(String[]::new));
      return;
    }
    for (String a : UNUSED_BY_SYSTEMD) {
      if (args.given(a)) {
        ctx.warn("Ignoring \"" + a + "\" as it is not used in \"systemd\"");
      }
    }
  }

  /**
   * Check mode: an earlier task writes the unit file, so the unit will exist (stopped, disabled); a
   * package an earlier task installs, or a command check mode does not run, may bring it too
   * (enabled and running, as Debian's packages leave their services; the prediction is assumed).
   */
  private static boolean unitFilePlanned(String unit, ModuleContext ctx) {
    String file = unitName(unit);
    return ctx.pathPlanned("/etc/systemd/system/" + file)
        || ctx.pathPlanned("/lib/systemd/system/" + file)
        || ctx.pathPlanned("/usr/lib/systemd/system/" + file);
  }

  private static String unitName(String unit) {
    return unit.contains(".") ? unit : unit + ".service";
  }
}
