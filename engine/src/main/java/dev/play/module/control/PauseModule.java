package dev.play.module.control;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.value.TerminalText;
import java.io.Console;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code pause}: waits on the controller, once for all the task's hosts, for {@code seconds} or
 * {@code minutes}, or for the answer to {@code prompt} on a terminal. Without a terminal a prompt
 * is not waited for, as in Ansible.
 */
final class PauseModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("seconds:int", "minutes:int", "prompt:str", "echo:bool=true");

  private final Clock clock;

  public PauseModule() {
    this(Clock.systemUTC());
  }

  PauseModule(Clock clock) {
    this.clock = clock;
  }

  @Override
  public String name() {
    return "pause";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean runsOncePerPlay() {
    return true;
  }

  @Override
  @SuppressWarnings(
      "SystemConsoleNull") // System.console() is null without a terminal on JDK 21 and 25 (22 to 24
  // differ); Console.isTerminal() needs release 22
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    if (args.has("seconds") && args.has("minutes")) {
      throw new ModuleFailure("pause: parameters are mutually exclusive: minutes|seconds");
    }
    Integer minutes = args.integerOrNull("minutes");
    Integer given = args.integerOrNull("seconds");
    long seconds =
        minutes != null
            ? minutes * 60L
            : given != null ? given : -1; // -1: no time given, wait for input
    String prompt = args.stringOrNull("prompt");
    boolean echo = args.bool("echo");
    Instant start = clock.instant();
    Map<String, Object> result = new LinkedHashMap<>();
    String input = "";
    String said;
    if (seconds >= 0) {
      sleep(seconds);
      said = "Paused for " + seconds + " seconds";
    } else {
      Console console = System.console();
      if (console == null) {
        said = "Not waiting for response to prompt as stdin is not interactive";
      } else {
        String text =
            TerminalText.block(
                    prompt != null ? prompt : "Press enter to continue, Ctrl+C to interrupt")
                + ": ";
        input = echo ? console.readLine("%s", text) : new String(console.readPassword("%s", text));
        said = "User input received";
      }
    }
    Instant stop = clock.instant();
    result.put("start", start.toString());
    result.put("stop", stop.toString());
    result.put("delta", Duration.between(start, stop).toSeconds());
    result.put("user_input", input == null ? "" : input);
    result.put("echo", echo);
    result.put("stdout", said);
    return Plan.noChange(said, result);
  }

  private static void sleep(long seconds) {
    try {
      Thread.sleep(Duration.ofSeconds(seconds));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
