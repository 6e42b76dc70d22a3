package dev.play.value;

/**
 * Text from a run (what a node sent: output, messages, file names, facts) made safe to show on a
 * terminal: no byte of it can move the cursor, change colours, set the window's title, clear the
 * screen, overwrite a line or reorder the text around it. The characters that could are written as
 * escapes of a Python string literal, so they read as what they are:
 *
 * <ul>
 *   <li>{@code \r} as {@code \r}, and {@code \n} as {@code \n} where the text is shown on one line
 *       ({@link #line}); {@link #block} keeps line breaks, and both keep tabs;
 *   <li>the other C0 controls and DEL as {@code \xNN} (ESC is {@code \x1b}, BEL {@code \x07});
 *   <li>the C1 controls (U+0080 to U+009F: U+009B is a one-character ESC [), the bidirectional
 *       controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069: "Trojan Source"), the
 *       line and paragraph separators (U+2028, U+2029) and unpaired surrogates as {@code \\uXXXX}.
 * </ul>
 *
 * Every other character stays as it is ({@code é}, {@code 日本}, emoji). A backslash is not doubled,
 * so the shown text is for reading: the JSON outputs keep the exact value, escaped as JSON ({@link
 * #inJson}).
 */
public final class TerminalText {
  private TerminalText() {}

  /** {@code text} for a multi-line display (a diff, a traceback, a warning): line breaks kept. */
  public static String block(String text) {
    return escape(text, true);
  }

  /** {@code text} for a display on one line (a name, an item's label): line breaks escaped. */
  public static String line(String text) {
    return escape(text, false);
  }

  /**
   * {@code json}, a JSON document, with each character this class escapes written as {@code
   * \\uXXXX} but JSON's own whitespace ({@code \n}, {@code \r}, {@code \t}, which a valid document
   * has only between its values): the same value, and no raw control character when it is shown.
   */
  public static String inJson(String json) {
    if (json == null || clean(json, true)) {
      return json;
    }
    StringBuilder out = new StringBuilder(json.length() + 16);
    for (int i = 0, cp; i < json.length(); i += Character.charCount(cp)) {
      cp = json.codePointAt(i);
      if (unsafe(cp) && cp != '\n' && cp != '\r' && cp != '\t') {
        hex(out.append("\\u"), cp, 4);
      } else {
        out.appendCodePoint(cp);
      }
    }
    return out.toString();
  }

  /** Whether the terminal may act on {@code cp} rather than show it: see the class's rule. */
  public static boolean unsafe(int cp) {
    return cp < 0x20
        || (cp >= 0x7f && cp <= 0x9f)
        || cp == 0x061c
        || cp == 0x200e
        || cp == 0x200f
        || (cp >= 0x2028 && cp <= 0x202e)
        || (cp >= 0x2066 && cp <= 0x2069)
        || (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE);
  }

  private static String escape(String text, boolean block) {
    if (text == null || clean(text, block)) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0, cp; i < text.length(); i += Character.charCount(cp)) {
      cp = text.codePointAt(i);
      shown(out, cp, block);
    }
    return out.toString();
  }

  /** Whether {@code text} has nothing to escape (a surrogate pair is one character, kept). */
  private static boolean clean(String text, boolean keepNewline) {
    for (int i = 0, cp; i < text.length(); i += Character.charCount(cp)) {
      cp = text.codePointAt(i);
      if (unsafe(cp) && cp != '\t' && !(keepNewline && cp == '\n')) {
        return false;
      }
    }
    return true;
  }

  private static void shown(StringBuilder out, int cp, boolean block) {
    if (!unsafe(cp) || cp == '\t' || (block && cp == '\n')) {
      out.appendCodePoint(cp);
    } else if (cp == '\n') {
      out.append("\\n");
    } else if (cp == '\r') {
      out.append("\\r");
    } else if (cp < 0x80) {
      hex(out.append("\\x"), cp, 2);
    } else {
      hex(out.append("\\u"), cp, 4);
    }
  }

  /** {@code value}'s last {@code digits} hexadecimal digits, lower case. */
  private static void hex(StringBuilder out, int value, int digits) {
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
      out.append(Character.forDigit((value >> shift) & 0xf, 16));
    }
  }
}
