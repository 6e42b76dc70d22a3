package dev.play.expr;

import dev.play.value.Shell;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code b64encode}, {@code b64decode} and {@code quote} (shell quoting, as Python's {@code
 * shlex.quote}).
 */
final class EncodingFilters {
  private static final Pattern NOT_BASE64 = Pattern.compile("[^A-Za-z0-9+/=]");

  private EncodingFilters() {}

  /** {@code b64encode(encoding='utf-8')}. */
  static Object b64encode(Object v, List<Object> args) {
    return Base64.getEncoder()
        .encodeToString(ValueFormat.str(v).getBytes(charset(args.get(0), true)));
  }

  /**
   * {@code b64decode(encoding='utf-8')}: characters outside the alphabet are skipped, as Python
   * does.
   */
  static Object b64decode(Object v, List<Object> args) {
    String text = NOT_BASE64.matcher(ValueFormat.str(v)).replaceAll("");
    if (text.length() % 4 != 0) {
      throw new ExpressionException("incorrect padding in base64 " + ValueFormat.repr(v));
    }
    try {
      return new String(Base64.getDecoder().decode(text), charset(args.get(0), false));
    } catch (IllegalArgumentException e) {
      throw new ExpressionException("not base64: " + ValueFormat.repr(v));
    }
  }

  /**
   * A Python codec name as a Java charset; Python's "utf-16" writes a little-endian byte order
   * mark.
   */
  private static Charset charset(Object name, boolean encoding) {
    String n = ValueFormat.str(name).toLowerCase(Locale.ROOT).replace('_', '-');
    try {
      return Charset.forName(
          encoding && (n.equals("utf-16") || n.equals("utf16")) ? "x-UTF-16LE-BOM" : n);
    } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
      throw new ExpressionException("unknown encoding " + ValueFormat.repr(name));
    }
  }

  /** {@code quote}: the text as one shell word (None as ''). */
  static Object quote(Object v, List<Object> args) {
    String s = v == null ? "" : ValueFormat.str(v);
    return Shell.quote(s);
  }
}
