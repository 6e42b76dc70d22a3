package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.local.LocalConnection;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import dev.play.output.Status;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Probes read ahead ({@link ProbeAhead}) on real local hosts: a connection that sends probes
 * together (as SSH's persistent shell does) and counts what it is asked. Two inventory hosts share
 * this machine's file system, as two names for one machine, or NFS, would.
 */
class ProbeAheadTest {
  @TempDir Path dir;

  /** A local host that says it batches probes, and counts single probes and batches. */
  static final class Counting implements Connection {
    final LocalConnection inner;
    final AtomicInteger singles;
    final List<Integer> batches;

    Counting(String host, AtomicInteger singles, List<Integer> batches) {
      this.inner = new LocalConnection(host);
      this.singles = singles;
      this.batches = batches;
    }

    @Override
    public String host() {
      return inner.host();
    }

    @Override
    public CommandResult exec(Command c) throws ConnectionException {
      if (c.probe()) {
        singles.incrementAndGet();
      }
      return inner.exec(c);
    }

    @Override
    public List<CommandResult> probeAll(List<Command> probes) throws ConnectionException {
      batches.add(probes.size());
      List<CommandResult> out = new ArrayList<>();
      for (Command c : probes) {
        out.add(inner.exec(c));
      }
      return out;
    }

    @Override
    public boolean batchesProbes() {
      return true;
    }

    @Override
    public void put(byte[] data, String path) throws ConnectionException {
      inner.put(data, path);
    }

    @Override
    public void close() {
      inner.close();
    }
  }

  private final AtomicInteger singles = new AtomicInteger();
  private final List<Integer> batches = Collections.synchronizedList(new ArrayList<>());
  private final List<HostResult> results = Collections.synchronizedList(new ArrayList<>());

  private void run(String hosts, String tasks) throws IOException {
    singles.set(0);
    batches.clear();
    results.clear();
    Path inv = Files.writeString(dir.resolve("inventory.ini"), hosts);
    Path pb =
        Files.writeString(
            dir.resolve("pb.yml"),
            """
        - hosts: all
          gather_facts: false
          vars: {d: "%s"}
          tasks:
        """
                    .formatted(dir)
                + tasks.indent(4));
    PlaybookLoader loader = new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of());
    Playbook playbook = loader.load(pb);
    RunListener listener =
        new RunListener() {
          @Override
          public void hostResult(HostResult r) {
            results.add(r);
          }
        };
    new PlaybookRunner(
            dev.play.engine.RunSession.of(
                new dev.play.secret.Secrets(),
                dev.play.vault.Vault.none(),
                dev.play.engine.VarPrompts.NO_TERMINAL),
            RunOptions.defaults(),
            InventoryLoader.load(List.of(inv.toString()), dev.play.vault.VaultContext.none()),
            loader,
            BuiltinModules.registry(),
            listener,
            (host, vars) -> new Counting(host, singles, batches))
        .run(List.of(playbook));
  }

  private long count(Status s) {
    return results.stream().filter(r -> r.status() == s).count();
  }

  private static final String TREE =
      """
      - file: {path: "{{ d }}/t", state: directory}
      - file: {path: "{{ d }}/t/a", state: directory}
      - file: {path: "{{ d }}/t/b", state: directory}
      - copy: {dest: "{{ d }}/t/a/x", content: "x\\n"}
      - lineinfile: {path: "{{ d }}/t/b/y", line: "y", create: true}
      - assert: {that: "1 == 1"}
      - stat: {path: "{{ d }}/t/a/x"}
      - file: {path: "{{ d }}/t/old", state: absent}
      """;

  @Test
  void aRunThatChangesNothingReadsTheStateOfLaterTasksTogether() throws IOException {
    run("h1\n", TREE);
    assertEquals(5, count(Status.CHANGED), results::toString);
    // nothing is read ahead while tasks change things; once assert passed with no change, the
    // last two tasks (stat, file) are read together
    assertEquals(List.of(2), batches);
    run("h1\n", TREE);
    assertEquals(0, count(Status.CHANGED) + count(Status.FAILED), results::toString);
    assertEquals(8, count(Status.OK), results::toString);
    // tasks 1 and 2 probe alone; at the third the host reads ahead a window of 4 tasks (three
    // probes: assert has none), at the seventh the two left; each task's own probe is then
    // answered from that reading
    assertEquals(List.of(3, 2), batches);
    assertEquals(2, singles.get(), "the first two probes alone; " + batches);
  }

  @Test
  void aTaskSeesWhatAnEarlierTaskChangedAlthoughItsProbeWasReadBefore() throws IOException {
    run("h1\n", TREE);
    run(
        "h1\n",
        TREE.replace(
                "- assert: {that: \"1 == 1\"}",
                "- command: touch {{ d }}/t/a/x\n- assert: {that: \"1 == 1\"}")
            + """
        - stat: {path: "{{ d }}/t/a/x"}
          register: after
        - assert: {that: "after.stat.mtime > 0"}
        """);
    assertEquals(0, count(Status.FAILED), results::toString);
    assertEquals(1, count(Status.CHANGED), "the command");
  }

  @Test
  void aChangeOnOneHostIsSeenByAnotherThatReadAheadBeforeIt() throws IOException {
    String tasks =
        """
        - file: {path: "{{ d }}/s", state: directory}
        - file: {path: "{{ d }}/s", state: directory}
        - file: {path: "{{ d }}/s", state: directory}
        - stat: {path: "{{ d }}/s/flag"}
        - copy: {dest: "{{ d }}/s/flag", content: "set\\n"}
          when: inventory_hostname == 'h1'
        - stat: {path: "{{ d }}/s/flag"}
          register: seen
        - assert: {that: seen.stat.exists}
        """;
    run("h1\nh2\n", tasks);
    assertEquals(0, count(Status.FAILED), results::toString);
    assertTrue(
        batches.stream().anyMatch(n -> n >= 3),
        "h2 read ahead the last stat before h1 wrote the file: " + batches);
  }

  @Test
  void aPipeLookupIsNotRunWhileReadingAheadOnlyWhenItsTaskRuns() throws IOException {
    run("h1\n", TREE);
    String tasks =
        """
        - file: {path: "{{ d }}/t", state: directory}
        - file: {path: "{{ d }}/t/a", state: directory}
        - file: {path: "{{ d }}/t/b", state: directory}
        - set_fact: {stop: true}
        - copy:
            dest: "{{ d }}/t/p"
            content: "{{ lookup('pipe', 'echo x >> ' ~ d ~ '/skipped; echo p') }}"
          when: stop is not defined
        - stat: {path: "{{ d }}/t/a/x"}
        - copy:
            dest: "{{ d }}/t/q"
            content: "{{ lookup('pipe', 'echo x >> ' ~ d ~ '/ran; echo q') }}"
        - stat: {path: "{{ d }}/t/a/x"}
        - stat: {path: "{{ d }}/t/b"}
        """;
    run("h1\n", tasks);
    assertEquals(0, count(Status.FAILED), results::toString);
    // at the third task a window of four (the skipped copy in it), at the seventh one of eight
    // (its own copy first): the copies' first probes are left out, the others read together
    assertEquals(List.of(2, 2), batches);
    assertTrue(Files.notExists(dir.resolve("skipped")), "read ahead, then skipped: never run");
    assertEquals("x\n", Files.readString(dir.resolve("ran")), "read ahead, then run: run once");
  }
}
