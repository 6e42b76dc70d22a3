package dev.play.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.FleetRequirements;
import dev.play.report.BrowserTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The local lab of the README, as a newcomer runs it: {@code lab/up.sh 2} starts two systemd
 * cluster nodes and writes their inventory; site.yml is checked, applied and applied again with no
 * change on any host; cluster_verify.yml passes across the two nodes; {@code lab/down.sh} leaves no
 * container, network or state. The dry runs write the README's reports (the second after a variable
 * changed), and their pictures are saved (target/lab-report/). play runs in-process with only the
 * lab's inventory (its key and its known_hosts, checked strictly).
 */
@BrowserTest
@ContainerTest
class LabScriptsTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern RECAP =
      Pattern.compile(
          "(?m)^(lab-node\\d)\\s+: ok=\\d+\\s+changed=(\\d+)\\s+"
              + "unreachable=(\\d+)\\s+failed=(\\d+)");
  private static final String[] SITE = {"--skip-tags", "containers"};

  @TempDir Path dir;

  /** The lab's state (PLAY_LAB_STATE): lab/down.sh removes it. */
  private Path state;

  @Test
  void upCheckApplyApplyAgainVerifyDown() throws Exception {
    FleetRequirements.requireImage(Fleet.variant("lab"));
    state = dir.resolve("state");
    Run up = script("up.sh", "2");
    try {
      assertEquals(0, up.exitCode(), up.out());
      Path inventory = state.resolve("inventory.ini");
      assertTrue(Files.isRegularFile(inventory), up.out());
      assertEquals(List.of("lab-node0", "lab-node1"), labContainers(), "running lab containers");
      Run again = script("up.sh", "2");
      assertEquals(0, again.exitCode(), again.out());
      assertTrue(again.out().contains("the lab is already up with 2 node(s)"), again.out());
      Run otherSize = script("up.sh", "3");
      assertEquals(3, otherSize.exitCode(), otherSize.out());

      Path checkReport = dir.resolve("check.html");
      Run check =
          play(
              inventory,
              "site.yml",
              concat(SITE, "--check", "--diff", "--report", checkReport.toString()));
      assertEquals(0, check.exitCode(), check.out());
      assertTrue(check.out().contains("CHECK SUMMARY"), check.out());
      assertTrue(
          check.out().contains("Write the MPI/DeepSpeed hostfile: write /job/hostfile"),
          check.out());
      assertEquals(
          1,
          docker("exec", "lab-node0", "test", "-e", "/job/hostfile").exitCode(),
          "check changed nothing");

      Run apply = play(inventory, "site.yml", SITE);
      assertEquals(0, apply.exitCode(), apply.out());
      assertTrue(
          recapChanged(apply).stream().allMatch(c -> c > 0), "every host changed:\n" + apply.out());
      assertEquals(
          0,
          docker("exec", "lab-node1", "grep", "-q", "/models", "/etc/fstab").exitCode(),
          apply.out());

      Run second = play(inventory, "site.yml", SITE);
      assertEquals(0, second.exitCode(), second.out());
      assertEquals(
          List.of(0, 0), recapChanged(second), "a second apply changes nothing:\n" + second.out());

      Run verify = play(inventory, "cluster_verify.yml");
      assertEquals(0, verify.exitCode(), verify.out());
      assertTrue(
          verify.out().contains("ok: [lab-node0] => (item=lab-node1 as lab-node1)"), verify.out());
      assertTrue(
          verify
              .out()
              .contains(
                  "mpirun ran once on each of the 2 slot(s) of 2 host(s) in the hostfile (lab-node0: 1, lab-node1: 1)"),
          verify.out());
      for (String rank :
          List.of("rank 0/2 node 0 (lab-node0, gloo)", "rank 1/2 node 1 (lab-node1, gloo)")) {
        assertTrue(verify.out().contains("nodes: " + rank), rank + " in:\n" + verify.out());
      }

      Path editReport = dir.resolve("edit.html");
      Run edit =
          play(
              inventory,
              "site.yml",
              concat(
                  SITE,
                  "--check",
                  "--diff",
                  "-e",
                  "hostfiles_master_port=29600",
                  "--report",
                  editReport.toString()));
      assertEquals(0, edit.exitCode(), edit.out());
      assertTrue(
          edit.out().contains("-MASTER_PORT=29500\n")
              && edit.out().contains("+MASTER_PORT=29600\n"),
          edit.out());
      screenshots(checkReport, editReport);
    } finally {
      Run down = script("down.sh");
      assertEquals(0, down.exitCode(), down.out());
    }
    assertEquals(List.of(), labContainers(), "no lab container is left");
    assertEquals(1, docker("network", "inspect", "play-lab").exitCode(), "the lab network is gone");
    assertFalse(Files.exists(state), "the lab state is gone");
    Run downAgain = script("down.sh");
    assertEquals(0, downAgain.exitCode(), downAgain.out());
    assertTrue(downAgain.out().contains("no lab is up"), downAgain.out());
  }

  /**
   * docs/lab.md's two pictures of the lab's reports, saved under target/lab-report/: the first dry
   * run's as it opens (changed only), the second's filtered to role hostfiles.
   */
  private static void screenshots(Path check, Path edit) throws IOException {
    Path out = Path.of("target/lab-report");
    try (dev.play.report.Chromium chromium = dev.play.report.Chromium.start()) {
      chromium.driver().get(check.toUri().toString());
      chromium.screenshot(out.resolve("report-check.png"));
      chromium.driver().get(edit.toUri() + "#role=hostfiles");
      assertTrue(
          chromium.driver().findElements(org.openqa.selenium.By.cssSelector(".host")).stream()
              .filter(org.openqa.selenium.WebElement::isDisplayed)
              .allMatch(h -> "hostfiles".equals(h.getDomAttribute("data-role"))),
          "the link shows role hostfiles");
      chromium.screenshot(out.resolve("report-edit.png"));
      assertEquals(List.of(), chromium.errors(), "console errors");
    }
  }

  /** changed= of each lab host's recap line, checking that none was unreachable or failed. */
  private static List<Integer> recapChanged(Run run) {
    List<Integer> changed = new ArrayList<>();
    Matcher m = RECAP.matcher(run.out());
    while (m.find()) {
      assertEquals("0", m.group(3), "unreachable: " + m.group());
      assertEquals("0", m.group(4), "failed: " + m.group());
      changed.add(Integer.parseInt(m.group(2)));
    }
    assertEquals(2, changed.size(), "a recap line per host:\n" + run.out());
    return changed;
  }

  private static List<String> labContainers() throws Exception {
    Run ps = docker("ps", "-a", "--filter", "label=play.lab=1", "--format", "{{.Names}}");
    assertEquals(0, ps.exitCode(), ps.out());
    return ps.out().lines().sorted().toList();
  }

  /**
   * {@code play -i inventory playbooks/<playbook> args...}, in-process, with nothing but the lab's
   * inventory.
   */
  private static Run play(Path inventory, String playbook, String... args) {
    List<String> all =
        new ArrayList<>(
            List.of(
                "-i",
                inventory.toString(),
                ROOT.resolve("playbooks").resolve(playbook).toString()));
    all.addAll(List.of(args));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int rc;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8)) {
      rc = Main.run(all.toArray(String[]::new), o, o);
    }
    return new Run(rc, out.toString(StandardCharsets.UTF_8));
  }

  private Run script(String name, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(ROOT.resolve("lab").resolve(name).toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("PLAY_LAB_STATE", state.toString());
    return run(pb);
  }

  private static Run docker(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("docker"));
    command.addAll(List.of(args));
    return run(new ProcessBuilder(command));
  }

  private static Run run(ProcessBuilder pb) throws IOException, InterruptedException {
    Process p =
        pb.redirectErrorStream(true)
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .start();
    CompletableFuture<String> out =
        CompletableFuture.supplyAsync(
            () -> {
              try (var in = p.getInputStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    if (!p.waitFor(600, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(String.join(" ", pb.command()) + " did not finish in 600 s");
    }
    return new Run(p.exitValue(), out.join());
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private record Run(int exitCode, String out) {}
}
