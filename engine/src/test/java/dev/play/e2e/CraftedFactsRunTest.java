package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Facts gathered from a real host whose {@code /etc/os-release} and {@code nvidia-smi} (a script on
 * its {@code PATH}) are crafted (issue 27): template syntax, a {@code pipe} lookup that would make
 * a marker on the controller, a Jinja2 loop of a billion turns, {@code $(...)} and backticks that
 * would make a marker on the node, numbers too large for any type. The facts arrive as the node's
 * text in {@code debug}, {@code set_fact}, a {@code template}, {@code copy}'s {@code content},
 * {@code when}, a lookup's arguments and a command's argument; no marker is ever made.
 */
@ContainerTest
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class CraftedFactsRunTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  private static final String NODE_MARKER = "/tmp/pwned-node";
  private static final String SEVEN = "{{ 7*7 }}";
  private static final String LOOP = "{% for x in range(10**9) %}x{% endfor %}";
  private static final String SUBSHELL = "$(touch " + NODE_MARKER + ")";
  private static final String BACKTICKS = "`touch " + NODE_MARKER + "`";

  @TempDir Path dir;

  @Test
  void craftedFactsArriveAsTheNodesTextWhereverTheyAreUsed() throws IOException {
    TestHost host = FLEET.host();
    String pipe = "{{ lookup('pipe','touch " + dir.resolve("pwned") + "') }}";
    write(
        host,
        "/etc/os-release",
        String.join(
            "\n",
            "NAME=\"" + SEVEN + "\"",
            "ID=\"" + pipe + "\"",
            "ID_LIKE=\"" + BACKTICKS + "\"",
            "VERSION_ID=\"" + SEVEN + "\"",
            "VERSION_CODENAME=" + SUBSHELL,
            "PRETTY_NAME='it\"s'",
            ""));
    write(
        host,
        "/opt/crafted/smi.csv",
        "0, "
            + SEVEN
            + " "
            + LOOP
            + ", 99999999999999999999, "
            + SUBSHELL
            + ", 0:1, GPU-a\n"
            + "1, NVIDIA H200, -1, "
            + BACKTICKS
            + ", 0:2, GPU-b, extra\n"
            + "NaN, NVIDIA H200, NaN\n");
    write(
        host,
        "/usr/local/bin/nvidia-smi",
        """
        #!/bin/sh
        case "$*" in
          --query-gpu*) cat /opt/crafted/smi.csv ;;
          "topo -m") printf '\\tGPU0\\tGPU1\\tCPU Affinity\\n' ; printf 'GPU0\\t X \\t{{ 7*7 }}\\t$(id)\\n' ;;
          *) echo '| NVIDIA-SMI 1  Driver Version: 1  CUDA Version: {{ 7*7 }} |' ;;
        esac
        """);
    host.exec("chmod", "755", "/usr/local/bin/nvidia-smi").assertOk();
    Files.writeString(
        dir.resolve("facts.j2"),
        "{{ ansible_distribution }}|{{ ansible_gpus[0].name }}|{{ ansible_distribution_release }}\n");
    FleetRun.Result r =
        FleetRun.play(FLEET.fleet(), FLEET.inventory(), playbook(), "-e", "dir=" + dir);
    assertEquals(0, r.exitCode(), r.all());
    String gpu = SEVEN + " " + LOOP;
    String facts = pipe + "|" + gpu + "|" + SUBSHELL;
    assertTrue(r.out().contains("\"msg\": \"" + pipe + "\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"" + gpu + "\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"" + SEVEN + "|" + BACKTICKS + "|0|-1\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"matched\""), r.all());
    assertEquals(facts + "\n", cat(host, "/tmp/facts-copy.txt"));
    assertEquals(facts + "\n", cat(host, "/tmp/facts-template.txt"));
    assertEquals(pipe + "|" + gpu + "\n", cat(host, "/tmp/facts-lookup.txt"));
    assertTrue(r.out().contains("\"stdout\": \"" + SUBSHELL + "\""), r.all());
    assertFalse(Files.exists(dir.resolve("pwned")), "a pipe lookup ran on the controller");
    assertEquals(1, host.exec("test", "-e", NODE_MARKER).exitCode(), "a node shell ran the text");
  }

  private static Path playbook() {
    return FleetRun.playbook(
        FLEET.fleet(),
        "crafted-facts.yml",
        """
        - hosts: all
          gather_facts: true
          gather_subset: [all, gpu]
          vars: {seven: !unsafe "{{ 7*7 }}"}
          tasks:
            - debug: {msg: "{{ ansible_distribution }}"}
            - debug: {msg: "{{ ansible_gpus[0].name }}"}
            - debug:
                msg: "{{ ansible_distribution_version }}|{{ ansible_gpus[1].driver_version }}|{{ ansible_gpus[0].memory_mib }}|{{ ansible_gpus[1].memory_mib }}"
            - set_fact:
                dist: "{{ ansible_distribution }}"
                gpu: "{{ ansible_gpus[0].name }}"
                release: "{{ ansible_distribution_release }}"
            - copy: {content: "{{ dist }}|{{ gpu }}|{{ release }}\\n", dest: /tmp/facts-copy.txt}
            - template: {src: "{{ dir }}/facts.j2", dest: /tmp/facts-template.txt}
            - debug: {msg: matched}
              when: ansible_distribution_version == seven and ansible_gpus[0].name is search('range')
            - copy:
                content: "{{ lookup('vars', 'dist') }}|{{ query('items', ansible_gpus[0].name) | first }}\\n"
                dest: /tmp/facts-lookup.txt
            - command: {argv: [printf, '%s', "{{ ansible_distribution_release }}"]}
              register: argument
            - debug: {var: argument}
        """);
  }

  private static void write(TestHost host, String path, String text) {
    String b64 = Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    host.exec(
            "sh",
            "-c",
            "mkdir -p \"$(dirname " + path + ")\" && echo " + b64 + " | base64 -d > " + path)
        .assertOk();
  }

  private static String cat(TestHost host, String path) {
    return host.exec("cat", path).assertOk().stdout();
  }
}
