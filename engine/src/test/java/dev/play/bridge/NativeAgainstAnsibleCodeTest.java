package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.local.LocalConnection;
import dev.play.diff.UnifiedDiff;
import dev.play.engine.BecomeOptions;
import dev.play.engine.PlaybookRunner;
import dev.play.engine.RunOptions;
import dev.play.engine.RunSources;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import dev.play.output.TaskHeader;
import dev.play.playbook.PlaybookLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Six of play's native modules run both ways on this machine (the local connection, under a
 * temporary directory): play's own, and Ansible's own code for the same module through the bridge
 * ({@link BridgeSettings#bridged}). The same tasks, on the same starting files, end in the same
 * files (content and mode), with the same outcome per task (changed or not) and the same content
 * diffs (the lines added and removed), on a first run and on a second run that changes nothing.
 * What differs is how a diff is labelled and shown, documented in docs/bridge.md: play's headers
 * name the path where Ansible's say {@code before: PATH (content)}; play's ini_file adds the file
 * attributes it changes; play's file shows its diff as lines, Ansible's as a JSON object; play's
 * known_hosts shows the line it removes, where Ansible's shows no diff for a removal, and does not
 * leave the {@code known_hosts.old} copy that Ansible's (through {@code ssh-keygen -R}) leaves.
 */
class NativeAgainstAnsibleCodeTest {
  private static final List<String> MODULES =
      List.of("lineinfile", "blockinfile", "replace", "ini_file", "file", "known_hosts");
  private static final String HOST_KEY =
      "node1.example ssh-ed25519"
          + " AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl";
  private static final String TASKS =
      """
      - lineinfile: {path: "ROOT/limits.conf", line: "* soft memlock unlimited", create: true, mode: "0644"}
      - lineinfile: {path: "ROOT/limits.conf", regexp: "^# old", line: "# new"}
      - lineinfile: {path: "ROOT/limits.conf", regexp: "^gone", state: absent}
      - blockinfile:
          path: "ROOT/hosts"
          block: |
            10.0.0.1 node1
            10.0.0.2 node2
      - replace: {path: "ROOT/sshd_config", regexp: '^#?PasswordAuthentication .*', replace: "PasswordAuthentication no"}
      - ini_file: {path: "ROOT/app.ini", section: server, option: workers, value: "8", mode: "0640"}
      - ini_file: {path: "ROOT/app.ini", section: server, option: debug, state: absent}
      - file: {path: "ROOT/run", state: directory, mode: "0750"}
      - file: {path: "ROOT/run/flag", state: touch, mode: "0600", modification_time: preserve, access_time: preserve}
      - file: {path: "ROOT/hosts", mode: "0604"}
      - known_hosts: {path: "ROOT/known_hosts", name: node1.example, key: "KEY"}
      - known_hosts: {path: "ROOT/known_hosts", name: old.example, state: absent}
      """
          .replace("KEY", HOST_KEY);

  @TempDir Path dir;

  private record Outcome(String task, String status, List<String> diffs) {}

  @Test
  void playsModulesAndAnsiblesCodeEndAlikeWithTheSameOutcomes() throws IOException {
    Assumptions.assumeTrue(
        Files.isRegularFile(Path.of("/usr/bin/python3")), "needs Python for Ansible's code");
    Path own = seed(dir.resolve("native"));
    Path bridged = seed(dir.resolve("bridged"));
    List<List<Outcome>> nativeRuns = List.of(run(own, Set.of()), run(own, Set.of()));
    List<List<Outcome>> bridgedRuns =
        List.of(run(bridged, Set.copyOf(MODULES)), run(bridged, Set.copyOf(MODULES)));
    assertTrue(
        bridgedRuns.get(0).stream().anyMatch(o -> o.status().equals("CHANGED")),
        bridgedRuns::toString);
    assertTrue(
        bridgedRuns.get(1).stream().noneMatch(o -> o.status().equals("CHANGED")),
        bridgedRuns::toString);
    assertEquals(
        nativeRuns, bridgedRuns, "outcomes and diffs, play's modules against Ansible's code");
    assertEquals(tree(own), tree(bridged), "end state, play's modules against Ansible's code");
  }

  private static Path seed(Path root) throws IOException {
    Files.createDirectories(root);
    Files.writeString(root.resolve("limits.conf"), "# old limits\ngone 1\n");
    Files.writeString(root.resolve("hosts"), "127.0.0.1 localhost\n");
    Files.writeString(root.resolve("sshd_config"), "Port 22\n#PasswordAuthentication yes\n");
    Files.writeString(root.resolve("app.ini"), "[server]\ndebug = true\n");
    Files.writeString(
        root.resolve("known_hosts"), HOST_KEY.replace("node1.example", "old.example") + "\n");
    return root;
  }

  /**
   * One run on {@code root}; each task's outcome, its diffs with the root's path made {@code ROOT}.
   */
  private List<Outcome> run(Path root, Set<String> bridged) throws IOException {
    Path inv = Files.writeString(dir.resolve("inventory.ini"), "h1 ansible_connection=local\n");
    Path pb =
        Files.writeString(
            dir.resolve("pb.yml"),
            "- hosts: all\n  gather_facts: false\n  tasks:\n"
                + TASKS.replace("ROOT", root.toString()).indent(4));
    List<HostResult> results = Collections.synchronizedList(new ArrayList<>());
    RunListener listener =
        new RunListener() {
          @Override
          public void hostResult(HostResult r) {
            results.add(r);
          }
        };
    RunOptions options =
        new RunOptions(
            false,
            true,
            5,
            Set.of(),
            Set.of(),
            null,
            Map.of(),
            null,
            0,
            false,
            List.of(),
            BecomeOptions.NONE);
    BridgeSettings settings = new BridgeSettings(List.of(), false, bridged, (String) null);
    PlaybookLoader loader = new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of());
    new PlaybookRunner(
            dev.play.engine.RunSession.of(
                new dev.play.secret.Secrets(),
                dev.play.vault.Vault.none(),
                dev.play.engine.VarPrompts.NO_TERMINAL),
            options,
            RunSources.of(
                InventoryLoader.load(List.of(inv.toString()), dev.play.vault.VaultContext.none())),
            loader,
            BuiltinModules.registry(),
            listener,
            (host, vars) -> new LocalConnection(host),
            settings)
        .run(List.of(loader.load(pb)));
    return results.stream()
        .filter(r -> r.task().kind() == TaskHeader.Kind.TASK)
        .map(r -> new Outcome(r.task().title(), r.status().name(), contentLines(r)))
        .toList();
  }

  /**
   * The lines a result's content diffs add and remove (not the file module's, nor attribute diffs;
   * for known_hosts the lines added only).
   */
  private static List<String> contentLines(HostResult r) {
    if (r.task().title().equals("file")) {
      return List.of();
    }
    boolean addedOnly = r.task().title().equals("known_hosts");
    return r.diffs().stream()
        .filter(d -> !d.beforeHeader().contains("file attributes"))
        .flatMap(d -> UnifiedDiff.render(d).lines())
        .filter(
            l ->
                (l.startsWith("+") || l.startsWith("-") && !addedOnly)
                    && !l.startsWith("+++")
                    && !l.startsWith("---"))
        .toList();
  }

  /**
   * Every file and directory under {@code root}: relative path, mode, content (ssh-keygen's {@code
   * .old} copies aside).
   */
  private static Map<String, String> tree(Path root) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p :
          all.filter(f -> !f.getFileName().toString().equals("known_hosts.old")).toList()) {
        String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        out.put(
            root.relativize(p).toString(),
            mode + (Files.isRegularFile(p) ? "\n" + Files.readString(p) : ""));
      }
    }
    return out;
  }
}
