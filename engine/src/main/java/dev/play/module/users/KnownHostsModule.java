package dev.play.module.users;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.connection.HostHash;
import dev.play.diff.Diff;
import dev.play.facts.FileFacts.Owner;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.AtomicWrite;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.Presence;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code known_hosts}: adds, replaces or removes a host's key in a known_hosts file (plain and
 * hashed {@code |1|salt|hmac} entries, {@code [host]:port} names), following Ansible's search: the
 * first line of the host with the key's type decides (same key: nothing to do; another key:
 * replaced); a key of a new type is appended. One facts command; the file is written atomically.
 */
final class KnownHostsModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "key:str",
              "path:path",
              "hash_host:bool=false",
              "state:str=present [absent|present]")
          .withAliases(Map.of("host", "name"))
          .withEnum("state", Presence.class);
  private final Supplier<byte[]> salts;

  public KnownHostsModule() {
    this(
        () -> {
          byte[] salt = new byte[20];
          new SecureRandom().nextBytes(salt);
          return salt;
        });
  }

  /** With a salt source (tests use a fixed one so hashed lines are predictable). */
  KnownHostsModule(Supplier<byte[]> salts) {
    this.salts = salts;
  }

  @Override
  public String name() {
    return "known_hosts";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  /**
   * What the facts command found: the path, the writer, the file (null: none) and its owner and
   * mode.
   */
  record Facts(
      String path, Owner writer, boolean dirExists, String content, Owner owner, int mode) {
    static Facts parse(String out) {
      int marker = out.indexOf("--content--\n");
      String head = marker < 0 ? out : out.substring(0, marker);
      Map<String, String> kv = new LinkedHashMap<>();
      for (String line : head.split("\n")) {
        int eq = line.indexOf('=');
        if (eq > 0) {
          kv.put(line.substring(0, eq), line.substring(eq + 1));
        }
      }
      String[] w = kv.get("writer").split(" ");
      Owner writer = new Owner(Integer.parseInt(w[0]), Integer.parseInt(w[1]), w[2], w[3]);
      if (marker < 0) {
        return new Facts(kv.get("path"), writer, kv.containsKey("dir"), null, null, 0);
      }
      String[] st = kv.get("stat").split(" ");
      return new Facts(
          kv.get("path"),
          writer,
          true,
          out.substring(marker + "--content--\n".length()),
          new Owner(Integer.parseInt(st[1]), Integer.parseInt(st[2]), st[3], st[4]),
          Integer.parseInt(st[0], 8));
    }
  }

  static String script(String path) {
    String p =
        path == null
            ? "\"$h/.ssh/known_hosts\""
            : path.startsWith("~/") ? "\"$h\"/" + quote(path.substring(2)) : quote(path);
    return String.join(
            "\n",
            "h=$(getent passwd \"$(id -u)\" | cut -d: -f6); [ -n \"$h\" ] || h=$HOME",
            "p=" + p,
            "printf 'path=%s\\n' \"$p\"",
            "printf 'writer=%s %s %s %s\\n' \"$(id -u)\" \"$(id -g)\" \"$(id -un)\" \"$(id -gn)\"",
            "if [ -d \"$(dirname -- \"$p\")\" ]; then echo dir=1; fi",
            "if [ -f \"$p\" ]; then printf 'stat=%s\\n' \"$(stat -c '%a %u %g %U %G' -- \"$p\")\"; "
                + "echo '--content--'; cat -- \"$p\" || exit 1; fi")
        + "\n";
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String name = args.string("name").toLowerCase(Locale.ROOT);
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    String key = args.stringOrNull("key");
    if (present && key == null) {
      throw new ModuleFailure("known_hosts: argument 'key' is required with state=present");
    }
    KnownHostsFile.Line keyLine = key == null ? null : checkKey(name, key);
    CommandResult r = ctx.run(script(args.stringOrNull("path")));
    if (!r.ok()) {
      throw new ModuleFailure(
          "known_hosts: cannot read the known_hosts file: " + r.stderr().strip());
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", name);
    result.put("key", key);
    result.put("hash_host", args.bool("hash_host"));
    result.put("state", present ? "present" : "absent");
    Facts f = planned(ctx, Facts.parse(r.stdout()));
    result.put("path", f.path());
    String written = key == null ? null : written(name, key.strip(), args.bool("hash_host"));
    return plan(f, name, keyLine, written, present, ctx.diffMode(), result);
  }

  /** Check mode: the file as an earlier task (or loop item) of the run would leave it. */
  private static Facts planned(ModuleContext ctx, Facts f) {
    if (!ctx.checkMode()) {
      return f;
    }
    return ctx.plannedFile(f.path())
        .map(
            p ->
                new Facts(
                    f.path(),
                    f.writer(),
                    true,
                    new String(p.content(), StandardCharsets.UTF_8),
                    p.owner(),
                    p.mode()))
        .orElse(f);
  }

  /** The key line must name the host (Ansible's sanity check). */
  static KnownHostsFile.Line checkKey(String name, String key) throws ModuleFailure {
    if (key.strip().contains("\n")) {
      throw new ModuleFailure("known_hosts: key must be one known_hosts line");
    }
    KnownHostsFile.Line l = KnownHostsFile.Line.parse(key);
    if (l == null) {
      throw new ModuleFailure("known_hosts: invalid key specified: " + key.strip());
    }
    if (!l.names(name)) {
      throw new ModuleFailure(
          HostHash.isHashed(l.host())
              ? "Host parameter does not match hashed host field in supplied key"
              : "Host parameter '"
                  + name
                  + "' does not match the host field '"
                  + l.host()
                  + "' of the supplied key");
    }
    return l;
  }

  /** The line to write: as given, or with its host field hashed. */
  private String written(String name, String key, boolean hash) {
    KnownHostsFile.Line l = KnownHostsFile.Line.parse(key);
    if (!hash || HostHash.isHashed(l.host())) {
      return key;
    }
    int at = key.indexOf(l.host());
    return key.substring(0, at)
        + HostHash.hash(name, salts.get())
        + key.substring(at + l.host().length());
  }

  /** The plan for these facts. Pure. */
  static Plan plan(
      Facts f,
      String name,
      KnownHostsFile.Line key,
      String written,
      boolean present,
      boolean diffMode,
      Map<String, Object> result)
      throws ModuleFailure {
    String before = f.content() == null ? "" : f.content();
    List<String> lines = dev.play.module.kit.Lines.split(before);
    KnownHostsFile.Search s =
        KnownHostsFile.search(
            lines, name, written == null ? null : KnownHostsFile.Line.parse(written));
    List<String> after = new ArrayList<>(lines);
    String what;
    if (!present) {
      if (key == null && s.found()) {
        after.removeIf(
            l -> {
              KnownHostsFile.Line p = KnownHostsFile.Line.parse(l);
              return p != null && p.names(name);
            });
        what = "remove every key of " + name;
      } else if (key != null && s.line() >= 0) {
        after.remove(s.line());
        what = "remove the " + key.type() + " key of " + name;
      } else {
        return Plan.noChange(
            f.path() + ": no " + (key == null ? "" : key.type() + " ") + "key of " + name, result);
      }
    } else if (s.found() && !s.replaceOrAdd()) {
      return Plan.noChange(
          f.path() + ": the " + key.type() + " key of " + name + " is known", result);
    } else {
      what = (s.line() >= 0 ? "replace" : "add") + " the " + key.type() + " key of " + name;
      if (s.line() >= 0) {
        after.remove(s.line());
      }
      if (!after.isEmpty() && !after.get(after.size() - 1).endsWith("\n")) {
        after.set(after.size() - 1, after.get(after.size() - 1) + "\n");
      }
      after.add(written + "\n");
    }
    String text = String.join("", after);
    List<Change> changes = new ArrayList<>();
    String dir = dev.play.module.kit.ContentFile.parentOf(f.path());
    if (!f.dirExists()) {
      changes.add(
          new UserCommand(
              "create directory " + dir + " (mode 0700)", "mkdir -p -m 0700 -- " + quote(dir)));
    }
    boolean exists = f.content() != null;
    FileAttrs.State wanted =
        exists ? new FileAttrs.State(f.mode(), f.owner()) : new FileAttrs.State(0644, f.writer());
    AtomicWrite write =
        new AtomicWrite(
            f.path(),
            text.getBytes(StandardCharsets.UTF_8),
            wanted,
            exists && (f.owner().uid() != f.writer().uid() || f.owner().gid() != f.writer().gid()),
            false,
            null);
    changes.add(new dev.play.module.kit.LabeledChange(what, write));
    List<Diff> diffs = diffMode ? List.of(new Diff(f.path(), f.path(), before, text)) : List.of();
    return Plan.changes(changes, diffs, result);
  }
}
