package dev.play.module.net;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An archive's members ({@code m|type|size|name}, from {@code tar -tv} or {@code unzip -Z}) and the
 * destination's entries ({@code d|type|size|path} from {@code find -printf}); an archive is
 * extracted already when every member is there with the same type and, for files, size. Pure.
 */
record ArchiveListing(List<String[]> members, Map<String, String[]> dest) {

  static ArchiveListing parse(String out) {
    List<String[]> members = new ArrayList<>();
    Map<String, String[]> dest = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      String[] f = line.split("\\|", 4);
      if (f.length < 4) {
        continue;
      }
      String name = normalize(f[3]);
      if (name.isEmpty()) {
        continue;
      }
      if (f[0].equals("m")) {
        members.add(new String[] {f[1], f[2], name});
      } else if (f[0].equals("d")) {
        dest.put(name, new String[] {f[1], f[2]});
      }
    }
    return new ArchiveListing(members, dest);
  }

  private static String normalize(String name) {
    String n = name.strip();
    int arrow = n.indexOf(" -> ");
    if (arrow > 0) {
      n = n.substring(0, arrow);
    }
    while (n.startsWith("./")) {
      n = n.substring(2);
    }
    return n.endsWith("/") ? n.substring(0, n.length() - 1) : n;
  }

  /** Members missing from the destination or differing in type or size. */
  List<String> differing() {
    List<String> out = new ArrayList<>();
    for (String[] m : members) {
      String[] d = dest.get(m[2]);
      boolean same = d != null && switch (m[0]) {
        case "d" -> d[0].equals("d");
        case "l" -> d[0].equals("l");
        default -> d[0].equals("f") && d[1].equals(m[1]);
      };
      if (!same) {
        out.add(m[2]);
      }
    }
    return out;
  }

  List<String> files() {
    return members.stream().map(m -> m[2]).toList();
  }
}
