package dev.play.connection.ssh;

import dev.play.connection.ConnectionException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.transport.TransportException;
import net.schmizz.sshj.userauth.UserAuthException;
import net.schmizz.sshj.userauth.keyprovider.KeyProvider;
import net.schmizz.sshj.userauth.method.AuthKeyboardInteractive;
import net.schmizz.sshj.userauth.method.AuthMethod;
import net.schmizz.sshj.userauth.method.AuthPassword;
import net.schmizz.sshj.userauth.method.AuthPublickey;
import net.schmizz.sshj.userauth.method.PasswordResponseProvider;
import net.schmizz.sshj.userauth.password.PasswordFinder;
import net.schmizz.sshj.userauth.password.PasswordUtils;
import net.schmizz.sshj.userauth.password.Resource;

/**
 * Logs in with the target's keys (files that exist, in order), then its password (also offered to
 * keyboard-interactive). Asks {@link PassphraseSource} once per encrypted key file for the run.
 */
final class Authenticator {
  private final PassphraseSource source;
  private final Map<Path, Optional<char[]>> passphrases = new ConcurrentHashMap<>();
  private final Map<Path, Loaded> keys = new ConcurrentHashMap<>();

  Authenticator(PassphraseSource source) {
    this.source = source;
  }

  void authenticate(SSHClient c, SshTarget t, String user, String label, boolean offerPassword)
      throws ConnectionException {
    List<AuthMethod> methods = new ArrayList<>();
    List<Tried> tried = new ArrayList<>();
    for (Path key : t.identityFiles()) {
      if (Files.isRegularFile(key)) {
        addKey(c, key, methods, tried);
      }
    }
    if (offerPassword && t.password() != null) {
      PasswordFinder pw = PasswordUtils.createOneOff(t.password().toCharArray());
      methods.add(new AuthPassword(pw));
      methods.add(
          new AuthKeyboardInteractive(
              new PasswordResponseProvider(
                  PasswordUtils.createOneOff(t.password().toCharArray()))));
      tried.add(new Tried("password", null));
    }
    if (methods.isEmpty()) {
      throw new ConnectionException(
          "cannot reach "
              + t.name()
              + ": no credentials for "
              + label
              + " (none of "
              + t.identityFiles()
              + " exists and no password is set)");
    }
    login(c, t, user, label, methods, tried);
  }

  private static void login(
      SSHClient c,
      SshTarget t,
      String user,
      String label,
      List<AuthMethod> methods,
      List<Tried> tried)
      throws ConnectionException {
    try {
      c.auth(user, methods);
    } catch (UserAuthException e) {
      if (timedOut(e)) {
        throw new ConnectionException(
            "timed out after "
                + t.connectTimeout().toSeconds()
                + " s waiting for the login of "
                + user
                + "@"
                + hostOf(label)
                + " (a slow login: the host's key lookup or PAM; ansible_ssh_timeout raises it)");
      }
      List<String> names = tried.stream().map(Tried::describe).toList();
      throw new ConnectionException(
          "authentication failed for "
              + user
              + "@"
              + hostOf(label)
              + " (tried: "
              + String.join(", ", names)
              + ")");
    } catch (TransportException e) {
      throw new ConnectionException(
          "connection to " + t.name() + " lost during authentication: " + e.getMessage(), e);
    }
  }

  /** Whether the login failed because its answer did not come in time (sshj's timeout). */
  private static boolean timedOut(Throwable e) {
    for (Throwable c = e; c != null; c = c.getCause()) {
      if (c instanceof java.util.concurrent.TimeoutException
          || String.valueOf(c.getMessage()).startsWith("Timeout expired")) {
        return true;
      }
    }
    return false;
  }

  private static String hostOf(String label) {
    int at = label.indexOf('@');
    return at < 0 ? label : label.substring(at + 1);
  }

  private void addKey(SSHClient c, Path key, List<AuthMethod> methods, List<Tried> tried) {
    try {
      KeyProvider kp = provider(c, key);
      methods.add(new AuthPublickey(kp));
      tried.add(new Tried(key.toString(), kp));
    } catch (IOException e) {
      tried.add(new Tried(key + " (unreadable: " + e.getMessage() + ")", null));
    }
  }

  /**
   * The key file's provider, shared by every connection of the run: the file is read and parsed
   * (and decrypted) once, not once per host. A file changed since is read again.
   */
  private KeyProvider provider(SSHClient c, Path key) throws IOException {
    java.nio.file.attribute.FileTime modified = Files.getLastModifiedTime(key);
    Loaded loaded = keys.get(key);
    if (loaded != null && loaded.modified().equals(modified)) {
      return loaded.provider();
    }
    KeyProvider kp = new LoadedKey(c.loadKeys(key.toString(), finder(key)));
    keys.put(key, new Loaded(modified, kp));
    return kp;
  }

  private record Loaded(java.nio.file.attribute.FileTime modified, KeyProvider provider) {}

  private PasswordFinder finder(Path key) {
    return new PasswordFinder() {
      @Override
      public char[] reqPassword(Resource<?> resource) {
        Optional<char[]> p =
            passphrases.computeIfAbsent(key, k -> Optional.ofNullable(source.passphrase(k)));
        return p.map(char[]::clone).orElse(null);
      }

      @Override
      public boolean shouldRetry(Resource<?> resource) {
        return false;
      }
    };
  }

  /** One credential offered, described for the failure message (never the secret). */
  private record Tried(String what, KeyProvider key) {
    String describe() {
      if (key == null) {
        return what.equals("password") ? what : "publickey " + what;
      }
      return "publickey " + keyType() + " " + what;
    }

    private String keyType() {
      try {
        String type = key.getType().toString();
        return type.contains("ed25519")
            ? "ed25519"
            : type.startsWith("ecdsa") ? "ecdsa" : type.contains("rsa") ? "rsa" : type;
      } catch (IOException | RuntimeException e) {
        return "(encrypted)";
      }
    }
  }
}
