package dev.play.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The magic variables Ansible derives from its command line and configuration (its {@code
 * load_options_vars} and the first of {@code VariableManager._get_magic_variables}): defined for
 * every task and for a play's {@code hosts:}.
 */
final class OptionVars {
  private OptionVars() {}

  static Map<String, Object> of(RunOptions options) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("ansible_version", AnsibleVersion.MAGIC);
    m.put("ansible_check_mode", options.check());
    m.put("ansible_diff_mode", options.diff());
    m.put("ansible_forks", options.forks());
    m.put("ansible_inventory_sources", options.origin().inventorySources());
    m.put("ansible_skip_tags", List.copyOf(options.skipTags()));
    if (options.limit() != null) {
      m.put("ansible_limit", options.limit());
    }
    m.put(
        "ansible_run_tags",
        options.tags().isEmpty() ? List.of("all") : List.copyOf(options.tags()));
    m.put("ansible_verbosity", options.verbosity());
    m.put("ansible_playbook_python", options.origin().playbookPython());
    m.put(
        "ansible_config_file",
        options.origin().configFile() == null ? null : options.origin().configFile().toString());
    return m;
  }
}
