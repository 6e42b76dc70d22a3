package dev.play.fuzz;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs one fuzz test ({@code Class#method} of this package) in this JVM, for tools/fuzz.sh: Jazzer
 * fuzzes one target per JVM. Exit status 0 when it found nothing, 1 when it did.
 */
public final class FuzzMain {
  private FuzzMain() {}

  public static void main(String[] args) throws ClassNotFoundException {
    String[] target = args[0].split("#", 2);
    Class<?> type = Class.forName(FuzzMain.class.getPackageName() + "." + target[0]);
    Method method =
        Arrays.stream(type.getDeclaredMethods())
            .filter(m -> m.getName().equals(target[1]))
            .findFirst()
            .orElseThrow(() -> new IllegalArgumentException("no fuzz test " + args[0]));
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectMethod(type, method))
            // Jazzer turns @Timeout into libFuzzer's time limit for one input; JUnit's own would
            // count the whole fuzzing run as one test
            .configurationParameter("junit.jupiter.execution.timeout.mode", "disabled")
            .build();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    LauncherFactory.create().execute(request, listener);
    TestExecutionSummary summary = listener.getSummary();
    summary.printFailuresTo(new PrintWriter(System.err, true), 20);
    System.exit(summary.getTestsStartedCount() > 0 && summary.getTotalFailureCount() == 0 ? 0 : 1);
  }
}
