package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Roles of installed collections, named {@code NS.COLL.ROLE}: collections_path and the playbook's
 * collections/.
 */
class CollectionRoleTest {
  @TempDir Path root;

  private Path role(Path collections, String name) throws IOException {
    String[] p = name.split("\\.");
    Path dir =
        collections
            .resolve("ansible_collections")
            .resolve(p[0])
            .resolve(p[1])
            .resolve("roles")
            .resolve(p[2]);
    Files.createDirectories(dir.resolve("tasks"));
    Files.writeString(dir.resolve("tasks/main.yml"), "- debug: msg=" + name + "\n");
    return dir;
  }

  private Path playbook(String... roles) throws IOException {
    return Files.writeString(
        root.resolve("site.yml"), "- hosts: all\n  roles: [" + String.join(", ", roles) + "]\n");
  }

  private static List<Path> roleDirs(Playbook pb) {
    return pb.plays().get(0).roles().stream().map(r -> r.instance().path()).toList();
  }

  @Test
  void aCollectionRoleIsFoundUnderEachCollectionsPathEntryInOrder() throws IOException {
    Path first = role(root.resolve("colls"), "acme.gpu.driver");
    role(root.resolve("later"), "acme.gpu.driver");
    Path named = role(root.resolve("named"), "acme.net.mesh");
    PlaybookLoader loader =
        new PlaybookLoader(
            dev.play.vault.VaultContext.none(),
            List.of(),
            List.of(
                root.resolve("colls"),
                root.resolve("later"),
                root.resolve("named/ansible_collections")),
            w -> {});
    assertEquals(
        List.of(first, named), roleDirs(loader.load(playbook("acme.gpu.driver", "acme.net.mesh"))));
  }

  @Test
  void thePlaybooksOwnCollectionsDirectoryComesFirst() throws IOException {
    Path adjacent = role(root.resolve("collections"), "acme.gpu.driver");
    role(root.resolve("colls"), "acme.gpu.driver");
    PlaybookLoader loader =
        new PlaybookLoader(
            dev.play.vault.VaultContext.none(), List.of(), List.of(root.resolve("colls")), w -> {});
    assertEquals(List.of(adjacent), roleDirs(loader.load(playbook("acme.gpu.driver"))));
  }

  @Test
  void aDottedNameNotInACollectionIsStillAnOrdinaryRole() throws IOException {
    Path plain = root.resolve("roles/acme.gpu.driver");
    Files.createDirectories(plain.resolve("tasks"));
    Files.writeString(plain.resolve("tasks/main.yml"), "- debug: msg=plain\n");
    PlaybookLoader loader =
        new PlaybookLoader(
            dev.play.vault.VaultContext.none(), List.of(), List.of(root.resolve("colls")), w -> {});
    assertEquals(List.of(plain), roleDirs(loader.load(playbook("acme.gpu.driver"))));
  }

  @Test
  void aMissingCollectionRoleNamesWhereItWasLookedFor() throws IOException {
    PlaybookLoader loader =
        new PlaybookLoader(
            dev.play.vault.VaultContext.none(), List.of(), List.of(root.resolve("colls")), w -> {});
    Path pb = playbook("acme.gpu.nothing");
    PlayError e = assertThrows(PlayError.class, () -> loader.load(pb));
    assertTrue(
        e.getMessage()
            .startsWith(
                "role 'acme.gpu.nothing' not found; searched: "
                    + root.resolve("collections/ansible_collections/acme/gpu/roles/nothing")
                    + ", "
                    + root.resolve("colls/ansible_collections/acme/gpu/roles/nothing")
                    + ", "),
        e.getMessage());
  }
}
