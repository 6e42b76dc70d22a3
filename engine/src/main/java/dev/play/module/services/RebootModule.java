package dev.play.module.services;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.connection.ShellScripts;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code reboot}: finds the shutdown command in {@code search_paths} and reads the boot identifier
 * (one command), then, unless in check mode, issues the reboot, sees the host come back with
 * another boot identifier (reconnecting until {@code reboot_timeout}), and runs {@code
 * test_command} until it succeeds. Always a change, as in Ansible.
 *
 * <p>The default boot identifier is the kernel's {@code boot_id} plus PID 1's start time, so a
 * restarted container counts as rebooted too (its kernel's {@code boot_id} does not change).
 */
final class RebootModule implements Module {
  static final String BOOT_ID = ShellScripts.load(RebootModule.class, "boot-id.sh");
  private static final List<String> SEARCH =
      List.of("/sbin", "/bin", "/usr/sbin", "/usr/bin", "/usr/local/sbin");
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "pre_reboot_delay:int=0",
              "post_reboot_delay:int=0",
              "reboot_timeout:int=600",
              "connect_timeout:int=10",
              "test_command:str=whoami",
              "msg:str=Reboot initiated by Ansible",
              "search_paths:list(str)=/sbin,/bin,/usr/sbin,/usr/bin,/usr/local/sbin",
              "boot_time_command:str",
              "reboot_command:str")
          .withAliases(
              Map.of(
                  "pre_reboot_delay_sec",
                  "pre_reboot_delay",
                  "post_reboot_delay_sec",
                  "post_reboot_delay",
                  "reboot_timeout_sec",
                  "reboot_timeout",
                  "connect_timeout_sec",
                  "connect_timeout"));

  /**
   * What the task asks for; {@code command} is the program to find, {@code arguments} what follows
   * it.
   */
  record Request(
      String command,
      String arguments,
      List<String> searchPaths,
      String bootTimeCommand,
      String testCommand,
      Duration timeout,
      Duration connectTimeout,
      Duration postDelay) {}

  private final Waits waits;

  public RebootModule() {
    this(Waits.system());
  }

  RebootModule(Waits waits) {
    this.waits = waits;
  }

  @Override
  public String name() {
    return "reboot";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    CommandResult facts = ctx.run(factsScript(r));
    String found = facts.stdout().lines().findFirst().orElse("").strip();
    if (found.isEmpty()) {
      throw new ModuleFailure(
          "Unable to find command \"" + r.command() + "\" in search paths: " + r.searchPaths());
    }
    String boot = facts.stdout().substring(facts.stdout().indexOf('\n') + 1).strip();
    if (facts.rc() != 0 || boot.isEmpty()) {
      throw new ModuleFailure(
          "Failed to get last boot time information: " + (facts.stderr() + " " + boot).strip());
    }
    String command = quote(found) + (r.arguments().isEmpty() ? "" : " " + r.arguments());
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("rebooted", true);
    result.put("elapsed", 0);
    return Plan.changes(List.of(new RebootChange(command, boot, r, waits)), List.of(), result);
  }

  static Request request(Args args) throws ModuleFailure {
    List<String> paths = args.has("search_paths") ? args.list("search_paths") : SEARCH;
    String rebootCommand = args.stringOrNull("reboot_command");
    String command;
    String arguments;
    if (rebootCommand != null) {
      String[] words = rebootCommand.strip().split("\\s+", 2);
      command = words[0];
      arguments = words.length > 1 ? words[1] : "";
    } else {
      int minutes = args.integer("pre_reboot_delay") / 60;
      command = "shutdown";
      arguments = "-r " + (minutes <= 0 ? "now" : "+" + minutes) + " " + quote(args.string("msg"));
    }
    return new Request(
        command,
        arguments,
        paths,
        java.util.Objects.requireNonNullElse(args.stringOrNull("boot_time_command"), BOOT_ID),
        args.string("test_command"),
        seconds(args, "reboot_timeout"),
        seconds(args, "connect_timeout"),
        seconds(args, "post_reboot_delay"));
  }

  private static Duration seconds(Args args, String name) throws ModuleFailure {
    int s = args.integer(name);
    if (s < 0) {
      throw new ModuleFailure("reboot: " + name + " must not be negative, got " + s);
    }
    return Duration.ofSeconds(s);
  }

  /** The command's path (first line, empty when not found), then the boot identifier. */
  static String factsScript(Request r) {
    String find =
        r.command().startsWith("/")
            ? "if [ -x "
                + quote(r.command())
                + " ]; then echo "
                + quote(r.command())
                + "; else echo; fi"
            : "c=; for d in "
                + String.join(" ", r.searchPaths().stream().map(p -> quote(p)).toList())
                + "; do if [ -x \"$d\"/"
                + quote(r.command())
                + " ]; then c=\"$d\"/"
                + quote(r.command())
                + "; break; fi; done; echo \"$c\"";
    return find + "\n" + r.bootTimeCommand();
  }

  /** The reboot itself and the waits after it. */
  private record RebootChange(String command, String bootBefore, Request request, Waits waits)
      implements Change {
    @Override
    public String describe() {
      return "reboot ("
          + command
          + "), then wait up to "
          + request.timeout().toSeconds()
          + " s for the host";
    }

    @Override
    public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
      return new RebootRun(ctx, request, waits).run(command, bootBefore);
    }
  }
}
