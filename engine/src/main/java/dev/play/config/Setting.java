package dev.play.config;

import java.util.List;

/**
 * One setting: Ansible's name for it (as {@code ansible-config dump} prints it), where it is read
 * from, its type and play's default.
 *
 * @param name Ansible's name ({@code DEFAULT_FORKS}), or the ssh connection's option name ({@code
 *     ssh_args}) for settings of the {@code ssh} group
 * @param group {@code null} for the base settings, {@code "ssh"} for the ssh connection's
 * @param ini the {@code [section] key}s that set it; the last one the file has wins, as in Ansible
 * @param env the environment variables that set it; the last one set wins, as in Ansible
 * @param type how its text is read
 * @param defaultText the default, written as in the file ({@code {ANSIBLE_HOME}} stands for that
 *     setting's value); null for none
 * @param choices the values a {@link SettingType#CHOICE} takes
 * @param used whether play does something with it; a setting play ignores is listed with {@code -v}
 */
public record Setting(
    String name,
    String group,
    List<IniKey> ini,
    List<String> env,
    SettingType type,
    String defaultText,
    List<String> choices,
    boolean used) {
  public Setting {
    ini = List.copyOf(ini);
    env = List.copyOf(env);
    choices = List.copyOf(choices);
  }

  /** This setting read as {@code type} (a text setting that also names a path, say). */
  Setting withType(SettingType type) {
    return new Setting(name, group, ini, env, type, defaultText, choices, used);
  }

  /** A {@code [section] key} of ansible.cfg. */
  public record IniKey(String section, String key) {
    @Override
    public String toString() {
      return "[" + section + "] " + key;
    }
  }
}
