package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.connection.local.LocalConnection;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import dev.play.output.TaskHeader;
import dev.play.playbook.PlaybookLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code gathering} setting: which plays gather facts on which hosts, on two local hosts. */
class GatheringTest {
  @TempDir Path dir;

  /** Three plays: gather_facts unset (min subset), unset again with another subset, then true. */
  private static final String PLAYS =
      """
      - hosts: all
        gather_subset: [min]
        tasks: [{debug: {msg: one}}]
      - hosts: all
        gather_subset: [network]
        tasks: [{debug: {msg: two}}]
      - hosts: all
        gather_facts: true
        tasks: [{debug: {msg: three}}]
      """;

  /** For each play, the hosts that gathered facts in it. */
  private List<List<String>> gathered(Gathering gathering) throws IOException {
    Path inv = Files.writeString(dir.resolve("hosts.ini"), "a\nb\n");
    Path pb = Files.writeString(dir.resolve("pb.yml"), PLAYS);
    List<List<String>> plays = Collections.synchronizedList(new ArrayList<>());
    RunListener listener =
        new RunListener() {
          @Override
          public void playStart(String name, List<String> hosts) {
            plays.add(Collections.synchronizedList(new ArrayList<>()));
          }

          @Override
          public void hostResult(HostResult r) {
            if (r.task().kind() == TaskHeader.Kind.FACTS) {
              plays.get(plays.size() - 1).add(r.host());
            }
          }
        };
    RunOptions options =
        new RunOptions(
            false, false, 1, Set.of(), Set.of(), null, Map.of(), null, 0, false, List.of(), null,
            gathering);
    PlaybookLoader loader = new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of());
    new PlaybookRunner(
            dev.play.engine.RunSession.of(
                new dev.play.secret.Secrets(),
                dev.play.vault.Vault.none(),
                dev.play.engine.VarPrompts.NO_TERMINAL),
            options,
            InventoryLoader.load(List.of(inv.toString()), dev.play.vault.VaultContext.none()),
            loader,
            BuiltinModules.registry(),
            listener,
            (host, vars) -> new LocalConnection(host))
        .run(List.of(loader.load(pb)));
    return plays;
  }

  @Test
  void implicitGathersUnlessFalseAndOnlyTheSubsetsNotGatheredYet() throws IOException {
    assertEquals(
        List.of(List.of("a", "b"), List.of("a", "b"), List.of("a", "b")),
        gathered(Gathering.IMPLICIT));
  }

  @Test
  void explicitGathersOnlyWhereThePlaySaysTrue() throws IOException {
    assertEquals(List.of(List.of(), List.of(), List.of("a", "b")), gathered(Gathering.EXPLICIT));
  }

  @Test
  void smartGathersOncePerHostWhateverTheSubset() throws IOException {
    assertEquals(List.of(List.of("a", "b"), List.of(), List.of()), gathered(Gathering.SMART));
  }
}
