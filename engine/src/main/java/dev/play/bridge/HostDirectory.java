package dev.play.bridge;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.HostSession;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.value.Shell;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The private directory that bridged modules use on one host for one become identity: made on first
 * use (mode 0700, {@code runner.py} in it), removed when the connection closes, and the keys of the
 * module code it holds. One per {@link HostSession}.
 */
final class HostDirectory {
  private static final String KEY = "play.bridge.directory";
  static final String RUNNER = "runner.py";
  private static final String RUNNER_CODE = ModulePacker.resource(RUNNER);

  private final Set<String> installed = ConcurrentHashMap.newKeySet();
  private final List<Packed> loaded = new ArrayList<>();
  private String path;

  /** The directory of {@code ctx}'s host and identity. */
  static HostDirectory of(ModuleContext ctx) throws ConnectionException {
    return ctx.session().get(KEY, HostDirectory::new);
  }

  /** Its path, making it (and registering its removal) on first use. */
  synchronized String path(ModuleContext ctx) throws ConnectionException, ModuleFailure {
    if (path != null) {
      return path;
    }
    String script =
        "umask 077 && d=$(mktemp -d \"${TMPDIR:-/tmp}/.play-bridge.XXXXXXXX\") && cat > \"$d/"
            + RUNNER
            + "\" && printf '%s' \"$d\"";
    CommandResult made = ctx.run(script, RUNNER_CODE.getBytes(StandardCharsets.UTF_8));
    String dir = made.stdout().strip();
    if (!made.ok() || !dir.startsWith("/") || dir.contains("\n")) {
      throw new ModuleFailure(
          "cannot make a private directory for Ansible's module code on "
              + ctx.host()
              + ": "
              + (made.stderr().isBlank() ? "exit " + made.rc() : made.stderr().strip()));
    }
    ctx.session().atClose("rm -rf " + Shell.quote(dir));
    path = dir;
    return dir;
  }

  boolean holds(String key) {
    return installed.contains(key);
  }

  void holding(String key) {
    installed.add(key);
  }

  /**
   * The host lost the code (the directory was emptied, or another runner took the request): it is
   * sent again, whole.
   */
  void lost(String key) {
    installed.remove(key);
    synchronized (loaded) {
      loaded.clear();
    }
  }

  /** The new-style modules whose code a runner that stays up loaded, in the order it was sent. */
  List<Packed> loaded() {
    synchronized (loaded) {
      return List.copyOf(loaded);
    }
  }

  /** A runner that stays up loaded {@code code}. */
  void loading(Packed code) {
    synchronized (loaded) {
      if (loaded.stream().noneMatch(p -> p.key().equals(code.key()))) {
        loaded.add(code);
      }
    }
  }
}
