package dev.play.module.files;

/**
 * One line of {@code sha1sum FILE...}: {@code SUM NAME}; a name with a backslash or newline is
 * escaped and the line starts with a backslash (GNU coreutils).
 */
record Sha1Line(String sum, String name) {
  /** Parses one line. Pure. */
  static Sha1Line parse(String line) {
    boolean escaped = line.startsWith("\\");
    String s = escaped ? line.substring(1) : line;
    int sep = s.indexOf("  ");
    if (sep < 0) {
      throw new IllegalArgumentException("malformed sha1sum line: " + line);
    }
    String name = s.substring(sep + 2);
    return new Sha1Line(s.substring(0, sep), escaped ? unescape(name) : name);
  }

  private static String unescape(String name) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '\\' && i + 1 < name.length()) {
        char n = name.charAt(++i);
        out.append(n == 'n' ? '\n' : n);
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
