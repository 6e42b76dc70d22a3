package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.List;
import java.util.Map;

/**
 * The machine's DMI facts as Ansible's Linux hardware facts read them from {@code
 * /sys/devices/virtual/dmi/id}: {@code product_name}, {@code system_vendor}, {@code bios_version},
 * {@code board_*}, {@code chassis_*}, {@code product_serial/uuid/version} (stripped; {@code NA}
 * when unreadable or empty, as the serials are for a non-root user), and {@code form_factor} named
 * from the chassis type. Pure.
 */
final class DmiFacts {
  /** Fact name, then the file under /sys/devices/virtual/dmi/id. */
  private static final List<String[]> FILES =
      List.of(
          new String[] {"bios_date", "bios_date"}, new String[] {"bios_vendor", "bios_vendor"},
          new String[] {"bios_version", "bios_version"},
              new String[] {"board_asset_tag", "board_asset_tag"},
          new String[] {"board_name", "board_name"}, new String[] {"board_serial", "board_serial"},
          new String[] {"board_vendor", "board_vendor"},
              new String[] {"board_version", "board_version"},
          new String[] {"chassis_asset_tag", "chassis_asset_tag"},
              new String[] {"chassis_serial", "chassis_serial"},
          new String[] {"chassis_vendor", "chassis_vendor"},
              new String[] {"chassis_version", "chassis_version"},
          new String[] {"form_factor", "chassis_type"},
              new String[] {"product_name", "product_name"},
          new String[] {"product_serial", "product_serial"},
              new String[] {"product_uuid", "product_uuid"},
          new String[] {"product_version", "product_version"},
              new String[] {"system_vendor", "sys_vendor"});

  /** SMBIOS chassis types, as Ansible names them. */
  private static final List<String> FORM_FACTOR =
      List.of(
          "Unknown",
          "Other",
          "Unknown",
          "Desktop",
          "Low Profile Desktop",
          "Pizza Box",
          "Mini Tower",
          "Tower",
          "Portable",
          "Laptop",
          "Notebook",
          "Hand Held",
          "Docking Station",
          "All In One",
          "Sub Notebook",
          "Space-saving",
          "Lunch Box",
          "Main Server Chassis",
          "Expansion Chassis",
          "Sub Chassis",
          "Bus Expansion Chassis",
          "Peripheral Chassis",
          "RAID Chassis",
          "Rack Mount Chassis",
          "Sealed-case PC",
          "Multi-system",
          "CompactPCI",
          "AdvancedTCA",
          "Blade",
          "Blade Enclosure",
          "Tablet",
          "Convertible",
          "Detachable",
          "IoT Gateway",
          "Embedded PC",
          "Mini PC",
          "Stick PC");

  /**
   * One {@code dmi|file=value} line per readable file (its first line, spaces kept), all read by
   * one awk (a process per file cost 15 ms a host); a file the user may not read (the serials, for
   * anyone but root) is left out before awk would stop at it.
   */
  static final String SCRIPT =
      String.join(
          "\n",
          "play_dmi() {",
          "  set --",
          "  for f in " + String.join(" ", FILES.stream().map(p -> p[1]).toList()) + "; do",
          "    [ -r /sys/devices/virtual/dmi/id/$f ] && set -- \"$@\" /sys/devices/virtual/dmi/id/$f",
          "  done",
          "  [ $# -eq 0 ] || awk 'FNR == 1 { n = FILENAME; sub(/.*\\//, \"\", n); print \"dmi|\" n \"=\" $0 }' \"$@\" 2>/dev/null",
          "}",
          "play_dmi");

  private DmiFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    Map<String, String> read = new java.util.HashMap<>();
    for (String line : o.section("dmi")) {
      int eq = line.indexOf('=');
      if (eq > 0 && !line.substring(eq + 1).isBlank()) {
        read.put(line.substring(0, eq), line.substring(eq + 1).strip());
      }
    }
    for (String[] p : FILES) {
      String v = read.get(p[1]);
      f.put(p[0], v == null ? "NA" : p[0].equals("form_factor") ? formFactor(v) : v);
    }
  }

  private static String formFactor(String chassisType) {
    try {
      int i = Integer.parseInt(chassisType);
      return i >= 0 && i < FORM_FACTOR.size()
          ? FORM_FACTOR.get(i)
          : "unknown (" + chassisType + ")";
    } catch (NumberFormatException e) {
      return "unknown (" + chassisType + ")";
    }
  }
}
