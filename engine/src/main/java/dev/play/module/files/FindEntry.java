package dev.play.module.files;

import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One entry {@code find} saw, from {@code stat} (not following links), and its result in Ansible's
 * shape: {@code path} and the keys of Python's {@code statinfo}.
 *
 * @param path the path (normalised as Python's {@code normpath})
 * @param mode the whole {@code st_mode} (type and permission bits)
 * @param atime seconds since the epoch, with the fraction
 * @param user the owner's name, empty when it has none
 * @param group the group's name, empty when it has none
 */
record FindEntry(
    String path,
    int mode,
    int uid,
    int gid,
    long size,
    double atime,
    double mtime,
    double ctime,
    long inode,
    long dev,
    int nlink,
    String user,
    String group) {
  /** The {@code stat --printf} format of one entry: {@link #parse} reads it. */
  static final String FORMAT = "%f|%u|%g|%s|%X|%Y|%Z|%x|%y|%z|%i|%d|%h|%U|%G|%n";

  private static final int FIELDS = 16;
  private static final int TYPE = 0170000;

  /** An entry from its {@link #FORMAT} line. */
  static FindEntry parse(String line) throws ModuleFailure {
    String[] f = line.split("\\|", FIELDS);
    if (f.length != FIELDS) {
      throw new ModuleFailure("find: cannot read the host's answer: " + line);
    }
    try {
      return new FindEntry(
          java.nio.file.Path.of(f[15]).normalize().toString(),
          Integer.parseInt(f[0], 16),
          Integer.parseInt(f[1]),
          Integer.parseInt(f[2]),
          Long.parseLong(f[3]),
          time(f[4], f[7]),
          time(f[5], f[8]),
          time(f[6], f[9]),
          Long.parseLong(f[10]),
          Long.parseLong(f[11]),
          Integer.parseInt(f[12]),
          name(f[13]),
          name(f[14]));
    } catch (NumberFormatException e) {
      throw new ModuleFailure("find: cannot read the host's answer: " + line);
    }
  }

  /**
   * Whole seconds, plus the fraction that the human form ({@code 2024-05-01 12:30:00.123456789
   * +0000}) shows.
   */
  private static double time(String seconds, String human) {
    int dot = human.indexOf('.');
    int end = human.indexOf(' ', Math.max(dot, 0));
    String fraction = dot < 0 ? "0" : "0" + human.substring(dot, end < 0 ? human.length() : end);
    return Long.parseLong(seconds) + Double.parseDouble(fraction);
  }

  private static String name(String s) {
    return s.equals("UNKNOWN") ? "" : s;
  }

  String name() {
    return path.substring(path.lastIndexOf('/') + 1);
  }

  boolean is(int type) {
    return (mode & TYPE) == type;
  }

  boolean isDirectory() {
    return is(0040000);
  }

  boolean isRegular() {
    return is(0100000);
  }

  boolean isLink() {
    return is(0120000);
  }

  /** The time {@code stamp} names. */
  double time(FindRequest.AgeStamp stamp) {
    return switch (stamp) {
      case ATIME -> atime;
      case CTIME -> ctime;
      case MTIME -> mtime;
    };
  }

  /** The result entry: {@code path}, then Python's statinfo keys in their order. */
  Map<String, Object> result() {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("path", path);
    r.put("mode", String.format("%04o", mode & 07777));
    r.put("isdir", isDirectory());
    r.put("ischr", is(0020000));
    r.put("isblk", is(0060000));
    r.put("isreg", isRegular());
    r.put("isfifo", is(0010000));
    r.put("islnk", isLink());
    r.put("issock", is(0140000));
    r.put("uid", uid);
    r.put("gid", gid);
    r.put("size", YamlNumbers.of(size));
    r.put("inode", YamlNumbers.of(inode));
    r.put("dev", YamlNumbers.of(dev));
    r.put("nlink", nlink);
    r.put("atime", atime);
    r.put("mtime", mtime);
    r.put("ctime", ctime);
    r.put("gr_name", group);
    r.put("pw_name", user);
    String[] bits = {
      "wusr", "rusr", "xusr", "wgrp", "rgrp", "xgrp", "woth", "roth", "xoth", "isuid", "isgid"
    };
    int[] masks = {0200, 0400, 0100, 020, 040, 010, 02, 04, 01, 04000, 02000};
    for (int i = 0; i < bits.length; i++) {
      r.put(bits[i], (mode & masks[i]) != 0);
    }
    return r;
  }
}
