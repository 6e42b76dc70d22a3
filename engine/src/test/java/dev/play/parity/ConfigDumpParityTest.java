package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.config.ConfigDump;
import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play config dump} against {@code ansible-config dump -t all} for one ansible.cfg that sets
 * every setting play has, and one variable: each setting both print has the same value and origin.
 */
@ParityTest
class ConfigDumpParityTest {
  private static final Path EVERY =
      Path.of("src/test/resources/config/every-setting.cfg").toAbsolutePath();

  @TempDir Path home;

  @Test
  void sameValuesAndOriginsAsAnsibleConfig() throws IOException, InterruptedException {
    AnsibleRequirements.require();
    Map<String, String> env =
        Map.of(
            "ANSIBLE_CONFIG", EVERY.toString(), "ANSIBLE_TIMEOUT", "33", "HOME", home.toString());
    Map<String, String> play =
        byName(ConfigDump.lines(PlayConfig.load(new LocalEnvironment(env, home, home)), true));
    Map<String, String> ansible = byName(ansibleConfigDump(env));
    List<String> compared = new ArrayList<>();
    play.forEach(
        (name, line) -> {
          if (ansible.containsKey(name)) {
            assertEquals(ansible.get(name), line, name);
            compared.add(name);
          }
        });
    assertEquals(
        play.keySet(),
        java.util.Set.copyOf(compared),
        "ansible-config dump prints each of play's settings");
    assertTrue(compared.size() >= 20, compared::toString);
  }

  /**
   * Each {@code NAME(origin) = value} line by block and name ({@code ssh:} block names prefixed
   * {@code ssh.}).
   */
  private static Map<String, String> byName(List<String> lines) {
    Map<String, String> out = new HashMap<>();
    String block = "";
    for (String line : lines) {
      if (line.endsWith(":") && !line.contains("(")) {
        block = line.equals("ssh:") ? "ssh." : line.toLowerCase() + ".";
      } else if (line.contains("(")) {
        out.put(block + line.substring(0, line.indexOf('(')), line);
      }
    }
    return out;
  }

  private List<String> ansibleConfigDump(Map<String, String> env)
      throws IOException, InterruptedException {
    ProcessBuilder pb =
        new ProcessBuilder("ansible-config", "dump", "-t", "all", "--only-changed")
            .directory(home.toFile())
            .redirectErrorStream(true);
    pb.environment().keySet().removeIf(k -> k.startsWith("ANSIBLE_"));
    pb.environment().putAll(env);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "ansible-config did not finish");
    assertEquals(0, p.exitValue(), out);
    return out.lines().toList();
  }
}
