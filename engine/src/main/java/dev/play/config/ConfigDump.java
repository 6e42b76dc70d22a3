package dev.play.config;

import dev.play.expr.ValueFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The settings as {@code ansible-config dump -t all} prints them: {@code NAME(origin) = value},
 * sorted by name, {@code CONFIG_FILE() = path} among them; then the ssh connection's settings under
 * {@code CONNECTION:} and {@code ssh:} headings. Values print as Python prints them ({@code True},
 * {@code None}, {@code ['a', 'b']}). With {@code onlyChanged}, only the settings not at their
 * default (and {@code CONFIG_FILE}), and no ssh heading when none of its are.
 */
public final class ConfigDump {
  private ConfigDump() {}

  public static List<String> lines(PlayConfig config, boolean onlyChanged) {
    List<String> base = new ArrayList<>();
    List<String> ssh = new ArrayList<>();
    base.add("CONFIG_FILE() = " + config.file().map(Path::toString).orElse("None"));
    for (ResolvedSetting r : config.settings()) {
      if (!onlyChanged || r.changed()) {
        (r.setting().group() == null ? base : ssh).add(line(r));
      }
    }
    base.sort(Comparator.naturalOrder());
    if (!ssh.isEmpty()) {
      ssh.sort(Comparator.naturalOrder());
      base.addAll(List.of("", "CONNECTION:", "==========", "", "ssh:", "___"));
      base.addAll(ssh);
    }
    return base;
  }

  private static String line(ResolvedSetting r) {
    return r.setting().name() + "(" + r.origin() + ") = " + format(r.value());
  }

  private static String format(Object value) {
    if (value instanceof List<?> list) {
      return ValueFormat.repr(list.stream().map(Object::toString).toList());
    }
    return ValueFormat.str(value instanceof Path p ? p.toString() : value);
  }
}
