package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.cli.Main;
import dev.play.value.JsonText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Local facts ({@code ansible_local}) read from the play's {@code fact_path} and the setup
 * module's, on this machine, the same as ansible-playbook reads them from the same files: JSON, ini
 * files (DEFAULT, interpolation, continuation lines, a {@code ;} that is no comment), executable
 * ones, one that fails, one that is neither, a bare number, and a file that is no fact file.
 */
@ParityTest
class LocalFactsTest {
  @TempDir Path dir;

  private Path facts() throws IOException {
    Path d = Files.createDirectories(dir.resolve("facts.d"));
    Files.writeString(d.resolve("a.fact"), "{\"x\": 1, \"list\": [1, 2], \"s\": \"t\"}");
    Files.writeString(
        d.resolve("b.fact"),
        "[DEFAULT]\nbase = /opt\n[paths]\nData = %(base)s/data\npct = 100%%\n"
            + "multi = one\n  two\n[other]\nk: v ; not a comment\n");
    executable(d.resolve("c.fact"), "#!/bin/sh\necho '{\"from\": \"script\"}'\n");
    executable(d.resolve("d.fact"), "#!/bin/sh\necho oops >&2; exit 3\n");
    Files.writeString(d.resolve("e.fact"), "not json or ini\n");
    Files.writeString(d.resolve("g.fact"), "42\n");
    Files.writeString(d.resolve("notafact.txt"), "x\n");
    return d;
  }

  private static void executable(Path file, String text) throws IOException {
    Files.writeString(file, text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private static final String PLAYBOOK =
      """
      - hosts: localhost
        fact_path: FACTS
        gather_subset: [min]
        tasks:
          - copy: {content: "{{ ansible_local | to_json }}", dest: OUT/by-play.json}
          - setup: {fact_path: FACTS, gather_subset: [min]}
            register: by_setup
          - copy: {content: "{{ by_setup.ansible_facts.ansible_local | to_json }}", dest: OUT/by-setup.json}
      """;

  @Test
  void factPathOfThePlayIsReadWhenFactsAreGathered() throws Exception {
    AnsibleRequirements.require();
    Path facts = facts();
    Map<String, Object> ansible = run(facts, "ansible", true);
    Map<String, Object> play = run(facts, "play", false);
    assertEquals(
        6,
        ((Map<?, ?>) ansible.get("by-play")).size(),
        "Ansible read the six fact files: " + ansible);
    assertEquals(ansible, play);
  }

  @Test
  void theFactPathOfTheSetupModulesDefaultsReachesTheGathering() throws Exception {
    AnsibleRequirements.require();
    Path facts = facts();
    String playbook =
        """
        - hosts: localhost
          gather_subset: [min]
          module_defaults:
            setup: {fact_path: FACTS}
          tasks:
            - copy: {content: "{{ ansible_local | to_json }}", dest: OUT/by-play.json}
            - copy: {content: "{{ ansible_local | to_json }}", dest: OUT/by-setup.json}
        """;
    assertEquals(run(facts, "ansible", true, playbook), run(facts, "play", false, playbook));
  }

  @Test
  void anIniFileWhoseInterpolationFailsGetsTheMessageAnsibleMeantForIt() throws Exception {
    Path d = Files.createDirectories(dir.resolve("facts.d"));
    Files.writeString(d.resolve("f.fact"), "[s]\nk = %(missing)s\n");
    Map<String, Object> play = run(d, "play", false);
    assertEquals(
        Map.of(
            "f",
            "Failed to convert ("
                + d.resolve("f.fact")
                + ") to JSON: Bad value substitution: option"
                + " contains an interpolation key 'missing' which is not a valid option name. Raw value: '%(missing)s'"),
        play.get("by-play"));
  }

  /** What {@code engine} read: ansible_local by the play's gathering and by setup. */
  private Map<String, Object> run(Path facts, String engine, boolean ansible) throws Exception {
    return run(facts, engine, ansible, PLAYBOOK);
  }

  private Map<String, Object> run(Path facts, String engine, boolean ansible, String playbook)
      throws Exception {
    Path out = Files.createDirectories(dir.resolve(engine));
    Path pb =
        Files.writeString(
            dir.resolve(engine + ".yml"),
            playbook.replace("FACTS", facts.toString()).replace("OUT", out.toString()));
    int rc = ansible ? ansiblePlaybook(pb) : play(pb);
    assertEquals(0, rc, engine + " failed");
    Map<String, Object> read = new LinkedHashMap<>();
    for (String name : List.of("by-play", "by-setup")) {
      read.put(name, JsonText.parse(Files.readString(out.resolve(name + ".json"))));
    }
    return read;
  }

  private static int play(Path pb) {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    try (PrintStream o = new PrintStream(sink, true, StandardCharsets.UTF_8)) {
      return Main.run(new String[] {pb.toString()}, o, o);
    }
  }

  private int ansiblePlaybook(Path pb) throws IOException, InterruptedException {
    ProcessBuilder b =
        new ProcessBuilder("ansible-playbook", pb.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("ansible.log").toFile());
    b.environment()
        .put(
            "ANSIBLE_CONFIG",
            Files.writeString(dir.resolve("ansible.cfg"), "[defaults]\n").toString());
    b.environment().put("ANSIBLE_LOCAL_TEMP", dir.resolve("tmp").toString());
    Process p = b.start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("ansible-playbook did not finish");
    }
    return p.exitValue();
  }
}
