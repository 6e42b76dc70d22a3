package dev.play.bench;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.engine.ConnectionFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The hosts' answers to the commands of a real no-change run of {@code bench/site.yml}, recorded
 * over SSH by {@code dev.play.cli.CaptureCommands} against a configured test host
 * ({@code site-nochange.json}). Every host of the benchmark inventory answers the same (the
 * playbook's commands name no host), so one recorded host serves them all. A command that was not
 * recorded fails loudly: a benchmark must never measure an error path by accident.
 */
public final class Replay implements ConnectionFactory {
  public static final String SITE_NO_CHANGE = "site-nochange.json";

  /** One recorded command. */
  public record Recorded(String host, boolean become, String stdin, String script, int rc, String stdout,
      String stderr) {}

  private final List<Recorded> recorded;
  private final Map<String, CommandResult> byScript = new HashMap<>();

  public Replay(List<Recorded> recorded) {
    this.recorded = List.copyOf(recorded);
    for (Recorded r : recorded) {
      byScript.put(r.script(), new CommandResult(r.rc(), r.stdout(), r.stderr()));
    }
  }

  /** The recording named {@code resource}, next to this class. */
  public static Replay load(String resource) {
    try (InputStream in = Replay.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      List<Recorded> list = new Gson().fromJson(new InputStreamReader(in, StandardCharsets.UTF_8),
          new TypeToken<List<Recorded>>() {}.getType());
      return new Replay(list);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  public List<Recorded> recorded() {
    return recorded;
  }

  /** The recorded output of the first file probe of {@code path}. */
  public String probeOutput(String path) {
    return recorded.stream().filter(r -> r.stdout().startsWith("path=" + path + "\n")).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no recorded probe of " + path)).stdout();
  }

  public CommandResult answer(String script) throws ConnectionException {
    CommandResult r = byScript.get(script);
    if (r == null) {
      throw new ConnectionException("Replay: command not recorded (the engine's scripts changed since "
          + SITE_NO_CHANGE + " was recorded: record it again, as bench/jmh/README.md says):\n" + script);
    }
    return r;
  }

  @Override
  public Connection open(String host, dev.play.vars.Scope vars) {
    return new Connection() {
      @Override
      public String host() {
        return host;
      }

      @Override
      public CommandResult exec(Command command) throws ConnectionException {
        return answer(command.script());
      }

      @Override
      public void put(byte[] data, String path) throws ConnectionException {
        throw new ConnectionException("Replay: put(" + path + ") in a no-change run");
      }

      @Override
      public byte[] get(String path) throws ConnectionException {
        throw new ConnectionException("Replay: get(" + path + ") in a no-change run");
      }

      @Override
      public void close() {}
    };
  }
}
