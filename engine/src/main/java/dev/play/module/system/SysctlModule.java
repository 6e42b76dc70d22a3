package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Lines;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code sysctl} (ansible.posix): a kernel setting in a sysctl file and, with {@code sysctl_set},
 * live. Facts in one round trip: the file (content, attributes) and the live value. Values are
 * compared with whitespace collapsed. {@code reload} runs {@code sysctl -p FILE} when the file
 * changed, or when it already holds the value but the live value differs.
 */
final class SysctlModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "value:str",
              "state:str=present [present|absent]",
              "sysctl_file:path=/etc/sysctl.conf",
              "reload:bool=true",
              "sysctl_set:bool=false",
              "ignoreerrors:bool=false")
          .withAliases(Map.of("key", "name", "val", "value"))
          .withEnum("state", Presence.class);

  /** What the task asks for. */
  record Request(
      String name,
      String value,
      boolean present,
      String file,
      boolean reload,
      boolean set,
      boolean ignoreErrors) {}

  @Override
  public String name() {
    return "sysctl";
  }

  @Override
  public String fqcn() {
    return "ansible.posix." + name();
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    TextFile file = textFile(r);
    Probes.WithExtra w = Probes.gather(ctx, file.probe(), liveValueScript(r.name()));
    return plan(r, file, w.facts(), w.extra().get("live"), ctx.diffMode());
  }

  static Request request(Args args) throws ModuleFailure {
    String name = args.string("name").strip();
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    String value = SysctlValues.normalize(args.raw("value"));
    if (present && (value == null || value.isEmpty())) {
      throw new ModuleFailure("sysctl: value is required with state=present (" + name + ")");
    }
    return new Request(
        name,
        value,
        present,
        args.string("sysctl_file"),
        args.bool("reload"),
        args.bool("sysctl_set"),
        args.bool("ignoreerrors"));
  }

  static TextFile textFile(Request r) {
    return new TextFile(r.file(), new FileAttrs(null, null, null), true, false, null);
  }

  /**
   * Prints {@code x_live=VALUE} (whitespace collapsed), nothing when the key does not exist or
   * cannot be read: the file under {@code /proc/sys} that {@code sysctl -n} reads, read by the
   * shell itself, so no process starts.
   */
  static String liveValueScript(String name) {
    return "v=; while IFS= read -r l || [ -n \"$l\" ]; do v=\"${v:+$v }$l\"; done 2>/dev/null < "
        + quote(procFile(name))
        + "; [ -n \"$v\" ] && echo \"x_live=\"$v";
  }

  /**
   * The key's file, as procps' {@code sysctl} finds it: dots separate the levels and a slash stands
   * for a dot in a level's name ({@code net.ipv4.conf.eth0/100.rp_filter}), unless the first
   * separator is a slash (then the name is the path). Pure.
   */
  static String procFile(String name) {
    int dot = name.indexOf('.');
    int slash = name.indexOf('/');
    if (slash >= 0 && (dot < 0 || slash < dot)) {
      return "/proc/sys/" + name;
    }
    StringBuilder path = new StringBuilder("/proc/sys/");
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      path.append(c == '.' ? '/' : c == '/' ? '.' : c);
    }
    return path.toString();
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, TextFile file, ProbeResult facts, String live, boolean diffMode)
      throws ModuleFailure {
    List<String> lines = Lines.split(file.current(facts, ""));
    String inFile = SysctlValues.fileValue(lines, r.name());
    TextFile.Edit edit = edit(r, lines, inFile);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", r.name());
    result.put("value", r.value());
    result.put("sysctl_file", r.file());
    Plan written = file.plan(facts, edit, diffMode, result);
    boolean liveDiffers = r.present() && !SysctlValues.same(live, r.value());
    List<Change> changes = new ArrayList<>();
    if (r.set() && liveDiffers) {
      changes.add(
          new ShellChange(
              "set "
                  + r.name()
                  + " = "
                  + r.value()
                  + " (live value "
                  + (live == null ? "unknown" : "was " + live)
                  + ")",
              "sysctl -w " + quote(r.name() + "=" + r.value()),
              "sysctl -w " + r.name() + " failed"));
    }
    written
        .changes()
        .forEach(
            c -> changes.add(new LabeledChange(String.valueOf(written.result().get("msg")), c)));
    boolean reloadForLive = r.reload() && written.changes().isEmpty() && liveDiffers;
    if (r.reload() && (!changes.isEmpty() || reloadForLive)) {
      changes.add(new SysctlReload(r.file(), r.ignoreErrors()));
    }
    if (changes.isEmpty()) {
      String liveNote = r.present() && (r.set() || r.reload()) ? "; live value " + live : "";
      return Plan.noChange(written.noChangeReason() + liveNote, written.result());
    }
    return Plan.changes(changes, written.diffs(), written.result());
  }

  private static TextFile.Edit edit(Request r, List<String> lines, String inFile) {
    String original = String.join("", lines);
    if (!r.present()) {
      return inFile == null
          ? new TextFile.Edit(original, "", r.name() + " not set")
          : new TextFile.Edit(
              String.join("", SysctlValues.remove(lines, r.name())), r.name() + " removed", null);
    }
    if (SysctlValues.same(inFile, r.value())) {
      return new TextFile.Edit(original, "", r.name() + " = " + inFile);
    }
    String text =
        String.join("", SysctlValues.put(lines, r.name(), r.name() + "=" + r.value() + "\n"));
    return new TextFile.Edit(
        text, r.name() + (inFile == null ? " added" : " changed from " + inFile), null);
  }
}
