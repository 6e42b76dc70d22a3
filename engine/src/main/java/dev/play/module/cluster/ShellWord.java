package dev.play.module.cluster;

/**
 * A value as the word of {@code "${VAR-word}"} in POSIX sh: backslash, double quote, dollar,
 * backquote and closing brace escaped, so it reads back exactly (dash and bash alike). Pure.
 */
final class ShellWord {
  private ShellWord() {}

  static String inDefault(String value) {
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if ("\\\"$`}".indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
