package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.facts.FileFacts;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.AtomicWrite;
import dev.play.module.kit.FileAttrs;
import dev.play.value.JsonWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code timezone} (community.general): the system time zone and whether the hardware clock keeps
 * UTC or local time. With a working {@code timedatectl} (systemd), read from {@code timedatectl
 * status} and set with {@code timedatectl set-timezone}/{@code set-local-rtc}; otherwise, as on
 * Debian, {@code /etc/timezone}, the {@code /etc/localtime} link and {@code dpkg-reconfigure
 * tzdata}, and {@code /etc/default/rcS} with {@code hwclock --systohc}.
 */
final class TimezoneModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("name:str", "hwclock:str [local|UTC]").withAliases(Map.of("rtc", "hwclock"));
  private static final FileAttrs.State ROOT_FILE =
      new FileAttrs.State(0644, new FileFacts.Owner(0, 0, "root", "root"));

  /** What the task asks for; null where it keeps the current setting. */
  record Request(String hwclock, String name) {}

  @Override
  public String name() {
    return "timezone";
  }

  @Override
  public String fqcn() {
    return "community.general." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = new Request(args.stringOrNull("hwclock"), args.stringOrNull("name"));
    if (r.hwclock() == null && r.name() == null) {
      throw new ModuleFailure("one of the following is required: hwclock, name");
    }
    CommandResult out = ctx.probe(TimezoneFacts.script(r.name()));
    if (!out.ok()) {
      throw new ModuleFailure(
          "timezone: cannot read the time zone: " + out.stderr().strip(), Map.of("rc", out.rc()));
    }
    return plan(r, TimezoneFacts.parse(out.stdout()), ctx.diffMode());
  }

  /** Ansible's message of an aborted run. */
  static String error(String msg) {
    return "Error message:\n" + msg;
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, TimezoneFacts facts, boolean diffMode) throws ModuleFailure {
    if (r.name() != null && !facts.zoneAvailable()) {
      throw new ModuleFailure(error("given timezone \"" + r.name() + "\" is not available"));
    }
    Map<String, Object> before = new LinkedHashMap<>();
    Map<String, Object> after = new LinkedHashMap<>();
    List<String> log = new ArrayList<>();
    List<Change> changes = new ArrayList<>();
    if (r.hwclock() != null) {
      before.put("hwclock", facts.hwclock(r.hwclock()));
      after.put("hwclock", r.hwclock());
      if (!r.hwclock().equals(before.get("hwclock"))) {
        changes.addAll(
            facts.systemd()
                ? timedatectl(
                    facts, "set-local-rtc", r.hwclock().equals("local") ? "yes" : "no", log)
                : hwclock(facts, r.hwclock(), log));
      }
    }
    if (r.name() != null) {
      before.put("name", facts.name(r.name()));
      after.put("name", r.name());
      if (!r.name().equals(before.get("name"))) {
        changes.addAll(
            facts.systemd()
                ? timedatectl(facts, "set-timezone", r.name(), log)
                : zone(facts, r.name(), log));
      }
    }
    Map<String, Object> result = new LinkedHashMap<>();
    if (changes.isEmpty()) {
      List<String> settings = new ArrayList<>();
      after.forEach((k, v) -> settings.add(k + " " + v));
      return Plan.noChange(String.join(", ", settings) + " as asked", result);
    }
    List<Diff> diffs =
        diffMode ? List.of(new Diff("before", "after", json(before), json(after))) : List.of();
    return Plan.changes(changes, diffs, result);
  }

  private static List<Change> timedatectl(
      TimezoneFacts facts, String subcommand, String value, List<String> log) {
    String command = facts.timedatectl() + " " + subcommand + " " + value;
    log.add("executed `" + command + "`");
    return List.of(
        new CheckedCommand(
            subcommand.replace("set-", "set ") + " " + value + " with timedatectl",
            facts.timedatectl() + " " + subcommand + " " + quote(value),
            String.join("\n", log)));
  }

  private static List<Change> hwclock(TimezoneFacts facts, String value, List<String> log)
      throws ModuleFailure {
    if (facts.hwclockPath().isEmpty()) {
      throw new ModuleFailure("Failed to find required executable \"hwclock\" in paths");
    }
    List<Change> out = new ArrayList<>();
    out.add(
        edit(
            facts,
            TimezoneFacts.RCS_FILE,
            "rcs",
            "hwclock",
            TimezoneFacts.UTC_LINE,
            "UTC=" + (value.equals("UTC") ? "yes" : "no") + "\n",
            log));
    String command =
        facts.hwclockPath() + " --systohc " + (value.equals("UTC") ? "--utc" : "--localtime");
    log.add("executed `" + command + "`");
    out.add(
        new CheckedCommand("set the hardware clock to " + value, command, String.join("\n", log)));
    return out;
  }

  private static List<Change> zone(TimezoneFacts facts, String name, List<String> log)
      throws ModuleFailure {
    List<Change> out = new ArrayList<>();
    out.add(
        edit(
            facts,
            TimezoneFacts.TIMEZONE_FILE,
            "timezone",
            "name",
            TimezoneFacts.NAME_LINE,
            name + "\n",
            log));
    String command =
        "ln -sf "
            + quote(TimezoneFacts.ZONEINFO + name)
            + " /etc/localtime"
            + (facts.reconfigure() ? " && dpkg-reconfigure --frontend noninteractive tzdata" : "");
    out.add(
        new CheckedCommand(
            "link /etc/localtime to " + name + (facts.reconfigure() ? ", reconfigure tzdata" : ""),
            command,
            null));
    return out;
  }

  /**
   * Ansible's edit of a configuration file: the lines matching {@code pattern} replaced by one
   * {@code line}.
   */
  private static Change edit(
      TimezoneFacts facts,
      String path,
      String key,
      String what,
      Pattern pattern,
      String line,
      List<String> log)
      throws ModuleFailure {
    String text = facts.content(key, path, what);
    List<String> lines =
        new ArrayList<>(
            text == null || text.isEmpty() ? List.of() : List.of(text.split("(?<=\n)")));
    int first = -1;
    int deleted = 0;
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (pattern.matcher(lines.get(i)).find()) {
        lines.remove(i);
        first = i;
        deleted++;
      }
    }
    lines.add(Math.max(first, 0), line);
    log.add("Added 1 line and deleted " + deleted + " line(s) on " + path);
    byte[] content = String.join("", lines).getBytes(StandardCharsets.UTF_8);
    return new Logged(
        new AtomicWrite(path, content, ROOT_FILE, false, false, null), String.join("\n", log));
  }

  /** Ansible's rendering of a mapping in a diff: JSON, keys sorted, indented by four. */
  private static String json(Map<String, Object> values) {
    return JsonWriter.indented(JsonWriter.sortedKeys(values), 4) + "\n";
  }
}
