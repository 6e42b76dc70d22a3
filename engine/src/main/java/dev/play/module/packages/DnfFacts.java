package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * rpm's installed packages for each spec, and what dnf's repositories offer: the newest available
 * package for each spec not installed, upgrades for {@code latest}, and unneeded packages for
 * {@code autoremove}. One command; dnf is asked only what the plan needs (a {@code present} task
 * whose packages are all installed runs rpm alone).
 *
 * @param installed per spec: the installed packages it names (none: not installed)
 * @param errors dnf's {@code Error:} lines (a repository that cannot be read, an unknown
 *     repository)
 */
record DnfFacts(
    boolean dnfMissing,
    Map<String, List<Nevra>> installed,
    List<Nevra> available,
    List<Nevra> upgrades,
    List<Nevra> unneeded,
    List<String> errors) {

  static final String ENV = "LC_ALL=C; export LC_ALL";

  /**
   * The fields {@link Nevra#parse} reads; dnf ends each package with a newline itself, rpm does
   * not.
   */
  private static final String QF = "%{name}|%{epoch}|%{version}|%{release}|%{arch}";

  /**
   * @param refresh refresh the repositories' metadata first ({@code update_cache}; never in check
   *     mode)
   */
  static String script(DnfRequest r, boolean refresh) {
    List<String> s = new ArrayList<>();
    s.add(ENV);
    s.add("command -v dnf >/dev/null 2>&1 || { echo dnf=missing; exit 0; }");
    // dnf's standard error, each line as err=..., while its standard output passes through
    s.add(
        "dnfq() { { dnf -q "
            + DnfCommands.options(r)
            + " \"$@\" 2>&1 1>&3 | sed 's/^/err=/'; } 3>&1; }");
    if (refresh) {
      s.add("dnfq makecache --refresh | grep '^err='");
    }
    s.add("set --");
    if (!r.upgradeAll()) {
      for (String spec : r.specs()) {
        s.add(rpmQuery(spec));
      }
    }
    boolean install =
        r.state() == DnfRequest.State.PRESENT
            || (r.state() == DnfRequest.State.LATEST && !r.updateOnly());
    if (install) {
      s.add(
          "[ $# -eq 0 ] || dnfq repoquery --available --latest-limit 1 --qf "
              + quote("avail=" + QF)
              + " -- \"$@\"");
    }
    if (r.state() == DnfRequest.State.LATEST) {
      s.add(
          "dnfq repoquery --upgrades --latest-limit 1 --qf "
              + quote("upg=" + QF)
              + " -- "
              + String.join(" ", r.specs().stream().map(dev.play.value.Shell::quote).toList()));
    }
    if (r.autoremove()) {
      s.add("dnfq repoquery --unneeded --qf " + quote("unneeded=" + QF));
    }
    return String.join("\n", s);
  }

  /**
   * Prints {@code inst=SPEC|...} for each installed package the spec names, or adds the spec to
   * "$@".
   */
  private static String rpmQuery(String spec) {
    String query = Nevra.isGlob(spec) ? "rpm -qa" : "rpm -q";
    return "o=$("
        + query
        + " --qf "
        + quote(
            "inst=" + spec.replace("%", "%%") + "|" + QF.replace("{epoch}", "{epochnum}") + "\\n")
        + " -- "
        + quote(spec)
        + " 2>/dev/null | grep '^inst='); if [ -n \"$o\" ]; then printf '%s\\n' \"$o\";"
        + " else set -- \"$@\" "
        + quote(spec)
        + "; fi";
  }

  static DnfFacts parse(String out) {
    Map<String, List<Nevra>> installed = new LinkedHashMap<>();
    Map<String, List<Nevra>> lists = new LinkedHashMap<>();
    List<String> errors = new ArrayList<>();
    boolean missing = false;
    for (String line : out.split("\n")) {
      int eq = line.indexOf('=');
      String key = eq > 0 ? line.substring(0, eq) : "";
      String value = line.substring(eq + 1);
      switch (key) {
        case "dnf" -> missing = true;
        case "err" -> {
          if (value.startsWith("Error")) {
            errors.add(value.strip());
          }
        }
        case "inst" -> {
          int bar = value.indexOf('|');
          Nevra n = Nevra.parse(value.substring(bar + 1));
          if (bar > 0 && n != null) {
            installed.computeIfAbsent(value.substring(0, bar), k -> new ArrayList<>()).add(n);
          }
        }
        case "avail", "upg", "unneeded" -> {
          Nevra n = Nevra.parse(value);
          if (n != null) {
            lists.computeIfAbsent(key, k -> new ArrayList<>()).add(n);
          }
        }
        default -> {}
      }
    }
    return new DnfFacts(
        missing,
        installed,
        lists.getOrDefault("avail", List.of()),
        lists.getOrDefault("upg", List.of()),
        lists.getOrDefault("unneeded", List.of()),
        errors);
  }

  boolean isInstalled(String spec) {
    return installed.containsKey(spec);
  }

  /** The newest available package the spec names, or null. */
  Nevra availableFor(String spec) {
    return available.stream().filter(n -> n.matches(spec)).findFirst().orElse(null);
  }

  List<Nevra> upgradesFor(String spec) {
    return spec.equals("*") ? upgrades : upgrades.stream().filter(n -> n.matches(spec)).toList();
  }
}
