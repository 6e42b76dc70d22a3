package dev.play.config;

import dev.play.config.Setting.IniKey;
import dev.play.playbook.ConnectionNames;
import java.util.List;

/**
 * The settings play has, under Ansible's names, with Ansible's ini keys and environment variables:
 * ansible-core 2.14's {@code config/base.yml}, and its ssh connection's options for the {@code ssh}
 * group and for {@code timeout} and {@code host_key_checking} (which that connection reads).
 * Defaults are Ansible's except {@code DEFAULT_FORKS} (50: connections are cheap here) and {@code
 * DEFAULT_HOST_LIST} (none: play's inventory is then this machine).
 */
public final class Settings {
  public static final Setting ANSIBLE_HOME =
      base(
          "ANSIBLE_HOME",
          SettingType.PATH,
          "~/.ansible",
          List.of(defaults("home")),
          "ANSIBLE_HOME");
  public static final Setting COLLECTIONS_PATHS =
      base(
          "COLLECTIONS_PATHS",
          SettingType.SEARCH_PATH,
          "{ANSIBLE_HOME}/collections:/usr/share/ansible/collections",
          List.of(defaults("collections_paths"), defaults("collections_path")),
          "ANSIBLE_COLLECTIONS_PATHS",
          "ANSIBLE_COLLECTIONS_PATH");

  /**
   * {@code fact_caching}: the fact cache plugins play has; Ansible's others (redis, memcached, ...)
   * are refused.
   */
  public static final Setting CACHE_PLUGIN =
      new Setting(
          "CACHE_PLUGIN",
          null,
          List.of(defaults("fact_caching")),
          List.of("ANSIBLE_CACHE_PLUGIN"),
          SettingType.CHOICE,
          "memory",
          List.of(
              "memory",
              "jsonfile",
              "ansible.builtin.memory",
              "ansible.builtin.jsonfile",
              "ansible.legacy.memory",
              "ansible.legacy.jsonfile"),
          true);

  /**
   * {@code fact_caching_connection}: jsonfile's directory. Text as Ansible's setting is (the dump
   * shows it as written); {@link PlayConfig#cacheDirectory} is the path, expanded as the jsonfile
   * plugin's {@code _uri}.
   */
  public static final Setting CACHE_PLUGIN_CONNECTION =
      base(
          "CACHE_PLUGIN_CONNECTION",
          SettingType.STRING,
          null,
          List.of(defaults("fact_caching_connection")),
          "ANSIBLE_CACHE_PLUGIN_CONNECTION");

  /**
   * {@code fact_caching_prefix}: see {@link PlayConfig#cachePrefix} for the default Ansible's
   * jsonfile really uses.
   */
  public static final Setting CACHE_PLUGIN_PREFIX =
      base(
          "CACHE_PLUGIN_PREFIX",
          SettingType.STRING,
          "ansible_facts",
          List.of(defaults("fact_caching_prefix")),
          "ANSIBLE_CACHE_PLUGIN_PREFIX");

  /** {@code fact_caching_timeout}: seconds a cache entry lives after it was written; 0 for ever. */
  public static final Setting CACHE_PLUGIN_TIMEOUT =
      base(
          "CACHE_PLUGIN_TIMEOUT",
          SettingType.NON_NEGATIVE,
          "86400",
          List.of(defaults("fact_caching_timeout")),
          "ANSIBLE_CACHE_PLUGIN_TIMEOUT");

