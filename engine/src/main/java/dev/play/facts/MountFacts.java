package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code mounts}, as Ansible's Linux hardware facts ({@code get_mount_facts}) compute them: one
 * entry per mount point of {@code /etc/mtab} (else {@code /proc/mounts}) whose device is a path
 * ({@code /...}, {@code \...}) or remote ({@code host:/...}) and whose type is not {@code none},
 * the last entry of a mount point winning, in the table's order (Ansible's is the order its
 * parallel reads end in: the table's, but for a read that times out, which comes last, as here);
 * {@code options} gain {@code ,bind} where findmnt would show the source with a {@code [root]}
 * (read from {@code /proc/self/mountinfo}: a root other than {@code /}, only when the host has
 * findmnt, as Ansible); sizes from {@code statvfs} (one {@code stat -f} for every mount point,
 * bounded by {@code gather_timeout}); {@code uuid} from {@code lsblk}, else {@code N/A} (Ansible
 * also asks {@code udevadm} about each device lsblk does not name, which only lsblk older than 2.23
 * leaves out).
 *
 * <p>A size read that outlives {@code gather_timeout} leaves Ansible's note on its mount (and a
 * warning): the first pass reads every mount in one process; only when it times out is each mount
 * read again on its own, in parallel, so that one hung mount (a dead NFS server) costs the others
 * nothing but a second read.
 */
final class MountFacts {
  /** Ansible's note on a mount whose size read timed out. */
  static final String TIMEOUT_NOTE = "Could not get extra information due to timeout";

  private static final Pattern OCTAL = Pattern.compile("\\\\([0-7]{3})");

  /**
   * {@code mtab|LINE} per line of the mount table, {@code mntbind|MOUNTPOINT} per mount whose root
   * is not {@code /}, {@code lsblk|NAME UUID}, {@code mntfs|FRSIZE BLOCKS BAVAIL BSIZE FILES FFREE
   * MOUNTPOINT} per mount point read, {@code mnttimeout|MOUNTPOINT} per read that timed out (and
   * {@code mntpt|MOUNTPOINT}, which only the script uses). One awk reads the table, lsblk's listing
   * (on its standard input) and the mountinfo, decodes the table's octal escapes and picks the
   * mount points to read, as the parser does; {@code play_mounts SECONDS} runs it all.
   */
  static final String SCRIPT =
      String.join(
          "\n",
          "play_statfs() {",
          "  t=$1; shift",
          "  [ $# -gt 0 ] || return 0",
          "  f='mntfs|%S %b %a %s %c %d %n'",
          "  if ! command -v timeout >/dev/null 2>&1; then stat -f -c \"$f\" -- \"$@\" 2>/dev/null; return 0; fi",
          "  o=$(timeout -s KILL \"$t\" stat -f -c \"$f\" -- \"$@\" 2>/dev/null)",
          "  case $? in",
          "    124|137) ;;",
          "    *) [ -z \"$o\" ] || printf '%s\\n' \"$o\"; return 0 ;;",
          "  esac",
          "  for p; do",
          "    ( timeout -s KILL \"$t\" stat -f -c \"$f\" -- \"$p\" 2>/dev/null",
          "      case $? in 124|137) printf 'mnttimeout|%s\\n' \"$p\" ;; esac ) 2>/dev/null &",
          "  done",
          "  wait",
          "}",
          "play_mounts() {",
          "  mt=$1",
          "  m=/etc/mtab; [ -e \"$m\" ] || m=/proc/mounts",
          "  i=; command -v findmnt >/dev/null 2>&1 && i=/proc/self/mountinfo",
          "  o=$({ command -v lsblk >/dev/null 2>&1 && lsblk --list --noheadings --paths --output NAME,UUID --exclude 2; } 2>/dev/null |",
          "    awk 'function oct(d) { return substr(d, 1, 1) * 64 + substr(d, 2, 1) * 8 + substr(d, 3, 1) }",
          "    function dec(s,  o, i) {",
          "      o = \"\"",
          "      while ((i = match(s, /\\\\[0-7][0-7][0-7]/)) > 0) {",
          "        o = o substr(s, 1, i - 1) sprintf(\"%c\", oct(substr(s, i + 1, 3))); s = substr(s, i + 4)",
          "      }",
          "      return o s",
          "    }",
          "    FILENAME == \"-\" { print \"lsblk|\" $0; next }",
          "    FILENAME == \"/proc/self/mountinfo\" { if ($4 != \"/\") print \"mntbind|\" $5; next }",
          "    NF >= 4 {",
          "      print \"mtab|\" $0",
          "      d = dec($1); p = dec($2)",
          "      if ((d ~ /^[\\/\\\\]/ || index(d, \":/\") > 0) && dec($3) != \"none\" && index(p, \"\\n\") == 0 && !(p in seen)) {",
          "        seen[p] = 1; print \"mntpt|\" p",
          "      }",
          "    }' \"$m\" - $i 2>/dev/null)",
          "  [ -n \"$o\" ] || return 0",
          "  printf '%s\\n' \"$o\"",
          "  set --",
          "  set -f; s=$IFS; IFS='",
          "'",
          "  for l in $o; do case $l in 'mntpt|'*) set -- \"$@\" \"${l#mntpt|}\" ;; esac; done",
          "  IFS=$s; set +f",
          "  play_statfs \"$mt\" \"$@\"",
          "}");

  private MountFacts() {}

  /** The script part, size reads bounded by {@code timeoutSeconds}. */
  static String script(int timeoutSeconds) {
    return SCRIPT + "\nplay_mounts " + timeoutSeconds;
  }

