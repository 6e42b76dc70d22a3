package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * dpkg's state of the named packages, apt's candidates, the package cache's age and, for upgrades,
 * autoremove, build-dep and fixed, what apt would do ({@code apt-get -s}). One command, which
 * refreshes the cache first when asked and older than {@code cache_valid_time}.
 *
 * @param status per package: dpkg's abbreviated status ({@code ii}, {@code rc}, {@code un}) and
 *     version
 * @param candidates per package: the version apt would install, or {@code (none)}
 * @param simulated {@code Inst}/{@code Remv} lines of the simulation
 * @param deb the {@code deb} file's package and version, {@code name|version}
 * @param indexRead whether apt's index was asked about every named package that is not installed
 *     ({@link #inIndex})
 * @param provided named packages without a candidate that another package provides (virtual ones)
 */
record AptFacts(
    boolean aptMissing,
    Map<String, String[]> status,
    Map<String, String> candidates,
    List<String> simulated,
    boolean cacheUpdated,
    long cacheTime,
    long now,
    String updateError,
    String deb,
    String debError,
    boolean indexRead,
    java.util.Set<String> provided) {

  static final String ENV =
      "LC_ALL=C DEBIAN_FRONTEND=noninteractive; export LC_ALL DEBIAN_FRONTEND";

  /**
   * @param refresh refresh the cache (never in check mode)
   */
  static String script(AptRequest r, boolean refresh) {
    List<String> s = new ArrayList<>();
    s.add(ENV);
    s.add(AptCommands.RETRY_FUNCTION);
    s.add("command -v apt-get >/dev/null 2>&1 || { echo apt=missing; exit 0; }");
    // As Ansible: the update-success stamp, else the lists directory's time; but lists without
    // any Packages index (a fresh container image) were never updated, whatever their time.
    s.add(
        "cache_time() { if [ -e /var/lib/apt/periodic/update-success-stamp ]; then"
            + " stat -c %Y /var/lib/apt/periodic/update-success-stamp;"
            + " elif ls /var/lib/apt/lists/*_Packages* >/dev/null 2>&1; then stat -c %Y /var/lib/apt/lists;"
            + " else echo 0; fi; }");
    if (refresh) {
      s.add(
          "if [ $(( $(date +%s) - $(cache_time) )) -gt "
              + r.cacheValidTime()
              + " ] || [ "
              + r.cacheValidTime()
              + " -eq 0 ]; then");
      s.add(
          "  if out=$(apt_retry "
              + r.lockTimeout()
              + " apt-get update -q); then echo updated=1;"
              + " else printf 'update_error=%s\\n' \"$(printf %s \"$out\" | tail -3 | tr '\\n' ' ')\"; fi");
      s.add("fi");
    }
    s.add("echo \"cache_time=$(cache_time)\"; echo \"now=$(date +%s)\"");
    String deb = r.deb() == null ? null : debPath(r.deb());
    List<String> names = new ArrayList<>(r.names());
    boolean missingOnly = installs(r) && !needsCandidates(r);
    s.add(missingOnly ? "set --" : ":");
    for (String n : names) {
      s.add(
          missingOnly
              ? status(n)
              : "dpkg-query -W -f='pkg=${Package}|${db:Status-Abbrev}|${Version}\\n' -- "
                  + quote(n)
                  + " 2>/dev/null || echo "
                  + quote("pkg=" + n + "|un|"));
    }
    if (deb != null) {
      s.add(AptCommands.fetchDeb(r.deb(), deb));
      s.add(
          "if n=$(dpkg-deb -f "
              + quote(deb)
              + " Package) && v=$(dpkg-deb -f "
              + quote(deb)
              + " Version); then"
              + " echo \"deb=$n|$v\"; dpkg-query -W -f='pkg=${Package}|${db:Status-Abbrev}|${Version}\\n' -- \"$n\""
              + " 2>/dev/null || echo \"pkg=$n|un|\"; else echo deb_error=unreadable; fi");
    }
    if (!names.isEmpty() && (needsCandidates(r) || installs(r))) {
      s.add(policy(names, !missingOnly));
    }
    if (r.simulated()) {
      s.add(
          "{ "
              + AptCommands.command(r, true)
              + "; } 2>/dev/null | grep -E '^(Inst|Remv|Purg) ' | sed 's/^/sim=/'");
    }
    return String.join("\n", s);
  }

  /** Where a {@code deb} given as a URL is downloaded to on the host. */
  static String debPath(String deb) {
    if (!deb.contains("://")) {
      return deb;
    }
    String base = deb.substring(deb.lastIndexOf('/') + 1).replaceAll("[^A-Za-z0-9._+~-]", "_");
    return "/var/cache/apt/archives/play-" + base;
  }

  /**
   * dpkg's line for package {@code n}, printed; a package not installed is added to the positional
   * parameters.
   */
  private static String status(String n) {
    return "l=$(dpkg-query -W -f='pkg=${Package}|${db:Status-Abbrev}|${Version}\\n' -- "
        + quote(n)
        + " 2>/dev/null)"
        + " || l="
        + quote("pkg=" + n + "|un|")
        + "; printf '%s\\n' \"$l\"; case \"$l\" in *'|ii '*) ;;"
        + " *) set -- \"$@\" "
        + quote(n)
        + ";; esac";
  }

  /**
   * apt's candidate of each of {@code names} ({@code all}), or of those not installed (the
   * positional parameters {@link #status} left): a name apt's index does not know at all is left
   * out of apt-cache's answer ({@link #inIndex}).
   */
  private static String policy(List<String> names, boolean all) {
    String select =
        all
            ? "set -- " + String.join(" ", names.stream().map(dev.play.value.Shell::quote).toList())
            : ":";
    return select
        + "\nif [ $# -gt 0 ] && policy=$(apt-cache policy -- \"$@\" 2>/dev/null); then echo index=read;"
        + " cands=$(printf '%s\\n' \"$policy\" | awk '/^[^ ].*:$/ {p=$1; sub(/:$/, \"\", p)} /^  Candidate:/"
        + " {print \"cand=\" p \"|\" $2}'); printf '%s\\n' \"$cands\";"
        // a name without a candidate is a virtual package when another provides it, else one only
        // named
        + " for p in $(printf '%s\\n' \"$cands\" | sed -n 's/^cand=\\(.*\\)|(none)$/\\1/p'); do apt-cache showpkg \"$p\""
        + " 2>/dev/null | sed -n '/^Reverse Provides:/,$p' | grep -q '^[^R]' && echo \"provided=$p\" || :; done; fi";
  }

  private static boolean installs(AptRequest r) {
    return r.state() == AptRequest.State.PRESENT || r.state() == AptRequest.State.LATEST;
  }

  private static boolean needsCandidates(AptRequest r) {
    return r.state() == AptRequest.State.LATEST
        || r.packages().stream().anyMatch(p -> p.version() != null);
  }

  static AptFacts parse(String out) {
    Map<String, String[]> status = new LinkedHashMap<>();
    Map<String, String> candidates = new LinkedHashMap<>();
    List<String> sim = new ArrayList<>();
    java.util.Set<String> provided = new java.util.HashSet<>();
    Map<String, String> kv = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq);
      String value = line.substring(eq + 1);
      switch (key) {
        case "pkg" -> {
          String[] f = value.split("\\|", -1);
          status.put(
              f[0], new String[] {f.length > 1 ? f[1].strip() : "un", f.length > 2 ? f[2] : ""});
        }
        case "cand" ->
            candidates.put(
                value.substring(0, value.indexOf('|')), value.substring(value.indexOf('|') + 1));
        case "sim" -> sim.add(value);
        case "provided" -> provided.add(value);
        default -> kv.putIfAbsent(key, value);
      }
    }
    return new AptFacts(
        "missing".equals(kv.get("apt")),
        status,
        candidates,
        sim,
        kv.containsKey("updated"),
        number(kv.get("cache_time")),
        number(kv.get("now")),
        kv.get("update_error"),
        kv.get("deb"),
        kv.get("deb_error"),
        "read".equals(kv.get("index")),
        java.util.Set.copyOf(provided));
  }

  private static long number(String s) {
    try {
      return s == null ? 0 : Long.parseLong(s.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /**
   * Whether the cache is older than {@code validSeconds} (0: always refresh), by the host's clock.
   */
  boolean stale(int validSeconds) {
    return validSeconds == 0 || now - cacheTime > validSeconds;
  }

  boolean installed(String name) {
    String[] s = status.get(name);
    return s != null && s[0].startsWith("ii");
  }

  /** Installed, or removed with its configuration files left ({@code rc}: purge removes them). */
  boolean present(String name, boolean purge) {
    String[] s = status.get(name);
    return s != null && (s[0].startsWith("ii") || (purge && s[0].startsWith("rc")));
  }

  /**
   * Whether apt's index offers {@code name}: a candidate version, or a virtual package another
   * provides (a name apt knows only because another package mentions it is not offered); true when
   * the index was not read. apt-cache names a package of the host's own architecture without its
   * {@code :arch}.
   */
  boolean inIndex(String name) {
    int colon = name.indexOf(':');
    return !indexRead || offered(name) || (colon > 0 && offered(name.substring(0, colon)));
  }

  private boolean offered(String name) {
    String candidate = candidates.get(name);
    return candidate != null && (!candidate.equals("(none)") || provided.contains(name));
  }

  String version(String name) {
    String[] s = status.get(name);
    return s == null ? "" : s[1];
  }
}
