package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ArgvQuote;
import dev.play.module.kit.AtomicWrite;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.MakeDirectory;
import dev.play.module.kit.Presence;
import dev.play.module.kit.ShellChange;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code modprobe} (community.general): loads or unloads a kernel module, and with {@code
 * persistent} lists it in {@code /etc/modules-load.d/<name>.conf} (and its {@code params} in {@code
 * /etc/modprobe.d/<name>.conf}) or removes it from those directories.
 */
final class ModprobeModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "state:str=present [absent|present]",
              "params:str=",
              "persistent:str=disabled [disabled|absent|present]")
          .withEnum("state", Presence.class)
          .withEnum("persistent", Persistent.class);
  private static final FileAttrs.State ROOT_0644 =
      new FileAttrs.State(0644, new FileFacts.Owner(0, 0, "root", "root"));

  /** Whether the module is to be listed for loading at boot: left as it is, listed or not. */
  enum Persistent {
    DISABLED,
    ABSENT,
    PRESENT
  }

  /** What the task asks for. */
  record Request(String name, boolean present, String params, Persistent persistent) {}

  @Override
  public String name() {
    return "modprobe";
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
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r =
        new Request(
            args.string("name").strip(),
            args.enumValue("state", Presence.class) == Presence.PRESENT,
            args.string("params").strip(),
            args.enumValue("persistent", Persistent.class));
    CommandResult facts = ctx.run(ModprobeFacts.script(r.name()));
    if (!facts.ok()) {
      throw new ModuleFailure(
          "modprobe: cannot read the state of " + r.name() + ": " + facts.stderr().strip());
    }
    return plan(r, ModprobeFacts.parse(facts.stdout()));
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, ModprobeFacts f) throws ModuleFailure {
    List<Change> changes = new ArrayList<>(live(r, f));
    changes.addAll(persistence(r, f));
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", r.name());
    result.put("params", r.params());
    result.put("state", r.present() ? "present" : "absent");
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, f), result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  private static List<Change> live(Request r, ModprobeFacts f) throws ModuleFailure {
    if (r.present() && !f.loaded() && !f.builtin()) {
      requireModprobe(f);
      List<String> argv = new ArrayList<>(List.of("modprobe", "--", r.name()));
      argv.addAll(ArgvQuote.split(r.params()));
      return List.of(
          new ShellChange(
              "load " + r.name() + (r.params().isEmpty() ? "" : " " + r.params()),
              ArgvQuote.join(argv),
              "modprobe " + r.name() + " failed"));
    }
    if (!r.present() && f.builtin()) {
      throw new ModuleFailure(
          "modprobe: " + r.name() + " is built into the kernel and cannot be unloaded");
    }
    if (!r.present() && f.loaded()) {
      requireModprobe(f);
      return List.of(
          new ShellChange(
              "unload " + r.name(),
              "modprobe -r -- " + quote(r.name()),
              "modprobe -r " + r.name() + " failed"));
    }
    return List.of();
  }

  private static void requireModprobe(ModprobeFacts f) throws ModuleFailure {
    if (f.modprobeMissing()) {
      throw new ModuleFailure(
          "modprobe: the modprobe command is missing on the host (kmod package)");
    }
  }

  private static List<Change> persistence(Request r, ModprobeFacts f) {
    List<Change> out = new ArrayList<>();
    if (r.persistent() == Persistent.PRESENT) {
      if (f.listedIn().isEmpty()) {
        out.addAll(
            write(ModprobeFacts.LOAD_DIR, r.name() + ".conf", r.name() + "\n", f.loadDirMissing()));
      }
      String wanted = "options " + r.name() + " " + r.params();
      if (!r.params().isEmpty()
          && f.options().values().stream().noneMatch(o -> SysctlValues.same(o, wanted))) {
        out.addAll(
            write(
                ModprobeFacts.OPTIONS_DIR,
                r.name() + ".conf",
                wanted + "\n",
                f.optionsDirMissing()));
      }
    } else if (r.persistent() == Persistent.ABSENT) {
      String n = r.name().replace("/", "\\/");
      f.listedIn()
          .forEach(
              file ->
                  out.add(
                      new ShellChange(
                          "remove " + r.name() + " from " + file,
                          "sed -i " + quote("/^" + n + "$/d") + " " + quote(file),
                          "editing " + file + " failed")));
      f.options()
          .keySet()
          .forEach(
              file ->
                  out.add(
                      new ShellChange(
                          "remove the options of " + r.name() + " from " + file,
                          "sed -i "
                              + quote(
                                  "/^options[[:space:]]\\{1,\\}" + n + "\\([[:space:]]\\|$\\)/d")
                              + " "
                              + quote(file),
                          "editing " + file + " failed")));
    }
    return out;
  }

  private static List<Change> write(String dir, String name, String content, boolean dirMissing) {
    List<Change> out = new ArrayList<>();
    if (dirMissing) {
      out.add(MakeDirectory.withParents(dir));
    }
    out.add(
        new AtomicWrite(
            dir + "/" + name,
            content.getBytes(StandardCharsets.UTF_8),
            ROOT_0644,
            false,
            false,
            null));
    return out;
  }

  private static String reason(Request r, ModprobeFacts f) {
    String live = r.present() ? (f.builtin() ? "built into the kernel" : "loaded") : "not loaded";
    String persisted =
        switch (r.persistent()) {
          case PRESENT ->
              "; listed in "
                  + String.join(", ", f.listedIn())
                  + (r.params().isEmpty()
                      ? ""
                      : ", options in " + String.join(", ", f.options().keySet()));
          case ABSENT ->
              "; not listed in " + ModprobeFacts.LOAD_DIR + " or " + ModprobeFacts.OPTIONS_DIR;
          case DISABLED -> "";
        };
    return r.name() + " " + live + persisted;
  }
}
