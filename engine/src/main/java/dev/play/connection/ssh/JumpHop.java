package dev.play.connection.ssh;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One hop of a ProxyJump chain ({@code [user@]host[:port]}).
 *
 * @param user the login on the hop, or null when not given (resolved later)
 * @param host the hop's name or address
 * @param port the hop's port, or 0 when not given
 */
record JumpHop(String user, String host, int port) {
  public JumpHop {
    Objects.requireNonNull(host, "host");
  }

  /** Parses {@code [user@]host[:port]} (also {@code [v6]:port}). */
  public static JumpHop parse(String spec) {
    String s = spec.trim();
    if (s.startsWith("ssh://")) {
      s = s.substring("ssh://".length());
    }
    String user = null;
    int at = s.lastIndexOf('@');
    if (at >= 0) {
      user = s.substring(0, at);
      s = s.substring(at + 1);
    }
    if (s.startsWith("[") && s.contains("]")) {
      int close = s.indexOf(']');
      int port = s.length() > close + 2 ? Integer.parseInt(s.substring(close + 2)) : 0;
      return new JumpHop(user, s.substring(1, close), port);
    }
    int colon = s.indexOf(':');
    if (colon >= 0 && colon == s.lastIndexOf(':')) {
      return new JumpHop(user, s.substring(0, colon), Integer.parseInt(s.substring(colon + 1)));
    }
    return new JumpHop(user, s, 0);
  }

  /** Parses a comma-separated chain; {@code none} is the empty chain. */
  public static List<JumpHop> parseChain(String chain) {
    List<JumpHop> hops = new ArrayList<>();
    if (chain.trim().equalsIgnoreCase("none")) {
      return hops;
    }
    for (String part : chain.split(",")) {
      if (!part.isBlank()) {
        hops.add(parse(part));
      }
    }
    return List.copyOf(hops);
  }

  @Override
  public String toString() {
    return (user == null ? "" : user + "@") + host + (port == 0 ? "" : ":" + port);
  }
}
