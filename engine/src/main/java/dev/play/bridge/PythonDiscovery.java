package dev.play.bridge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Which Python runs modules on a host without {@code ansible_python_interpreter}: ansible-core
 * 2.14's discovery in its default mode ({@code auto}). One command lists the platform, the
 * interpreters of Ansible's fallback list found on the PATH, and {@code /etc/os-release}; the
 * distribution's own Python (Ansible's distribution map, nearest version at or below the host's)
 * wins when it is there, else the first found, with Ansible's warnings.
 */
final class PythonDiscovery {
  /** The discovery modes of {@code interpreter_python}; any other value is a path. */
  public static final java.util.Set<String> MODES =
      java.util.Set.of("auto", "auto_silent", "auto_legacy", "auto_legacy_silent");

  /** Ansible's {@code INTERPRETER_PYTHON_FALLBACK}. */
  static final List<String> FALLBACK =
      List.of(
          "python3.11",
          "python3.10",
          "python3.9",
          "python3.8",
          "python3.7",
          "python3.6",
          "python3.5",
          "/usr/bin/python3",
          "/usr/libexec/platform-python",
          "python2.7",
          "/usr/bin/python",
          "python");

  /** Ansible's {@code _INTERPRETER_PYTHON_DISTRO_MAP}. */
  private static final Map<String, Map<String, String>> DISTROS =
      Map.of(
          "redhat",
              Map.of(
                  "6",
                  "/usr/bin/python",
                  "8",
                  "/usr/libexec/platform-python",
                  "9",
                  "/usr/bin/python3"),
          "debian", Map.of("8", "/usr/bin/python", "10", "/usr/bin/python3"),
          "fedora", Map.of("23", "/usr/bin/python3"),
          "ubuntu", Map.of("14", "/usr/bin/python", "16", "/usr/bin/python3"));

  /** Ansible's {@code OS_FAMILY} of the distributions in the two families the map names. */
  private static final Map<String, String> FAMILIES =
      families(
          List.of(
              "alibaba",
              "almalinux",
              "amazon",
              "ascendos",
              "centos",
              "cloudlinux",
              "euleros",
              "eurolinux",
              "fedora",
              "kylin linux advanced server",
              "oel",
              "openeuler",
              "oraclelinux",
              "ovs",
              "psbm",
              "rhel",
              "rocky",
              "scientific",
              "slc",
              "tencentos",
              "virtuozzo",
              "xenserver"),
          List.of(
              "cumulus linux",
              "deepin",
              "devuan",
              "kali",
              "kde neon",
              "linux mint",
              "neon",
              "osmc",
              "pardus gnu/linux",
              "parrot",
              "pop!_os",
              "raspbian",
              "steamos",
              "ubuntu",
              "uos"));

  private static final String LEGACY = "/usr/bin/python";
  private static final String LINK =
      "https://docs.ansible.com/ansible-core/2.14/reference_appendices/interpreter_discovery.html";

  /** The interpreter chosen, and Ansible's warnings about the choice. */
  public record Choice(String interpreter, List<String> warnings) {
    public Choice {
      warnings = List.copyOf(warnings);
    }
  }

  private PythonDiscovery() {}

  /** The one command whose output {@link #choose} reads; it needs no Python. */
  public static String script() {
    StringBuilder s = new StringBuilder("echo PLATFORM; uname; echo FOUND; ");
    FALLBACK.forEach(p -> s.append("command -v '").append(p).append("'; "));
    return s.append(
            "echo ENDFOUND; cat /etc/os-release 2>/dev/null || cat /usr/lib/os-release 2>/dev/null; true")
        .toString();
  }

  /** The interpreter for {@code host} from {@link #script}'s output, in mode {@code auto}. */
  public static Choice choose(String output, String host) {
    return choose(output, host, "auto");
  }

  /**
   * The interpreter for {@code host} from {@link #script}'s output in {@code mode}: a {@code
   * _silent} mode gives no warnings; {@code auto_legacy} prefers {@code /usr/bin/python} when it is
   * there and the distribution's own Python is another, as Ansible 2.14 does.
   */
  public static Choice choose(String output, String host, String mode) {
    Choice c = chooseAuto(output, host, mode.startsWith("auto_legacy"));
    return mode.endsWith("_silent") ? new Choice(c.interpreter(), List.of()) : c;
  }

