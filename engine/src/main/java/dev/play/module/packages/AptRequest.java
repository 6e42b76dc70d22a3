package dev.play.module.packages;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/**
 * What an {@code apt} task asks for.
 *
 * @param force apt-get's {@code --force-yes}, as Ansible passes it: what it stands for ({@link
 *     AptCommands#FORCE_OPTIONS}) in every apt-get run
 */
record AptRequest(
    List<PackageSpec> packages,
    State state,
    boolean updateCache,
    int cacheValidTime,
    boolean purge,
    boolean autoremove,
    Boolean installRecommends,
    boolean allowDowngrade,
    String dpkgOptions,
    String defaultRelease,
    String deb,
    Upgrade upgrade,
    int lockTimeout,
    boolean allowUnauthenticated,
    boolean onlyUpgrade,
    boolean force) {

  /** The packages' state asked for. */
  enum State {
    ABSENT,
    BUILD_DEP,
    LATEST,
    PRESENT,
    FIXED
  }

  /** Which upgrade of all packages is asked for ({@code no}: none). */
  enum Upgrade {
    DIST,
    FULL,
    NO,
    SAFE,
    YES
  }

  /** {@code name}, {@code name=1.2.3} or {@code name=1.2*}. */
  record PackageSpec(String name, String version) {
    static PackageSpec parse(String spec) {
      int eq = spec.indexOf('=');
      return eq < 0
          ? new PackageSpec(spec.strip(), null)
          : new PackageSpec(spec.substring(0, eq).strip(), spec.substring(eq + 1).strip());
    }

    /** Whether {@code installed} satisfies the pin ({@code *} is a wildcard, as apt reads it). */
    boolean accepts(String installed) {
      if (version == null) {
        return true;
      }
      if (!version.contains("*")) {
        return version.equals(installed);
      }
      String regex = java.util.regex.Pattern.quote(version).replace("*", "\\E.*\\Q");
      return installed.matches(regex);
    }

    String argument() {
      return version == null ? name : name + "=" + version;
    }
  }

  static AptRequest of(Args args) throws ModuleFailure {
    List<PackageSpec> packages = new ArrayList<>();
    for (String n : args.list("name")) {
      packages.add(PackageSpec.parse(n));
    }
    State state = args.enumValue("state", State.class);
    Upgrade upgrade = args.enumValue("upgrade", Upgrade.class);
    boolean update = args.bool("update_cache") || args.has("cache_valid_time");
    return new AptRequest(
        packages,
        state,
        update,
        args.integer("cache_valid_time"),
        args.bool("purge"),
        args.bool("autoremove"),
        args.boolOrNull("install_recommends"),
        args.bool("allow_downgrade"),
        args.string("dpkg_options"),
        args.stringOrNull("default_release"),
        args.stringOrNull("deb"),
        upgrade,
        args.integer("lock_timeout"),
        args.bool("allow_unauthenticated"),
        args.bool("only_upgrade"),
        args.bool("force"));
  }

  List<String> names() {
    return packages.stream().map(PackageSpec::name).toList();
  }

  /**
   * Whether apt must be asked what it would do (simulation) rather than planned from dpkg's state.
   */
  boolean simulated() {
    return state == State.BUILD_DEP || state == State.FIXED || upgrade != Upgrade.NO || autoremove;
  }
}
