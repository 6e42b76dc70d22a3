package dev.play.connection.become;

import dev.play.connection.Become;
import dev.play.connection.Command;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Supplier;

/**
 * Turns a {@link Command} into the argv that runs it, wrapped in sudo or su when it escalates. Pure
 * apart from the marker tokens, which come from the supplier (random in production). The password
 * never appears here: sudo reads it from standard input when it prints the prompt marker.
 */
public final class BecomeWrapper {
  private static final String SUCCESS = "BECOME-SUCCESS-";
  private static final SecureRandom RANDOM = new SecureRandom();
  private final Supplier<String> tokens;
  private final BecomeTools tools;

  public BecomeWrapper(Supplier<String> tokens, BecomeTools tools) {
    this.tokens = tokens;
    this.tools = tools;
  }

  /** Random 128-bit markers, sudo and su from the PATH. */
  public static BecomeWrapper random() {
    return new BecomeWrapper(() -> randomToken(RANDOM), BecomeTools.DEFAULT);
  }

  /** 128 random bits as hex, for markers that no output can guess. */
  public static String randomHex() {
    return randomToken(RANDOM);
  }

  private static String randomToken(SecureRandom random) {
    byte[] bytes = new byte[16];
    random.nextBytes(bytes);
    return HexFormat.of().formatHex(bytes);
  }

  /**
   * The command as argv; direct when it does not escalate or escalates to {@code connectingUser}.
   *
   * @throws BecomeException for a method other than sudo or su
   */
  public WrappedCommand wrap(Command command, String connectingUser) throws BecomeException {
    Become b = command.become();
    if (b == null || b.user().equals(connectingUser)) {
      return WrappedCommand.direct(command.script());
    }
    String token = tokens.get();
    String success = SUCCESS + token;
    String script = "echo " + success + "; " + command.script();
    return switch (b.method()) {
      case "sudo" -> sudo(b, token, success, script);
      case "su" -> su(b, success, script);
      default ->
          throw new BecomeException(
              "unsupported become method '" + b.method() + "' (play supports sudo and su)");
    };
  }

  /**
   * {@code sudo -S -p PROMPT [flags] -u USER /bin/sh -c SCRIPT}: the flags are {@code become_flags}
   * (default {@code -H}), less {@code -n} when there is a password to give, as Ansible's sudo.
   */
  private WrappedCommand sudo(Become b, String token, String success, String script) {
    String prompt = "[sudo via play, key=" + token + "] password:";
    List<String> argv = new ArrayList<>();
    argv.addAll(List.of(b.exe() != null ? b.exe() : tools.sudo(), "-S", "-p", prompt));
    argv.addAll(b.flags() == null ? List.of("-H") : sudoFlags(b.flags(), b.password() != null));
    argv.addAll(List.of("-u", b.user(), "/bin/sh", "-c", script));
    return new WrappedCommand(argv, b, prompt, success);
  }

  /**
   * Without {@code -n}/{@code --non-interactive} (also inside {@code -Hn}) when a password is
   * given.
   */
  static List<String> sudoFlags(List<String> flags, boolean password) {
    if (!password) {
      return flags;
    }
    List<String> out = new ArrayList<>();
    for (String f : flags) {
      String kept = f.startsWith("--") ? f : f.replaceFirst("^(-\\w*)n(\\w*.*)$", "$1$2");
      if (!f.equals("-n") && !f.equals("--non-interactive")) {
        out.add(kept);
      }
    }
    return out;
  }

  /** {@code su [flags] -s /bin/sh USER -c SCRIPT}. */
  private WrappedCommand su(Become b, String success, String script) {
    List<String> argv = new ArrayList<>();
    argv.add(b.exe() != null ? b.exe() : tools.su());
    argv.addAll(b.flags() == null ? List.of() : b.flags());
    argv.addAll(List.of("-s", "/bin/sh", b.user(), "-c", script));
    return new WrappedCommand(argv, b, null, success);
  }
}
