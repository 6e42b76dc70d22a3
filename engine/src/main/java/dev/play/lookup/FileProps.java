package dev.play.lookup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One {@code filetree} item: what {@code lstat} says of {@code root/path}, as community.general's
 * file_props.
 */
final class FileProps {
  private FileProps() {}

  /** The item, or null for what is neither a directory, a file nor a link, or cannot be read. */
  static Map<String, Object> of(Path root, String path) {
    Path abs = root.resolve(path);
    try {
      Map<String, Object> a = Files.readAttributes(abs, "unix:*", LinkOption.NOFOLLOW_LINKS);
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("root", root.toString());
      item.put("path", path);
      if (Boolean.TRUE.equals(a.get("isSymbolicLink"))) {
        item.put("state", "link");
        item.put("src", Files.readSymbolicLink(abs).toString());
      } else if (Boolean.TRUE.equals(a.get("isDirectory"))) {
        item.put("state", "directory");
      } else if (Boolean.TRUE.equals(a.get("isRegularFile"))) {
        item.put("state", "file");
        item.put("src", abs.toString());
      } else {
        return null;
      }
      owners(a, item);
      item.put("mode", String.format("0%03o", (Integer) a.get("mode") & 07777));
      item.put("size", a.get("size"));
      item.put("mtime", seconds(a.get("lastModifiedTime")));
      item.put("ctime", seconds(a.get("ctime")));
      return item;
    } catch (IOException | UnsupportedOperationException e) {
      return null;
    }
  }

  private static void owners(Map<String, Object> a, Map<String, Object> item) {
    item.put("uid", a.get("uid"));
    item.put("gid", a.get("gid"));
    item.put(
        "owner", a.get("owner") instanceof java.security.Principal p ? p.getName() : a.get("uid"));
    item.put(
        "group", a.get("group") instanceof java.security.Principal p ? p.getName() : a.get("gid"));
  }

  private static double seconds(Object time) {
    return time instanceof FileTime t ? t.toMillis() / 1000.0 : 0.0;
  }
}
