package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** role_name, ansible_role_name and ansible_collection_name, as Ansible 2.14 sets them. */
class RoleNamesTest {
  private static Map<String, Object> names(String role) {
    Map<String, Object> m = new HashMap<>();
    Scopes.roleNames(role, m);
    return m;
  }

  @Test
  void aCollectionsRoleIsNamedWithAndWithoutItsCollection() {
    Map<String, Object> m = names("devsec.hardening.os_hardening");
    assertEquals("os_hardening", m.get("role_name"));
    assertEquals("devsec.hardening.os_hardening", m.get("ansible_role_name"));
    assertEquals("devsec.hardening", m.get("ansible_collection_name"));
  }

  @Test
  void aGalaxyRolesDottedDirectoryIsNoCollection() {
    Map<String, Object> m = names("geerlingguy.docker");
    assertEquals("geerlingguy.docker", m.get("role_name"));
    assertEquals("geerlingguy.docker", m.get("ansible_role_name"));
    assertNull(m.get("ansible_collection_name"));
  }
}
