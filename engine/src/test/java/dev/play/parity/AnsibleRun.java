package dev.play.parity;

import dev.play.fleet.Fleet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs Debian's {@code ansible-playbook} (ansible-core 2.14 with the posix, general and docker
 * collections) against fleet hosts, as a user would: pipelining, strict host keys from the fleet's
 * known_hosts, Python 3 on the host, no ansible.cfg from around the build.
 */
final class AnsibleRun {
  private static final long TIMEOUT_MINUTES = 10;

  private AnsibleRun() {}

  /** Output and exit code of one {@code ansible-playbook} run. */
  record Result(int exitCode, String out) {
    /** Sum of {@code changed=} over the PLAY RECAP lines. */
    int changed() {
      return out.lines()
          .filter(l -> l.matches("\\S+\\s+: ok=.*"))
          .mapToInt(l -> Integer.parseInt(l.replaceAll(".*changed=(\\d+).*", "$1")))
          .sum();
    }
  }

  /** {@code ansible-playbook -i inventory playbook args...} in the playbook's directory. */
  static Result play(Fleet fleet, Path inventory, Path playbook, String... args) {
    return play(fleet, Map.of(), inventory, playbook, args);
  }

  /** The same, with the {@code ANSIBLE_*} settings of {@code settings} on top of those above. */
  static Result play(
      Fleet fleet, Map<String, String> settings, Path inventory, Path playbook, String... args) {
    Path work = fleet.dir().resolve("ansible");
    List<String> argv =
        new ArrayList<>(
            List.of("ansible-playbook", "-i", inventory.toString(), playbook.toString()));
    argv.addAll(List.of(args));
    try {
      Files.createDirectories(work);
      Path cfg = Files.writeString(work.resolve("ansible.cfg"), "[defaults]\n");
      ProcessBuilder pb =
          new ProcessBuilder(argv)
              .directory(playbook.getParent().toFile())
              .redirectErrorStream(true);
      pb.environment()
          .putAll(
              Map.of(
                  "ANSIBLE_CONFIG", cfg.toString(),
                  "ANSIBLE_PIPELINING", "True",
                  "ANSIBLE_HOST_KEY_CHECKING", "True",
                  "ANSIBLE_SSH_ARGS",
                      "-o ControlMaster=auto -o ControlPersist=60s -o UserKnownHostsFile="
                          + fleet.knownHosts(),
                  "ANSIBLE_SSH_CONTROL_PATH_DIR", work.resolve("cp").toString(),
                  "ANSIBLE_LOCAL_TEMP", work.resolve("tmp").toString(),
                  "ANSIBLE_PYTHON_INTERPRETER", "/usr/bin/python3",
                  "ANSIBLE_RETRY_FILES_ENABLED", "False",
                  "ANSIBLE_NOCOLOR", "1",
                  "ANSIBLE_FORCE_COLOR", "0"));
      pb.environment().putAll(settings);
      Process p = pb.start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError(
            "ansible-playbook did not finish in " + TIMEOUT_MINUTES + " minutes");
      }
      return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted while running ansible-playbook", e);
    }
  }
}
