package dev.play.output;

import java.io.PrintStream;
import java.util.Map;

/**
 * The line of one host's result as ansible-core 2.14's default callback prints it ({@code
 * v2_runner_on_*}, {@code v2_runner_item_on_*}), with the result as {@link ResultDump} writes it:
 * on ok and skipped lines with {@code -v} or when the result is always shown (never for fact
 * gathering), on failures always, after the exception line of a failure that has one. Names, labels
 * and the dump are escaped ({@link ConsoleText}) before they are coloured.
 */
final class HostLines {
  private final PrintStream out;
  private final Style style;
  private final int verbosity;
  private final ResultDump dump;
  private final ConsoleText text;

  HostLines(PrintStream out, Style style, int verbosity, ConsoleText text) {
    this.out = out;
    this.style = style;
    this.verbosity = verbosity;
    this.text = text;
    this.dump = new ResultDump(verbosity);
  }

  /** A task's or a loop item's result. */
  void print(HostResult r) {
    Map<String, Object> cleaned = dump.cleaned(r);
    String host = "[" + label(r) + "]";
    String item = r.item() == null ? "" : " => (item=" + text.line(r.item()) + ")";
    switch (r.status()) {
      case OK, CHANGED ->
          out.println(
              style.forStatus(
                  r.status(),
                  (r.status() == Status.OK ? "ok: " : "changed: ")
                      + host
                      + item
                      + details(r, cleaned)));
      // as Ansible: no delegated host on a skipped line, and a space after an item's label
      case SKIPPED ->
          out.println(
              style.skipped(
                  "skipping: ["
                      + text.line(r.host())
                      + "]"
                      + (r.item() == null ? "" : item + " ")
                      + details(r, cleaned)));
      case FAILED, UNREACHABLE -> failure(r, cleaned, host);
    }
  }

  private void failure(HostResult r, Map<String, Object> cleaned, String host) {
    exception(cleaned);
    String line =
        r.item() != null
            ? "failed: " + host + " (item=" + text.line(r.item()) + ")"
            : r.status() == Status.FAILED
                ? "fatal: " + host + ": FAILED!"
                : "fatal: " + host + ": UNREACHABLE!";
    out.println(
        style.forStatus(
            r.item() != null ? Status.FAILED : r.status(), line + " => " + json(r, cleaned)));
  }

  /**
   * The host's result after its loop's items, which said it all ({@code _process_items}): only a
   * skipped loop has a line ({@code skipping: [h]}, with the result but its items), and an
   * unreachable host its {@code UNREACHABLE!} line.
   */
  void loopEnd(HostResult r) {
    if (r.status() == Status.SKIPPED) {
      Map<String, Object> cleaned = dump.cleaned(r);
      cleaned.remove("results");
      out.println(style.skipped("skipping: [" + text.line(r.host()) + "]" + details(r, cleaned)));
    } else if (r.status() == Status.UNREACHABLE) {
      out.println(
          style.forStatus(
              r.status(),
              "fatal: [" + label(r) + "]: UNREACHABLE! => " + json(r, dump.cleaned(r))));
    }
  }

  /** {@code _run_is_verbose}: the result after an ok or skipped line, or nothing. */
  private String details(HostResult r, Map<String, Object> cleaned) {
    boolean shown =
        (verbosity > 0 || r.display() == ResultDisplay.ALWAYS)
            && r.display() != ResultDisplay.NEVER;
    return shown ? " => " + json(r, cleaned) : "";
  }

  private String json(HostResult r, Map<String, Object> cleaned) {
    return text.json(dump.dump(r, cleaned));
  }

  /**
   * {@code _handle_exception}: a failure's exception, its last line below {@code -vvv}, else all of
   * it.
   */
  private void exception(Map<String, Object> cleaned) {
    if (!cleaned.containsKey(ResultDump.EXCEPTION)) {
      return;
    }
    String trace = text.block(String.valueOf(cleaned.get(ResultDump.EXCEPTION)));
    String[] lines = trace.strip().split("\n");
    String msg =
        verbosity < 3
            ? "An exception occurred during task execution. To see the full traceback, use -vvv. The error was: "
                + lines[lines.length - 1]
            : "The full traceback is:\n" + trace;
    // as Ansible's display: a message that ends its line gets no second line break
    out.println(style.failed(msg.endsWith("\n") ? msg.substring(0, msg.length() - 1) : msg));
  }

  /** {@code host_label}: the host, and the one a delegated task ran on. */
  private String label(HostResult r) {
    return text.line(r.delegate() == null ? r.host() : r.host() + " -> " + r.delegate());
  }
}