  /**
   * What {@link #script} printed: the platform ({@code uname}, lower-case), the interpreters found,
   * os-release.
   */
  private record Report(String platform, List<String> found, Map<String, String> os) {
    static Report of(String output) {
      String platform = "unknown";
      List<String> found = new ArrayList<>();
      StringBuilder osRelease = new StringBuilder();
      int section = 0;
      for (String line : output.split("\\R")) {
        switch (line.strip()) {
          case "PLATFORM" -> section = 1;
          case "FOUND" -> section = 2;
          case "ENDFOUND" -> section = 3;
          default -> {
            if (section == 1 && !line.isBlank()) {
              platform = line.strip().toLowerCase(java.util.Locale.ROOT);
            } else if (section == 2 && line.startsWith("/")) {
              found.add(line.strip());
            } else if (section == 3) {
              osRelease.append(line).append('\n');
            }
          }
        }
      }
      return new Report(platform, found, osRelease(osRelease.toString()));
    }

    String distribution() {
      return os.get("ID") + " " + os.get("VERSION_ID");
    }
  }

  private static Choice chooseAuto(String output, String host, boolean legacy) {
    Report r = Report.of(output);
    if (r.found().isEmpty()) {
      return new Choice(
          "/usr/bin/python",
          List.of(
              "No python interpreters found for host " + host + " (tried " + pythonList() + ")"));
    }
    String first = r.found().get(0);
    String platformPython = r.platform().equals("linux") ? distroPython(r.os()) : null;
    if (legacy
        && platformPython != null
        && !platformPython.equals(LEGACY)
        && r.found().contains(LEGACY)) {
      return new Choice(
          LEGACY,
          List.of(
              "Distribution "
                  + r.distribution()
                  + " on host "
                  + host
                  + " should use "
                  + platformPython
                  + ", but is using "
                  + LEGACY
                  + " for backward compatibility with prior Ansible releases."
                  + " See "
                  + LINK
                  + " for more information"));
    }
    if (platformPython != null && r.found().contains(platformPython)) {
      return new Choice(platformPython, List.of());
    }
    if (platformPython != null) {
      return new Choice(
          first,
          List.of(
              "Distribution "
                  + r.distribution()
                  + " on host "
                  + host
                  + " should use "
                  + platformPython
                  + ", but is using "
                  + first
                  + ", since the discovered platform python interpreter was not"
                  + " present. See "
                  + LINK
                  + " for more information."));
    }
    return new Choice(
        first,
        List.of(
            "Platform "
                + r.platform()
                + " on host "
                + host
                + " is using the discovered"
                + " Python interpreter at "
                + first
                + ", but future installation of another Python interpreter could"
                + " change the meaning of that path. See "
                + LINK
                + " for more information."));
  }

  private static Map<String, String> families(List<String> redhat, List<String> debian) {
    Map<String, String> out = new java.util.HashMap<>();
    redhat.forEach(d -> out.put(d, "redhat"));
    debian.forEach(d -> out.put(d, "debian"));
    return Map.copyOf(out);
  }

  private static String pythonList() {
    return "['" + String.join("', '", FALLBACK) + "']";
  }

  /** The distribution's Python by Ansible's map, or null when the distribution is not in it. */
  private static String distroPython(Map<String, String> os) {
    String id = os.getOrDefault("ID", "").toLowerCase(java.util.Locale.ROOT);
    String version = os.getOrDefault("VERSION_ID", "");
    Map<String, String> versions =
        DISTROS.getOrDefault(id, DISTROS.get(FAMILIES.getOrDefault(id, "")));
    if (id.isEmpty() || version.isEmpty() || versions == null) {
      return null;
    }
    if (versions.containsKey(version)) {
      return versions.get(version);
    }
    List<String> keys =
        versions.keySet().stream()
            .sorted(Comparator.comparing(PythonDiscovery::numbers, PythonDiscovery::compare))
            .toList();
    String pick = keys.get(0);
    for (String k : keys) {
      if (compare(numbers(k), numbers(version)) <= 0) {
        pick = k;
      }
    }
    return versions.get(pick);
  }

  /** {@code KEY=value} lines, quotes removed. */
  static Map<String, String> osRelease(String text) {
    Map<String, String> out = new java.util.HashMap<>();
    for (String line : text.split("\\R")) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        String v = line.substring(eq + 1).strip();
        if (v.length() >= 2
            && ((v.startsWith("\"") && v.endsWith("\""))
                || (v.startsWith("'") && v.endsWith("'")))) {
          v = v.substring(1, v.length() - 1);
        }
        out.put(line.substring(0, eq).strip(), v);
      }
    }
    return out;
  }

  private static List<Integer> numbers(String version) {
    List<Integer> out = new ArrayList<>();
    for (String p : version.split("[^0-9]+")) {
      if (!p.isEmpty()) {
        out.add(Integer.parseInt(p.length() > 9 ? p.substring(0, 9) : p));
      }
    }
    return out;
  }

  private static int compare(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      int x = i < a.size() ? a.get(i) : -1;
      int y = i < b.size() ? b.get(i) : -1;
      if (x != y) {
        return Integer.compare(x, y);
      }
    }
    return 0;
  }
}
