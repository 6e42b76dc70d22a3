package dev.play.facts;

import java.util.Optional;

/** What a path is on a host: absent, or present with its attributes. */
public sealed interface FileFacts permits FileFacts.Absent, FileFacts.Present {
  String path();

  default boolean exists() {
    return this instanceof Present;
  }

  /** The present facts, or empty when absent. */
  default Optional<Present> present() {
    return this instanceof Present p ? Optional.of(p) : Optional.empty();
  }

  record Absent(String path) implements FileFacts {}

  /**
   * A file that exists, with its type, permissions, owner and (for a regular file) checksum.
   *
   * @param mode permission bits only (e.g. {@code 0644})
   * @param linkTarget the link's target when {@code type} is LINK, else null
   * @param checksum hex digest of a readable regular file, else null
   * @param access readable/writeable/executable for the user the facts ran as
   */
  record Present(
      String path,
      FileType type,
      int mode,
      Owner owner,
      long size,
      Times times,
      Inode inode,
      String linkTarget,
      String checksum,
      Access access)
      implements FileFacts {
    public boolean is(FileType t) {
      return type == t;
    }
  }

  /** Numeric and symbolic owner and group. */
  record Owner(int uid, int gid, String user, String group) {}

  /**
   * Seconds since the epoch, and access/modification times as the host prints them in its local
   * time zone ({@code 2024-05-01 12:30:00.000000000 +0200}).
   */
  record Times(long mtime, long atime, long ctime, String atimeLocal, String mtimeLocal) {}

  record Inode(long inode, long dev, int nlink) {}

  record Access(boolean readable, boolean writeable, boolean executable) {}
}
