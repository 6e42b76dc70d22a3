package dev.play.module.packages;

import dev.play.connection.ShellScripts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The installed packages as {@code package_facts} reports them with apt: name → list of {@code
 * {name, version, arch, category, origin, source}}, read from {@code dpkg-query} and, for the
 * origin, the apt lists holding the installed version. One command; the parser is pure.
 */
final class DpkgPackages {
  /** dpkg states python-apt does not count as installed. */
  private static final Set<String> NOT_INSTALLED = Set.of("not-installed", "config-files");

  private static final String SCRIPT = ShellScripts.load(DpkgPackages.class, "dpkg-packages.sh");

  private DpkgPackages() {}

  /**
   * Prints {@code arch=NATIVE}, a {@code pkg=} line per package (name, version, architecture,
   * section, status; tab-separated) and an {@code origin=} line (name, version, architecture,
   * origin, section) for each installed version found in an apt list, the lists in name order.
   * Prints {@code missing=dpkg-query} on a host without dpkg.
   */
  static String script() {
    return SCRIPT;
  }

  /** Whether the host has no dpkg-query. Pure. */
  static boolean missing(String output) {
    return output.lines().anyMatch(l -> l.equals("missing=dpkg-query"));
  }

  /** The packages in {@link #script}'s output, by name. Pure. */
  static Map<String, Object> parse(String output) {
    String nativeArch = "";
    Map<String, String[]> listed = new HashMap<>();
    List<String[]> packages = new ArrayList<>();
    for (String line : output.split("\n")) {
      if (line.startsWith("arch=")) {
        nativeArch = line.substring(5).strip();
      } else if (line.startsWith("origin=")) {
        String[] f = line.substring(7).split("\t", -1);
        if (f.length == 5) {
          listed.putIfAbsent(f[0] + "\t" + f[1] + "\t" + f[2], new String[] {f[3], f[4]});
        }
      } else if (line.startsWith("pkg=")) {
        String[] f = line.substring(4).split("\t", -1);
        if (f.length == 5 && !NOT_INSTALLED.contains(f[4])) {
          packages.add(f);
        }
      }
    }
    Map<String, Object> out = new TreeMap<>();
    for (String[] f : packages) {
      String name = f[2].equals(nativeArch) || f[2].equals("all") ? f[0] : f[0] + ":" + f[2];
      String[] list = listed.get(f[0] + "\t" + f[1] + "\t" + f[2]);
      out.put(name, List.of(details(name, f, list)));
    }
    return out;
  }

  /**
   * As python-apt: the section and origin of the first apt list holding the version, else dpkg's
   * section.
   */
  private static Map<String, Object> details(String name, String[] f, String[] list) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", name);
    d.put("version", f[1]);
    d.put("arch", f[2]);
    d.put("category", list == null || list[1].isEmpty() ? f[3] : list[1]);
    d.put("origin", list == null ? "" : list[0]);
    d.put("source", "apt");
    return d;
  }
}
