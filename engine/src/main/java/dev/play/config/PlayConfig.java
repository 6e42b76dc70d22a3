package dev.play.config;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The effective settings: each from its {@code ANSIBLE_*} variable, else the {@code ansible.cfg}
 * found, else its default (the command line, which wins over all, is applied by the CLI). Typed
 * accessors for what play uses; {@link #settings()} for {@code play config dump}.
 */
public final class PlayConfig {
  private final Optional<Path> file;
  private final Map<Setting, ResolvedSetting> values;
  private final List<String> warnings;
  private final List<String> ignored;
  private final Optional<Path> cacheDirectory;

  private PlayConfig(
      Optional<Path> file,
      Map<Setting, ResolvedSetting> values,
      List<String> warnings,
      List<String> ignored,
      Optional<Path> cacheDirectory) {
    this.file = file;
    this.values = values;
    this.warnings = List.copyOf(warnings);
    this.ignored = List.copyOf(ignored);
    this.cacheDirectory = cacheDirectory;
  }

  /**
   * Finds and reads the config file and the variables of {@code env}.
   *
   * @throws PlayError (OPTIONS) for a malformed file or a bad value, naming the file and line or
   *     the variable
   */
  public static PlayConfig load(LocalEnvironment env) {
    ConfigFinder.Location location = ConfigFinder.find(env);
    IniFile ini = location.file().map(PlayConfig::read).orElse(null);
    SettingResolver resolver = new SettingResolver(env, ini);
    Map<Setting, ResolvedSetting> values = new LinkedHashMap<>();
    String home = resolver.resolve(Settings.ANSIBLE_HOME, "").value().toString();
    Settings.ALL.forEach(s -> values.put(s, resolver.resolve(s, home)));
    Settings.PLAY_OWN.forEach(s -> values.put(s, resolver.resolve(s, home)));
    return new PlayConfig(
        location.file(),
        values,
        location.warnings(),
        ini == null ? List.of() : ignored(ini),
        cacheDirectory(values.get(Settings.CACHE_PLUGIN_CONNECTION), resolver, home));
  }

  /**
   * {@code fact_caching_connection} as the jsonfile plugin reads its {@code _uri} (a path: {@code
   * ~} and variables expanded, relative to the file's directory or the working directory); none
   * when unset or blank.
   */
  private static Optional<Path> cacheDirectory(
      ResolvedSetting text, SettingResolver resolver, String home) {
    if (text.value() == null || text.value().toString().isBlank()) {
      return Optional.empty();
    }
    return Optional.of(
        (Path)
            resolver
                .resolve(Settings.CACHE_PLUGIN_CONNECTION.withType(SettingType.PATH), home)
                .value());
  }

  private static IniFile read(Path file) {
    String name = file.getFileName().toString();
    if (!name.endsWith(".cfg") && !name.endsWith(".ini")) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.of(file.toString()),
          "unsupported configuration file extension: Ansible reads only .cfg and .ini files");
    }
    return IniParser.read(file);
  }

  /** The entries of the file that no setting play uses reads, as {@code [section] key}. */
  private static List<String> ignored(IniFile ini) {
    List<String> out = new ArrayList<>();
    for (IniEntry e : ini.entries()) {
      boolean used =
          java.util.stream.Stream.concat(Settings.ALL.stream(), Settings.PLAY_OWN.stream())
              .anyMatch(
                  s ->
                      s.used()
                          && s.ini().stream()
                              .anyMatch(
                                  k ->
                                      k.key().equals(e.key())
                                          && (k.section().equals(e.section())
                                              || e.section().equals(IniFile.DEFAULT_SECTION))));
      if (!used) {
        out.add("[" + e.section() + "] " + e.key());
      }
    }
    return out;
  }

  /** The config file read, if any. */
  public Optional<Path> file() {
    return file;
  }

  /** What to tell the user whatever the verbosity (a skipped world-writable directory). */
  public List<String> warnings() {
    return warnings;
  }

  /**
   * The file's entries play does not know or does nothing with, as {@code [section] key}, in the
   * file's order.
   */
  public List<String> ignored() {
    return ignored;
  }

  /** Every setting, in {@link Settings#ALL}'s order. */
  public List<ResolvedSetting> settings() {
    return values.values().stream().filter(r -> !Settings.PLAY_OWN.contains(r.setting())).toList();
  }

  public ResolvedSetting get(Setting setting) {
    return values.get(setting);
  }

  /** {@code inventory}: the inventory sources; empty for play's default (this machine). */
  public List<String> inventory() {
    return paths(Settings.HOST_LIST).stream().map(Path::toString).toList();
  }

  /** {@code library}: module directories searched by short name. */
  public List<Path> library() {
    return paths(Settings.MODULE_PATH);
  }

  /**
   * Play's {@code bridged_modules}: modules (short names or FQCNs) run with Ansible's code although
   * play has its own.
   */
  public java.util.Set<String> bridgedModules() {
    String listed = (String) value(Settings.BRIDGED_MODULES);
    java.util.Set<String> bridged = new java.util.LinkedHashSet<>();
    for (String name : listed == null ? new String[0] : listed.split("[,\\s]+")) {
      if (!name.isBlank()) {
        bridged.add(name.strip());
      }
    }
    return bridged;
  }

  /** Play's {@code native_only}: refuse every module play does not implement. */
  public boolean nativeOnly() {
    return (Boolean) value(Settings.NATIVE_ONLY);
  }

  /**
   * Play's {@code ansible_python}: the controller's Python with ansible-core, or null to look for
   * it.
   */
  public String ansiblePython() {
    return (String) value(Settings.ANSIBLE_PYTHON);
  }

  /** {@code interpreter_python}: the hosts' Python, or a discovery mode. */
  public String interpreterPython() {
    return (String) value(Settings.INTERPRETER_PYTHON);
  }

  /**
   * Play's {@code pack_cache}: where packed modules are kept across runs, {@code off}, or null for
   * the default.
   */
  public String packCache() {
    return (String) value(Settings.PACK_CACHE);
  }

  /** {@code roles_path}. */
  public List<Path> rolesPath() {
    return paths(Settings.ROLES_PATH);
  }

  /** {@code collections_path}: directories holding {@code ansible_collections/}. */
  public List<Path> collectionsPath() {
    return paths(Settings.COLLECTIONS_PATHS);
  }

  public int forks() {
    return (Integer) value(Settings.FORKS);
  }

  /** {@code remote_user}, or null. */
  public String remoteUser() {
    return (String) value(Settings.REMOTE_USER);
  }

  /** {@code remote_port}, or null. */
  public Integer remotePort() {
    return (Integer) value(Settings.REMOTE_PORT);
  }

  /**
   * {@code transport} when it is set (ansible.cfg or {@code ANSIBLE_TRANSPORT}), else null: play's
   * default choice.
   */
  public String transport() {
    ResolvedSetting t = values.get(Settings.TRANSPORT);
    return t.changed() ? (String) t.value() : null;
  }

  /** {@code private_key_file}, or null. */
  public Path privateKeyFile() {
    return (Path) value(Settings.PRIVATE_KEY_FILE);
  }

  public boolean hostKeyChecking() {
    return (Boolean) value(Settings.HOST_KEY_CHECKING);
  }

  /** {@code timeout}: the SSH connect timeout in seconds. */
  public int timeout() {
    return (Integer) value(Settings.TIMEOUT);
  }

  public boolean askPass() {
    return (Boolean) value(Settings.ASK_PASS);
  }

  public boolean become() {
    return (Boolean) value(Settings.BECOME);
  }

  public String becomeMethod() {
    return (String) value(Settings.BECOME_METHOD);
  }

  /** {@code become_exe}, or null. */
  public String becomeExe() {
    return (String) value(Settings.BECOME_EXE);
  }

  /** {@code become_flags}, or null. */
  public String becomeFlags() {
    return (String) value(Settings.BECOME_FLAGS);
  }

  public String becomeUser() {
    return (String) value(Settings.BECOME_USER);
  }

  public boolean becomeAskPass() {
    return (Boolean) value(Settings.BECOME_ASK_PASS);
  }

  /** {@code gathering}: {@code implicit}, {@code explicit} or {@code smart}. */
  public String gathering() {
    return (String) value(Settings.GATHERING);
  }

  /**
   * {@code fact_caching}: {@code memory} or {@code jsonfile} (an {@code ansible.builtin.} or {@code
   * ansible.legacy.} prefix dropped).
   */
  public String cachePlugin() {
    String name = (String) value(Settings.CACHE_PLUGIN);
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /** {@code fact_caching_connection} as a path (see {@link #load}); empty when it is not set. */
  public Optional<Path> cacheDirectory() {
    return cacheDirectory;
  }

  /**
   * {@code fact_caching_prefix} when it is set, else nothing: {@code ansible-config} shows
   * Ansible's default {@code ansible_facts}, but the jsonfile plugin's own {@code _prefix} option
   * has no default, so Ansible names the files by the host alone; play does the same to share them.
   */
  public String cachePrefix() {
    ResolvedSetting prefix = values.get(Settings.CACHE_PLUGIN_PREFIX);
    return prefix.changed() ? (String) prefix.value() : "";
  }

  /**
   * {@code fact_caching_timeout}: the seconds a cache entry lives after it was written; 0 for ever.
   */
  public int cacheTimeout() {
    return (Integer) value(Settings.CACHE_PLUGIN_TIMEOUT);
  }

  /** {@code ansible_managed}: the text of templates' {@code ansible_managed} before formatting. */
  public String managed() {
    return (String) value(Settings.MANAGED_STR);
  }

  /** {@code vault_password_file}, or null. */
  public Path vaultPasswordFile() {
    return (Path) value(Settings.VAULT_PASSWORD_FILE);
  }

  public boolean askVaultPass() {
    return (Boolean) value(Settings.ASK_VAULT_PASS);
  }

  /** {@code stdout_callback}: {@code default} unless set. */
  public String stdoutCallback() {
    return (String) value(Settings.STDOUT_CALLBACK);
  }

  /**
   * {@code [ssh_connection] ssh_args}: given to every host before its {@code
   * ansible_ssh_common_args}.
   */
  public String sshArgs() {
    return (String) value(Settings.SSH_ARGS);
  }

  /**
   * {@code [ssh_connection] ssh_common_args}: for hosts without {@code ansible_ssh_common_args}.
   */
  public String sshCommonArgs() {
    return (String) value(Settings.SSH_COMMON_ARGS);
  }

  /** {@code [ssh_connection] ssh_extra_args}: for hosts without {@code ansible_ssh_extra_args}. */
  public String sshExtraArgs() {
    return (String) value(Settings.SSH_EXTRA_ARGS);
  }

  private Object value(Setting setting) {
    return values.get(setting).value();
  }

  @SuppressWarnings("unchecked")
  private List<Path> paths(Setting setting) {
    return (List<Path>) value(setting);
  }
}
