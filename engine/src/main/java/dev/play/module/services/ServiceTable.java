package dev.play.module.services;

import dev.play.value.Shell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The services {@code service_facts} reports, read as Ansible reads them: {@code service
 * --status-all} (SysV scripts, {@code running} or {@code stopped}), then on a host running systemd
 * {@code systemctl list-units} and {@code list-unit-files}, and {@code systemctl show} for the unit
 * files no unit was listed for. The parsers are pure.
 *
 * @param services name → {@code {name, state, status, source}}, in Ansible's order
 * @param unitFiles each unit file's name and state ({@code enabled}, {@code static}, ...)
 */
record ServiceTable(Map<String, Map<String, Object>> services, List<String[]> unitFiles) {
  private static final Set<String> BAD_STATES = Set.of("not-found", "masked", "failed");
  private static final Pattern SYSV =
      Pattern.compile("^\\s*\\[ ([+-]) \\]\\s+(.+)$", Pattern.MULTILINE);
  private static final String UNITS = "@@units";
  private static final String FILES = "@@files";
  private static final String BATCH = "@@batch";
  private static final String ONE = "one=";

  /** The listing: SysV scripts' status, and systemd's units and unit files under markers. */
  static String listScript() {
    return String.join(
        "\n",
        "LC_ALL=C; export LC_ALL; PATH=$PATH:/usr/local/sbin:/usr/sbin:/sbin",
        "if command -v service >/dev/null 2>&1 && ! command -v chkconfig >/dev/null 2>&1"
            + " && ! command -v rc-status >/dev/null 2>&1; then service --status-all 2>/dev/null; fi",
        "if grep -q systemd /proc/1/comm 2>/dev/null && command -v systemctl >/dev/null 2>&1; then",
        "  echo " + UNITS + "; systemctl list-units --no-pager --type service --all 2>/dev/null",
        "  echo "
            + FILES
            + "; systemctl list-unit-files --no-pager --type service --all 2>/dev/null",
        "fi",
        "true");
  }

  /** What {@link #listScript} printed, before the states of unlisted unit files are known. */
  static ServiceTable parse(String output) {
    int units = output.indexOf(UNITS + "\n");
    int files = output.indexOf(FILES + "\n");
    String sysv = units < 0 ? output : output.substring(0, units);
    Map<String, Map<String, Object>> services = new LinkedHashMap<>();
    Matcher m = SYSV.matcher(sysv);
    while (m.find()) {
      String name = m.group(2);
      services.put(
          name, service(name, m.group(1).equals("+") ? "running" : "stopped", null, "sysv"));
    }
    List<String[]> unitFiles = new ArrayList<>();
    if (units >= 0 && files > units) {
      units(output.substring(units + UNITS.length() + 1, files), services);
      unitFiles = unitFiles(output.substring(files + FILES.length() + 1));
    }
    return new ServiceTable(services, unitFiles);
  }

  /**
   * As Ansible: a listed bad state (not-found, masked, failed) shifts the columns past the bullet.
   */
  private static void units(String listing, Map<String, Map<String, Object>> services) {
    for (String line : listing.split("\n")) {
      if (!line.contains(".service")) {
        continue;
      }
      List<String> fields = new ArrayList<>(List.of(line.strip().split("\\s+")));
      String status = null;
      for (String bad : BAD_STATES) {
        if (fields.contains(bad)) {
          status = bad;
          fields.remove(0);
          break;
        }
      }
      if (fields.size() < 4) {
        continue;
      }
      status = status == null ? fields.get(2) : status;
      String name = fields.get(0);
      services.put(
          name,
          service(
              name, fields.get(3).equals("running") ? "running" : "stopped", status, "systemd"));
    }
  }

  private static List<String[]> unitFiles(String listing) {
    List<String[]> out = new ArrayList<>();
    for (String line : listing.split("\n")) {
      String[] f = line.strip().split("\\s+");
      if (line.contains(".service") && f.length >= 2) {
        out.add(new String[] {f[0], f[1]});
      }
    }
    return out;
  }

  /** Unit files no unit was listed for: their state comes from {@code systemctl show}. */
  List<String> unlisted() {
    List<String> out = new ArrayList<>();
    unitFiles.forEach(
        f -> {
          if (!services.containsKey(f[0]) && !out.contains(f[0])) {
            out.add(f[0]);
          }
        });
    return out;
  }

  /**
   * {@code ActiveState} of each unit, in one {@code systemctl show} (templates, which it refuses,
   * left out); when that fails, one call per unit.
   */
  static String stateScript(List<String> names) {
    String args =
        String.join(" ", names.stream().filter(n -> !template(n)).map(Shell::quote).toList());
    String each = String.join(" ", names.stream().map(Shell::quote).toList());
    if (args.isEmpty()) {
      return "true";
    }
    return "LC_ALL=C; export LC_ALL\n"
        + "if out=$(systemctl show --property=ActiveState -- "
        + args
        + " 2>/dev/null); then echo "
        + BATCH
        + "; printf '%s\\n' \"$out\"; else for u in "
        + each
        + "; do"
        + " if s=$(systemctl show \"$u\" --property=ActiveState 2>/dev/null); then printf '"
        + ONE
        + "%s\\t%s\\n' \"$u\" \"$s\"; fi; done; fi";
  }

  /**
   * The states {@link #stateScript} printed, by unit; a unit without one is {@code unknown} (as
   * Ansible).
   */
  static Map<String, String> states(List<String> names, String output) {
    Map<String, String> out = new LinkedHashMap<>();
    List<String> lines = output.lines().toList();
    if (!lines.isEmpty() && lines.get(0).equals(BATCH)) {
      List<String> values = lines.stream().filter(l -> l.startsWith("ActiveState=")).toList();
      List<String> asked = names.stream().filter(n -> !template(n)).toList();
      for (int i = 0; i < asked.size() && values.size() == asked.size(); i++) {
        out.put(asked.get(i), values.get(i).substring("ActiveState=".length()));
      }
    }
    for (String line : lines) {
      int tab = line.indexOf('\t');
      if (line.startsWith(ONE) && tab > 0 && !line.substring(tab + 1).isBlank()) {
        out.put(
            line.substring(ONE.length(), tab),
            line.substring(tab + 1).replace("ActiveState=", "").strip());
      }
    }
    return out;
  }

  /**
   * Every service: listed units get their unit file's state, unlisted unit files their {@code
   * states}.
   */
  Map<String, Object> complete(Map<String, String> states) {
    Map<String, Object> out = new LinkedHashMap<>(services);
    for (String[] f : unitFiles) {
      if (!out.containsKey(f[0])) {
        out.put(f[0], service(f[0], states.getOrDefault(f[0], "unknown"), f[1], "systemd"));
      } else if (out.get(f[0]) instanceof Map<?, ?> s
          && "systemd".equals(s.get("source"))
          && !BAD_STATES.contains(String.valueOf(s.get("status")))) {
        Map<String, Object> updated = new LinkedHashMap<>(services.get(f[0]));
        updated.put("status", f[1]);
        out.put(f[0], updated);
      }
    }
    return out;
  }

  private static boolean template(String name) {
    return name.contains("@.");
  }

  private static Map<String, Object> service(
      String name, String state, String status, String source) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("name", name);
    s.put("state", state);
    if (status != null) {
      s.put("status", status);
    }
    s.put("source", source);
    return s;
  }
}
