package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code dnf}, and {@code yum} as the same planner (Ansible's yum runs its dnf module on dnf-based
 * hosts): RPM packages. Facts in one command (rpm's installed packages, and what dnf's repositories
 * offer only when the plan needs it); a no-change run of installed packages never starts dnf.
 */
final class DnfModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  @Override
  public List<String> unimplementedArgs() {
    return REFUSED;
  }

  private static final String[] COMMON = {
    "name:list(str)",
    "state:str [absent|present|installed|removed|latest]",
    "enablerepo:list(str)",
    "disablerepo:list(str)",
    "disable_gpg_check:bool=false",
    "update_cache:bool=false",
    "install_weak_deps:bool=true",
    "autoremove:bool=false",
    "exclude:list(str)",
    "conf_file:str",
    "disable_excludes:str",
    "releasever:str",
    "skip_broken:bool=false",
    "update_only:bool=false",
    "cacheonly:bool=false",
    "validate_certs:bool=true",
    "sslverify:bool=true",
    "lock_timeout:int=60",
    "enable_plugin:list(str)",
    "disable_plugin:list(str)",
    "allow_downgrade:bool=false",
    "installroot:str=/",
    "install_repoquery:bool=true",
    "security:bool=false",
    "bugfix:bool=false",
    "list:str",
    "download_only:bool=false",
    "download_dir:str"
  };
  private static final List<String> REFUSED =
      List.of("security", "bugfix", "list", "download_only", "download_dir");

  private final String name;
  private final ArgSpec spec;

  private DnfModule(String name, ArgSpec spec) {
    this.name = name;
    this.spec = spec;
  }

  public static DnfModule dnf() {
    return new DnfModule(
        "dnf",
        spec("allowerasing:bool=false", "nobest:bool=false")
            .withAliases(Map.of("pkg", "name", "expire-cache", "update_cache")));
  }

  /** {@code yum}: dnf's planner; {@code use_backend} may name dnf, never yum 3. */
  public static DnfModule yum() {
    return new DnfModule(
        "yum",
        spec("use_backend:str=auto [auto|yum|yum4|dnf]")
            .withAliases(Map.of("pkg", "name", "expire-cache", "update_cache")));
  }

  private static ArgSpec spec(String... own) {
    return ArgSpec.of(
            java.util.stream.Stream.concat(
                    java.util.Arrays.stream(COMMON), java.util.Arrays.stream(own))
                .toArray(String[]::new))
        .withEnum("state", DnfRequest.State.class);
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
    args.refuse(REFUSED.toArray(String[]::new));
    if (args.bool("allow_downgrade")) {
      throw new ModuleFailure(name + ": allow_downgrade is not supported by play");
    }
    if (!args.string("installroot").equals("/")) {
      throw new ModuleFailure(name + ": installroot is not supported by play");
    }
    if (args.declares("use_backend") && args.string("use_backend").equals("yum")) { // yum's only
      throw new ModuleFailure(name + ": use_backend=yum is not supported by play (it runs dnf)");
    }
    DnfRequest r = DnfRequest.of(name, args);
    boolean refresh = r.updateCache() && !ctx.checkMode();
    CommandResult facts = ctx.run(DnfFacts.script(r, refresh));
    if (!facts.ok()) {
      throw new ModuleFailure(name + ": cannot read the package state: " + facts.stderr().strip());
    }
    DnfFacts f = DnfFacts.parse(facts.stdout());
    Set<String> planned = new HashSet<>();
    if (ctx.checkMode()) {
      r.specs().stream()
          .filter(s -> !f.isInstalled(s) && ctx.planned("package:" + s))
          .forEach(planned::add);
    }
    List<String> unoffered = ctx.checkMode() ? DnfPlanner.unoffered(r, f, planned) : List.of();
    boolean mayCome =
        !unoffered.isEmpty()
            && MissingPackages.assume(
                ctx,
                unoffered,
                ctx.planned(YumRepositoryModule.ANY_REPOSITORY)
                    || ctx.pathPlanned("/etc/yum.repos.d"),
                false);
    return DnfPlanner.plan(r, f, planned, mayCome, refresh);
  }
}
