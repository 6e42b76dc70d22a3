package dev.play.connection;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * play's remote shell code, kept as {@code .sh} resources beside the classes that send it ({@code
 * engine/src/main/resources/dev/play/<package>/<name>.sh}) so that {@code shellcheck} reads it
 * ({@code tools/shellcheck.sh}). A class loads its script once, into a constant.
 *
 * <p>What is sent is the file without its comment lines (a line whose first character other than
 * blanks is {@code #}: the shebang, the header, notes between commands) and without its final
 * newline: comments cost a persistent shell a read call per byte and say nothing to the host. So a
 * script must not hold such a line inside a quoted string or a here-document.
 *
 * <p>A script that needs a value from the controller takes it as a positional parameter or a
 * variable set before it, quoted by {@link Shell#quote}. Where a value must sit inside the code (a
 * constant shared with the parser, a marker), the file holds a placeholder {@code @NAME@} that
 * {@link #load(Class, String, Map)} replaces; its header says so.
 */
public final class ShellScripts {
  private static final Pattern PLACEHOLDER = Pattern.compile("@([A-Z][A-Z0-9_]*)@");

  private ShellScripts() {}

  /**
   * The script {@code name} beside {@code owner}; fails when it is missing or holds a placeholder.
   */
  public static String load(Class<?> owner, String name) {
    return load(owner, name, Map.of());
  }

  /**
   * The script {@code name} beside {@code owner} with each placeholder {@code @KEY@} replaced by
   * {@code values.get(KEY)} as it is (code: a caller passes data through {@link Shell#quote}).
   * Fails when the script is missing, a placeholder has no value, or a value no placeholder.
   */
  public static String load(Class<?> owner, String name, Map<String, String> values) {
    return template(owner, name).fill(values);
  }

  /** The script {@code name} beside {@code owner}, to be filled per use ({@link Template#fill}). */
  public static Template template(Class<?> owner, String name) {
    String where = owner.getPackageName().replace('.', '/') + "/" + name;
    return new Template(where, withoutComments(read(owner, name, where)));
  }

  /**
   * A script with placeholders, loaded once and filled for each use.
   *
   * @param where the resource's path, for messages
   * @param code the script without its comments, placeholders as they are
   */
  public record Template(String where, String code) {
    /**
     * The code with each {@code @KEY@} replaced by {@code values.get(KEY)}; fails as {@link
     * #load(Class, String, Map)}.
     */
    public String fill(Map<String, String> values) {
      Matcher m = PLACEHOLDER.matcher(code);
      StringBuilder out = new StringBuilder(code.length());
      Set<String> used = new HashSet<>();
      while (m.find()) {
        String value = values.get(m.group(1));
        if (value == null) {
          throw new IllegalStateException(
              where + ": no value for the placeholder @" + m.group(1) + "@");
        }
        used.add(m.group(1));
        m.appendReplacement(out, Matcher.quoteReplacement(value));
      }
      m.appendTail(out);
      for (String key : values.keySet()) {
        if (!used.contains(key)) {
          throw new IllegalStateException(where + ": no placeholder @" + key + "@ for its value");
        }
      }
      return out.toString();
    }
  }

  private static String read(Class<?> owner, String name, String where) {
    try (InputStream in = owner.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing shell script resource " + where);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read shell script resource " + where, e);
    }
  }

  /** {@code text} without its comment lines and its final newline. Pure. */
  static String withoutComments(String text) {
    String body = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    List<String> kept = new ArrayList<>();
    for (String line : body.split("\n", -1)) {
      if (!line.strip().startsWith("#")) {
        kept.add(line);
      }
    }
    return String.join("\n", kept);
  }
}
