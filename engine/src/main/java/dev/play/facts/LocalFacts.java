package dev.play.facts;

import static dev.play.value.Shell.quote;

import dev.play.config.IniEntry;
import dev.play.config.IniFile;
import dev.play.config.IniParser;
import dev.play.connection.ShellScripts;
import dev.play.error.PlayError;
import dev.play.value.JsonText;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Local facts ({@code ansible_local}), as Ansible's {@code local} collector reads them from the
 * fact path ({@code fact_path}, default {@code /etc/ansible/facts.d}): each {@code NAME.fact} file
 * in name order, run when it is executable, else read, and taken as JSON, else as an ini file
 * (sections of keys, {@code %(key)s} interpolated), under {@code NAME}. A file that fails gives
 * Ansible's message as its value. The script sends each file's output base64-encoded; {@link
 * #parse} is pure.
 *
 * <p>Where play differs: an ini file whose interpolation fails ({@code %(missing)s}) gets Ansible's
 * intended "Failed to convert" message as its value; in Ansible 2.14 the error escapes its handler
 * and {@code ansible_local} is missing altogether. Ansible also warns about a file that fails; play
 * shows the message in the value only.
 */
final class LocalFacts {
  /**
   * The most values an ini fact file may stand for once DEFAULT's keys are copied into each of its
   * sections (a node's file of N sections and N defaults stands for N squared).
   */
  static final int MAX_DEFAULTED_VALUES = 1_000_000;

  /** Where Ansible looks when nothing says otherwise. */
  static final String DEFAULT_PATH = "/etc/ansible/facts.d";

  /** Defines {@code play_local_facts DIR} ({@code local-facts.sh}). */
  private static final String FUNCTION = ShellScripts.load(LocalFacts.class, "local-facts.sh");

  private LocalFacts() {}

  /**
   * The script part for {@code factPath}: a line {@code local|KIND|RC|PATH|OUT|ERR} per file,
   * base64 fields.
   */
  static String script(String factPath) {
    return FUNCTION + "\n[ -d " + quote(factPath) + " ] && play_local_facts " + quote(factPath);
  }

  /** {@code ansible_local}: each fact file's value by its name. */
  static Map<String, Object> parse(List<String> lines) {
    Map<String, Object> local = new LinkedHashMap<>();
    for (String line : lines) {
      String[] f = line.split("\\|", -1);
      if (f.length < 5) {
        continue;
      }
      String path = text(f[2]);
      String name = name(path);
      local.put(
          name, value(f[0].equals("x"), f[1], path, bytes(f[3]), f.length > 4 ? text(f[4]) : ""));
    }
    return local;
  }

  /**
   * A fact file's name without its directory and {@code .fact}: the text after the last slash, as
   * the node sent it (no {@link Path}, which refuses a NUL).
   */
  private static String name(String path) {
    String file = path.substring(path.lastIndexOf('/') + 1);
    return file.endsWith(".fact") ? file.substring(0, file.length() - ".fact".length()) : file;
  }

  private static Object value(boolean executable, String rc, String path, byte[] out, String err) {
    if (executable && !rc.equals("0")) {
      return "Failure executing fact script (" + path + "), rc: " + rc + ", err: " + err;
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(out)).toString();
    } catch (CharacterCodingException e) {
      return executable
          ? "error loading fact - output of running \"" + path + "\" was not utf-8"
          : Map.of();
    }
    try {
      return JsonText.parse(text);
    } catch (JsonText.Malformed e) {
      return ini(path, text);
    }
  }

  /**
   * The text as configparser reads it: sections (not DEFAULT, whose keys each has) of interpolated
   * values.
   */
  private static Object ini(String path, String text) {
    IniFile file;
    try {
      file = IniParser.parseText(Path.of(path.replace("\0", "\\0")), text); // a NUL: no Path
    } catch (PlayError e) {
      return "error loading facts as JSON or ini - please check content: " + path;
    }
    if ((long) file.sections().size() * file.defaults().size() > MAX_DEFAULTED_VALUES) {
      return "Failed to convert ("
          + path
          + ") to JSON: DEFAULT's keys in each section make more than "
          + MAX_DEFAULTED_VALUES
          + " values";
    }
    Map<String, Object> fact = new LinkedHashMap<>();
    IniInterpolation interpolation = new IniInterpolation();
    try {
      file.sections()
          .forEach((name, entries) -> fact.put(name, section(file, entries, interpolation)));
    } catch (IllegalArgumentException e) {
      return "Failed to convert (" + path + ") to JSON: " + e.getMessage();
    }
    return fact;
  }

  private static Map<String, Object> section(
      IniFile file, Map<String, IniEntry> entries, IniInterpolation interpolation) {
    Map<String, String> raw = new LinkedHashMap<>();
    entries.forEach((k, e) -> raw.put(k, e.value()));
    file.defaults().forEach((k, e) -> raw.putIfAbsent(k, e.value()));
    Map<String, Object> out = new LinkedHashMap<>();
    raw.forEach((k, v) -> out.put(k, interpolation.expand(v, raw)));
    return out;
  }

  private static byte[] bytes(String base64) {
    try {
      return Base64.getDecoder().decode(base64);
    } catch (IllegalArgumentException e) {
      return new byte[0];
    }
  }

  private static String text(String base64) {
    return new String(bytes(base64), StandardCharsets.UTF_8);
  }
}
