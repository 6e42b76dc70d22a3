package dev.play.module.users;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ContentFile;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Lines;
import dev.play.module.kit.Modes;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code authorized_key} (ansible.posix): SSH public keys in a user's {@code authorized_keys}, one
 * or several per task, matched by type and key (options and comment updated), {@code exclusive} to
 * drop every other key. The file is written atomically, mode 0600, owned by the user; with {@code
 * manage_dir} the directory is created 0700, owned by the user.
 */
final class AuthorizedKeyModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "user!:str",
              "key!:str",
              "path:path",
              "manage_dir:bool=true",
              "state:str=present [absent|present]",
              "key_options:str",
              "exclusive:bool=false",
              "comment:str",
              "follow:bool=false",
              "validate_certs:bool=true")
          .withEnum("state", Presence.class);

  /** What the task asks for. */
  record Request(
      String user,
      List<AuthorizedKeyLine> keys,
      String path,
      boolean manageDir,
      boolean present,
      boolean exclusive,
      String keyText) {}

  /**
   * The account: home directory and primary group; {@code planned} when an earlier task creates it
   * (check mode).
   */
  record Account(String home, String group, boolean planned) {}

  @Override
  public String name() {
    return "authorized_key";
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
    Account account =
        account(
            args.string("user"),
            ctx,
            ctx.checkMode() ? plannedHome(args.string("user"), ctx) : null);
    Request r = request(args, account);
    TextFile file = file(r, account);
    String dir = ContentFile.parentOf(r.path());
    Probes.WithExtra w =
        Probes.gather(ctx, file.probe(), "[ -d " + quote(dir) + " ] && echo x_dir=1");
    return plan(r, account, file, w.facts(), ctx.diffMode());
  }

  /** Check mode: the home of an account an earlier task would create, or null. */
  private static String plannedHome(String user, ModuleContext ctx) {
    return ctx.planned("user:" + user) ? "/home/" + user : null;
  }

  private static Account account(String user, ModuleContext ctx, String plannedHome)
      throws ModuleFailure, ConnectionException {
    // the home directory (passwd's sixth field, cut out by the shell) and the primary group
    CommandResult r =
        ctx.probe(
            "if p=$(getent passwd "
                + quote(user)
                + "); then h=${p#*:*:*:*:*:}; echo \"${h%%:*}\"; fi; "
                + "id -gn "
                + quote(user));
    String[] lines = r.stdout().strip().split("\n");
    boolean missing = !r.ok() || lines.length < 2 || lines[0].isBlank();
    if (missing && plannedHome != null) {
      return new Account(plannedHome, user, true);
    }
    if (missing) {
      throw new ModuleFailure("authorized_key: Failed to lookup user " + user);
    }
    return new Account(lines[0].strip(), lines[1].strip(), false);
  }

  static Request request(Args args, Account account) throws ModuleFailure {
    String keyText = args.string("key");
    if (keyText.startsWith("http://") || keyText.startsWith("https://")) {
      throw new ModuleFailure(
          "authorized_key: keys from a URL are not supported by play; fetch them with get_url or a lookup");
    }
    String options = args.stringOrNull("key_options");
    String comment = args.stringOrNull("comment");
    List<AuthorizedKeyLine> keys = new ArrayList<>();
    for (String line : keyText.split("\n")) {
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      AuthorizedKeyLine k = AuthorizedKeyLine.parse(line);
      if (k == null) {
        throw new ModuleFailure("authorized_key: invalid key specified: " + line.strip());
      }
      keys.add(k.with(options, comment));
    }
    String given = args.stringOrNull("path");
    String path = given != null ? given : account.home() + "/.ssh/authorized_keys";
    return new Request(
        args.string("user"),
        keys,
        path,
        args.bool("manage_dir"),
        args.enumValue("state", Presence.class) == Presence.PRESENT,
        args.bool("exclusive"),
        keyText);
  }

  /** Mode 0600, owned by the user (an account still to be created has no uid to compare yet). */
  private static TextFile file(Request r, Account account) throws ModuleFailure {
    FileAttrs attrs =
        account.planned()
            ? new FileAttrs(Modes.parse("0600"), null, null)
            : new FileAttrs(Modes.parse("0600"), r.user(), account.group());
    return new TextFile(r.path(), attrs, true, false, null);
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, Account account, TextFile file, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    List<Change> changes = new ArrayList<>();
    boolean dirMissing = facts.parent() != ProbeResult.ParentState.DIRECTORY;
    if (dirMissing && r.manageDir()) {
      String dir = ContentFile.parentOf(r.path());
      changes.add(
          new UserCommand(
              "create directory " + dir + " (mode 0700, owner " + r.user() + ")",
              "mkdir -p "
                  + quote(dir)
                  + " && chmod 0700 "
                  + quote(dir)
                  + " && chown "
                  + quote(r.user() + ":" + account.group())
                  + " "
                  + quote(dir)));
      facts = facts.withParentPresent();
    }
    TextFile.Edit edit = edit(r, Lines.split(file.current(facts, "")));
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("user", r.user());
    result.put("key", r.keyText());
    result.put("keyfile", r.path());
    result.put("manage_dir", r.manageDir());
    result.put("exclusive", r.exclusive());
    result.put("state", r.present() ? "present" : "absent");
    Plan written = file.plan(facts, edit, diffMode, result);
    written
        .changes()
        .forEach(
            c -> changes.add(new LabeledChange(String.valueOf(written.result().get("msg")), c)));
    if (changes.isEmpty()) {
      return Plan.noChange(written.noChangeReason(), written.result());
    }
    return Plan.changes(changes, written.diffs(), written.result());
  }

  private static TextFile.Edit edit(Request r, List<String> lines) {
    String original = String.join("", lines);
    List<String> out = new ArrayList<>();
    List<AuthorizedKeyLine> pending = new ArrayList<>(r.keys());
    int added = 0;
    int removed = 0;
    int updated = 0;
    for (String line : lines) {
      AuthorizedKeyLine have = AuthorizedKeyLine.parse(line);
      AuthorizedKeyLine want =
          have == null ? null : pending.stream().filter(have::sameKey).findFirst().orElse(null);
      if (want != null && r.present()) {
        pending.remove(want);
        out.add(want.line().equals(withNewline(line)) ? withNewline(line) : want.line());
        updated += want.line().equals(withNewline(line)) ? 0 : 1;
      } else if (want != null || (have != null && r.exclusive())) {
        removed++;
      } else {
        out.add(line);
      }
    }
    if (r.present()) {
      for (AuthorizedKeyLine k : pending) {
        if (!out.isEmpty() && !out.get(out.size() - 1).endsWith("\n")) {
          out.set(out.size() - 1, out.get(out.size() - 1) + "\n");
        }
        out.add(k.line());
        added++;
      }
    }
    String text = String.join("", out);
    if (text.equals(original)) {
      return new TextFile.Edit(
          original,
          "",
          r.keys().size()
              + " key(s) "
              + (r.present() ? "present" : "absent")
              + (r.exclusive() ? ", no other key" : ""));
    }
    return new TextFile.Edit(text, summary(added, updated, removed), null);
  }

  private static String withNewline(String line) {
    return line.endsWith("\n") ? line : line + "\n";
  }

  private static String summary(int added, int updated, int removed) {
    List<String> parts = new ArrayList<>();
    if (added > 0) {
      parts.add(added + " key(s) added");
    }
    if (updated > 0) {
      parts.add(updated + " key(s) updated");
    }
    if (removed > 0) {
      parts.add(removed + " key(s) removed");
    }
    return String.join(", ", parts);
  }
}
