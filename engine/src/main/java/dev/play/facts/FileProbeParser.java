package dev.play.facts;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/** Parses the output of {@link FileProbe#script()}: {@code key=value} lines, then content. Pure. */
public final class FileProbeParser {
  /** Base64 of the content follows (to the end of the output). */
  private static final String CONTENT_MARK = "content:";

  /** The content itself follows, as printable ASCII (a small text file the shell read). */
  private static final String TEXT_MARK = "text:";

  private FileProbeParser() {}

  /** The {@code key=value} lines of a probe's output: what comes before its content, if any. */
  public static String head(String output) {
    int c = contentStart(output);
    return c < 0 ? output : output.substring(0, c);
  }

  public static ProbeResult parse(String output) {
    int c = contentStart(output);
    String head = c < 0 ? output : output.substring(0, c);
    Optional<byte[]> content = c < 0 ? Optional.empty() : Optional.of(content(output.substring(c)));
    Map<String, String> kv = new LinkedHashMap<>();
    List<TreeEntry> tree = new ArrayList<>();
    for (String line : head.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq);
      String value = line.substring(eq + 1);
      if (key.equals("entry")) {
        tree.add(entry(value));
      } else {
        kv.putIfAbsent(key, value);
      }
    }
    return result(kv, content, tree);
  }

  private static ProbeResult result(
      Map<String, String> kv, Optional<byte[]> content, List<TreeEntry> tree) {
    String path = require(kv, "path");
    FileFacts file =
        kv.containsKey("absent") ? new FileFacts.Absent(path) : present(path, kv, content);
    return new ProbeResult(
        path,
        kv.getOrDefault("real", path),
        env(require(kv, "env")),
        ProbeResult.ParentState.valueOf(require(kv, "parent").toUpperCase(java.util.Locale.ROOT)),
        kv.containsKey("parent_writeable"),
        file,
        content,
        kv.containsKey("content_skipped"),
        optionalInt(kv.get("user_id")),
        optionalInt(kv.get("group_id")),
        tree,
        other(kv));
  }

  private static ProbeResult.Other other(Map<String, String> kv) {
    if (kv.containsKey("same_file")) {
      return ProbeResult.Other.SAME_FILE;
    }
    String o = kv.get("other");
    return o == null
        ? ProbeResult.Other.NOT_ASKED
        : o.equals("present") ? ProbeResult.Other.PRESENT : ProbeResult.Other.ABSENT;
  }

  private static FileFacts.Present present(
      String path, Map<String, String> kv, Optional<byte[]> content) {
    String[] f = require(kv, "stat").split("\\|", 14);
    if (f.length < 14) {
      throw new IllegalArgumentException("malformed stat line: " + kv.get("stat"));
    }
    int raw = Integer.parseInt(f[0], 16);
    String access = kv.getOrDefault("access", "---");
    return new FileFacts.Present(
        path,
        FileType.fromRawMode(raw),
        raw & 07777,
        new FileFacts.Owner(Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[12], f[13]),
        Long.parseLong(f[3]),
        new FileFacts.Times(
            Long.parseLong(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]), f[10], f[11]),
        new FileFacts.Inode(Long.parseLong(f[7]), Long.parseLong(f[8]), Integer.parseInt(f[9])),
        kv.get("link"),
        checksum(kv, content),
        new FileFacts.Access(
            access.charAt(0) == 'r', access.charAt(1) == 'w', access.charAt(2) == 'x'));
  }

  /**
   * The host's {@code checksum=}, or the digest of the content when the probe asked for that
   * instead.
   */
  private static String checksum(Map<String, String> kv, Optional<byte[]> content) {
    String algorithm = kv.get("checksum_of_content");
    if (algorithm == null || content.isEmpty()) {
      return kv.get("checksum");
    }
    return ContentDigest.hex(algorithm, content.get());
  }

  /** The {@code env=} line of a facts command: umask, uid, gid, user, group. */
  public static HostEnv env(String line) {
    String[] f = line.split("\\|", 5);
    return new HostEnv(
        Integer.parseInt(f[0].trim(), 8),
        Integer.parseInt(f[1]),
        Integer.parseInt(f[2]),
        f[3],
        f[4]);
  }

  private static TreeEntry entry(String line) {
    String[] f = line.split("\\|", 5);
    return new TreeEntry(
        f[4],
        f[3].equals("d"),
        Integer.parseInt(f[0], 8),
        Integer.parseInt(f[1]),
        Integer.parseInt(f[2]));
  }

  private static OptionalInt optionalInt(String v) {
    return v == null || v.isBlank()
        ? OptionalInt.empty()
        : OptionalInt.of(Integer.parseInt(v.trim()));
  }

  /** Where the first line that is only a content mark starts, or -1. */
  private static int contentStart(String output) {
    for (int at = 0; at < output.length(); ) {
      int end = output.indexOf('\n', at);
      if (end < 0) {
        return -1;
      }
      if (isLine(output, at, end, CONTENT_MARK) || isLine(output, at, end, TEXT_MARK)) {
        return at;
      }
      at = end + 1;
    }
    return -1;
  }

  private static boolean isLine(String output, int at, int end, String mark) {
    return end - at == mark.length() && output.startsWith(mark, at);
  }

  private static byte[] content(String marked) {
    int nl = marked.indexOf('\n');
    String rest = marked.substring(nl + 1);
    return marked.startsWith(TEXT_MARK) ? rest.getBytes(StandardCharsets.US_ASCII) : decode(rest);
  }

  private static byte[] decode(String b64) {
    return Base64.getMimeDecoder().decode(b64.strip().getBytes(StandardCharsets.US_ASCII));
  }

  private static String require(Map<String, String> kv, String key) {
    String v = kv.get(key);
    if (v == null) {
      throw new IllegalArgumentException("file facts: missing '" + key + "' in command output");
    }
    return v;
  }
}