  public static final Setting ASK_PASS =
      base(
          "DEFAULT_ASK_PASS",
          SettingType.BOOLEAN,
          "False",
          List.of(defaults("ask_pass")),
          "ANSIBLE_ASK_PASS");
  public static final Setting ASK_VAULT_PASS =
      base(
          "DEFAULT_ASK_VAULT_PASS",
          SettingType.BOOLEAN,
          "False",
          List.of(defaults("ask_vault_pass")),
          "ANSIBLE_ASK_VAULT_PASS");
  public static final Setting BECOME =
      base(
          "DEFAULT_BECOME",
          SettingType.BOOLEAN,
          "False",
          List.of(escalation("become")),
          "ANSIBLE_BECOME");
  public static final Setting BECOME_ASK_PASS =
      base(
          "DEFAULT_BECOME_ASK_PASS",
          SettingType.BOOLEAN,
          "False",
          List.of(escalation("become_ask_pass")),
          "ANSIBLE_BECOME_ASK_PASS");
  public static final Setting BECOME_METHOD =
      base(
          "DEFAULT_BECOME_METHOD",
          SettingType.STRING,
          "sudo",
          List.of(escalation("become_method")),
          "ANSIBLE_BECOME_METHOD");
  public static final Setting BECOME_EXE =
      base(
          "DEFAULT_BECOME_EXE",
          SettingType.STRING,
          null,
          List.of(escalation("become_exe")),
          "ANSIBLE_BECOME_EXE");
  public static final Setting BECOME_FLAGS =
      base(
          "DEFAULT_BECOME_FLAGS",
          SettingType.STRING,
          null,
          List.of(escalation("become_flags")),
          "ANSIBLE_BECOME_FLAGS");
  public static final Setting BECOME_USER =
      base(
          "DEFAULT_BECOME_USER",
          SettingType.STRING,
          "root",
          List.of(escalation("become_user")),
          "ANSIBLE_BECOME_USER");
  public static final Setting FORKS =
      base("DEFAULT_FORKS", SettingType.COUNT, "50", List.of(defaults("forks")), "ANSIBLE_FORKS");
  public static final Setting GATHERING =
      new Setting(
          "DEFAULT_GATHERING",
          null,
          List.of(defaults("gathering")),
          List.of("ANSIBLE_GATHERING"),
          SettingType.CHOICE,
          "implicit",
          List.of("implicit", "explicit", "smart"),
          true);
  public static final Setting HOST_LIST =
      base(
          "DEFAULT_HOST_LIST",
          SettingType.PATH_LIST,
          null,
          List.of(defaults("inventory")),
          "ANSIBLE_INVENTORY");

  /**
   * What {@code ansible_managed} says in templates: {host}, {uid}, {file} and strftime codes of the
   * template's mtime.
   */
  public static final Setting MANAGED_STR =
      new Setting(
          "DEFAULT_MANAGED_STR",
          null,
          List.of(defaults("ansible_managed")),
          List.of(),
          SettingType.STRING,
          "Ansible managed",
          List.of(),
          true);

  public static final Setting PRIVATE_KEY_FILE =
      base(
          "DEFAULT_PRIVATE_KEY_FILE",
          SettingType.PATH,
          null,
          List.of(defaults("private_key_file")),
          "ANSIBLE_PRIVATE_KEY_FILE");
  public static final Setting REMOTE_USER =
      base(
          "DEFAULT_REMOTE_USER",
          SettingType.STRING,
          null,
          List.of(defaults("remote_user")),
          "ANSIBLE_REMOTE_USER");

  /**
   * {@code remote_port}: the SSH port of hosts that no variable ({@code ansible_port}) or keyword
   * ({@code port}) gives one.
   */
  public static final Setting REMOTE_PORT =
      base(
          "DEFAULT_REMOTE_PORT",
          SettingType.COUNT,
          null,
          List.of(defaults("remote_port")),
          "ANSIBLE_REMOTE_PORT");

  /**
   * {@code transport}: the connection of hosts that no variable ({@code ansible_connection}),
   * keyword ({@code connection}) or {@code -c} names; {@code smart} and {@code paramiko} are ssh
   * here.
   */
  public static final Setting TRANSPORT =
      new Setting(
          "DEFAULT_TRANSPORT",
          null,
          List.of(defaults("transport")),
          List.of("ANSIBLE_TRANSPORT"),
          SettingType.CHOICE,
          "smart",
          ConnectionNames.ALL,
          true);

