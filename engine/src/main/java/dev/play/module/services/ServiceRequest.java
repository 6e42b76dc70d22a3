package dev.play.module.services;

import static dev.play.value.Shell.quote;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/** What a {@code systemd} or {@code service} task asks for; null: leave as it is. */
record ServiceRequest(
    String name,
    State state,
    Boolean enabled,
    Boolean masked,
    boolean daemonReload,
    boolean daemonReexec,
    Scope scope,
    boolean noBlock) {
  /** The unit's state asked for. */
  enum State {
    RELOADED,
    RESTARTED,
    STARTED,
    STOPPED
  }

  /** Whose systemd manages the unit. */
  enum Scope {
    SYSTEM,
    USER,
    GLOBAL;

    /** {@code systemctl}'s option for the scope, with its leading space; none for the system. */
    String option() {
      return switch (this) {
        case SYSTEM -> "";
        case USER -> " --user";
        case GLOBAL -> " --global";
      };
    }
  }

  static ServiceRequest of(Args args) throws ModuleFailure {
    return new ServiceRequest(
        args.stringOrNull("name"),
        args.enumValue("state", State.class),
        args.boolOrNull("enabled"),
        args.boolOrNull("masked"),
        systemdFlag(args, "daemon_reload"),
        systemdFlag(args, "daemon_reexec"),
        args.declares("scope") ? args.enumValue("scope", Scope.class) : Scope.SYSTEM,
        systemdFlag(args, "no_block"));
  }

  /** A flag of {@code systemd}'s, which {@code service} does not accept: off there. */
  private static boolean systemdFlag(Args args, String name) throws ModuleFailure {
    return args.declares(name) && args.bool(name);
  }

  /** {@code systemctl} with the scope and {@code --no-block} flags. */
  String systemctl() {
    return "systemctl" + scope.option() + (noBlock ? " --no-block" : "");
  }

  /**
   * The facts command: init system, daemon-reload when asked (never in check mode), the unit's
   * state.
   */
  String factsScript(boolean check) {
    List<String> s = new ArrayList<>();
    s.add("[ -d /run/systemd/system ] && echo x_init=systemd");
    String ctl = "systemctl" + scope.option();
    if (!check && daemonReexec) {
      s.add("[ -d /run/systemd/system ] && " + ctl + " daemon-reexec && echo x_reexeced=1");
    }
    if (!check && daemonReload) {
      s.add("[ -d /run/systemd/system ] && " + ctl + " daemon-reload && echo x_reloaded=1");
    }
    if (name != null) {
      String n = quote(name);
      s.add(
          "if [ -d /run/systemd/system ]; then "
              + ctl
              + " show "
              + n
              + " --no-pager"
              + " -p Id,LoadState,ActiveState,SubState,UnitFileState,MainPID,Description,FragmentPath,NeedDaemonReload"
              + " 2>/dev/null; e=$("
              + ctl
              + " is-enabled "
              + n
              + " 2>/dev/null); rc=$?;"
              + " echo \"x_is_enabled=$e\"; echo \"x_is_enabled_rc=$rc\";");
      s.add(
          "elif [ -x /etc/init.d/"
              + n
              + " ]; then echo x_sysv=1; /etc/init.d/"
              + n
              + " status >/dev/null 2>&1; echo \"x_sysv_status=$?\"; ls /etc/rc[2345].d/S[0-9][0-9]"
              + n
              + " >/dev/null 2>&1 && echo x_is_enabled_rc=0; fi");
    }
    s.add("true");
    return String.join("\n", s);
  }
}
