package dev.play.module.services;

import static dev.play.value.Shell.quote;

import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ShellChange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The plan of a {@code systemd} or {@code service} task for a unit's state. Pure. */
final class ServicePlanner {
  private ServicePlanner() {}

  /**
   * @param sysvFallback the {@code service} module: a host without systemd uses the SysV script
   */
  static Plan plan(ServiceRequest r, UnitState u, String host, boolean sysvFallback)
      throws ModuleFailure {
    if (!u.systemd() && !sysvFallback) {
      throw new ModuleFailure(
          "systemd is not the init system of this host; use the service module");
    }
    Map<String, Object> result = new LinkedHashMap<>();
    if (r.name() == null) {
      if (r.state() != null || r.enabled() != null || r.masked() != null) {
        throw new ModuleFailure("name is required with state, enabled or masked");
      }
      result.put("changed", false);
      return Plan.noChange(u.daemonReloaded() ? "daemon reloaded" : "nothing to do", result);
    }
    if (!u.found() && !Boolean.TRUE.equals(r.masked())) {
      throw new ModuleFailure("Could not find the requested service " + r.name() + ": " + host);
    }
    Commands c = u.systemd() ? systemd(r) : sysv(r);
    List<Change> changes = new ArrayList<>();
    masked(r, u, c, changes);
    enabled(r, u, c, changes);
    state(r, u, c, changes);
    result.put("name", r.name());
    result.put(
        "state",
        r.state() == null
            ? (u.active() ? "started" : "stopped")
            : r.state() == ServiceRequest.State.STOPPED ? "stopped" : "started");
    result.put("enabled", r.enabled() != null ? r.enabled() : u.enabled());
    result.put("status", u.properties());
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, u), result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  /** The commands for one way of managing services. */
  private record Commands(
      String prefix,
      String start,
      String stop,
      String restart,
      String reload,
      String enable,
      String disable) {}

  private static Commands systemd(ServiceRequest r) {
    String n = quote(r.name());
    String ctl = r.systemctl();
    return new Commands(
        ctl,
        ctl + " start " + n,
        ctl + " stop " + n,
        ctl + " restart " + n,
        ctl + " reload " + n,
        ctl + " enable " + n,
        ctl + " disable " + n);
  }

  private static Commands sysv(ServiceRequest r) {
    String script = "/etc/init.d/" + quote(r.name());
    String rc =
        "command -v update-rc.d >/dev/null || { echo 'update-rc.d is missing' >&2; exit 1; }; update-rc.d "
            + quote(r.name());
    return new Commands(
        "service",
        script + " start",
        script + " stop",
        script + " restart",
        script + " reload",
        rc + " defaults && update-rc.d " + quote(r.name()) + " enable",
        rc + " disable");
  }

  private static void masked(ServiceRequest r, UnitState u, Commands c, List<Change> out)
      throws ModuleFailure {
    if (r.masked() == null || r.masked() == u.masked()) {
      return;
    }
    if (!u.systemd()) {
      throw new ModuleFailure("masked needs systemd (service " + r.name() + ")");
    }
    String verb = r.masked() ? "mask" : "unmask";
    out.add(change(verb + " " + r.name(), c.prefix() + " " + verb + " " + quote(r.name())));
  }

  private static void enabled(ServiceRequest r, UnitState u, Commands c, List<Change> out) {
    if (r.enabled() == null || r.enabled() == u.enabled()) {
      return;
    }
    out.add(
        change(
            (r.enabled() ? "enable " : "disable ") + r.name(),
            r.enabled() ? c.enable() : c.disable()));
  }

  private static void state(ServiceRequest r, UnitState u, Commands c, List<Change> out) {
    if (r.state() == null) {
      return;
    }
    switch (r.state()) {
      case STARTED -> {
        if (!u.active()) {
          out.add(change("start " + r.name(), c.start()));
        }
      }
      case STOPPED -> {
        if (u.active()) {
          out.add(change("stop " + r.name(), c.stop()));
        }
      }
      case RESTARTED -> out.add(change("restart " + r.name(), c.restart()));
      case RELOADED ->
          out.add(
              u.active()
                  ? change("reload " + r.name(), c.reload())
                  : change("start " + r.name(), c.start()));
    }
  }

  private static Change change(String describe, String script) {
    return new ShellChange(describe, script, describe + " failed");
  }

  private static String reason(ServiceRequest r, UnitState u) {
    List<String> parts = new ArrayList<>();
    parts.add(r.name() + (u.active() ? " is running" : " is stopped"));
    if (r.enabled() != null) {
      parts.add(u.enabled() ? "enabled" : "disabled");
    }
    if (r.masked() != null) {
      parts.add(u.masked() ? "masked" : "not masked");
    }
    return String.join(", ", parts);
  }
}
