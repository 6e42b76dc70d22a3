package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.value.JsonText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One jsonfile fact cache directory shared by {@code ansible-playbook} and play, both with {@code
 * gathering = smart}, on a real host: what one engine writes the other reads without gathering
 * again (an edited cached fact shows it), and what each does with a corrupt entry and an expired
 * one. Both get the settings from the same {@code ANSIBLE_*} variables; play runs in a process of
 * its own, as a user runs it.
 */
@ParityTest
@ContainerTest
class FactCacheParityTest {
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(() -> Fleet.builder().hosts(1).image(Fleet.PYTHON_IMAGE).start());

  private static final String GATHERING = "TASK [Gathering Facts]";
  private static final String RELEASE = "\"ansible_distribution_release\": \"bookworm\"";
  private static final String EDITED = "\"ansible_distribution_release\": \"edited-in-the-cache\"";

  /** Gathers (smart: nothing cached yet) and caches a set_fact naming the engine. */
  private static final String WRITE =
      """
      - hosts: nodes
        tasks:
          - set_fact: {written_by: "{{ engine }}", cacheable: true}
      """;

  /** Prints a gathered fact, both ways, and the cached set_fact. */
  private static final String READ =
      """
      - hosts: nodes
        tasks:
          - debug: {msg: "cached {{ written_by }} {{ ansible_distribution_release }} {{ ansible_facts.distribution_release }}"}
      """;

  /** Prints a gathered fact only. */
  private static final String RELEASE_ONLY =
      """
      - hosts: nodes
        tasks:
          - debug: {msg: "release {{ ansible_distribution_release }}"}
      """;

  /** What a run of either engine printed, and its exit code. */
  record Ran(int exitCode, String out) {}

  @TempDir Path work;
  Path cache;
  Map<String, String> settings;

  @BeforeEach
  void settings() {
    AnsibleRequirements.require();
    cache = work.resolve("facts");
    settings =
        Map.of(
            "ANSIBLE_CACHE_PLUGIN",
            "jsonfile",
            "ANSIBLE_CACHE_PLUGIN_CONNECTION",
            cache.toString(),
            "ANSIBLE_GATHERING",
            "smart");
  }

  private Path entry() {
    return cache.resolve(FLEET.host().name());
  }

  private Path playbook(String name, String yaml) throws IOException {
    return Files.writeString(work.resolve(name), yaml);
  }

  private Ran ansible(String playbook, String... args) throws IOException {
    AnsibleRun.Result r =
        AnsibleRun.play(
            FLEET.fleet(), settings, FLEET.inventory(), playbook("ansible.yml", playbook), args);
    return new Ran(r.exitCode(), r.out());
  }

