package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Data cases taken on real hosts (see {@code resources/facts/ansible/README.md}): each holds the
 * output of play's fact script ({@code script.out}) and Ansible's setup facts ({@code setup.json}),
 * taken on the same host one after the other. play's parsers must give Ansible's values for every
 * fact kept there: {@code mounts}, {@code selinux}, the {@code virtualization_*} facts, the address
 * lists and each interface's {@code ipv6}.
 *
 * <p>Two allowances, both from what Ansible itself does: its {@code virtualization_tech_*} are
 * Python sets, whose order changes from run to run, so they are compared sorted; and a mount's free
 * space (available and used blocks, inodes, bytes) moves between the two reads on a disk in use, so
 * those five values are compared to within 1% of the file system's size, the rest of each mount
 * exactly.
 */
class AnsibleSetupCasesTest {
  private static final Path CASES = Path.of("src/test/resources/facts/ansible");
  private static final Set<String> FREE_SPACE =
      Set.of("size_available", "block_available", "block_used", "inode_available", "inode_used");

  @TestFactory
  Stream<DynamicTest> playParsesWhatAnsibleGathers() throws IOException {
    List<Path> cases;
    try (Stream<Path> dirs = Files.list(CASES)) {
      cases = dirs.filter(Files::isDirectory).sorted().toList();
    }
    assertFalse(cases.isEmpty());
    return cases.stream()
        .map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> check(dir)));
  }

  @SuppressWarnings("unchecked")
  private static void check(Path dir) throws Exception {
    Map<String, Object> play =
        SystemFacts.parse(
            Files.readString(dir.resolve("script.out")), EnumSet.allOf(FactSubset.class));
    Map<String, Object> ansible =
        (Map<String, Object>) JsonText.parse(Files.readString(dir.resolve("setup.json")));
    int compared = 0;
    for (Map.Entry<String, Object> e : ansible.entrySet()) {
      if (!e.getKey().startsWith("ansible_")) {
        continue;
      }
      String name = e.getKey().substring("ansible_".length());
      Object ours = play.get(name);
      switch (name) {
        case "mounts" ->
            mounts((List<Map<String, Object>>) e.getValue(), (List<Map<String, Object>>) ours);
        case "virtualization_tech_guest", "virtualization_tech_host" ->
            assertEquals(sorted((List<Object>) e.getValue()), ours, name);
        default -> {
          if (e.getValue() instanceof Map<?, ?> iface && !name.equals("selinux")) {
            // an interface: only its ipv6 was kept
            assertTrue(ours instanceof Map<?, ?>, "play has the interface " + name);
            assertEquals(
                iface.get("ipv6"), ((Map<String, Object>) ours).get("ipv6"), name + ".ipv6");
          } else {
            assertEquals(e.getValue(), ours, name);
          }
        }
      }
      compared++;
    }
    assertTrue(
        ansible
            .keySet()
            .containsAll(
                List.of(
                    "ansible_mounts",
                    "ansible_selinux",
                    "ansible_selinux_python_present",
                    "ansible_virtualization_type",
                    "ansible_virtualization_role",
                    "ansible_virtualization_tech_guest",
                    "ansible_virtualization_tech_host")),
        "the case keeps the facts to compare: " + ansible.keySet());
    assertTrue(compared >= 7);
  }

  private static void mounts(List<Map<String, Object>> ansible, List<Map<String, Object>> play) {
    assertEquals(byMount(ansible).keySet(), byMount(play).keySet(), "the mount points");
    Map<String, Map<String, Object>> ours = byMount(play);
    byMount(ansible)
        .forEach(
            (mount, theirs) -> {
              Map<String, Object> m = ours.get(mount);
              assertEquals(theirs.keySet(), m.keySet(), mount);
              theirs.forEach(
                  (k, v) -> {
                    if (FREE_SPACE.contains(k)) {
                      long total =
                          number(
                              theirs.get(
                                  k.startsWith("inode")
                                      ? "inode_total"
                                      : k.startsWith("size") ? "size_total" : "block_total"));
                      assertTrue(
                          Math.abs(number(v) - number(m.get(k))) <= total / 100,
                          mount + " " + k + ": " + v + " / " + m.get(k));
                    } else {
                      assertEquals(v, m.get(k), mount + " " + k);
                    }
                  });
            });
  }

  private static Map<String, Map<String, Object>> byMount(List<Map<String, Object>> mounts) {
    Map<String, Map<String, Object>> out = new TreeMap<>();
    mounts.forEach(m -> out.put(String.valueOf(m.get("mount")), m));
    return out;
  }

  private static long number(Object v) {
    return ((Number) v).longValue();
  }

  private static List<Object> sorted(List<Object> values) {
    List<Object> out = new ArrayList<>(values);
    out.sort((a, b) -> String.valueOf(a).compareTo(String.valueOf(b)));
    return out;
  }
}