  /**
   * {@code library}: where Ansible looks for modules by short name (play's {@code BridgeSettings}).
   */
  public static final Setting MODULE_PATH =
      base(
          "DEFAULT_MODULE_PATH",
          SettingType.SEARCH_PATH,
          "{ANSIBLE_HOME}/plugins/modules:/usr/share/ansible/plugins/modules",
          List.of(defaults("library")),
          "ANSIBLE_LIBRARY");

  /**
   * {@code interpreter_python}: the hosts' Python for Ansible's modules, or how to discover it
   * ({@code auto}).
   */
  public static final Setting INTERPRETER_PYTHON =
      base(
          "INTERPRETER_PYTHON",
          SettingType.STRING,
          "auto",
          List.of(defaults("interpreter_python")),
          "ANSIBLE_PYTHON_INTERPRETER");

  public static final Setting ROLES_PATH =
      base(
          "DEFAULT_ROLES_PATH",
          SettingType.SEARCH_PATH,
          "{ANSIBLE_HOME}/roles:/usr/share/ansible/roles:/etc/ansible/roles",
          List.of(defaults("roles_path")),
          "ANSIBLE_ROLES_PATH");

  /** {@code default} (the console) or {@code json}: see {@code docs/outputs.md}. */
  public static final Setting STDOUT_CALLBACK =
      new Setting(
          "DEFAULT_STDOUT_CALLBACK",
          null,
          List.of(defaults("stdout_callback")),
          List.of("ANSIBLE_STDOUT_CALLBACK"),
          SettingType.STRING,
          "default",
          List.of(),
          true);

  /** With the ssh connection's own key and variable, as that connection reads it. */
  public static final Setting TIMEOUT =
      base(
          "DEFAULT_TIMEOUT",
          SettingType.COUNT,
          "10",
          List.of(defaults("timeout"), sshConnection("timeout")),
          "ANSIBLE_TIMEOUT",
          "ANSIBLE_SSH_TIMEOUT");

  public static final Setting VAULT_PASSWORD_FILE =
      base(
          "DEFAULT_VAULT_PASSWORD_FILE",
          SettingType.PATH,
          null,
          List.of(defaults("vault_password_file")),
          "ANSIBLE_VAULT_PASSWORD_FILE");

  /** With the ssh connection's own key and variable, as that connection reads it. */
  public static final Setting HOST_KEY_CHECKING =
      base(
          "HOST_KEY_CHECKING",
          SettingType.BOOLEAN,
          "True",
          List.of(defaults("host_key_checking"), sshConnection("host_key_checking")),
          "ANSIBLE_HOST_KEY_CHECKING",
          "ANSIBLE_SSH_HOST_KEY_CHECKING");

  /**
   * Accepted, no effect: play keeps one connection per host for the run, without a control socket.
   */
  public static final Setting CONTROL_PATH =
      ssh(
          "control_path",
          null,
          false,
          List.of(sshConnection("control_path")),
          "ANSIBLE_SSH_CONTROL_PATH");

  /**
   * Accepted, no effect: play runs shell commands and copies no module files to hosts; there is
   * nothing to pipeline.
   */
  public static final Setting PIPELINING =
      ssh(
          "pipelining",
          null,
          false,
          List.of(
              defaults("pipelining"),
              new IniKey("connection", "pipelining"),
              sshConnection("pipelining")),
          "ANSIBLE_PIPELINING",
          "ANSIBLE_SSH_PIPELINING");

  public static final Setting SSH_ARGS =
      ssh(
          "ssh_args",
          "-C -o ControlMaster=auto -o ControlPersist=60s",
          true,
          List.of(sshConnection("ssh_args")),
          "ANSIBLE_SSH_ARGS");
  public static final Setting SSH_COMMON_ARGS =
      ssh(
          "ssh_common_args",
          "",
          true,
          List.of(sshConnection("ssh_common_args")),
          "ANSIBLE_SSH_COMMON_ARGS");
  public static final Setting SSH_EXTRA_ARGS =
      ssh(
          "ssh_extra_args",
          "",
          true,
          List.of(sshConnection("ssh_extra_args")),
          "ANSIBLE_SSH_EXTRA_ARGS");

