package dev.play.connection.ssh;

import dev.play.secret.Secrets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Resolves {@link SshTarget}s. Precedence, first wins: variables ({@code ansible_port} etc., each
 * also under Ansible's older {@code ansible_ssh_*} name, which wins when both are set; a task's
 * {@code port} and {@code remote_user} keywords come below them as their defaults; then the ssh
 * arguments in {@code ansible_ssh_common_args}/{@code ansible_ssh_extra_args}), the command line
 * and ansible.cfg ({@link SshDefaults}: {@code -u} or {@code remote_user}, {@code remote_port},
 * {@code --private-key}), {@code ~/.ssh/config}, built-in defaults (port 22, the local user, {@code
 * ~/.ssh/id_ed25519}, {@code id_ecdsa}, {@code id_rsa}, {@code ~/.ssh/known_hosts}, STRICT, 10 s, 3
 * attempts).
 */
public final class SshTargets {
  static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
  static final int DEFAULT_ATTEMPTS = 3;
  static final int MAX_CHANNELS = 8;
  private static final List<String> DEFAULT_KEYS = List.of("id_ed25519", "id_ecdsa", "id_rsa");

  /**
   * Every variable {@link #target} reads: the same host with equal values of these has an equal
   * target.
   */
  public static final List<String> VARIABLES =
      List.of(
          "ansible_host",
          "ansible_ssh_host",
          "ansible_user",
          "ansible_ssh_user",
          "ansible_port",
          "ansible_ssh_port",
          "ansible_private_key_file",
          "ansible_ssh_private_key_file",
          "ansible_host_key_checking",
          "ansible_ssh_common_args",
          "ansible_ssh_extra_args",
          "ansible_password",
          "ansible_ssh_pass",
          "ansible_ssh_timeout",
          "ansible_ssh_retries");

  private final SshDefaults defaults;
  private final SshConfig config;
  private final Secrets secrets;

  /** {@code secrets}: the run's values to mask, to which each host's password is added. */
  public SshTargets(SshDefaults defaults, SshConfig config, Secrets secrets) {
    this.defaults = defaults;
    this.config = config;
    this.secrets = secrets;
  }

