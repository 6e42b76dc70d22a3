package dev.play.module.system;

/**
 * A mounted filesystem, from a {@code /proc/self/mountinfo} line: {@code id parent major:minor root
 * mountpoint options [optional...] - fstype source superoptions}.
 */
record MountInfo(String root, String path, String options, String fstype, String source) {

  /** The entry of a line, or null when malformed. Pure. */
  static MountInfo parse(String line) {
    String[] f = line.strip().split(" ");
    int dash = java.util.Arrays.asList(f).indexOf("-");
    if (f.length < 6 || dash < 6 || dash + 2 >= f.length) {
      return null;
    }
    return new MountInfo(
        FstabEntry.unescape(f[3]),
        FstabEntry.unescape(f[4]),
        f[5],
        f[dash + 1],
        FstabEntry.unescape(f[dash + 2]));
  }

  /**
   * Whether {@code src} is what is mounted here: the source, or the directory a bind mount shows.
   */
  boolean mountedFrom(String src, String wantedType) {
    boolean bind = wantedType.equals("none") || wantedType.equals("bind");
    return trimSlash(source).equals(trimSlash(src))
        || (bind && trimSlash(root).equals(trimSlash(src)));
  }

  /** {@code server:/data/} and {@code server:/data} are one export. */
  private static String trimSlash(String s) {
    return s.length() > 1 && s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
  }
}
