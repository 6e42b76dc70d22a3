package dev.play.module.packages;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/**
 * What a {@code dnf} (or {@code yum}) task asks for.
 *
 * @param module {@code dnf} or {@code yum}, for messages
 * @param specs package specs as written: {@code name}, {@code name-version}, {@code name.arch},
 *     globs, {@code *}
 * @param state {@link State#PRESENT}, {@link State#LATEST} or {@link State#ABSENT} ({@code
 *     installed} and {@code removed} read as their synonyms); null for autoremove or update_cache
 *     alone
 * @param options dnf's options for every query and run: repositories, excludes, gpg check, weak
 *     deps
 */
record DnfRequest(
    String module,
    List<String> specs,
    State state,
    boolean updateCache,
    boolean autoremove,
    boolean updateOnly,
    List<String> options) {
  /** The packages' state asked for; {@code installed} and {@code removed} are synonyms. */
  enum State {
    ABSENT,
    PRESENT,
    INSTALLED,
    REMOVED,
    LATEST;

    /** The state this one is a synonym of, or itself. */
    State normal() {
      return switch (this) {
        case INSTALLED -> PRESENT;
        case REMOVED -> ABSENT;
        case ABSENT, PRESENT, LATEST -> this;
      };
    }
  }

  static DnfRequest of(String module, Args args) throws ModuleFailure {
    List<String> specs = args.list("name");
    for (String s : specs) {
      if (s.startsWith("@")) {
        throw new ModuleFailure(
            module
                + ": groups and modules ("
                + s
                + ") are not supported by play; name the packages");
      }
      if (s.endsWith(".rpm") || s.contains("://") || s.startsWith("/")) {
        throw new ModuleFailure(
            module
                + ": installing an .rpm file, URL or path ("
                + s
                + ") is not supported by play; put it in a repository (yum_repository) and name the package");
      }
    }
    State state = args.enumValue("state", State.class);
    boolean autoremove = args.bool("autoremove");
    boolean updateCache = args.bool("update_cache");
    if (specs.isEmpty() && !autoremove && !updateCache) {
      throw new ModuleFailure(module + ": one of name, update_cache or autoremove is required");
    }
    if (specs.isEmpty()) {
      state = null;
    } else if (state == null) {
      state = State.PRESENT;
    }
    if (state != null) {
      state = state.normal();
    }
    return new DnfRequest(
        module, specs, state, updateCache, autoremove, args.bool("update_only"), options(args));
  }

  /** dnf's command-line options for the arguments that shape every query and run. */
  private static List<String> options(Args args) throws ModuleFailure {
    List<String> o = new ArrayList<>();
    if (args.has("conf_file")) {
      o.add("--config=" + args.string("conf_file"));
    }
    for (String r : args.list("disablerepo")) {
      o.add("--disablerepo=" + r);
    }
    for (String r : args.list("enablerepo")) {
      o.add("--enablerepo=" + r);
    }
    if (!args.list("exclude").isEmpty()) {
      o.add("--exclude=" + String.join(",", args.list("exclude")));
    }
    if (args.has("disable_excludes")) {
      o.add("--disableexcludes=" + args.string("disable_excludes"));
    }
    if (args.has("releasever")) {
      o.add("--releasever=" + args.string("releasever"));
    }
    if (args.bool("disable_gpg_check")) {
      o.add("--nogpgcheck");
    }
    if (!args.bool("install_weak_deps")) {
      o.add("--setopt=install_weak_deps=False");
    }
    if (!args.bool("sslverify") || !args.bool("validate_certs")) {
      o.add("--setopt=sslverify=False");
    }
    flags(args, o);
    return List.copyOf(o);
  }

  private static void flags(Args args, List<String> o) throws ModuleFailure {
    String[][] flags = {
      {"allowerasing", "--allowerasing"},
      {"nobest", "--nobest"},
      {"skip_broken", "--skip-broken"},
      {"cacheonly", "--cacheonly"}
    };
    for (String[] f : flags) {
      if (args.declares(f[0]) && args.bool(f[0])) { // allowerasing and nobest: dnf's only
        o.add(f[1]);
      }
    }
    for (String p : args.list("disable_plugin")) {
      o.add("--disableplugin=" + p);
    }
    for (String p : args.list("enable_plugin")) {
      o.add("--enableplugin=" + p);
    }
  }

  boolean upgradeAll() {
    return specs.equals(List.of("*"));
  }
}
