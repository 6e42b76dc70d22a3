package dev.play.module.packages;

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
 * {@code apt}: Debian packages. Facts in one command (dpkg's state of the named packages, apt's
 * candidates, and apt's own simulation for upgrades, autoremove, build-dep and fixed), after a
 * cache refresh when {@code update_cache} asks for one; a no-change run never runs apt-get.
 */
final class AptModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED =
      List.of("autoclean", "clean", "allow_change_held_packages", "fail_on_autoremove");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name:list(str)",
              "state:str=present [absent|build-dep|latest|present|fixed]",
              "update_cache:bool=false",
              "cache_valid_time:int=0",
              "purge:bool=false",
              "autoremove:bool=false",
              "install_recommends:bool",
              "allow_downgrade:bool=false",
              "force_apt_get:bool=false",
              "dpkg_options:str=force-confdef,force-confold",
              "default_release:str",
              "deb:path",
              "upgrade:str=no [dist|full|no|safe|yes]",
              "lock_timeout:int=60",
              "allow_unauthenticated:bool=false",
              "only_upgrade:bool=false",
              "force:bool=false",
              "autoclean:bool=false",
              "clean:bool=false",
              "policy_rc_d:int",
              "allow_change_held_packages:bool=false",
              "fail_on_autoremove:bool=false")
          .withEnum("state", AptRequest.State.class)
          .withEnum("upgrade", AptRequest.Upgrade.class)
          .withAliases(
              Map.of(
                  "pkg",
                  "name",
                  "package",
                  "name",
                  "update-cache",
                  "update_cache",
                  "install-recommends",
                  "install_recommends",
                  "allow-downgrade",
                  "allow_downgrade",
                  "allow_downgrades",
                  "allow_downgrade",
                  "allow-downgrades",
                  "allow_downgrade",
                  "default-release",
                  "default_release",
                  "allow-unauthenticated",
                  "allow_unauthenticated"));

  @Override
  public String name() {
    return "apt";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(UNIMPLEMENTED.toArray(String[]::new));
    AptRequest r = AptRequest.of(args);
    if (r.packages().isEmpty()
        && r.deb() == null
        && !r.updateCache()
        && r.upgrade() == AptRequest.Upgrade.NO
        && !r.autoremove()
        && r.state() != AptRequest.State.FIXED) {
      throw new ModuleFailure(
          "apt: one of name, deb, upgrade, update_cache or autoremove is required");
    }
    boolean updateOnly =
        r.packages().isEmpty()
            && r.deb() == null
            && r.upgrade() == AptRequest.Upgrade.NO
            && r.state() != AptRequest.State.FIXED
            && !r.autoremove();
    boolean refresh = r.updateCache() && !updateOnly && !ctx.checkMode();
    CommandResult facts = ctx.run(AptFacts.script(r, refresh));
    if (!facts.ok()) {
      throw new ModuleFailure("apt: cannot read the package state: " + facts.stderr().strip());
    }
    AptFacts f = AptFacts.parse(facts.stdout());
    java.util.Set<String> planned = new java.util.HashSet<>();
    if (ctx.checkMode()) {
      r.names().stream()
          .filter(n -> !f.installed(n) && ctx.planned("package:" + n))
          .forEach(planned::add);
    }
    notInIndex(r, f, planned, ctx);
    Plan plan =
        AptPlanner.plan(
            r,
            f,
            updateOnly && r.updateCache(),
            r.updateCache() && f.stale(r.cacheValidTime()),
            planned);
    return args.given("policy_rc_d") && args.raw("policy_rc_d") != null
        ? withPolicyRcD(plan, args.integerOrNull("policy_rc_d"))
        : plan;
  }

  /**
   * A package to install that apt's index does not know fails, with Ansible's message; in check
   * mode, unless something earlier may still bring it, and then the prediction is assumed.
   */
  private static void notInIndex(
      AptRequest r, AptFacts f, java.util.Set<String> planned, ModuleContext ctx)
      throws ModuleFailure {
    List<String> unknown = AptPlanner.notInIndex(r, f, planned);
    if (unknown.isEmpty()
        || (ctx.checkMode()
            && MissingPackages.assume(
                ctx,
                unknown,
                ctx.pathPlanned("/etc/apt/sources.list.d")
                    || ctx.pathPlanned("/etc/apt/sources.list"),
                r.updateCache() && f.stale(r.cacheValidTime())))) {
      return;
    }
    throw new ModuleFailure("No package matching '" + unknown.get(0) + "' is available");
  }

  /**
   * The plan's package runs (not the cache update) with {@code /usr/sbin/policy-rc.d} exiting with
   * {@code code}.
   */
  private static Plan withPolicyRcD(Plan plan, int code) {
    if (!plan.changed()) {
      return plan;
    }
    List<dev.play.module.Change> changes =
        plan.changes().stream()
            .map(
                c ->
                    c instanceof AptRun run && !run.command().startsWith("apt-get update")
                        ? run.withPolicyRcD(code)
                        : c)
            .toList();
    return new Plan(
        changes, plan.noChangeReason(), plan.result(), plan.diffs(), plan.predictable());
  }
}