  /**
   * Reads the ssh_config named by {@code defaults} once; reuse the instance for every host of a
   * run.
   */
  public static SshTargets using(SshDefaults defaults, Secrets secrets) {
    try {
      return new SshTargets(
          defaults,
          SshConfig.read(defaults.sshConfig(), defaults.home(), defaults.localUser()),
          secrets);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + defaults.sshConfig(), e);
    }
  }

  /**
   * The target for one inventory host; {@code var} returns a variable's value or null when it is
   * undefined.
   *
   * @throws IllegalArgumentException when a variable holds a bad value (the message names it)
   */
  public SshTarget target(String inventoryHost, Function<String, Object> var) {
    Vars v = new Vars(var);
    String sshName = v.string(v.named("ansible_host", "ansible_ssh_host"), inventoryHost);
    SshOptions fromVars =
        new SshOptions(
            null,
            v.string(v.named("ansible_user", "ansible_ssh_user"), null),
            v.integer(v.named("ansible_port", "ansible_ssh_port")),
            v.list(v.named("ansible_private_key_file", "ansible_ssh_private_key_file")),
            null,
            v.policy(),
            null,
            null,
            null);
    SshOptions args =
        SshArgs.parse(
            v.string("ansible_ssh_common_args", "") + " " + v.string("ansible_ssh_extra_args", ""));
    SshOptions cli =
        new SshOptions(
            null,
            defaults.user(),
            defaults.port(),
            defaults.privateKey() == null ? List.of() : List.of(defaults.privateKey().toString()),
            null,
            defaults.policy(),
            null,
            null,
            null);
    SshOptions o =
        hostKeyCheckingOff(fromVars)
            .orElse(fromVars)
            .orElse(args)
            .orElse(cli)
            .orElse(config.lookup(sshName));
    String password =
        v.string("ansible_password", v.string("ansible_ssh_pass", defaults.password()));
    secrets.register(password);
    Integer timeout = v.integer("ansible_ssh_timeout");
    Integer retries = v.integer("ansible_ssh_retries");
    return new SshTarget(
        inventoryHost,
        o.hostName() == null ? sshName : o.hostName(),
        o.port() == null ? 22 : o.port(),
        o.user() == null ? defaults.localUser() : o.user(),
        identities(o),
        password,
        o.policy() == null ? HostKeyPolicy.STRICT : o.policy(),
        knownHosts(o),
        hops(o.jumps()),
        timeout != null
            ? Duration.ofSeconds(timeout)
            : defaults.timeout() != null ? defaults.timeout() : DEFAULT_TIMEOUT,
        retries == null ? DEFAULT_ATTEMPTS : retries + 1,
        KeepAlive.of(o.aliveInterval(), o.aliveCountMax()),
        MAX_CHANNELS,
        defaults.becomeTimeout());
  }

  /**
   * host_key_checking false (the host's variable, else ansible.cfg or ANSIBLE_HOST_KEY_CHECKING):
   * Ansible then puts {@code -o StrictHostKeyChecking=no} before the ssh arguments, and ssh keeps
   * an option's first value, so it beats a StrictHostKeyChecking in ansible_ssh_common_args.
   */
  private SshOptions hostKeyCheckingOff(SshOptions fromVars) {
    HostKeyPolicy setting = fromVars.policy() != null ? fromVars.policy() : defaults.policy();
    return setting != HostKeyPolicy.OFF
        ? SshOptions.NONE
        : new SshOptions(null, null, null, List.of(), null, HostKeyPolicy.OFF, null, null, null);
  }

  private List<Path> identities(SshOptions o) {
    if (!o.identityFiles().isEmpty()) {
      return o.identityFiles().stream().map(this::path).toList();
    }
    return DEFAULT_KEYS.stream().map(k -> defaults.home().resolve(".ssh").resolve(k)).toList();
  }

  private Path knownHosts(SshOptions o) {
    return o.knownHosts() == null
        ? defaults.home().resolve(".ssh/known_hosts")
        : path(o.knownHosts());
  }

  private Path path(String p) {
    return p.equals("~")
        ? defaults.home()
        : p.startsWith("~/") ? defaults.home().resolve(p.substring(2)) : Path.of(p);
  }

  /**
   * Each hop's address, user and port from ssh_config, else the local user and port 22 (as
   * OpenSSH).
   */
  private List<JumpHop> hops(List<JumpHop> jumps) {
    List<JumpHop> out = new ArrayList<>();
    for (JumpHop h : jumps == null ? List.<JumpHop>of() : jumps) {
      SshOptions c = config.lookup(h.host());
      String user =
          h.user() != null ? h.user() : c.user() != null ? c.user() : defaults.localUser();
      int port = h.port() != 0 ? h.port() : c.port() != null ? c.port() : 22;
      out.add(new JumpHop(user, c.hostName() != null ? c.hostName() : h.host(), port));
    }
    return out;
  }

  /** Typed access to inventory variables with messages that name the variable. */
  private record Vars(Function<String, Object> var) {
    /**
     * Of a setting's variables, the last one set (Ansible's order: a later one wins), else the
     * first.
     */
    String named(String... names) {
      for (int i = names.length - 1; i > 0; i--) {
        if (var.apply(names[i]) != null) {
          return names[i];
        }
      }
      return names[0];
    }

    String string(String name, String fallback) {
      Object o = var.apply(name);
      return o == null ? fallback : o.toString();
    }

    Integer integer(String name) {
      Object o = var.apply(name);
      if (o == null || o instanceof Integer) {
        return (Integer) o;
      }
      try {
        return Integer.valueOf(o.toString().trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(name + ": expected a number, got '" + o + "'");
      }
    }

    List<String> list(String name) {
      Object o = var.apply(name);
      return o == null ? List.of() : List.of(o.toString());
    }

    HostKeyPolicy policy() {
      Object o = var.apply("ansible_host_key_checking");
      if (o == null) {
        return null;
      }
      return switch (o.toString().trim().toLowerCase(Locale.ROOT)) {
        case "true", "yes", "1", "on" -> HostKeyPolicy.STRICT;
        case "false", "no", "0", "off" -> HostKeyPolicy.OFF;
        case "accept-new" -> HostKeyPolicy.ACCEPT_NEW;
        default ->
            throw new IllegalArgumentException(
                "ansible_host_key_checking: expected true or false, got '" + o + "'");
      };
    }
  }
}
