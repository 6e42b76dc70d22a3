package dev.play.connection.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.ProbeRequest;
import dev.play.connection.become.ProcessStreams;
import dev.play.connection.become.WrappedCommand;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The persistent shell's loop and client against a real local {@code sh}, as a host runs it. */
class RemoteShellTest {
  private static final String NONCE = "0123456789abcdef0123456789abcdef";
  @TempDir Path tmp;
  private Process process;
  private RemoteShell shell;
  private final AtomicInteger closed = new AtomicInteger();

  @BeforeEach
  void start() throws Exception {
    ProcessBuilder pb =
        new ProcessBuilder("/bin/sh", "-c", ShellServer.script(NONCE)).redirectErrorStream(true);
    pb.environment().put("TMPDIR", tmp.toString());
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
            closed::incrementAndGet);
  }

  @AfterEach
  void stop() {
    shell.close();
  }

  @Test
  void commandsOneAfterAnotherWithTheirStatusAndBothOutputs() throws Exception {
    assertEquals(new CommandResult(0, "a\n", ""), shell.run("echo a"));
    assertEquals(
        new CommandResult(3, "out", "err\n"), shell.run("printf out; echo err >&2; exit 3"));
    assertEquals(new CommandResult(0, "", ""), shell.run("true"));
    assertEquals(new CommandResult(0, "é ✓\n", ""), shell.run("echo 'é ✓'"));
    assertTrue(shell.usable());
  }

  @Test
  void eachCommandStartsClean() throws Exception {
    shell.run("cd /; X=1; export Y=2; umask 077");
    assertEquals(
        new CommandResult(0, "|" + "\n" + "0022\n", ""), shell.run("echo \"$X|$Y\"; umask"));
    assertEquals("", shell.run("cat").stdout(), "standard input is empty");
    assertFalse(shell.run("pwd").stdout().equals("/\n"));
  }

  @Test
  void scriptsSeeTheCallersIdentityWithoutAskingAndKeepTheirLineNumbers() throws Exception {
    String uid =
        new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes()).strip();
    assertTrue(shell.run("echo \"$PLAY_ENV\"").stdout().startsWith("0022|" + uid + "|"));
    assertEquals("", shell.run("env | grep PLAY_ENV").stdout(), "not exported");
    assertTrue(shell.run("true\nnosuchcommand").stderr().contains(": 2: nosuchcommand: not found"));
    assertEquals("a\\b $HOME\n  x\n", shell.run("printf '%s\\n' 'a\\b $HOME' '  x'").stdout());
  }

  private CommandResult probe(String script) throws RemoteShell.Broken {
    return shell.probe(script, ProbeRequest.NONE);
  }

  private static Command probeCommand(String script) {
    return new Command(script, null, null, true);
  }

  @Test
  void probesRunInASubshellOfTheLoopWithTheSameAnswers() throws Exception {
    assertEquals(new CommandResult(0, "a\n", ""), probe("echo a"));
    assertEquals(new CommandResult(3, "out", "err\n"), probe("printf out; echo err >&2; exit 3"));
    assertEquals(new CommandResult(0, "", ""), probe("true"));
    assertTrue(probe("echo \"$PLAY_ENV\"").stdout().startsWith("0022|"));
    assertEquals("", probe("cat").stdout(), "standard input is empty");
    probe("cd /; X=1; umask 077; exit 4");
    assertEquals(
        new CommandResult(0, "|0022\n", ""),
        probe("echo \"$X|$(umask)\""),
        "nothing a probe sets stays for the next one");
    assertEquals(
        new CommandResult(0, "b\n", ""), shell.run("echo b"), "commands still run after probes");
    assertEquals("", probe("echo $e$o$n$l$T$E$U").stdout().strip(), "the loop's names are its own");
    CommandResult big = probe("head -c 3000000 /dev/zero | tr '\\0' x");
    assertEquals(3_000_000, big.stdout().length());
    try (var files = Files.list(tmp)) {
      assertEquals(
          1, files.count(), "the loop's directory is still there: a probe's exit is its own");
    }
  }

  @Test
  void probesGoTogetherAndOneAskedTwiceRunsOnce() throws Exception {
    String counted = "echo x >> \"$TMPDIR/count\"; echo seen";
    List<CommandResult> r =
        shell.runProbes(
            List.of(probeCommand(counted), probeCommand("echo other"), probeCommand(counted)));
    assertEquals(
        List.of(
            new CommandResult(0, "seen\n", ""),
            new CommandResult(0, "other\n", ""),
            new CommandResult(0, "seen\n", "")),
        r);
    assertEquals("x\n", Files.readString(tmp.resolve("count")));
  }

  @Test
  void probeCodeIsKeptAsAFunctionAndLaterProbesSendOnlyTheirValues() throws Exception {
    String code =
        "printf '%s|%s|%s\\n' \"$v\" \"$(umask)\" \"${PLAY_ENV%%|*}\"; [ -z \"$w\" ] || exit 5\n";
    ProbeRequest kept = new ProbeRequest(List.of(), code);
    assertEquals(new CommandResult(0, "one|0022|0022\n", ""), shell.probe("v=one\n" + code, kept));
    assertEquals(
        new CommandResult(0, "it's two|0022|0022\n", ""),
        shell.probe("v='it'\\''s two'\n" + code, kept));
    assertEquals(new CommandResult(5, "x|0022|0022\n", ""), shell.probe("v=x; w=1\n" + code, kept));
    assertEquals("0022\n", probe("umask").stdout(), "probes keep the caller's umask");
    shell.run("echo a command writes its outputs into the loop's directory");
    try (var dirs = Files.list(tmp);
        var files = Files.list(dirs.findFirst().orElseThrow())) {
      for (Path f : files.toList()) {
        assertEquals(
            "rw-------",
            java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(f)),
            "the loop's own umask after a definition: " + f);
      }
    }
    for (int i = 0; i <= ShellFunctions.MAX; i++) {
      String each = "echo \"$k\"; : " + i + "\n";
      assertEquals(
          "k" + i + "\n",
          shell.probe("k=k" + i + "\n" + each, new ProbeRequest(List.of(), each)).stdout(),
          "beyond the limit, a probe is sent whole");
    }
    assertEquals(new CommandResult(0, "b\n", ""), shell.run("echo b"), "still in step");
  }

  @Test
  void standardInputComesWholeAndWhatIsLeftUnreadIsDrained() throws Exception {
    byte[] binary = new byte[300_000];
    for (int i = 0; i < binary.length; i++) {
      binary[i] = (byte) (i * 31);
    }
    assertEquals(new CommandResult(0, "300000\n", ""), shell.run("wc -c", binary));
    String tricky = "line\n" + NONCE + "\n" + NONCE + ".\n" + NONCE + ":5\nno newline at the end";
    assertEquals(
        new CommandResult(0, tricky, ""),
        shell.run("cat", tricky.getBytes(StandardCharsets.UTF_8)));
    assertEquals(
        new CommandResult(4, "", "did not read\n"),
        shell.run(
            "echo did not read >&2; exit 4",
            "unread\n".repeat(1000).getBytes(StandardCharsets.UTF_8)));
    assertEquals(
        new CommandResult(0, "first\n", ""),
        shell.run("head -n 1", "first\nsecond\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals(new CommandResult(0, "0\n", ""), shell.run("wc -c", new byte[0]));
    assertEquals(new CommandResult(0, "still in step\n", ""), shell.run("echo still in step"));
  }

  @Test
  void theCallersNamesComeFromOneId() throws Exception {
    String expected = String.join("|", "0022", id("-u"), id("-g"), id("-un"), id("-gn"));
    assertEquals(expected + "\n", shell.run("echo \"$PLAY_ENV\"").stdout());
  }

  private static String id(String flag) throws Exception {
    return new String(new ProcessBuilder("id", flag).start().getInputStream().readAllBytes())
        .strip();
  }

  @Test
  void outputLeftByABackgroundProcessDoesNotReachTheNextAnswer() throws Exception {
    assertEquals(
        new CommandResult(0, "", ""), shell.run("(sleep 0.3; echo late; echo late >&2) &"));
    Thread.sleep(500);
    assertEquals(new CommandResult(0, "next\n", ""), shell.run("echo next"));
  }

  @Test
  void largeOutputComesWhole() throws Exception {
    CommandResult r =
        shell.run(
            "head -c 5000000 /dev/zero | tr '\\0' x; echo; head -c 70000 /dev/zero | tr '\\0' y >&2");
    assertEquals(5_000_001, r.stdout().length());
    assertEquals(70_000, r.stderr().length());
    assertEquals("ok\n", shell.run("echo ok").stdout());
  }

  /**
   * A command that reads the loop's nonce where every user of a host can (its command line) and
   * prints frames made with it, an answer's end and a whole next answer, gets exactly that output
   * back; the next command gets its own answer.
   */
  @Test
  void framesForgedWithTheNonceStayTheCommandsOutput() throws Exception {
    String forge =
        "n=$(grep -ao '[0-9a-f]\\{32\\}' /proc/$PPID/cmdline | head -n 1)\n"
            + "printf '\\n%s-E\\n\\n%s-X 0\\n%s\\nforged\\n%s-E\\n\\n%s-X 0\\n' $n $n $n $n $n\n"
            + "printf '\\n%s-E\\nforged\\n%s-X 7\\n' $n $n >&2\n";
    CommandResult r = shell.run(forge);
    String n = NONCE;
    assertEquals(
        new CommandResult(
            0,
            "\n" + n + "-E\n\n" + n + "-X 0\n" + n + "\nforged\n" + n + "-E\n\n" + n + "-X 0\n",
            "\n" + n + "-E\nforged\n" + n + "-X 7\n"),
        r);
    assertEquals(new CommandResult(0, "next\n", ""), shell.run("echo next"));
    assertEquals(new CommandResult(0, "probe\n", ""), shell.probe("echo probe", ProbeRequest.NONE));
  }

  /**
   * Output beyond the limit is read and counted, not kept; the shell goes on. The limit here is the
   * real one: 16 MiB kept of 40 MiB.
   */
  @Test
  void outputBeyondTheLimitIsCountedNotKept() throws Exception {
    CommandResult r = shell.run("head -c 41943040 /dev/zero | tr '\\0' x; echo err >&2");
    assertEquals(dev.play.connection.KeptBytes.LIMIT, r.stdout().length());
    assertEquals(41_943_040L - dev.play.connection.KeptBytes.LIMIT, r.cut());
    assertEquals("err\n", r.stderr());
    assertEquals(new CommandResult(0, "ok\n", ""), shell.run("echo ok"));
  }

  /**
   * A command that writes into the loop's own output (tampering with the stream: the loop's shell
   * keeps its output on a descriptor of its own while the command runs) breaks this shell, at once
   * and alone: no hang, and the caller is told.
   */
  @Test
  void aCommandThatWritesIntoTheLoopsStreamBreaksThatShellOnly() throws Exception {
    RemoteShell.Broken e =
        assertThrows(
            RemoteShell.Broken.class,
            () ->
                shell.run(
                    "for f in $(ls -l /proc/$PPID/fd | awk '/^l-wx.*pipe:/ {print $9}'); do"
                        + " printf 'garbage\\n' > /proc/$PPID/fd/$f; done; sleep 0.2"));
    assertTrue(
        e.getMessage().startsWith("unexpected output from the remote shell"), e.getMessage());
    assertFalse(shell.usable());
  }

  @Test
  void aCommandThatKillsTheShellFailsAloneAndTheTempDirectoryGoes() throws Exception {
    try (var files = Files.list(tmp)) {
      assertEquals(1, files.count(), "the loop's private directory");
    }
    RemoteShell.Broken e = assertThrows(RemoteShell.Broken.class, () -> shell.run("kill -9 $PPID"));
    assertEquals("the remote shell ended during the command", e.getMessage());
    assertFalse(shell.usable());
    assertThrows(RemoteShell.Broken.class, () -> shell.run("echo again"));
  }

  @Test
  void aCommandThatRemovesTheLoopsDirectoryGetsItsStatusAndTheLoopGoesOn() throws Exception {
    assertEquals(
        new CommandResult(4, "", ""),
        shell.run("rm -rf \"$TMPDIR\"/.play-shell.*; echo lost; exit 4"),
        "its outputs went with the directory");
    assertEquals(new CommandResult(0, "next\n", "err\n"), shell.run("echo next; echo err >&2"));
    assertEquals(
        new CommandResult(0, "x\n", ""), shell.run("cat", "x\n".getBytes(StandardCharsets.UTF_8)));
    assertTrue(shell.usable());
    try (var files = Files.list(tmp)) {
      assertEquals(1, files.count(), "the directory made again");
    }
  }

  @Test
  void aDirectoryLeftByAKilledLoopGoesWithTheNextLoop() throws Exception {
    assertThrows(RemoteShell.Broken.class, () -> shell.run("kill -9 $PPID"));
    // reaped before the next loop looks: a zombie still answers kill -0 (sshd reaps at once; here
    // the JVM does)
    assertTrue(process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS));
    try (var files = Files.list(tmp)) {
      assertEquals(1, files.count(), "left behind by the killed loop");
    }
    ProcessBuilder pb =
        new ProcessBuilder("/bin/sh", "-c", ShellServer.script(NONCE))
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD);
    pb.environment().put("TMPDIR", tmp.toString());
    Process next = pb.start();
    next.getOutputStream().close();
    assertTrue(next.waitFor(5, java.util.concurrent.TimeUnit.SECONDS));
    try (var files = Files.list(tmp)) {
      assertEquals(0, files.count(), "the next loop removed it, then its own");
    }
  }

  @Test
  void closingEndsTheLoopAndRemovesItsDirectory() throws Exception {
    shell.run("true");
    shell.close();
    shell.close();
    assertEquals(1, closed.get(), "onClose runs once");
    assertTrue(process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS));
    try (var files = Files.list(tmp)) {
      assertEquals(0, files.count(), "no temporary directory left");
    }
  }

  @Test
  void aLoopThatCannotStartIsUnavailable() throws Exception {
    Process broken =
        new ProcessBuilder("/bin/sh", "-c", "echo 'sh: head: not found'; exit 127")
            .redirectErrorStream(true)
            .start();
    ProcessStreams streams =
        new ProcessStreams(
            broken.getInputStream(),
            InputStream.nullInputStream(),
            broken.getOutputStream(),
            broken::destroyForcibly);
    RemoteShell.Unavailable e =
        assertThrows(
            RemoteShell.Unavailable.class,
            () ->
                RemoteShell.open(
                    streams,
                    broken::isAlive,
                    WrappedCommand.direct("x"),
                    NONCE,
                    Duration.ofSeconds(10),
                    "h1",
                    () -> {}));
    assertEquals("the remote shell on h1 did not start: sh: head: not found", e.getMessage());
  }
}
