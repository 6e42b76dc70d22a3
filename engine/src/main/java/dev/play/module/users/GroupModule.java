package dev.play.module.users;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Presence;
import dev.play.module.kit.ShellChange;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code group}: a local group, from {@code getent group} facts; groupadd, groupmod, groupdel. */
final class GroupModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "gid:int",
              "state:str=present [absent|present]",
              "system:bool=false",
              "local:bool=false",
              "non_unique:bool=false",
              "force:bool=false")
          .withEnum("state", Presence.class);

  /** What the task asks for. */
  record Request(String name, Integer gid, boolean present, boolean system, boolean nonUnique) {}

  @Override
  public String name() {
    return "group";
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
    Request r =
        new Request(
            args.string("name").strip(),
            args.integerOrNull("gid"),
            args.enumValue("state", Presence.class) == Presence.PRESENT,
            args.bool("system"),
            args.bool("non_unique"));
    CommandResult facts = ctx.probe("getent group " + quote(r.name()) + " || true");
    return plan(r, facts.stdout().strip());
  }

  /** The plan for the {@code getent group} line (empty when the group does not exist). Pure. */
  static Plan plan(Request r, String entry) throws ModuleFailure {
    String[] f = entry.isEmpty() ? new String[0] : entry.split(":", -1);
    Integer current = f.length > 2 ? Integer.valueOf(f[2]) : null;
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", r.name());
    result.put("state", r.present() ? "present" : "absent");
    result.put("system", r.system());
    List<Change> changes = new ArrayList<>();
    if (!r.present()) {
      if (current != null) {
        changes.add(
            new ShellChange(
                "remove group " + r.name(), "groupdel " + quote(r.name()), "groupdel failed"));
      }
      return changes.isEmpty()
          ? Plan.noChange("group " + r.name() + " does not exist", result)
          : Plan.changes(changes, List.of(), result);
    }
    result.put("gid", r.gid() != null ? r.gid() : current);
    if (current == null) {
      String flags =
          (r.gid() != null ? " -g " + r.gid() : "")
              + (r.nonUnique() ? " -o" : "")
              + (r.system() ? " -r" : "");
      changes.add(
          new UserCommand(
              "create group " + r.name() + (r.gid() != null ? " (gid " + r.gid() + ")" : ""),
              "groupadd" + flags + " " + quote(r.name()),
              null,
              java.util.Set.of(),
              List.of("group:" + r.name())));
    } else if (r.gid() != null && !r.gid().equals(current)) {
      changes.add(
          new ShellChange(
              "change the gid of " + r.name() + " to " + r.gid() + " (was " + current + ")",
              "groupmod -g " + r.gid() + (r.nonUnique() ? " -o" : "") + " " + quote(r.name()),
              "groupmod failed"));
    }
    return changes.isEmpty()
        ? Plan.noChange("group " + r.name() + " exists (gid " + current + ")", result)
        : Plan.changes(changes, List.of(), result);
  }
}
