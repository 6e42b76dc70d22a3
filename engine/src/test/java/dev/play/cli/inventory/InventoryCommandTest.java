package dev.play.cli.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import dev.play.value.TerminalText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code play inventory} against what the real {@code ansible-inventory} 2.14 printed for the same
 * arguments (src/test/resources/cli/inventory: its README says how they were made), and its errors.
 */
class InventoryCommandTest {
  private static final Path DIR = Path.of("src/test/resources/cli/inventory");

  /** The options whose value is a path, resolved against {@link #DIR}. */
  private static final Set<String> PATH_OPTIONS =
      Set.of("-i", "--vault-password-file", "--playbook-dir");

  private static final String VAULT = "--vault-password-file=" + DIR.resolve("vaulted/vault-pass");
  private static final String VAULTED = DIR.resolve("vaulted/hosts.yml").toString();
  private static final String CLUSTER = DIR.resolve("cluster/hosts.ini").toString();

  @TempDir Path tmp;

  record Run(int rc, String out, String err) {}

  private static Run play(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> all = new ArrayList<>(List.of("inventory"));
    all.addAll(List.of(args));
    int rc =
        Main.run(
            all.toArray(String[]::new),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static Stream<Arguments> cases() throws IOException {
    return Files.readAllLines(DIR.resolve("cases.txt")).stream()
        .filter(l -> !l.isBlank() && !l.startsWith("#"))
        .map(l -> l.strip().split("\\s+"))
        .map(words -> Arguments.of(words[0], List.of(words).subList(1, words.length)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void printsWhatAnsibleInventoryPrints(String name, List<String> args) throws IOException {
    List<String> resolved = new ArrayList<>(List.of("--show-secrets"));
    for (int i = 0; i < args.size(); i++) {
      boolean path = i > 0 && PATH_OPTIONS.contains(args.get(i - 1));
      resolved.add(path ? DIR.resolve(args.get(i)).toString() : args.get(i));
    }
    Run run = play(resolved.toArray(String[]::new));
    assertEquals(0, run.rc(), run.err());
    String ansible = Files.readString(DIR.resolve("expected/" + name + ".out"));
    // ansible-inventory prints a control character raw; play's console shows it escaped
    // (docs/security.md, "Terminal safety"): as shown text in the graph and YAML, as JSON escapes
    boolean json = !args.contains("--graph") && !args.contains("-y") && !args.contains("--yaml");
    assertEquals(json ? TerminalText.inJson(ansible) : TerminalText.block(ansible), run.out());
  }

  @Test
  void inlineVaultedValuesPrintAsTheirEnvelopeAndDecryptedOnesAreMaskedWithoutShowSecrets() {
    Run list = play("-i", VAULTED, VAULT, "--host", "db1");
    assertEquals(0, list.rc(), list.err());
    assertTrue(
        list.out().contains("\"__ansible_vault\": \"$ANSIBLE_VAULT;1.1;AES256\\n"), list.out());
    assertTrue(list.out().contains("\"db_engine\": \"********\""), list.out());
    Run graph = play("-i", VAULTED, VAULT, "--graph", "db", "--vars");
    assertTrue(graph.out().contains("|--{db_password = ********}"), graph.out());
    assertFalse(graph.out().contains("hunter2") || list.out().contains("postgres"), graph.out());
  }

  @Test
  void aVaultedFileWithoutItsSecretIsAnInputError() {
    Run run = play("-i", VAULTED, "--list");
    assertEquals(4, run.rc());
    assertEquals("", run.out());
    assertTrue(
        run.err()
            .contains(
                "vaulted/group_vars/db.yml: error: vaulted data, but no vault secret was given"),
        run.err());
  }

  @Test
  void keysOfYamlTypesPrintAsAnsibleInventoryPrintsThem() throws IOException {
    Path inv =
        Files.writeString(
            tmp.resolve("hosts.yml"), "all:\n  hosts:\n    h1: {m: {17: a, true: b}}\n");
    Run json = play("-i", inv.toString(), "--host", "h1");
    assertEquals(0, json.rc(), json.err());
    assertEquals(
        "{\n    \"m\": {\n        \"true\": \"b\",\n        \"17\": \"a\"\n    }\n}\n", json.out());
    Run yaml = play("-i", inv.toString(), "--list", "--yaml");
    assertTrue(
        yaml.out().contains("          m:\n            true: b\n            17: a\n"), yaml.out());
  }

  @Test
  void oneActionExactly() {
    Run none = play("-i", CLUSTER);
    assertEquals(5, none.rc());
    assertEquals(
        "error: no action selected, at least one of --host, --graph or --list needs to be specified\n",
        none.err());
    Run two = play("-i", CLUSTER, "--list", "--graph");
    assertEquals(5, two.rc());
    assertTrue(two.err().startsWith("error: conflicting options used, only one of"), two.err());
  }

  @Test
  void hostMustMatchOneHost() {
    Run unknown = play("-i", CLUSTER, "--host", "node09");
    assertEquals(5, unknown.rc());
    assertEquals(
        "[WARNING]: Could not match supplied host pattern, ignoring: node09\n"
            + "--host: error: 'node09' matches no host of the inventory; give a single host\n",
        unknown.err());
    Run several = play("-i", CLUSTER, "--host", "spare-*");
    assertEquals(5, several.rc());
    assertEquals(
        "--host: error: 'spare-*' matches 2 hosts (spare-a, spare-b); give a single host\n",
        several.err());
  }

  @Test
  void graphStartsFromAGroup() {
    Run run = play("-i", CLUSTER, "--graph", "node01");
    assertEquals(5, run.rc());
    assertEquals(
        "GROUP: error: 'node01' is not a group of the inventory: --graph starts from a group\n",
        run.err());
  }

  @Test
  void aBadInventoryNamesTheFileLineAndColumn() throws IOException {
    Path bad = Files.writeString(tmp.resolve("hosts.ini"), "[web]\nweb[1:x]\n");
    Run run = play("-i", bad.toString(), "--list");
    assertEquals(4, run.rc());
    assertTrue(run.err().startsWith(bad + ":2:"), run.err());
    assertFalse(run.err().contains("\tat "), run.err());
  }

  @Test
  void outputGoesToTheFileWithoutALineBreakAfter() throws IOException {
    Path file = tmp.resolve("inventory.json");
    Run run = play("-i", CLUSTER, "--host", "node01", "--output", file.toString());
    assertEquals(0, run.rc(), run.err());
    assertEquals("", run.out());
    String printed = Files.readString(DIR.resolve("expected/cluster.host-node01.out"));
    assertEquals(printed.substring(0, printed.length() - 1), Files.readString(file));
  }
}