  /** {@code mounts}, in the mount table's order. Pure. */
  static List<Map<String, Object>> parse(FactOutput o) {
    Set<String> binds = new HashSet<>();
    o.section("mntbind").forEach(p -> binds.add(decode(p.strip())));
    Map<String, String> uuids = uuids(o.section("lsblk"));
    Map<String, long[]> sizes = sizes(o.section("mntfs"));
    Set<String> timedOut = new HashSet<>(o.section("mnttimeout"));
    Map<String, Map<String, Object>> byMount = new LinkedHashMap<>();
    for (String line : o.section("mtab")) {
      String[] f = line.strip().split("\\s+");
      if (f.length < 4) {
        continue;
      }
      String device = decode(f[0]);
      String mount = decode(f[1]);
      String fstype = decode(f[2]);
      String options = decode(f[3]);
      if (!(device.startsWith("/") || device.startsWith("\\") || device.contains(":/"))
          || fstype.equals("none")) {
        continue;
      }
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("mount", mount);
      m.put("device", device);
      m.put("fstype", fstype);
      m.put("options", bind(binds, mount) && !bindInOptions(options) ? options + ",bind" : options);
      if (timedOut.contains(mount) && !sizes.containsKey(mount)) {
        m.put("note", TIMEOUT_NOTE);
      } else {
        long[] s = sizes.get(mount);
        if (s != null) {
          putSizes(m, s);
        }
        String uuid = uuids.get(device);
        m.put("uuid", uuid == null || uuid.isEmpty() ? "N/A" : uuid);
      }
      byMount.put(mount, m);
    }
    // Ansible lists each mount when its read ends: those that timed out come last
    List<Map<String, Object>> out =
        new ArrayList<>(byMount.values().stream().filter(m -> !m.containsKey("note")).toList());
    byMount.values().stream().filter(m -> m.containsKey("note")).forEach(out::add);
    return out;
  }

  /**
   * Whether findmnt shows {@code mount}'s source with a {@code [root]}: Ansible reads its listing
   * split on whitespace, so a mount point with a space in it is never found there.
   */
  private static boolean bind(Set<String> binds, String mount) {
    return binds.contains(mount) && mount.chars().noneMatch(Character::isWhitespace);
  }

  /**
   * Whether the options match {@code .*bind.*"} as a whole (no line break, a {@code bind}, a quote
   * at the end), in one pass: the regular expression backtracks over each {@code bind} in turn.
   */
  static boolean bindInOptions(String options) {
    int bind = options.indexOf("bind");
    return bind >= 0
        && bind + 4 < options.length()
        && options.endsWith("\"")
        && options.chars().noneMatch(MountFacts::lineTerminator);
  }

  /** What {@code .} does not match in a Java regular expression. */
  private static boolean lineTerminator(int c) {
    return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
  }

  /** Ansible's warning for each mount whose size read timed out. */
  static List<String> warnings(List<Map<String, Object>> mounts) {
    return mounts.stream()
        .filter(m -> TIMEOUT_NOTE.equals(m.get("note")))
        .map(m -> "Timeout exceeded when getting mount info for " + m.get("mount"))
        .toList();
  }

  /**
   * {@code frsize blocks bavail bsize files ffree} as Ansible's {@code get_mount_size} turns
   * statvfs into facts.
   */
  private static void putSizes(Map<String, Object> m, long[] s) {
    m.put("size_total", MemoryFacts.number(s[0] * s[1]));
    m.put("size_available", MemoryFacts.number(s[0] * s[2]));
    m.put("block_size", MemoryFacts.number(s[3]));
    m.put("block_total", MemoryFacts.number(s[1]));
    m.put("block_available", MemoryFacts.number(s[2]));
    m.put("block_used", MemoryFacts.number(s[1] - s[2]));
    m.put("inode_total", MemoryFacts.number(s[4]));
    m.put("inode_available", MemoryFacts.number(s[5]));
    m.put("inode_used", MemoryFacts.number(s[4] - s[5]));
  }

  /**
   * lsblk's {@code NAME UUID} lines: the first UUID of each device; a line without one is skipped.
   */
  private static Map<String, String> uuids(List<String> lines) {
    Map<String, String> out = new HashMap<>();
    for (String line : lines) {
      String t = line.strip();
      int split = lastWhitespace(t);
      if (split < 0) {
        continue;
      }
      out.putIfAbsent(t.substring(0, split).strip(), t.substring(split + 1).strip());
    }
    return out;
  }

  private static int lastWhitespace(String s) {
    for (int i = s.length() - 1; i >= 0; i--) {
      if (Character.isWhitespace(s.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  private static Map<String, long[]> sizes(List<String> lines) {
    Map<String, long[]> out = new HashMap<>();
    for (String line : lines) {
      String[] f = line.split(" ", 7);
      if (f.length < 7) {
        continue;
      }
      try {
        long[] v = new long[6];
        for (int i = 0; i < 6; i++) {
          v[i] = Long.parseLong(f[i]);
        }
        out.put(f[6], v);
      } catch (NumberFormatException e) {
        // a line stat could not fill: no sizes, as when statvfs fails
      }
    }
    return out;
  }

  /** The mount table's octal escapes ({@code \040} for a space) as Ansible replaces them. */
  static String decode(String s) {
    if (s.indexOf('\\') < 0) {
      return s;
    }
    Matcher m = OCTAL.matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(
          out, Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 8))));
    }
    m.appendTail(out);
    return out.toString();
  }
}
