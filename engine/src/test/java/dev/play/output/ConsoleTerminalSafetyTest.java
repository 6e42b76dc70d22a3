package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.diff.Diff;
import dev.play.secret.Secrets;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every place the console (and the warnings on standard error) shows a run's text escapes its
 * control characters before colouring it: host names, item labels, task and play names, results,
 * tracebacks, diffs and their file names, changes, no-change reasons, warnings, deprecations, the
 * check summary. With colours off nothing has an ESC; with colours on every ESC is play's own.
 */
class ConsoleTerminalSafetyTest {
  private static final String EVIL = "\u001b]0;pwned\u0007\u001b[2J\u001b[31mred\r\u009b31m\u202e";
  private static final String SHOWN = "\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mred\\r\\u009b31m\\u202e";
  private static final TaskHeader TASK =
      new TaskHeader(TaskHeader.Kind.TASK, "r" + EVIL, "t" + EVIL, "copy", "/pb/site.yml:3");

  private static HostResult result(Status status, String item, ResultDisplay display) {
    return new HostResult(
        "h" + EVIL,
        TASK,
        status,
        item,
        Map.of(
            "msg", "m" + EVIL,
            "stdout", EVIL + "\n" + EVIL,
            "exception", "Traceback\n" + EVIL + "\nValueError: " + EVIL + "\n",
            "changed", status == Status.CHANGED),
        List.of(new Diff("/etc/f" + EVIL, "/etc/f\n+++ forged" + EVIL, "a\n" + EVIL, "b\n" + EVIL)),
        List.of("write /etc/f" + EVIL),
        "already " + EVIL,
        false,
        false,
        display,
        "d" + EVIL,
        List.of("assumed " + EVIL));
  }

  private static String run(boolean colours, int verbosity) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8),
            new Style(colours),
            verbosity,
            new Secrets());
    r.playStart("p" + EVIL, List.of("h" + EVIL));
    r.taskStart(TASK);
    r.progress(TASK, 0, 1, "h" + EVIL, Duration.ofSeconds(1));
    r.warning("w" + EVIL + "\nsecond line");
    r.deprecation("dep" + EVIL);
    r.included("/x" + EVIL + ".yml", List.of("h" + EVIL), "i" + EVIL);
    for (Status s : Status.values()) {
      r.hostResult(result(s, null, ResultDisplay.ALWAYS));
      r.hostResult(result(s, "i" + EVIL, ResultDisplay.ON_VERBOSE));
    }
    r.recap(List.of(new HostStats("h" + EVIL, 1, 1, 0, 1, 0, 0, 0)), true);
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void withoutColoursNoControlCharacterAtAll() {
    for (int verbosity : new int[] {0, 1, 3}) {
      String out = run(false, verbosity);
      TerminalControls.assertNone(out);
      assertTrue(out.contains("TASK [r" + SHOWN + " : t" + SHOWN + "]"), out);
      assertTrue(out.contains("[WARNING]: w" + SHOWN + "\nsecond line"), out);
      assertTrue(out.contains("\"msg\": \"m\\u001b]0;pwned\\u0007"), out);
      assertTrue(out.contains("\\r\\u009b31m\\u202e"), out);
    }
    String verbose = run(false, 3);
    assertTrue(
        verbose.contains("--- /etc/f" + SHOWN + "\n+++ /etc/f\\n+++ forged" + SHOWN), verbose);
    assertTrue(verbose.contains("+b\n " + SHOWN + "\n"), verbose);
    assertTrue(verbose.contains("~ write /etc/f" + SHOWN), verbose);
    assertTrue(verbose.contains("The full traceback is:\nTraceback\n" + SHOWN), verbose);
    assertTrue(verbose.contains("not finished: h" + SHOWN), verbose);
  }

  @Test
  void withColoursEveryEscIsPlaysOwn() {
    for (int verbosity : new int[] {0, 1, 3}) {
      String out = run(true, verbosity);
      TerminalControls.assertOnlyOwn(out);
      assertTrue(out.contains("\u001b[0;33m"), out);
    }
  }

  @Test
  void warningsOnStandardErrorAreEscapedToo() {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    WarningPrinter w =
        new WarningPrinter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(true), new Secrets());
    w.warning("w" + EVIL);
    w.deprecation("d" + EVIL);
    String err = buf.toString(StandardCharsets.UTF_8);
    TerminalControls.assertOnlyOwn(err);
    assertTrue(err.contains("[WARNING]: w" + SHOWN), err);
  }

  /** A secret holding a control character is masked before it is escaped, so it still matches. */
  @Test
  void aSecretWithAControlCharacterIsStillMasked() {
    Secrets secrets = new Secrets();
    secrets.register("pa\u001bss");
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(false), 1, secrets);
    r.warning("the password is pa\u001bss");
    String out = buf.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("the password is " + Secrets.MASK), out);
  }

  /**
   * The same in a result dumped as JSON at {@code -v}, where the control character is written as
   * {@code \u001b} and the dumped text no longer holds the secret as it was registered; and a
   * secret holding a quote and a backslash, which JSON escapes too.
   */
  @Test
  void aSecretWithAControlCharacterOrAQuoteIsMaskedInAResultDumpedAsJson() {
    Secrets secrets = new Secrets();
    secrets.register("pa\u001bss");
    secrets.register("qu\"o\\te");
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    ConsoleReporter r =
        new ConsoleReporter(
            new PrintStream(buf, true, StandardCharsets.UTF_8), new Style(false), 1, secrets);
    r.taskStart(TASK);
    r.hostResult(
        new HostResult(
            "h",
            TASK,
            Status.OK,
            null,
            Map.of(
                "msg",
                "the password is pa\u001bss",
                "pa\u001bss",
                "a key",
                "stdout",
                "qu\"o\\te",
                "changed",
                false),
            List.of(),
            List.of(),
            null,
            false,
            false,
            ResultDisplay.ON_VERBOSE,
            null,
            List.of()));
    String out = buf.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("\"the password is " + Secrets.MASK + "\""), out);
    assertTrue(out.contains("\"" + Secrets.MASK + "\": \"a key\""), out);
    assertTrue(out.contains("\"stdout\": \"" + Secrets.MASK + "\""), out);
    assertTrue(!out.contains("pa\\u001bss") && !out.contains("pa\\x1bss"), out);
    assertTrue(!out.contains("qu\\\"o"), out);
  }
}
