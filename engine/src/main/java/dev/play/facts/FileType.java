package dev.play.facts;

/** The type of a file system entry, named as Ansible's file module states name them. */
public enum FileType {
  FILE("file", 0100000),
  DIRECTORY("directory", 0040000),
  LINK("link", 0120000),
  FIFO("fifo", 0010000),
  SOCKET("socket", 0140000),
  BLOCK("block", 0060000),
  CHAR("char", 0020000);

  private static final int S_IFMT = 0170000;
  private final String label;
  private final int bits;

  FileType(String label, int bits) {
    this.label = label;
    this.bits = bits;
  }

  /** {@code file}, {@code directory}, {@code link}, ... */
  public String label() {
    return label;
  }

  /** The type encoded in a raw {@code st_mode}. */
  public static FileType fromRawMode(int rawMode) {
    int fmt = rawMode & S_IFMT;
    for (FileType t : values()) {
      if (t.bits == fmt) {
        return t;
      }
    }
    throw new IllegalArgumentException(
        "unknown file type in mode " + Integer.toOctalString(rawMode));
  }
}
