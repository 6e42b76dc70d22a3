package dev.play.module.packages;

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
import dev.play.module.kit.ContentFile;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Modes;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code deb822_repository}: an APT source in {@code /etc/apt/sources.list.d/<name>.sources}
 * (deb822 format). {@code signed_by} may be a path, an inline key (embedded in the file), or a URL:
 * the key is then downloaded on the host to {@code /etc/apt/keyrings/<name>.asc} (or {@code .gpg})
 * once, and left alone while it exists.
 */
final class Deb822RepositoryModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "types:list(str)=deb [deb|deb-src]",
              "uris:list(str)",
              "suites:list(str)",
              "components:list(str)",
              "architectures:list(str)",
              "signed_by:str",
              "enabled:bool",
              "trusted:bool",
              "state:str=present [present|absent]",
              "mode:raw=0644",
              "allow_downgrade_to_insecure:bool",
              "allow_insecure:bool",
              "allow_weak:bool",
              "by_hash:bool",
              "check_date:bool",
              "check_valid_until:bool",
              "date_max_future:int",
              "inrelease_path:str",
              "languages:list(str)",
              "pdiffs:bool",
              "targets:list(str)",
              "install_python_debian:bool=false")
          .withEnum("state", Presence.class);

  @Override
  public String name() {
    return "deb822_repository";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String name = args.string("name");
    String file = "/etc/apt/sources.list.d/" + fileName(name) + ".sources";
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    String signedBy = args.stringOrNull("signed_by");
    String keyPath = signedBy != null && signedBy.contains("://") ? keyPath(name, signedBy) : null;
    String extra = keyPath == null ? null : "[ -s " + quote(keyPath) + " ] && echo x_key=1";
    FileAttrs attrs = new FileAttrs(Modes.parse(args.string("mode")), null, null);
    ContentFile content =
        new ContentFile(
            present ? render(args, name, keyPath).getBytes(StandardCharsets.UTF_8) : new byte[0],
            attrs,
            false,
            null);
    Probes.WithExtra w =
        Probes.gather(
            ctx,
            dev.play.facts.FileProbe.of(file)
                .withContent(dev.play.facts.FileProbe.ContentMode.IF_DIFFERENT, null),
            extra);
    Key key = keyPath == null ? null : new Key(signedBy, keyPath, w.extra().containsKey("key"));
    return plan(file, present, content, w.facts(), key, ctx.diffMode());
  }

  /**
   * Ansible's file name: the name lower-cased, other characters than letters, digits, {@code _.-}
   * as {@code -}.
   */
  static String fileName(String name) {
    return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_.-]", "-");
  }

  static String keyPath(String name, String url) {
    return "/etc/apt/keyrings/" + fileName(name) + (url.endsWith(".gpg") ? ".gpg" : ".asc");
  }

  /** The deb822 stanza. Pure. */
  static String render(Args args, String name, String keyPath) throws ModuleFailure {
    if (!args.has("uris") || !args.has("suites")) {
      throw new ModuleFailure("deb822_repository: uris and suites are required with state=present");
    }
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("X-Repolib-Name", name);
    fields.put("Types", String.join(" ", args.has("types") ? args.list("types") : List.of("deb")));
    fields.put("URIs", String.join(" ", args.list("uris")));
    fields.put("Suites", String.join(" ", args.list("suites")));
    list(args, "components", "Components", fields);
    list(args, "architectures", "Architectures", fields);
    list(args, "languages", "Languages", fields);
    list(args, "targets", "Targets", fields);
    String signed = args.stringOrNull("signed_by");
    if (signed != null) {
      fields.put(
          "Signed-By",
          keyPath != null ? keyPath : signed.contains("BEGIN PGP") ? embedded(signed) : signed);
    }
    for (String[] b :
        new String[][] {
          {"enabled", "Enabled"},
          {"trusted", "Trusted"},
          {"allow_insecure", "Allow-Insecure"},
          {"allow_weak", "Allow-Weak"},
          {"allow_downgrade_to_insecure", "Allow-Downgrade-To-Insecure"},
          {"by_hash", "By-Hash"},
          {"check_date", "Check-Date"},
          {"check_valid_until", "Check-Valid-Until"},
          {"pdiffs", "PDiffs"}
        }) {
      if (args.has(b[0])) {
        fields.put(b[1], args.boolOrNull(b[0]) ? "yes" : "no");
      }
    }
    if (args.has("date_max_future")) {
      fields.put("Date-Max-Future", String.valueOf(args.integerOrNull("date_max_future")));
    }
    if (args.has("inrelease_path")) {
      fields.put("InRelease-Path", args.string("inrelease_path"));
    }
    StringBuilder out = new StringBuilder();
    fields.forEach((k, v) -> out.append(k).append(": ").append(v).append('\n'));
    return out.toString();
  }

  private static void list(Args args, String arg, String field, Map<String, String> fields)
      throws ModuleFailure {
    if (args.has(arg)) {
      fields.put(field, String.join(" ", args.list(arg)));
    }
  }

  /** An inline key as a deb822 multi-line field: each line indented, empty lines as {@code .}. */
  static String embedded(String key) {
    StringBuilder out = new StringBuilder();
    for (String line : key.strip().split("\n")) {
      out.append("\n ").append(line.isBlank() ? "." : line.strip());
    }
    return out.toString();
  }

  /** A {@code signed_by} URL, the keyring file it goes to, and whether that file exists. */
  record Key(String url, String path, boolean present) {}

  /** The plan for these facts. Pure. */
  static Plan plan(
      String file,
      boolean present,
      ContentFile content,
      ProbeResult facts,
      Key key,
      boolean diffMode)
      throws ModuleFailure {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("repo", file);
    result.put("state", present ? "present" : "absent");
    List<Change> changes = new ArrayList<>();
    if (!present) {
      if (facts.file().exists()) {
        changes.add(
            new ShellChange("remove " + file, "rm -f -- " + quote(file), "cannot remove " + file));
      }
      return changes.isEmpty()
          ? Plan.noChange(file + " does not exist", result)
          : Plan.changes(changes, List.of(), result);
    }
    if (key != null) {
      result.put("key_filename", key.path());
      if (!key.present()) {
        changes.add(KeyDownload.of(key.url(), key.path(), key.path().endsWith(".asc")));
      }
    }
    ContentFile.Outcome o = content.plan(facts, diffMode);
    o.changes().forEach(c -> changes.add(new LabeledChange("source " + file, c)));
    if (changes.isEmpty()) {
      return Plan.noChange(
          file + " as requested" + (key == null ? "" : "; key " + key.path() + " present"), result);
    }
    return Plan.changes(changes, o.diffs(), result);
  }
}
