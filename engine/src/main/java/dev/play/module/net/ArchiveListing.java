package dev.play.module.net;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the facts command read, and which members differ from the destination. Pure. Lines:
 *
 * <ul>
 *   <li>{@code m|type|size|name}: an archive member ({@code tar -tv} or {@code unzip -Z -l}; type
 *       {@code f}, {@code d}, {@code l}, or {@code h} for a tar hard link)
 *   <li>{@code d|type|size|path}: an entry of the destination ({@code find -printf})
 *   <li>{@code t|line}: a line of GNU {@code tar --compare} against the destination
 *   <li>{@code c|crc|name} and {@code h|crc|name}: a zip member's CRC-32 ({@code unzip -v}), and
 *       that of the host's file of the same size (or of its symlink's target)
 * </ul>
 *
 * <p>A member differs when it is missing, of another type, of another size (files), or of other
 * content: {@code tar --compare} says "Contents differ" or "Symlink differs" (or cannot read it:
 * {@code unreadable}), or the zip CRCs differ. Owner, group, mode and times are not compared.
 */
record ArchiveListing(
    List<Member> members,
    Map<String, Entry> dest,
    Map<String, String> tarReports,
    Map<String, String> archiveCrc,
    Map<String, String> hostCrc) {

  /** An archive member. */
  record Member(String type, String size, String name) {}

  /** An entry of the destination directory. */
  record Entry(String type, String size) {}

  /**
   * A member that is not as the archive has it, and how ({@code missing}, {@code content}, ...).
   */
  record Difference(String member, String what) {
    @Override
    public String toString() {
      return member + " (" + what + ")";
    }
  }

  private static final List<String> TAR_CONTENT = List.of(": Contents differ", ": Symlink differs");
  private static final List<String> TAR_UNREADABLE =
      List.of(": Cannot open: ", ": Cannot read: ", ": Cannot readlink: ");
  private static final String CONTENT = "content";
  private static final String UNREADABLE = "unreadable";

  static ArchiveListing parse(String out) {
    List<Member> members = new ArrayList<>();
    Map<String, Entry> dest = new LinkedHashMap<>();
    Map<String, String> tarReports = new LinkedHashMap<>();
    Map<String, String> archiveCrc = new LinkedHashMap<>();
    Map<String, String> hostCrc = new LinkedHashMap<>();
    for (String line : out.split("\n")) {
      if (line.startsWith("t|")) {
        tarReport(line.substring(2), tarReports);
        continue;
      }
      int fields = line.startsWith("c|") || line.startsWith("h|") ? 3 : 4;
      String[] f = line.split("\\|", fields);
      if (f.length < fields) {
        continue;
      }
      String name = normalize(f[0].equals("m") ? withoutLinkTarget(f[1], f[3]) : f[fields - 1]);
      if (name.isEmpty()) {
        continue;
      }
      switch (f[0]) {
        case "m" -> members.add(new Member(f[1], f[2], name));
        case "d" -> dest.put(name, new Entry(f[1], f[2]));
        case "c" -> archiveCrc.put(name, f[1]);
        case "h" -> hostCrc.put(name, f[1]);
        default -> {}
      }
    }
    return new ArchiveListing(members, dest, tarReports, archiveCrc, hostCrc);
  }

  /**
   * Records the member a {@code tar --compare} line says differs in content ({@code name: Contents
   * differ}, {@code name: Symlink differs}) or could not read ({@code tar: name: Cannot open:
   * ...}); other lines (owner, mode, times; missing members, other types and sizes, which the
   * listings show) are left to the listings.
   */
  private static void tarReport(String line, Map<String, String> reports) {
    for (String suffix : TAR_CONTENT) {
      if (line.endsWith(suffix)) {
        reports.put(normalize(line.substring(0, line.length() - suffix.length())), CONTENT);
        return;
      }
    }
    for (String error : TAR_UNREADABLE) {
      int at = line.lastIndexOf(error);
      if (line.startsWith("tar: ") && at > "tar: ".length()) {
        reports.put(normalize(line.substring("tar: ".length(), at)), UNREADABLE);
        return;
      }
    }
  }

  /**
   * {@code tar -tv} shows a symlink as {@code name -> target}, a hard link as {@code name link to
   * target}.
   */
  private static String withoutLinkTarget(String type, String name) {
    String arrow = type.equals("l") ? " -> " : type.equals("h") ? " link to " : null;
    int at = arrow == null ? -1 : name.indexOf(arrow);
    return at > 0 ? name.substring(0, at) : name;
  }

  private static String normalize(String name) {
    String n = name.strip();
    while (n.startsWith("./")) {
      n = n.substring(2);
    }
    return n.endsWith("/") ? n.substring(0, n.length() - 1) : n;
  }

  /** Members missing from the destination or different there, in archive order. */
  List<Difference> differing() {
    List<Difference> out = new ArrayList<>();
    for (Member m : members) {
      String what = difference(m, dest.get(m.name()));
      if (what != null) {
        out.add(new Difference(m.name(), what));
      }
    }
    return out;
  }

  private String difference(Member m, Entry d) {
    if (d == null) {
      return "missing";
    }
    return switch (m.type()) {
      case "d" -> d.type().equals("d") ? null : "type";
      case "h" -> d.type().equals("f") ? null : "type";
      case "l" ->
          !d.type().equals("l") ? "type" : CONTENT.equals(content(m)) ? "link target" : content(m);
      default -> !d.type().equals("f") ? "type" : !d.size().equals(m.size()) ? "size" : content(m);
    };
  }

  /**
   * {@code content} or {@code unreadable} as {@code tar --compare} reported it; for zip, {@code
   * content} when the host's CRC-32 is not the archive's; else null.
   */
  private String content(Member m) {
    String reported = tarReports.get(m.name());
    if (reported != null) {
      return reported;
    }
    String crc = archiveCrc.get(m.name());
    return crc != null && !Objects.equals(crc, hostCrc.get(m.name())) ? CONTENT : null;
  }

  List<String> files() {
    return members.stream().map(Member::name).toList();
  }
}
