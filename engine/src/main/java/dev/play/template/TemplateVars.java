package dev.play.template;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The variables Ansible gives a template file besides the task's (its {@code
 * generate_ansible_template_vars}): {@code template_host} (the controller's name), {@code
 * template_path} (as the task names it), {@code template_fullpath}, {@code template_uid} (the
 * file's owner), {@code template_mtime} and {@code template_run_date} (printed as Python prints a
 * datetime), {@code template_destpath} and {@code ansible_managed}: ansible.cfg's text with {@code
 * {host}}, {@code {uid}} and {@code {file}} replaced, then its strftime codes filled from the
 * template's modification time.
 */
final class TemplateVars {
  /** Ansible's default {@code ansible_managed} text. */
  public static final String MANAGED = "Ansible managed";

  /** The controller's name, read once: every template of the run gives the same. */
  private static final String HOST = hostName();

  private TemplateVars() {}

  public static Map<String, Object> of(String path, Path file, String dest, String managed) {
    String host = HOST;
    String uid = owner(file);
    ZonedDateTime mtime = modified(file);
    Map<String, Object> vars = new LinkedHashMap<>();
    vars.put("template_host", host);
    vars.put("template_path", path);
    vars.put("template_mtime", pythonDatetime(mtime.toLocalDateTime()));
    vars.put("template_uid", uid);
    vars.put("template_run_date", pythonDatetime(LocalDateTime.now(ZoneId.systemDefault())));
    vars.put("template_destpath", dest);
    vars.put("template_fullpath", file.toAbsolutePath().toString());
    vars.put("ansible_managed", Strftime.format(named(managed, host, uid, path), mtime));
    return vars;
  }

  /** Python's {@code str.format(host=, uid=, file=)} of the three names Ansible passes. */
  static String named(String text, String host, String uid, String file) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((c == '{' || c == '}') && i + 1 < text.length() && text.charAt(i + 1) == c) {
        out.append(c);
        i++;
      } else if (c == '{' && text.indexOf('}', i) > i) {
        int end = text.indexOf('}', i);
        String field = text.substring(i + 1, end);
        String value =
            switch (field) {
              case "host" -> host;
              case "uid" -> uid;
              case "file" -> file;
              default ->
                  throw new IllegalArgumentException(
                      "ansible_managed: unknown field {"
                          + field
                          + "} (Ansible gives {host}, {uid} and {file})");
            };
        out.append(value);
        i = end;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** Python's {@code str(datetime)}: microseconds only when not zero. */
  static String pythonDatetime(LocalDateTime t) {
    String s = Strftime.format("%Y-%m-%d %H:%M:%S", t.atZone(ZoneId.systemDefault()));
    int micros = t.get(ChronoField.MICRO_OF_SECOND);
    return micros == 0 ? s : s + "." + Strftime.pad(micros, 6, '0');
  }

  private static ZonedDateTime modified(Path file) {
    try {
      Instant at = Files.getLastModifiedTime(file).toInstant();
      return at.atZone(ZoneId.systemDefault());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String owner(Path file) {
    try {
      return Files.getOwner(file).getName();
    } catch (IOException | UnsupportedOperationException e) {
      return "";
    }
  }

  /** The controller's node name, as Python's {@code os.uname()[1]}. */
  private static String hostName() {
    try {
      return Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
    } catch (IOException e) {
      try {
        return InetAddress.getLocalHost().getHostName();
      } catch (IOException unknown) {
        return "localhost";
      }
    }
  }
}
