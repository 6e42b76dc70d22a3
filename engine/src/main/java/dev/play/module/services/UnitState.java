package dev.play.module.services;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A unit as systemd reports it ({@code systemctl show} properties, {@code systemctl is-enabled})
 * or, on a host without systemd, the SysV script's status. Pure.
 */
record UnitState(
    boolean systemd,
    Map<String, String> properties,
    String isEnabled,
    int isEnabledRc,
    boolean daemonReloaded,
    boolean sysvScript,
    int sysvStatus) {

  static UnitState parse(String out) {
    Map<String, String> props = new LinkedHashMap<>();
    Map<String, String> own = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq);
      String value = line.substring(eq + 1);
      if (key.startsWith("x_")) {
        own.put(key.substring(2), value);
      } else {
        props.putIfAbsent(key, value);
      }
    }
    return new UnitState(
        "systemd".equals(own.get("init")),
        props,
        own.getOrDefault("is_enabled", ""),
        toInt(own.get("is_enabled_rc"), 1),
        own.containsKey("reloaded"),
        own.containsKey("sysv"),
        toInt(own.get("sysv_status"), 3));
  }

  private static int toInt(String s, int fallback) {
    try {
      return s == null ? fallback : Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  /**
   * A unit (or SysV script) an earlier task brings (check mode). A unit file written by a task is
   * loaded, inactive and disabled; one a package brings is running and enabled, as Debian's
   * packages start and enable their services when installed.
   */
  UnitState plannedUnit(boolean fromPackage) {
    Map<String, String> props = new LinkedHashMap<>(properties);
    props.put("LoadState", "loaded");
    props.put("ActiveState", fromPackage ? "active" : "inactive");
    return new UnitState(
        systemd,
        props,
        fromPackage ? "enabled" : "disabled",
        fromPackage ? 0 : 1,
        daemonReloaded,
        true,
        fromPackage ? 0 : 3);
  }

  boolean found() {
    return systemd
        ? !"not-found".equals(properties.get("LoadState")) && properties.containsKey("LoadState")
        : sysvScript;
  }

  boolean active() {
    if (!systemd) {
      return sysvStatus == 0;
    }
    String s = properties.getOrDefault("ActiveState", "inactive");
    return s.equals("active") || s.equals("activating") || s.equals("reloading");
  }

  /** {@code systemctl is-enabled} succeeds for enabled, static, alias, indirect, generated, ... */
  boolean enabled() {
    return isEnabledRc == 0;
  }

  boolean masked() {
    return isEnabled.startsWith("masked") || "masked".equals(properties.get("UnitFileState"));
  }
}
