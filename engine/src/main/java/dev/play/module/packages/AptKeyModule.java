package dev.play.module.packages;

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
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code apt_key}: a repository key written, dearmored (no gpg needed), to {@code keyring} (or
 * {@code /etc/apt/trusted.gpg.d/<id>.gpg}). The key comes from {@code data}, a {@code file} on the
 * host, or a {@code url} fetched on the host; it is compared by digest with the keyring file, so an
 * unchanged key is no change and a re-run never fails on an existing file.
 */
final class AptKeyModule implements Module {
  /**
   * {@code keyserver}: a task that gives it runs Ansible's module where the controller has it
   * ({@link Module#unimplementedArgs}), else fails naming the ways play takes a key.
   */
  @Override
  public List<String> unimplementedArgs() {
    return List.of("keyserver");
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
              "id:str",
              "url:str",
              "file:path",
              "data:str",
              "keyring:path",
              "state:str=present [absent|present]",
              "keyserver:str",
              "validate_certs:bool=true")
          .withEnum("state", Presence.class);

  /** What the task asks for: where the key comes from and where it goes. */
  record Request(String source, String kind, String keyring, boolean present) {}

  @Override
  public String name() {
    return "apt_key";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    byte[] stdin = "data".equals(r.kind()) ? r.source().getBytes(StandardCharsets.UTF_8) : null;
    CommandResult facts = ctx.run(factsScript(r), stdin);
    if (!facts.ok()) {
      throw new ModuleFailure("apt_key: cannot read the key: " + facts.stderr().strip());
    }
    Map<String, String> kv = new LinkedHashMap<>();
    facts
        .stdout()
        .lines()
        .filter(l -> l.indexOf('=') > 0)
        .forEach(l -> kv.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
    return plan(r, kv);
  }

  static Request request(Args args) throws ModuleFailure {
    if (args.has("keyserver")) {
      throw new ModuleFailure(
          "apt_key: keyserver is not supported by play; give the key as url, file or data");
    }
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    String kind =
        args.has("data") ? "data" : args.has("file") ? "file" : args.has("url") ? "url" : null;
    String id = args.stringOrNull("id");
    if (present && kind == null) {
      throw new ModuleFailure("apt_key: one of data, file or url is required with state=present");
    }
    String keyring = args.stringOrNull("keyring");
    if (keyring == null) {
      if (id == null) {
        throw new ModuleFailure(
            "apt_key: keyring or id is required (keys go to keyring, or /etc/apt/trusted.gpg.d/<id>.gpg)");
      }
      keyring = "/etc/apt/trusted.gpg.d/" + id.replaceAll("[^A-Za-z0-9_.-]", "_") + ".gpg";
    }
    return new Request(kind == null ? null : args.string(kind), kind, keyring, present);
  }

  /**
   * Fetches the key to a private temporary file, dearmored, and prints both digests; the temporary
   * file is removed.
   */
  static String factsScript(Request r) {
    String k = quote(r.keyring());
    StringBuilder s =
        new StringBuilder(
            "set -e\n[ -f " + k + " ] && echo \"have=$(sha256sum < " + k + " | cut -c1-64)\"\n");
    if (!r.present()) {
      return s.append("true").toString();
    }
    s.append("t=$(mktemp); trap 'rm -f \"$t\" \"$t.bin\"' EXIT\n")
        .append(fetch(r))
        .append('\n')
        .append(DEARMOR)
        .append('\n')
        .append("echo \"want=$(sha256sum < \"$t\" | cut -c1-64)\"");
    return s.toString();
  }

  private static final String DEARMOR =
      "if grep -q 'BEGIN PGP PUBLIC KEY BLOCK' \"$t\"; then sed -e '1,/^[[:space:]]*$/d'"
          + " -e '/^=/,$d' \"$t\" | base64 -d > \"$t.bin\" && mv \"$t.bin\" \"$t\"; fi";

  private static String fetch(Request r) {
    return switch (r.kind()) {
      case "data" -> "cat > \"$t\"";
      case "file" -> "cat " + quote(r.source()) + " > \"$t\"";
      default ->
          "if command -v curl >/dev/null 2>&1; then curl -fsSL -o \"$t\" "
              + quote(r.source())
              + "; elif command -v wget >/dev/null 2>&1; then wget -q -O \"$t\" "
              + quote(r.source())
              + "; else echo 'neither curl nor wget is installed' >&2; exit 1; fi";
    };
  }

  /** The plan for the digests read on the host. Pure. */
  static Plan plan(Request r, Map<String, String> digests) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("keyring", r.keyring());
    String have = digests.get("have");
    if (!r.present()) {
      return have == null
          ? Plan.noChange(r.keyring() + " does not exist", result)
          : Plan.changes(
              List.of(
                  new ShellChange(
                      "remove " + r.keyring(),
                      "rm -f -- " + quote(r.keyring()),
                      "cannot remove " + r.keyring())),
              List.of(),
              result);
    }
    if (digests.get("want") != null && digests.get("want").equals(have)) {
      return Plan.noChange(r.keyring() + " holds this key", result);
    }
    return Plan.changes(List.of(write(r, have == null)), List.of(), result);
  }

  private static Change write(Request r, boolean created) {
    String k = quote(r.keyring());
    String script =
        String.join(
            "\n",
            "set -e",
            "t=$(mktemp " + k + ".XXXXXX); trap 'rm -f \"$t\" \"$t.bin\"' EXIT",
            "mkdir -p -m 0755 " + quote(dev.play.module.kit.ContentFile.parentOf(r.keyring())),
            fetch(r),
            DEARMOR,
            "chmod 0644 \"$t\"",
            "mv \"$t\" " + k);
    String from = r.kind().equals("data") ? "the given key" : r.source();
    return new KeyWrite(
        (created ? "write " : "replace ") + r.keyring() + " (from " + from + ")",
        script,
        r.kind().equals("data") ? r.source() : null);
  }
}