  /** Every setting; {@link #ANSIBLE_HOME} first, as the defaults of others refer to it. */
  public static final List<Setting> ALL =
      List.of(
          ANSIBLE_HOME,
          COLLECTIONS_PATHS,
          CACHE_PLUGIN,
          CACHE_PLUGIN_CONNECTION,
          CACHE_PLUGIN_PREFIX,
          CACHE_PLUGIN_TIMEOUT,
          ASK_PASS,
          ASK_VAULT_PASS,
          BECOME,
          BECOME_ASK_PASS,
          BECOME_EXE,
          BECOME_FLAGS,
          BECOME_METHOD,
          BECOME_USER,
          FORKS,
          GATHERING,
          HOST_LIST,
          MANAGED_STR,
          PRIVATE_KEY_FILE,
          REMOTE_USER,
          REMOTE_PORT,
          TRANSPORT,
          MODULE_PATH,
          INTERPRETER_PYTHON,
          ROLES_PATH,
          STDOUT_CALLBACK,
          TIMEOUT,
          VAULT_PASSWORD_FILE,
          HOST_KEY_CHECKING,
          CONTROL_PATH,
          PIPELINING,
          SSH_ARGS,
          SSH_COMMON_ARGS,
          SSH_EXTRA_ARGS);

  /** play's own: refuse every module play does not implement ({@code --native-only}). */
  public static final Setting NATIVE_ONLY =
      play("NATIVE_ONLY", SettingType.BOOLEAN, "False", "native_only");

  /**
   * play's own: modules (comma-separated names) run with Ansible's code although play has its own.
   */
  public static final Setting BRIDGED_MODULES =
      play("BRIDGED_MODULES", SettingType.STRING, "", "bridged_modules");

  /** play's own: the controller's Python that has ansible-core, which packs Ansible's modules. */
  public static final Setting ANSIBLE_PYTHON =
      play("ANSIBLE_PYTHON", SettingType.STRING, null, "ansible_python");

  /** play's own: where packed modules are kept across runs ({@code off}: nowhere). */
  public static final Setting PACK_CACHE =
      play("PACK_CACHE", SettingType.STRING, null, "pack_cache");

  /**
   * play's own settings, in ansible.cfg's {@code [play]} section (which Ansible ignores) and {@code
   * PLAY_*} variables; not in {@code config dump}, which lists Ansible's settings.
   */
  public static final List<Setting> PLAY_OWN =
      List.of(NATIVE_ONLY, BRIDGED_MODULES, ANSIBLE_PYTHON, PACK_CACHE);

  private Settings() {}

  private static Setting play(String name, SettingType type, String defaultText, String key) {
    return new Setting(
        "PLAY_" + name,
        null,
        List.of(new IniKey("play", key)),
        List.of("PLAY_" + name),
        type,
        defaultText,
        List.of(),
        true);
  }

  private static Setting base(
      String name, SettingType type, String defaultText, List<IniKey> ini, String... env) {
    return new Setting(name, null, ini, List.of(env), type, defaultText, List.of(), true);
  }

  private static Setting ssh(
      String name, String defaultText, boolean used, List<IniKey> ini, String... env) {
    return new Setting(
        name, "ssh", ini, List.of(env), SettingType.STRING, defaultText, List.of(), used);
  }

  private static IniKey defaults(String key) {
    return new IniKey("defaults", key);
  }

  private static IniKey escalation(String key) {
    return new IniKey("privilege_escalation", key);
  }

  private static IniKey sshConnection(String key) {
    return new IniKey("ssh_connection", key);
  }
}
