package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import dev.play.connection.shell.RemoteShell;
import dev.play.connection.shell.ShellServer;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * File probes sent together to a persistent shell (a real local {@code sh} running the loop) answer
 * exactly as each does alone under {@code sh -c}, while the batch starts one {@code stat} for all
 * their files, and the owner's name on a file spares the {@code id} that looks it up. Processes are
 * counted by shims of {@code stat}, {@code id} and {@code getent} first on the loop's PATH.
 */
class FileProbeBatchTest {
  private static final String NONCE = "fedcba9876543210fedcba9876543210";
  @TempDir Path tmp;
  private Path tree;
  private Path calls;
  private Process process;
  private RemoteShell shell;
  private String user;
  private String group;

  @BeforeEach
  void start() throws Exception {
    tree = Files.createDirectories(tmp.resolve("tree"));
    calls = tmp.resolve("calls");
    Path shims = Files.createDirectories(tmp.resolve("shims"));
    for (String tool : List.of("stat", "id", "getent")) {
      Path shim = shims.resolve(tool);
      String real = sh("command -v " + tool).strip();
      Files.writeString(
          shim,
          "#!/bin/sh\nprintf '%s\\n' \""
              + tool
              + " $*\" >> '"
              + calls
              + "'\nexec "
              + real
              + " \"$@\"\n");
      Files.setPosixFilePermissions(shim, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    user = sh("id -un").strip();
    group = sh("id -gn").strip();
    ProcessBuilder pb =
        new ProcessBuilder("/bin/sh", "-c", ShellServer.script(NONCE)).redirectErrorStream(true);
    pb.environment().put("TMPDIR", tmp.toString());
    pb.environment().put("PATH", shims + ":" + System.getenv("PATH"));
    process = pb.start();
    ProcessStreams streams =
        new ProcessStreams(
            process.getInputStream(),
            InputStream.nullInputStream(),
            process.getOutputStream(),
            process::destroyForcibly);
    shell =
        RemoteShell.open(
            streams,
            process::isAlive,
            WrappedCommand.direct("loop"),
            NONCE,
            Duration.ofSeconds(10),
            "local",
            () -> {});
    Files.deleteIfExists(calls); // the loop's own id at its start
  }

  @AfterEach
  void stop() {
    shell.close();
  }

  @Test
  void aBatchStatsAllItsFilesOnceAndAnswersAsEachProbeAlone() throws Exception {
    Path file = Files.writeString(tree.resolve("app.conf"), "x = 1\n");
    Path dir = Files.createDirectories(tree.resolve("etc"));
    Path link = Files.createSymbolicLink(tree.resolve("current"), file);
    Path odd = Files.writeString(tree.resolve("a|b"), "odd");
    List<FileProbe> probes =
        List.of(
            probe(file),
            probe(dir),
            probe(tree.resolve("missing")),
            probe(odd),
            probe(link).following(true),
            probe(link),
            probe(dir).insideDirectory("inner"),
            probe(file).resolving(user, group),
            probe(dir).resolving("no-such-user-here", "no-such-group-here"));
    List<String> scripts = probes.stream().map(FileProbe::script).toList();

    List<CommandResult> batched =
        shell.runProbes(probes.stream().map(FileProbeBatchTest::command).toList());
    List<String> during = calls();
    for (int i = 0; i < scripts.size(); i++) {
      assertEquals(alone(scripts.get(i)), batched.get(i), "probe " + i + " batched as alone");
    }

    assertEquals(1, count(during, "stat --printf %n|"), "one stat for the batch: " + during);
    assertEquals(
        4,
        count(during, "stat "),
        "besides it, only the link (followed and not) and the name with a | stat themselves: "
            + during);
    assertEquals(
        List.of("id -u -- no-such-user-here", "getent group no-such-group-here"),
        during.stream().filter(c -> !c.startsWith("stat ")).toList(),
        "the owner's own name is not looked up");
    ProbeResult own = FileProbeParser.parse(batched.get(7).stdout());
    assertEquals(sh("id -u").strip(), String.valueOf(own.userId().getAsInt()));
    assertEquals(sh("id -g").strip(), String.valueOf(own.groupId().getAsInt()));
    assertTrue(FileProbeParser.parse(batched.get(8).stdout()).userId().isEmpty());
  }

  @Test
  void twoProbesOfOneFileShareOneStatAndAProbeAloneStatsItself() throws Exception {
    Path file = Files.writeString(tree.resolve("environment"), "A=1\n");
    List<FileProbe> probes = List.of(probe(file), probe(file).resolving(user, null));
    List<CommandResult> batched =
        shell.runProbes(probes.stream().map(FileProbeBatchTest::command).toList());
    assertEquals(List.of(alone(probes.get(0).script()), alone(probes.get(1).script())), batched);
    assertEquals(1, count(calls(), "stat "), "one stat for the two probes of one file");
    assertEquals(
        alone(probes.get(0).script()), shell.runProbes(List.of(command(probes.get(0)))).getFirst());
    assertEquals(
        List.of("stat"),
        calls().stream().map(c -> c.split(" ")[0]).toList(),
        "a probe alone runs its own stat: no cache to fill");
  }

  @Test
  void whatABatchReadIsNotTakenForALaterProbe() throws Exception {
    Path file = Files.writeString(tree.resolve("app.conf"), "x = 1\n");
    Path other = Files.writeString(tree.resolve("other"), "y\n");
    shell.runProbes(List.of(command(probe(file)), command(probe(other))));
    shell.run("chmod 600 '" + file + "'");
    FileProbe again = probe(file);
    assertEquals(
        alone(again.script()),
        shell.probe(again.script(), again.request()),
        "a probe after the batch stats the file itself");
    assertTrue(
        FileProbeParser.parse(shell.probe(again.script(), again.request()).stdout()).file()
                instanceof FileFacts.Present p
            && p.mode() == 0600);
  }

  private static Command command(FileProbe p) {
    return new Command(p.script(), null, null, true, p.request());
  }

  private static FileProbe probe(Path p) {
    return FileProbe.of(p.toString()).checksum(null);
  }

  /** The probe's answer run on its own, as {@code sh -c} runs it without a persistent shell. */
  private CommandResult alone(String script) throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", script).start();
    String out = new String(p.getInputStream().readAllBytes());
    String err = new String(p.getErrorStream().readAllBytes());
    return new CommandResult(p.waitFor(), out, err);
  }

  private List<String> calls() throws Exception {
    List<String> out = Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    Files.deleteIfExists(calls);
    return new ArrayList<>(out);
  }

  private static long count(List<String> calls, String prefix) {
    return calls.stream().filter(c -> c.startsWith(prefix)).count();
  }

  private static String sh(String command) throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", command).start();
    String out = new String(p.getInputStream().readAllBytes());
    p.waitFor();
    return out;
  }
}
