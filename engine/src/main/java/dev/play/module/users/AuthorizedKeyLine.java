package dev.play.module.users;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One line of an {@code authorized_keys} file: {@code [options] type blob [comment]}. */
record AuthorizedKeyLine(String options, String type, String blob, String comment) {
  private static final Pattern KEY =
      Pattern.compile(
          "(?:^|\\s)((?:sk-)?(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp(?:256|384|521))(?:@openssh\\.com)?"
              + "(?:-cert-v01@openssh\\.com)?)\\s+([A-Za-z0-9+/]+=*)(?:\\s+(.*))?$");

  /** The key of a line, or null for blanks, comments and lines without a key. Pure. */
  static AuthorizedKeyLine parse(String line) {
    String t = line.strip();
    if (t.isEmpty() || t.startsWith("#")) {
      return null;
    }
    Matcher m = KEY.matcher(t);
    if (!m.find()) {
      return null;
    }
    String options = t.substring(0, m.start(1)).strip();
    return new AuthorizedKeyLine(
        options, m.group(1), m.group(2), m.group(3) == null ? "" : m.group(3).strip());
  }

  boolean sameKey(AuthorizedKeyLine other) {
    return other != null && type.equals(other.type) && blob.equals(other.blob);
  }

  AuthorizedKeyLine with(String newOptions, String newComment) {
    return new AuthorizedKeyLine(
        newOptions != null ? newOptions : options,
        type,
        blob,
        newComment != null ? newComment : comment);
  }

  String line() {
    return (options.isEmpty() ? "" : options + " ")
        + type
        + " "
        + blob
        + (comment.isEmpty() ? "" : " " + comment)
        + "\n";
  }
}
