package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whether a run starts loading SSH's cryptography early: only when a host goes over SSH. */
class SshConnectionsTest {
  @TempDir Path dir;

  private Inventory inventory(String ini) throws Exception {
    Path f = Files.writeString(dir.resolve("hosts.ini"), ini);
    return InventoryLoader.load(List.of(f.toString()), dev.play.vault.VaultContext.none());
  }

  @Test
  void aRemoteHostGoesOverSshUnlessItsConnectionOrTheCommandLineSaysLocal() throws Exception {
    assertTrue(
        SshConnections.reachesOverSsh(
            inventory("localhost\n[nodes]\nnode1 ansible_host=10.0.0.1\n"), null));
    assertFalse(
        SshConnections.reachesOverSsh(
            inventory("[nodes]\nnode1 ansible_host=10.0.0.1\n"), "local"));
    assertFalse(
        SshConnections.reachesOverSsh(
            inventory("[nodes]\nnode1\n[nodes:vars]\nansible_connection=local\n"), null));
    assertTrue(
        SshConnections.reachesOverSsh(inventory("localhost ansible_connection=ssh\n"), null));
    assertTrue(
        SshConnections.reachesOverSsh(inventory("node1 ansible_connection=ssh\n"), "local"),
        "a host's own connection wins over -c, as it does when the run connects");
  }

  @Test
  void localhostAloneOrNoHostAtAllDoesNot() throws Exception {
    assertFalse(SshConnections.reachesOverSsh(inventory("localhost\n127.0.0.1\n"), null));
    assertFalse(SshConnections.reachesOverSsh(inventory("[empty]\n"), null));
    assertFalse(SshConnections.reachesOverSsh(inventory("[empty]\n"), "ssh"));
  }
}
