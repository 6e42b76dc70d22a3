package dev.play.connection.ssh;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads the ssh command-line arguments Ansible users put in {@code ansible_ssh_common_args} and
 * {@code ansible_ssh_extra_args}: {@code -o Key=Value} (ProxyJump, ProxyCommand rejected,
 * StrictHostKeyChecking, UserKnownHostsFile, Port, User, IdentityFile, HostName,
 * ServerAliveInterval, ServerAliveCountMax), {@code -J}, {@code -p}, {@code -i}, {@code -l}. Other
 * options are ignored; first value wins as in ssh.
 */
final class SshArgs {
  private SshArgs() {}

  public static SshOptions parse(String args) {
    List<String> words = words(args);
    SshOptions opts = SshOptions.NONE;
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      if (!w.startsWith("-") || w.length() < 2) {
        continue;
      }
      char flag = w.charAt(1);
      if ("oJpil".indexOf(flag) < 0) {
        continue;
      }
      String value = w.length() > 2 ? w.substring(2) : (i + 1 < words.size() ? words.get(++i) : "");
      opts = opts.orElse(flag == 'o' ? option(value) : flag(flag, value));
    }
    return opts;
  }

  private static SshOptions flag(char flag, String v) {
    return switch (flag) {
      case 'J' -> option("ProxyJump=" + v);
      case 'p' -> option("Port=" + v);
      case 'i' -> option("IdentityFile=" + v);
      default -> option("User=" + v);
    };
  }

  private static SshOptions option(String kv) {
    String[] parts = kv.split("\\s*=\\s*|\\s+", 2);
    String v = parts.length > 1 ? parts[1].strip() : "";
    return switch (parts[0].toLowerCase(Locale.ROOT)) {
      case "proxyjump" ->
          new SshOptions(
              null, null, null, List.of(), JumpHop.parseChain(v), null, null, null, null);
      case "stricthostkeychecking" ->
          new SshOptions(
              null, null, null, List.of(), null, HostKeyPolicy.fromOpenSsh(v), null, null, null);
      case "userknownhostsfile" ->
          new SshOptions(null, null, null, List.of(), null, null, v.split("\\s+")[0], null, null);
      case "port" ->
          new SshOptions(null, null, Integer.valueOf(v), List.of(), null, null, null, null, null);
      case "user" -> new SshOptions(null, v, null, List.of(), null, null, null, null, null);
      case "identityfile" ->
          new SshOptions(null, null, null, List.of(v), null, null, null, null, null);
      case "hostname" -> new SshOptions(v, null, null, List.of(), null, null, null, null, null);
      case "serveraliveinterval" ->
          new SshOptions(null, null, null, List.of(), null, null, null, count(kv, v), null);
      case "serveralivecountmax" ->
          new SshOptions(null, null, null, List.of(), null, null, null, null, count(kv, v));
      case "proxycommand" ->
          throw new IllegalArgumentException(
              "ProxyCommand is not supported (play does not run a local ssh); use ProxyJump / -J");
      default -> SshOptions.NONE;
    };
  }

  private static Integer count(String option, String value) {
    try {
      int n = Integer.parseInt(value);
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // the message below
    }
    throw new IllegalArgumentException("-o " + option + ": a whole number of at least 0 is needed");
  }

  /** Splits like sh: whitespace separates words; single and double quotes and backslashes group. */
  static List<String> words(String s) {
    List<String> words = new ArrayList<>();
    StringBuilder w = null;
    char quote = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < s.length()) {
          w.append(s.charAt(++i));
        } else {
          w.append(c);
        }
      } else if (Character.isWhitespace(c)) {
        if (w != null) {
          words.add(w.toString());
          w = null;
        }
      } else {
        w = w == null ? new StringBuilder() : w;
        if (c == '\'' || c == '"') {
          quote = c;
        } else if (c == '\\' && i + 1 < s.length()) {
          w.append(s.charAt(++i));
        } else {
          w.append(c);
        }
      }
    }
    if (w != null) {
      words.add(w.toString());
    }
    return words;
  }
}
