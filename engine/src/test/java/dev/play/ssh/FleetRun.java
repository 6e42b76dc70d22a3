package dev.play.ssh;

import dev.play.cli.Main;
import dev.play.fleet.Fleet;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs {@code play} in-process against a fleet, with the fleet's known_hosts unless told otherwise.
 */
public final class FleetRun {
  private FleetRun() {}

  /** Output and exit code of one run. */
  public record Result(int exitCode, String out, String err) {
    public String all() {
      return "exit " + exitCode + "\n" + out + err;
    }

    /** Sum of {@code changed=} over every recap line. */
    public int changed() {
      return out.lines()
          .filter(l -> l.matches("\\S+\\s+: ok=.*"))
          .mapToInt(l -> Integer.parseInt(l.replaceAll(".*changed=(\\d+).*", "$1")))
          .sum();
    }

    /** The recap line of {@code host}. */
    public String recap(String host) {
      return out.lines()
          .filter(l -> l.startsWith(host + " "))
          .findFirst()
          .orElse("(no recap for " + host + ")");
    }
  }

  public static Path playbook(Fleet fleet, String name, String yaml) {
    try {
      return Files.writeString(fleet.dir().resolve(name), yaml);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code play -i inventory playbook args...} trusting the fleet's known_hosts strictly. */
  public static Result play(Fleet fleet, Path inventory, Path playbook, String... args) {
    return playWith(fleet.knownHosts(), inventory, playbook, args);
  }

  public static Result playWith(Path knownHosts, Path inventory, Path playbook, String... args) {
    List<String> all =
        new ArrayList<>(
            List.of(
                "-i",
                inventory.toString(),
                playbook.toString(),
                "-e",
                "ansible_ssh_extra_args='-o UserKnownHostsFile=" + knownHosts + "'"));
    all.addAll(List.of(args));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      rc = Main.run(all.toArray(String[]::new), o, e);
    }
    return new Result(
        rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /**
   * The {@code changed:} lines of a run (without the result that -v prints), each with its task
   * header.
   */
  public static List<String> changedLines(Result r) {
    List<String> lines = new ArrayList<>();
    String task = "";
    for (String line : r.out().split("\n")) {
      if (line.startsWith("TASK [") || line.startsWith("RUNNING HANDLER [")) {
        task = line.replaceAll(" \\*+$", "");
      } else if (line.startsWith("changed: ")) {
        int result = line.indexOf(" => ");
        lines.add(task + " " + (result < 0 ? line : line.substring(0, result)));
      }
    }
    return lines;
  }

  /**
   * The idempotency contract, on real hosts: {@code --check --diff} first (nothing changes), then
   * the real run changes exactly what the check predicted, then a second run changes nothing.
   * Returns the first real run.
   */
  public static Result checkApplyTwice(Fleet fleet, Path inventory, Path playbook, String... args) {
    Result check = play(fleet, inventory, playbook, concat(args, "--check", "--diff"));
    org.junit.jupiter.api.Assertions.assertEquals(
        0, check.exitCode(), () -> "check run:\n" + check.all());
    Result first = play(fleet, inventory, playbook, concat(args, "--diff"));
    org.junit.jupiter.api.Assertions.assertEquals(
        0, first.exitCode(), () -> "first run:\n" + first.all());
    org.junit.jupiter.api.Assertions.assertEquals(
        changedLines(check),
        changedLines(first),
        () -> "--check predicted the real run\ncheck:\n" + check.out() + "\nreal:\n" + first.out());
    Result second = play(fleet, inventory, playbook, args);
    org.junit.jupiter.api.Assertions.assertEquals(
        0, second.exitCode(), () -> "second run:\n" + second.all());
    org.junit.jupiter.api.Assertions.assertEquals(
        0, second.changed(), () -> "second run changed:\n" + second.all());
    return first;
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
