package dev.play.bridge;

import dev.play.module.ModuleContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bridged module's arguments: the task's, and the internal ones ansible-core 2.14's {@code
 * ActionBase._update_module_args} adds, which {@code AnsibleModule} reads (check mode, diff,
 * no_log, verbosity, where to keep temporary files).
 */
final class InternalArgs {
  /** Ansible's {@code DEFAULT_SELINUX_SPECIAL_FS}. */
  private static final List<String> SELINUX_SPECIAL_FS =
      List.of("fuse", "nfs", "vboxsf", "ramfs", "9p", "vfat");

  private InternalArgs() {}

  /**
   * @param fqcn the module's name as Ansible gives it to the module
   * @param version the controller's ansible-core version
   * @param tmp the run's private directory on the host, where the module keeps its temporary files
   */
  static Map<String, Object> of(
      Map<String, Object> args, String fqcn, String version, String tmp, ModuleContext ctx) {
    Map<String, Object> out = new LinkedHashMap<>(args);
    out.put("_ansible_check_mode", ctx.checkMode());
    out.put("_ansible_no_log", ctx.noLog());
    out.put("_ansible_debug", false);
    out.put("_ansible_diff", ctx.diffMode());
    out.put("_ansible_verbosity", ctx.verbosity());
    out.put("_ansible_version", version);
    out.put("_ansible_module_name", fqcn);
    Object facility =
        ctx.vars().contains("ansible_syslog_facility")
            ? ctx.vars().get("ansible_syslog_facility")
            : null;
    out.put("_ansible_syslog_facility", facility == null ? "LOG_USER" : String.valueOf(facility));
    out.put("_ansible_selinux_special_fs", SELINUX_SPECIAL_FS);
    out.put("_ansible_string_conversion_action", "warn");
    out.put("_ansible_socket", null);
    out.put("_ansible_shell_executable", "/bin/sh");
    out.put("_ansible_keep_remote_files", false);
    out.put("_ansible_tmpdir", null);
    out.put("_ansible_remote_tmp", tmp);
    return out;
  }
}
