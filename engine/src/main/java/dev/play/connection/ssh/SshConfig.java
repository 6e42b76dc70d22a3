package dev.play.connection.ssh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An OpenSSH client configuration ({@code ~/.ssh/config}): {@code Host} blocks with patterns, the
 * first value of each keyword wins, {@code IdentityFile} accumulates, {@code Include} is inlined.
 * Understood keywords: HostName, User, Port, IdentityFile, ProxyJump, StrictHostKeyChecking,
 * UserKnownHostsFile; others are ignored. {@code Match} blocks never match (not supported).
 */
final class SshConfig {
  private record Entry(String key, String value) {}

  private record Block(List<String> patterns, List<Entry> entries) {}

  private final List<Block> blocks;
  private final Path home;
  private final String localUser;

  private SshConfig(List<Block> blocks, Path home, String localUser) {
    this.blocks = blocks;
    this.home = home;
    this.localUser = localUser;
  }

  public static SshConfig empty(Path home, String localUser) {
    return new SshConfig(List.of(), home, localUser);
  }

  /**
   * Reads {@code file} (missing: empty); relative Include paths resolve against {@code home/.ssh}.
   */
  public static SshConfig read(Path file, Path home, String localUser) throws IOException {
    if (!Files.isRegularFile(file)) {
      return empty(home, localUser);
    }
    return parse(Files.readString(file), home, localUser);
  }

  public static SshConfig parse(String text, Path home, String localUser) {
    Parser p = new Parser(home);
    p.lines(text, 0);
    return new SshConfig(List.copyOf(p.blocks), home, localUser);
  }

  /** The options for {@code host} (the name given to ssh: ansible_host or the inventory name). */
  public SshOptions lookup(String host) {
    Map<String, String> first = new HashMap<>();
    List<String> identities = new ArrayList<>();
    for (Block b : blocks) {
      if (!HostPattern.matches(b.patterns(), host)) {
        continue;
      }
      for (Entry e : b.entries()) {
        if (e.key().equals("identityfile")) {
          identities.add(e.value());
        } else {
          first.putIfAbsent(e.key(), e.value());
        }
      }
    }
    return options(host, first, identities);
  }

  private SshOptions options(String host, Map<String, String> v, List<String> identities) {
    String hostName = v.containsKey("hostname") ? v.get("hostname").replace("%h", host) : null;
    String user = v.get("user");
    Integer port = v.containsKey("port") ? Integer.valueOf(v.get("port")) : null;
    Tokens t =
        new Tokens(
            home,
            localUser,
            hostName == null ? host : hostName,
            user == null ? localUser : user,
            port == null ? 22 : port);
    List<String> ids = identities.stream().map(t::expand).toList();
    List<JumpHop> jumps =
        v.containsKey("proxyjump") ? JumpHop.parseChain(v.get("proxyjump")) : null;
    HostKeyPolicy policy =
        v.containsKey("stricthostkeychecking")
            ? HostKeyPolicy.fromOpenSsh(v.get("stricthostkeychecking"))
            : null;
    String known =
        v.containsKey("userknownhostsfile")
            ? t.expand(v.get("userknownhostsfile").split("\\s+")[0])
            : null;
    return new SshOptions(hostName, user, port, ids, jumps, policy, known, null, null);
  }

  /** Expands ~ and the common % tokens of paths. */
  record Tokens(Path home, String localUser, String host, String remoteUser, int port) {
    String expand(String path) {
      String p = path.startsWith("~/") ? home + path.substring(1) : path;
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < p.length(); i++) {
        char c = p.charAt(i);
        if (c != '%' || i + 1 >= p.length()) {
          out.append(c);
          continue;
        }
        char k = p.charAt(++i);
        out.append(
            switch (k) {
              case 'h' -> host;
              case 'u' -> localUser;
              case 'r' -> remoteUser;
              case 'p' -> String.valueOf(port);
              case 'd' -> home.toString();
              case '%' -> "%";
              default -> "%" + k;
            });
      }
      return out.toString();
    }
  }

  /** Turns lines into blocks; lines before the first Host belong to an implicit {@code Host *}. */
  private static final class Parser {
    private static final int MAX_DEPTH = 8;
    private final Path home;
    private final List<Block> blocks = new ArrayList<>();
    private Block current = new Block(List.of("*"), new ArrayList<>());

    Parser(Path home) {
      this.home = home;
      blocks.add(current);
    }

    void lines(String text, int depth) {
      for (String raw : text.split("\r?\n")) {
        String line = raw.strip();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        String[] kv = line.split("\\s*=\\s*|\\s+", 2);
        String key = kv[0].toLowerCase(Locale.ROOT);
        String value = kv.length > 1 ? unquote(kv[1].strip()) : "";
        switch (key) {
          case "host" -> startBlock(List.of(value.split("\\s+")));
          case "match" -> startBlock(List.of());
          case "include" -> include(value, depth);
          default -> current.entries().add(new Entry(key, value));
        }
      }
    }

    private void startBlock(List<String> patterns) {
      current = new Block(patterns, new ArrayList<>());
      blocks.add(current);
    }

    private void include(String value, int depth) {
      if (depth >= MAX_DEPTH) {
        return;
      }
      for (String spec : value.split("\\s+")) {
        for (Path file : expandInclude(spec)) {
          try {
            lines(Files.readString(file), depth + 1);
          } catch (IOException e) {
            throw new UncheckedIOException("cannot read ssh config include " + file, e);
          }
        }
      }
    }

    private List<Path> expandInclude(String spec) {
      Path p =
          spec.startsWith("~/")
              ? home.resolve(spec.substring(2))
              : home.resolve(".ssh").resolve(spec);
      if (!spec.contains("*") && !spec.contains("?")) {
        return Files.isRegularFile(p) ? List.of(p) : List.of();
      }
      List<Path> found = new ArrayList<>();
      try (DirectoryStream<Path> ds =
          Files.newDirectoryStream(p.getParent(), p.getFileName().toString())) {
        ds.forEach(found::add);
      } catch (IOException e) {
        return List.of();
      }
      found.sort(null);
      return found;
    }

    private static String unquote(String v) {
      return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")
          ? v.substring(1, v.length() - 1)
          : v;
    }
  }
}
