package dev.play.engine;

import java.nio.file.Path;
import java.util.List;

/**
 * Where a run's input came from, for the magic variables Ansible derives from its command line and
 * configuration ({@link OptionVars}).
 *
 * @param inventorySources the {@code -i} arguments (else the {@code inventory} setting) as Ansible
 *     keeps them: a path made absolute, a comma host list as written
 * @param configFile the ansible.cfg read, or null
 * @param playbookPython the controller's Python that {@code ansible_playbook_python} names
 */
public record RunOrigin(List<String> inventorySources, Path configFile, String playbookPython) {
  /** No inventory source, no config file, the system's Python. */
  public static final RunOrigin NONE = new RunOrigin(List.of(), null, "/usr/bin/python3");

  public RunOrigin {
    inventorySources = List.copyOf(inventorySources);
    playbookPython =
        playbookPython == null || playbookPython.isBlank() ? "/usr/bin/python3" : playbookPython;
  }
}
