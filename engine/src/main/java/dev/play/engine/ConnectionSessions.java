package dev.play.engine;

import dev.play.connection.Become;
import dev.play.connection.Command;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.module.HostSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The {@link HostSession}s of one connection, one per become identity, and what they run when the
 * connection closes: each identity's closing scripts, latest first.
 */
final class ConnectionSessions {
  private final Map<String, Session> sessions = new ConcurrentHashMap<>();

  /** The session of {@code become}'s identity (the connecting user's for null). */
  HostSession of(Become become) {
    return sessions.computeIfAbsent(
        become == null ? "" : become.identity(), k -> new Session(become));
  }

  /**
   * Runs every closing script on {@code connection}; a failure ends that identity's scripts only.
   */
  void close(Connection connection) {
    for (Session s : sessions.values()) {
      s.close(connection);
    }
    sessions.clear();
  }

  private static final class Session implements HostSession {
    private final Become become;
    private final Map<String, Object> values = new ConcurrentHashMap<>();
    private final List<String> closing = new ArrayList<>();

    Session(Become become) {
      this.become = become;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T get(String key, Supplier<T> make) {
      return (T) values.computeIfAbsent(key, k -> make.get());
    }

    @Override
    public synchronized void atClose(String script) {
      closing.add(script);
    }

    synchronized void close(Connection connection) {
      try {
        for (int i = closing.size() - 1; i >= 0; i--) {
          connection.exec(new Command(closing.get(i), null, become));
        }
      } catch (ConnectionException | RuntimeException e) {
        // the host is gone or refuses: it keeps what it holds (see HostSession#atClose)
      }
      closing.clear();
    }
  }
}
