package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every example inventory is valid on its own with every cluster playbook: --syntax-check,
 * --list-hosts and --list-tasks work with no host reachable (the role argument specs and templates
 * of names are not checked against hosts).
 */
class ExampleInventoriesTest {
  private static final List<String> INVENTORIES =
      List.of("a100_lab", "h200_pair", "h100_roce", "dgx_spark_mesh");

  static Stream<Arguments> cases() throws IOException {
    List<Arguments> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(RoleHarness.ROOT.resolve("playbooks"))) {
      for (Path pb : files.filter(p -> p.toString().endsWith(".yml")).sorted().toList()) {
        INVENTORIES.forEach(inv -> out.add(Arguments.of(inv, pb.getFileName().toString())));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void validWithoutAnyHost(String inventory, String playbook) {
    for (String flag : List.of("--syntax-check", "--list-hosts", "--list-tasks")) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int rc;
      try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
          PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        rc =
            Main.run(
                new String[] {
                  "-i",
                  RoleHarness.ROOT.resolve("inventory").resolve(inventory).toString(),
                  RoleHarness.ROOT.resolve("playbooks").resolve(playbook).toString(),
                  flag
                },
                o,
                e);
      }
      String all = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
      assertEquals(0, rc, flag + "\n" + all);
      assertTrue(all.contains("playbook: "), all);
    }
  }
}
