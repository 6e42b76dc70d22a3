package dev.play.module.system;

import java.util.List;

/** One {@code /etc/fstab} line's fields; spaces in paths are written as {@code \040}. */
record FstabEntry(String src, String path, String fstype, String opts, String dump, String passno) {

  /** The entry of a line, or null for comments, blanks and malformed lines. Pure. */
  static FstabEntry parse(String line) {
    String t = line.strip();
    if (t.isEmpty() || t.startsWith("#")) {
      return null;
    }
    String[] f = t.split("\\s+");
    if (f.length < 3) {
      return null;
    }
    return new FstabEntry(
        unescape(f[0]),
        unescape(f[1]),
        f[2],
        f.length > 3 ? f[3] : "defaults",
        f.length > 4 ? f[4] : "0",
        f.length > 5 ? f[5] : "0");
  }

  /** The line Ansible writes: fields separated by one space. */
  String line() {
    return String.join(" ", List.of(escape(src), escape(path), fstype, opts, dump, passno)) + "\n";
  }

  /** Same fields (a line's spacing aside). */
  boolean sameAs(FstabEntry other) {
    return other != null && line().equals(other.line());
  }

  static String escape(String s) {
    return s.replace("\\", "\\134")
        .replace(" ", "\\040")
        .replace("\t", "\\011")
        .replace("\n", "\\012");
  }

  /** The kernel's and fstab's octal escapes ({@code \040}) decoded. */
  static String unescape(String s) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 3 < s.length() && s.substring(i + 1, i + 4).matches("[0-7]{3}")) {
        out.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
        i += 3;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