  /** play in a process of its own, with the same settings and the fleet's known_hosts. */
  private Ran play(String playbook, String... args) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                "dev.play.cli.Main",
                "-i",
                FLEET.inventory().toString(),
                playbook("play.yml", playbook).toString(),
                "-e",
                "ansible_ssh_extra_args='-o UserKnownHostsFile="
                    + FLEET.fleet().knownHosts()
                    + "'"));
    command.addAll(List.of(args));
    ProcessBuilder pb =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("ANSIBLE_"));
    pb.environment()
        .put("ANSIBLE_CONFIG", Files.writeString(work.resolve("empty.cfg"), "").toString());
    pb.environment().putAll(settings);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(5, TimeUnit.MINUTES), out);
    return new Ran(p.exitValue(), out);
  }

  /**
   * A run that read what the other engine cached: no gathering, the edited release and the writer's
   * set_fact.
   */
  private static void readWithoutGathering(Ran read, String writer) {
    assertEquals(0, read.exitCode(), read.out());
    assertFalse(
        read.out().contains(GATHERING),
        "smart: the other engine's gathering is remembered\n" + read.out());
    assertTrue(
        read.out()
            .contains("\"msg\": \"cached " + writer + " edited-in-the-cache edited-in-the-cache\""),
        read.out());
  }

  /** A run that found no usable entry: it gathered, and prints the host's own release. */
  private static void gatheredAgain(Ran run) {
    assertEquals(0, run.exitCode(), run.out());
    assertTrue(
        run.out().contains(GATHERING) && run.out().contains("\"msg\": \"release bookworm\""),
        run.out());
  }

  /**
   * Replaces the cached release with {@link #EDITED}: only a run that does not gather prints it.
   */
  private void editCachedRelease() throws IOException {
    String json = Files.readString(entry());
    assertTrue(json.contains(RELEASE), json);
    Files.writeString(entry(), json.replace(RELEASE, EDITED));
  }

  @Test
  void aCacheAnsibleWroteIsReadByPlayWithoutGathering() throws Exception {
    Ran wrote = ansible(WRITE, "-e", "engine=ansible");
    assertEquals(0, wrote.exitCode(), wrote.out());
    assertTrue(wrote.out().contains(GATHERING), wrote.out());
    editCachedRelease();
    readWithoutGathering(play(READ), "ansible");
  }

  @Test
  void aCachePlayWroteIsReadByAnsibleWithoutGathering() throws Exception {
    Ran wrote = play(WRITE, "-e", "engine=play");
    assertEquals(0, wrote.exitCode(), wrote.out());
    assertTrue(wrote.out().contains(GATHERING), wrote.out());
    Map<?, ?> written = assertInstanceOf(Map.class, JsonText.parse(Files.readString(entry())));
    assertEquals(true, written.get("_ansible_facts_gathered"));
    assertEquals("play", written.get("written_by"));
    editCachedRelease();
    readWithoutGathering(ansible(READ), "play");
  }

  /**
   * A corrupt entry: play warns, gathers and writes the entry anew; Ansible stops the run (exit 1)
   * and removes the file, and its next run gathers. Both then hold a good entry.
   */
  @Test
  void aCorruptEntryIsGatheredAgainByPlayAndRemovedByAnsible() throws Exception {
    Files.createDirectories(cache);
    Files.writeString(entry(), "{\"ansible_distribution_release\": ");
    Ran play = play(RELEASE_ONLY);
    gatheredAgain(play);
    assertTrue(
        play.out()
            .contains(
                "[WARNING]: ignoring the fact cache file "
                    + entry()
                    + " of "
                    + FLEET.host().name()
                    + ": not valid JSON: End of input at line 1 column "),
        play.out());
    assertTrue(Files.readString(entry()).contains(RELEASE), "written anew");

    Files.writeString(entry(), "{\"ansible_distribution_release\": ");
    Ran ansible = ansible(RELEASE_ONLY);
    assertEquals(1, ansible.exitCode(), ansible.out());
    assertTrue(ansible.out().contains("The cache file " + entry() + " was corrupt"), ansible.out());
    assertFalse(Files.exists(entry()), "Ansible removes it");
    gatheredAgain(ansible(RELEASE_ONLY));
  }

  /**
   * An entry older than fact_caching_timeout is no entry: both engines gather again, silently, and
   * write it anew.
   */
  @Test
  void anExpiredEntryIsGatheredAgainByBoth() throws Exception {
    Ran wrote = ansible(WRITE, "-e", "engine=ansible");
    assertEquals(0, wrote.exitCode(), wrote.out());
    editCachedRelease();
    String edited = Files.readString(entry());
    FileTime twoDaysAgo = FileTime.from(Instant.now().minus(Duration.ofDays(2)));

    Files.setLastModifiedTime(entry(), twoDaysAgo);
    Ran play = play(RELEASE_ONLY);
    gatheredAgain(play);
    assertFalse(play.out().contains("WARNING"), "silent, as Ansible\n" + play.out());
    assertTrue(
        Files.getLastModifiedTime(entry())
            .toInstant()
            .isAfter(Instant.now().minus(Duration.ofHours(1))));

    Files.writeString(entry(), edited);
    Files.setLastModifiedTime(entry(), twoDaysAgo);
    Ran ansible = ansible(RELEASE_ONLY);
    gatheredAgain(ansible);
    assertFalse(ansible.out().contains("WARNING"), ansible.out());
    assertTrue(
        Files.getLastModifiedTime(entry())
            .toInstant()
            .isAfter(Instant.now().minus(Duration.ofHours(1))));
  }
}
