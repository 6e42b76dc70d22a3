package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.List;

/** The apt-get command lines of a request; apt waits for the dpkg lock instead of failing. */
final class AptCommands {
  /**
   * {@code apt_retry SECONDS CMD...}: runs CMD, printing its output, and while apt reports a held
   * lock (another apt or dpkg is running) tries again once a second, up to SECONDS times.
   */
  static final String RETRY_FUNCTION =
      String.join(
          "\n",
          "apt_retry() { t=$1; shift; i=0; while :; do o=$(\"$@\" 2>&1); rc=$?; case \"$o\" in",
          "  *'Could not get lock'*|*'Unable to acquire the dpkg'*|*'Unable to lock'*)",
          "    if [ $rc -ne 0 ] && [ $i -lt \"$t\" ]; then i=$((i + 1)); sleep 1; continue; fi;; esac;",
          "  printf '%s\\n' \"$o\"; return $rc; done; }");

  /**
   * {@code apt_apply SECONDS CMD...}: {@link #RETRY_FUNCTION}'s {@code apt_retry}, and when apt
   * refuses because an earlier dpkg run was cut off (its journal is left: "dpkg was interrupted",
   * e.g. a host that lost power or its connection mid-install), {@code dpkg --configure -a}
   * finishes that run first and CMD is tried once more, so a rerun converges where Ansible's apt
   * stops and asks for it by hand. Only for changes being applied, never while planning.
   */
  static final String APPLY_FUNCTION =
      String.join(
          "\n",
          RETRY_FUNCTION,
          "apt_apply() { o=$(apt_retry \"$@\"); rc=$?; case \"$o\" in *'dpkg was interrupted'*) if [ $rc -ne 0 ]; then",
          "  echo 'dpkg was interrupted: running dpkg --configure -a'; dpkg --configure -a 2>&1; apt_retry \"$@\"; return $?;",
          "  fi;; esac; printf '%s\\n' \"$o\"; return $rc; }");

  /**
   * What {@code force: true} adds: ansible-core 2.14 passes apt-get's {@code --force-yes}, which
   * apt-get (since 1.1) deprecates for exactly these, and implies {@code allow_unauthenticated} and
   * {@code allow_downgrade}.
   */
  static final List<String> FORCE_OPTIONS =
      List.of(
          "--allow-unauthenticated",
          "--allow-downgrades",
          "--allow-remove-essential",
          "--allow-change-held-packages");

  private AptCommands() {}

  /** Options every apt-get run gets. */
  static List<String> options(AptRequest r) {
    List<String> o =
        new ArrayList<>(List.of("-y", "-q", "-o", "DPkg::Lock::Timeout=" + r.lockTimeout()));
    for (String opt : r.dpkgOptions().split(",")) {
      if (!opt.isBlank()) {
        o.add("-o");
        o.add("Dpkg::Options::=--" + opt.strip());
      }
    }
    if (r.installRecommends() != null) {
      o.add(r.installRecommends() ? "--install-recommends" : "--no-install-recommends");
    }
    if (r.force()) {
      o.addAll(FORCE_OPTIONS);
    } else {
      if (r.allowDowngrade()) {
        o.add("--allow-downgrades");
      }
      if (r.allowUnauthenticated()) {
        o.add("--allow-unauthenticated");
      }
    }
    if (r.defaultRelease() != null) {
      o.add("-t");
      o.add(r.defaultRelease());
    }
    return o;
  }

  static String aptGet(AptRequest r, boolean simulate, List<String> action) {
    List<String> argv = new ArrayList<>(List.of("apt-get"));
    argv.addAll(options(r));
    if (simulate) {
      argv.add("-s");
    }
    argv.addAll(action);
    return dev.play.module.kit.ArgvQuote.join(argv);
  }

  /**
   * The simulated or real run of what {@link AptRequest#simulated()} covers: upgrade, build-dep,
   * fixed, autoremove.
   */
  static String command(AptRequest r, boolean simulate) {
    List<String> cmds = new ArrayList<>();
    List<String> names = r.packages().stream().map(AptRequest.PackageSpec::argument).toList();
    switch (r.upgrade()) {
      case YES, SAFE -> cmds.add(aptGet(r, simulate, List.of("upgrade")));
      case FULL, DIST -> cmds.add(aptGet(r, simulate, List.of("dist-upgrade")));
      case NO -> {}
    }
    if (r.state() == AptRequest.State.BUILD_DEP) {
      cmds.add(aptGet(r, simulate, concat(List.of("build-dep"), names)));
    } else if (r.state() == AptRequest.State.FIXED) {
      cmds.add(aptGet(r, simulate, concat(List.of("-f", "install"), names)));
    }
    if (r.autoremove()) {
      cmds.add(
          aptGet(
              r, simulate, r.purge() ? List.of("autoremove", "--purge") : List.of("autoremove")));
    }
    return String.join(" && ", cmds);
  }

  static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /** Downloads a {@code deb} URL to {@code path} on the host (curl or wget), once. */
  static String fetchDeb(String url, String path) {
    String p = quote(path);
    String u = quote(url);
    return "[ -s "
        + p
        + " ] || { if command -v curl >/dev/null 2>&1; then curl -fsSL -o "
        + p
        + ".part "
        + u
        + "; elif command -v wget >/dev/null 2>&1; then wget -q -O "
        + p
        + ".part "
        + u
        + "; else echo deb_error=neither curl nor wget is installed; false; fi && mv "
        + p
        + ".part "
        + p
        + " || { rm -f "
        + p
        + ".part; echo deb_error=download failed; }; }";
  }
}
