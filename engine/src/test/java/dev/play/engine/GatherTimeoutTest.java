package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.Connection;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.PlaybookLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gather_timeout} (the play's keyword, else the {@code setup} module_defaults, else 10)
 * bounds the mounts' size reads of the fact script, and a mount whose read timed out is warned
 * about, as Ansible warns; on a host whose script answers as a host with a hung NFS mount would.
 */
class GatherTimeoutTest {
  @TempDir Path dir;

  private final List<String> scripts = new CopyOnWriteArrayList<>();
  private final List<String> warnings = new CopyOnWriteArrayList<>();
  private final List<HostResult> gathering = new CopyOnWriteArrayList<>();

  /** What the host answers: a root file system read, an NFS mount whose read timed out. */
  private static final String OUTPUT =
      String.join(
          "\n",
          "mtab|/dev/vda1 / ext4 rw,relatime 0 0",
          "mtab|nas:/export /scratch nfs rw,hard 0 0",
          "mntfs|4096 1000 500 4096 100 50 /",
          "mnttimeout|/scratch",
          "");

  private void run(String play) throws IOException {
    Path inv = Files.writeString(dir.resolve("hosts.ini"), "a\n");
    Path pb = Files.writeString(dir.resolve("pb.yml"), play);
    RunListener listener =
        new RunListener() {
          @Override
          public void hostResult(HostResult r) {
            if (r.task().kind() == TaskHeader.Kind.FACTS) {
              gathering.add(r);
            }
          }

          @Override
          public void warning(String message) {
            warnings.add(message);
          }
        };
    RunOptions options =
        new RunOptions(
            false,
            false,
            1,
            Set.of(),
            Set.of(),
            null,
            Map.of(),
            null,
            0,
            false,
            List.of(),
            null,
            Gathering.IMPLICIT);
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
            (host, vars) -> new Recording(host))
        .run(List.of(loader.load(pb)));
  }

  @Test
  void thePlaysGatherTimeoutBoundsTheMountReadsAndATimeoutIsWarnedAbout() throws IOException {
    run(
        """
        - hosts: all
          gather_timeout: 3
          tasks: []
        """);
    assertEquals(1, scripts.size());
    assertTrue(
        scripts.get(0).contains("\nplay_mounts 3\n"), "the script reads the mounts within 3 s");
    assertEquals(Status.OK, gathering.get(0).status());
    assertEquals(List.of("Timeout exceeded when getting mount info for /scratch"), warnings);
  }

  @Test
  void theSetupDefaultsGiveItWhenThePlayDoesNot() throws IOException {
    run(
        """
        - hosts: all
          module_defaults:
            setup: {gather_timeout: 4}
          tasks: []
        """);
    assertTrue(scripts.get(0).contains("\nplay_mounts 4\n"), scripts.get(0));
  }

  @Test
  void withoutEitherItIsAnsiblesTen() throws IOException {
    run(
        """
        - hosts: all
          tasks: []
        """);
    assertTrue(scripts.get(0).contains("\nplay_mounts 10\n"), scripts.get(0));
  }

  @Test
  void aTimeoutThatIsNoNumberFailsTheGathering() throws IOException {
    run(
        """
        - hosts: all
          gather_timeout: "{{ 'soon' }}"
          tasks: []
        """);
    assertEquals(Status.FAILED, gathering.get(0).status());
    assertEquals(
        "gather_timeout must be a whole number of seconds, got 'soon'",
        gathering.get(0).result().get("msg"));
    assertEquals(List.of(), scripts);
  }

  /** A host that records each script and answers every one with {@link #OUTPUT}. */
  private final class Recording implements Connection {
    private final String host;

    Recording(String host) {
      this.host = host;
    }

    @Override
    public String host() {
      return host;
    }

    @Override
    public CommandResult exec(Command command) {
      scripts.add(command.script());
      return new CommandResult(0, OUTPUT, "");
    }

    @Override
    public void put(byte[] data, String path) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void close() {}
  }
}
