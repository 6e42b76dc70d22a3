package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConsoleReporterTest {
  private static final TaskHeader TASK = new TaskHeader(TaskHeader.Kind.TASK, "nfs", "Export");

  private static String render(boolean terminal) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
    ConsoleReporter r = new ConsoleReporter(out, new Style(terminal), 0);
    r.taskStart(TASK);
    r.progress(TASK, 3, 10, "node4", Duration.ofMillis(4200));
    r.hostResult(new HostResult("node0", TASK, Status.CHANGED, null, Map.of("changed", true), List.of(),
        List.of("write /etc/exports (mode 0644)"), null, false, false, false));
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void progressLineOnlyOnATerminalAndClearedBeforeResults() {
    assertEquals("\nTASK [nfs : Export] " + "*".repeat(60) + "\nchanged: [node0]\n", render(false));
    String tty = render(true);
    assertEquals("\nTASK [nfs : Export] " + "*".repeat(60) + "\n\r\u001b[K  3/10 hosts done, waiting on node4, 4.2s"
        + "\r\u001b[K\u001b[0;33mchanged: [node0]\u001b[0m\n", tty);
  }
}
