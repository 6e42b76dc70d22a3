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
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code rpm_key}: an OpenPGP key in rpm's database, from a URL (fetched on the host), a file on
 * the host, or, to remove one, its key id. The key is read without gpg: play computes its
 * fingerprint and compares it with rpm's {@code gpg-pubkey} packages; importing sends the very
 * bytes it checked to {@code rpm --import}.
 */
final class RpmKeyModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "key!:str",
              "state:str=present [absent|present]",
              "fingerprint:str",
              "validate_certs:bool=true")
          .withEnum("state", Presence.class);

  /**
   * What the task asks for: the key as written, its kind ({@code url}, {@code file}, {@code id}),
   * the fingerprints.
   */
  record Request(String key, String kind, boolean present, List<String> fingerprints) {}

  @Override
  public String name() {
    return "rpm_key";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    CommandResult facts = ctx.run(factsScript(r));
    if (!facts.ok()) {
      throw new ModuleFailure("rpm_key: cannot read rpm's keys: " + facts.stderr().strip());
    }
    return plan(r, facts.stdout());
  }

  static Request request(Args args) throws ModuleFailure {
    String key = args.string("key").strip();
    String kind =
        key.contains("://") ? "url" : key.matches("(0[xX])?[0-9a-fA-F]{8,40}") ? "id" : "file";
    List<String> fingerprints =
        args.list("fingerprint").stream()
            .map(f -> f.replace(" ", "").toUpperCase(Locale.ROOT))
            .toList();
    return new Request(
        key, kind, args.enumValue("state", Presence.class) == Presence.PRESENT, fingerprints);
  }

  /**
   * rpm's imported keys ({@code have=VERSION-RELEASE}) and the key's bytes ({@code key=BASE64}).
   */
  static String factsScript(Request r) {
    List<String> s =
        new ArrayList<>(
            List.of(
                "LC_ALL=C; export LC_ALL",
                "command -v rpm >/dev/null 2>&1 || { echo rpm=missing; exit 0; }",
                "rpm -q gpg-pubkey --qf 'have=%{VERSION}-%{RELEASE}\\n' 2>/dev/null | grep '^have=' || :"));
    String k = quote(r.key());
    switch (r.kind()) {
      case "url" ->
          s.add(
              "t=$(mktemp); trap 'rm -f \"$t\"' EXIT; if command -v curl >/dev/null 2>&1; then"
                  + " curl -fsSL -o \"$t\" "
                  + k
                  + "; elif command -v wget >/dev/null 2>&1; then wget -q -O \"$t\" "
                  + k
                  + "; else echo 'error=neither curl nor wget is installed'; fi && echo \"key=$(base64 < \"$t\" | tr -d '\\n')\""
                  + " || echo 'error=failed to fetch key at "
                  + r.key().replace("'", "")
                  + "'");
      case "file" ->
          s.add(
              "if [ -f "
                  + k
                  + " ]; then echo \"key=$(base64 < "
                  + k
                  + " | tr -d '\\n')\"; else"
                  + " echo 'error=Not a valid key "
                  + r.key().replace("'", "")
                  + "'; fi");
      default -> {}
    }
    return String.join("\n", s);
  }

  /** The plan for the facts command's output. Pure. */
  static Plan plan(Request r, String facts) throws ModuleFailure {
    Map<String, String> kv = new LinkedHashMap<>();
    List<String> have = new ArrayList<>();
    for (String line : facts.split("\n")) {
      int eq = line.indexOf('=');
      if (line.startsWith("have=")) {
        have.add(line.substring(5).strip());
      } else if (eq > 0) {
        kv.putIfAbsent(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    if (kv.containsKey("rpm")) {
      throw new ModuleFailure("rpm_key: rpm is not available on this host");
    }
    if (kv.containsKey("error")) {
      throw new ModuleFailure("rpm_key: " + kv.get("error"));
    }
    return r.kind().equals("id")
        ? byId(r, have)
        : byKey(r, have, Base64.getDecoder().decode(kv.getOrDefault("key", "")));
  }

  private static Plan byId(Request r, List<String> have) throws ModuleFailure {
    String id = r.key().replaceFirst("^0[xX]", "").toLowerCase(Locale.ROOT);
    String shortId = id.substring(id.length() - 8);
    List<String> matching = have.stream().filter(h -> h.startsWith(shortId + "-")).toList();
    if (r.present()) {
      if (matching.isEmpty()) {
        throw new ModuleFailure(
            "rpm_key: key " + r.key() + " is not imported; to import it, give a URL or a file");
      }
      return Plan.noChange("key " + r.key() + " is imported", Map.of());
    }
    return remove(r.key(), matching);
  }

  private static Plan byKey(Request r, List<String> have, byte[] bytes) throws ModuleFailure {
    List<OpenPgpKeys.Key> keys = OpenPgpKeys.read(bytes);
    if (keys.isEmpty()) {
      throw new ModuleFailure("rpm_key: Not a public key: " + r.key());
    }
    String fingerprints =
        String.join(", ", keys.stream().map(OpenPgpKeys.Key::fingerprint).toList());
    for (String f : r.fingerprints()) {
      if (keys.stream().noneMatch(k -> k.fingerprint().equals(f))) {
        throw new ModuleFailure(
            "rpm_key: The specified fingerprint, '"
                + f
                + "', does not match the key fingerprint '"
                + fingerprints
                + "'");
      }
    }
    List<OpenPgpKeys.Key> imported = keys.stream().filter(k -> have.contains(k.rpmName())).toList();
    if (!r.present()) {
      return remove(r.key(), imported.stream().map(OpenPgpKeys.Key::rpmName).toList());
    }
    if (imported.size() == keys.size()) {
      return Plan.noChange("key " + fingerprints + " is imported", Map.of());
    }
    String what = String.join(", ", keys.stream().map(OpenPgpKeys.Key::toString).toList());
    return Plan.changes(
        List.of(new RpmImport("import the key " + what + " from " + r.key(), bytes)),
        List.of(),
        Map.of());
  }

  private static Plan remove(String key, List<String> rpmNames) {
    if (rpmNames.isEmpty()) {
      return Plan.noChange("key " + key + " is not imported", Map.of());
    }
    List<String> packages = rpmNames.stream().map(n -> "gpg-pubkey-" + n).toList();
    Change c =
        new ShellChange(
            "remove the key " + String.join(", ", packages),
            "rpm --erase --allmatches "
                + String.join(" ", packages.stream().map(dev.play.value.Shell::quote).toList()),
            "removing the key " + key + " failed");
    return Plan.changes(List.of(c), List.of(), Map.of());
  }
}
