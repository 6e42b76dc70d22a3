package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.bridge.BridgeSettings;
import dev.play.bridge.BridgedModule;
import dev.play.bridge.ModulePacker;
import dev.play.collection.InstalledCollections;
import dev.play.module.Module;
import dev.play.module.catalog.BuiltinModules;
import dev.play.playbook.PlaybookLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Which module a task runs by the arguments it gives: play's own, or Ansible's module (read by this
 * machine's ansible-core) where the task gives an argument play's does not implement and Ansible's
 * documents.
 */
class ActionNamesArgumentsTest {
  private final ModulePacker packer = new ModulePacker(null);
  private final ActionNames names =
      new ActionNames(
          BuiltinModules.registry(),
          new InstalledCollections(
              new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of())
                  .collectionRoots(Path.of("."))),
          BridgeSettings.defaults(),
          packer);

  @AfterEach
  void close() {
    packer.close();
  }

  private Module module(String action, String... args) {
    return names.module(action, List.of(), List::of, Set.of(args)).orElseThrow();
  }

  @Test
  void anArgumentPlaysModuleRefusesRunsAnsiblesModule() {
    Module apt = module("apt", "name", "autoclean");
    assertTrue(apt instanceof BridgedModule, apt.toString());
    assertEquals("ansible.builtin.apt", apt.fqcn());
  }

  @Test
  void aKeyFromAKeyserverRunsAnsiblesAptKey() {
    Module key = module("apt_key", "id", "keyserver");
    assertTrue(key instanceof BridgedModule, key.toString());
    assertEquals("ansible.builtin.apt_key", key.fqcn());
  }

  @Test
  void anArgumentUnknownToPlaysModuleThatAnsiblesDocumentsRunsAnsiblesModule() {
    assertTrue(module("user", "name", "password_expire_max") instanceof BridgedModule);
  }

  @Test
  void otherwisePlaysOwnRunsWithItsOwnErrors() {
    assertFalse(module("apt", "name", "state") instanceof BridgedModule);
    assertFalse(
        module("user", "name", "pasword_expire_max") instanceof BridgedModule,
        "a typo keeps play's module");
  }
}
