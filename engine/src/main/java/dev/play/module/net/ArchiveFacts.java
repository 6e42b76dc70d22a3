package dev.play.module.net;

/**
 * The shell that reads an archive ({@code $a}) and compares it with the destination, for the facts
 * command of {@link Unarchive}; it prints the lines {@link ArchiveListing} parses. POSIX sh, GNU
 * tar or Info-ZIP unzip, coreutils and gzip: no Python. Exits 4 naming a missing tool, 5 when the
 * archive cannot be listed, 6 when tar is not GNU tar.
 */
final class ArchiveFacts {
  /** {@code tar -tv} to {@code m|type|size|name}: everything after the time field is the name. */
  private static final String TAR_MEMBERS =
      "awk '{t = substr($1, 1, 1); if (t == \"-\") t = \"f\"; n = $0;"
          + " sub(/^[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ +[^ ]+ /, \"\", n); print \"m|\" t \"|\" $3 \"|\" n}'";

  /** {@code unzip -Z -l} to {@code m|type|size|name}. */
  private static final String ZIP_MEMBERS =
      "awk 'NF >= 10 && $1 ~ /^[-dl]/ {t = substr($1, 1, 1);"
          + " if (t == \"-\") t = \"f\"; n = $0;"
          + " sub(/^[^ ]+ +[^ ]+ +[^ ]+ +[0-9]+ +[^ ]+ +[0-9]+ +[^ ]+ +[^ ]+ +[^ ]+ /, \"\", n);"
          + " print \"m|\" t \"|\" $4 \"|\" n}'";

  /** {@code unzip -v} to {@code crc|length|name}. */
  private static final String ZIP_CRCS =
      "awk 'NF >= 8 && $1 ~ /^[0-9]+$/ && length($7) == 8 {n = $0;"
          + " sub(/^ *[0-9]+ +[^ ]+ +[0-9]+ +[^ ]+ +[^ ]+ +[^ ]+ +[0-9a-f]+  /, \"\", n); print $7 \"|\" $1 \"|\" n}'";

  /**
   * The CRC-32 of standard input, from the trailer gzip writes (its last 8 bytes: CRC, size;
   * little-endian).
   */
  private static final String CRC =
      "crc() { gzip -1 -c | tail -c 8 | od -An -tx1 -N4 | awk '{print $4 $3 $2 $1}'; }";

  private ArchiveFacts() {}

  /**
   * Members from {@code tar -tv}, then GNU {@code tar --compare} against {@code dest} (every line
   * prefixed {@code t|}), both with the task's {@code extra_opts} ({@code options}: quoted, each
   * after a space) so that {@code --strip-components} and the like name members as extracted.
   */
  static String tar(String dest, String options) {
    return String.join(
        "\n",
        "command -v tar >/dev/null || { echo tar >&2; exit 4; }",
        "tar --version 2>/dev/null | grep -q 'GNU tar' || { tar --version 2>&1 | head -n 1 >&2; exit 6; }",
        "l=$(tar --quoting-style=literal --show-transformed-names -tv -f \"$a\""
            + options
            + ") || exit 5",
        "printf '%s\\n' \"$l\" | " + TAR_MEMBERS,
        "tar --quoting-style=literal -d -f \"$a\" -C " + dest + options + " 2>&1 | sed 's/^/t|/'");
  }

  /**
   * Members from {@code unzip -Z -l}; each member's CRC-32 from {@code unzip -v} ({@code c|}) and,
   * for a host file of the member's size or a symlink, the host's ({@code h|}).
   */
  static String zip(String dest) {
    return String.join(
        "\n",
        "for t in unzip gzip; do command -v $t >/dev/null || { echo $t >&2; exit 4; }; done",
        "l=$(unzip -Z -l \"$a\") || exit 5",
        "printf '%s\\n' \"$l\" | " + ZIP_MEMBERS,
        CRC,
        "unzip -v \"$a\" | " + ZIP_CRCS + " | while IFS='|' read -r c s n; do",
        "  printf 'c|%s|%s\\n' \"$c\" \"$n\"; f=" + dest + "/$n",
        "  if [ -L \"$f\" ]; then printf 'h|%s|%s\\n' \"$(printf %s \"$(readlink -- \"$f\")\" | crc)\" \"$n\"",
        "  elif [ -f \"$f\" ] && [ \"$(stat -c %s -- \"$f\")\" = \"$s\" ]; then printf 'h|%s|%s\\n' \"$(crc < \"$f\")\" \"$n\"; fi",
        "done");
  }
}
