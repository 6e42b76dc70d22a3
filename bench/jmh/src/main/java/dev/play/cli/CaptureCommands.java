package dev.play.cli;

import com.google.gson.GsonBuilder;
import dev.play.cli.common.Prompts;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.ssh.SshDefaults;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.ConnectionFactory;
import dev.play.engine.DefaultConnections;
import dev.play.engine.PlaybookRunner;
import dev.play.engine.RunOptions;
import dev.play.engine.RunSession;
import dev.play.engine.VarPrompts;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.OutputsBuilder;
import dev.play.output.RunListener;
import dev.play.output.Style;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import dev.play.secret.Secrets;
import dev.play.vault.Vault;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Not a benchmark: records what the hosts answered to every command of a real run, for the
 * benchmarks to replay ({@code dev.play.bench.Replay}). Runs the playbook through the engine and
 * the real SSH connections (as {@code ./play} does, with default options), wrapping each
 * connection so that each command's script and result are kept, then writes them as JSON.
 * In package {@code dev.play.cli} only to reach the SSH connection factory.
 *
 * <pre>java -cp target/benchmarks.jar dev.play.cli.CaptureCommands INVENTORY PLAYBOOK OUT.json</pre>
 *
 * Run it against a host the playbook has already configured, so the commands are those of a
 * no-change run.
 */
public final class CaptureCommands {
  private CaptureCommands() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: CaptureCommands INVENTORY PLAYBOOK OUT.json");
      System.exit(2);
    }
    Secrets secrets = new Secrets();
    RunSession session = RunSession.of(secrets, Vault.none(), VarPrompts.NO_TERMINAL);
    PlaybookLoader loader = new PlaybookLoader(session.vault(), List.of());
    Playbook pb = loader.load(Path.of(args[1]));
    Inventory inventory = InventoryLoader.load(List.of(args[0]), session.vault())
        .withVarsDir(pb.dir(), session.vault());
    List<Map<String, Object>> recorded = Collections.synchronizedList(new ArrayList<>());
    ConnectionFactory ssh = new DefaultConnections(
        new SshConnections(SshTargets.using(SshDefaults.ofEnvironment(), secrets), new SshConnections.Args(null, null, null),
            session.ssh(), new Prompts(secrets)), null);
    ConnectionFactory recording = (host, vars) -> new Recording(ssh.open(host, vars), recorded);
    RunListener console = new OutputsBuilder(System.err, System.err, new Style(false), 1, false, secrets).build();
    int rc = new PlaybookRunner(session, RunOptions.defaults(), inventory, loader, BuiltinModules.registry(), console,
        recording).run(List.of(pb)).exitCode();
    Files.writeString(Path.of(args[2]),
        new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(recorded) + "\n",
        StandardCharsets.UTF_8);
    System.err.println("recorded " + recorded.size() + " commands to " + args[2]);
    System.exit(rc);
  }

  private record Recording(Connection inner, List<Map<String, Object>> out) implements Connection {
    @Override
    public String host() {
      return inner.host();
    }

    @Override
    public CommandResult exec(Command command) throws ConnectionException {
      CommandResult r = inner.exec(command);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("host", inner.host());
      m.put("become", command.become() != null);
      m.put("stdin", command.stdin() == null ? null : new String(command.stdin(), StandardCharsets.UTF_8));
      m.put("script", command.script());
      m.put("rc", r.rc());
      m.put("stdout", r.stdout());
      m.put("stderr", r.stderr());
      out.add(m);
      return r;
    }

    @Override
    public void put(byte[] data, String path) throws ConnectionException {
      throw new ConnectionException("CaptureCommands: put(" + path + ") on a no-change run");
    }

    @Override
    public byte[] get(String path) throws ConnectionException {
      throw new ConnectionException("CaptureCommands: get(" + path + ") on a no-change run");
    }

    @Override
    public void close() {
      inner.close();
    }
  }
}
