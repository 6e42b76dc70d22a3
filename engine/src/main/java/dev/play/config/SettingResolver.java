package dev.play.config;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A setting's value from the first source that has it: its environment variables, then the config
 * file, then its default (as Ansible: of several variables or keys, the last one listed that is set
 * wins). An empty variable counts as unset for settings that are not text, as Ansible falls back to
 * the default when such a variable does not convert. Relative paths are relative to the config
 * file's directory when read from it, else to the working directory.
 */
final class SettingResolver {
  private final LocalEnvironment env;
  private final IniFile file;

  /**
   * @param file the config file read, or null
   */
  SettingResolver(LocalEnvironment env, IniFile file) {
    this.env = env;
    this.file = file;
  }

  /**
   * @param ansibleHome the value the defaults' {@code {ANSIBLE_HOME}} stands for
   */
  ResolvedSetting resolve(Setting setting, String ansibleHome) {
    return fromEnvironment(setting)
        .or(() -> fromFile(setting))
        .orElseGet(
            () -> {
              String text =
                  setting.defaultText() == null
                      ? null
                      : setting.defaultText().replace("{ANSIBLE_HOME}", ansibleHome);
              return new ResolvedSetting(
                  setting, SettingValues.read(setting, text, env.cwd(), env), Origin.DEFAULT);
            });
  }

  private Optional<ResolvedSetting> fromEnvironment(Setting setting) {
    String name = null;
    for (String candidate : setting.env()) {
      if (env.variable(candidate) != null) {
        name = candidate;
      }
    }
    boolean text = setting.type() == SettingType.STRING;
    if (name == null || (!text && env.variable(name).isEmpty())) {
      return Optional.empty();
    }
    try {
      Object value = SettingValues.read(setting, env.variable(name), env.cwd(), env);
      return Optional.of(new ResolvedSetting(setting, value, Origin.environment(name)));
    } catch (IllegalArgumentException e) {
      throw new PlayError(PlayError.Kind.OPTIONS, Source.of(name), e.getMessage());
    }
  }

  private Optional<ResolvedSetting> fromFile(Setting setting) {
    if (file == null) {
      return Optional.empty();
    }
    IniEntry entry = null;
    for (Setting.IniKey key : setting.ini()) {
      entry = file.get(key.section(), key.key()).orElse(entry);
    }
    if (entry == null) {
      return Optional.empty();
    }
    Path dir = file.path().toAbsolutePath().getParent();
    try {
      Object value = SettingValues.read(setting, entry.value(), dir, env);
      return Optional.of(new ResolvedSetting(setting, value, Origin.file(file.path())));
    } catch (IllegalArgumentException e) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          new Source(file.path().toString(), entry.line(), entry.column()),
          "[" + entry.section() + "] " + entry.key() + ": " + e.getMessage());
    }
  }
}
