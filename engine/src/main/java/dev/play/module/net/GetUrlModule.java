package dev.play.module.net;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.FileType;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.Probes;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code get_url}: downloads a file on the host (curl or wget), atomically (a temporary file in the
 * destination directory, checksum verified, attributes set, then renamed). Idempotent by checksum,
 * or by the existing file when {@code force} is off and no checksum is given.
 */
final class GetUrlModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "url!:str",
              "dest!:path",
              "checksum:str",
              "mode:raw",
              "owner:str",
              "group:str",
              "force:bool=false",
              "headers:dict",
              "timeout:int=10",
              "validate_certs:bool=true",
              "url_username:str",
              "url_password:str",
              "tmp_dest:path",
              "backup:bool=false",
              "force_basic_auth:bool=false",
              "use_proxy:bool=true",
              "http_agent:str=ansible-httpget",
              "attributes:str",
              "unsafe_writes:bool=false",
              "decompress:bool=true",
              "use_gssapi:bool=false",
              "use_netrc:bool=true",
              "unredirected_headers:list(str)")
          .withAliases(
              Map.of("username", "url_username", "password", "url_password", "thirsty", "force"));

  /** What the task asks for; {@code algorithm}/{@code expected} come from {@code checksum}. */
  record Request(
      Download download,
      String dest,
      String algorithm,
      String expected,
      String checksumUrl,
      boolean force,
      FileAttrs attrs) {
    String url() {
      return download.url();
    }
  }

  @Override
  public String name() {
    return "get_url";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    String file = r.url().substring(r.url().lastIndexOf('/') + 1).replaceAll("[?#].*", "");
    FileProbe probe =
        r.attrs()
            .resolvedBy(
                FileProbe.of(r.dest())
                    .following(true)
                    .checksum(r.algorithm())
                    .insideDirectory(file.isEmpty() ? "index.html" : file));
    Probes.WithExtra w =
        Probes.gather(ctx, probe, r.checksumUrl() == null ? null : checksumScript(r, file));
    String expected = r.expected() != null ? r.expected() : w.extra().get("checksum");
    if (r.checksumUrl() != null && expected == null) {
      throw new ModuleFailure("get_url: no checksum for " + file + " in " + r.checksumUrl());
    }
    Plan plan =
        plan(r, expected, w.facts(), r.force() && expected == null ? forcedDigest(r, ctx) : null);
    if (ctx.checkMode() && plan.changes().stream().anyMatch(Fetch.class::isInstance)) {
      requestHead(r, ctx);
    }
    return plan;
  }

  /**
   * Check mode, before a download: the URL asked for its headers, as Ansible's get_url asks in
   * check mode, so that a URL the real run cannot fetch (no route, no name, 404) fails here too. A
   * host without curl or wget fails as the real run would, unless an earlier task installs one.
   */
  private static void requestHead(Request r, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    String stdin = r.download().stdin();
    CommandResult res =
        ctx.run(r.download().head(), stdin == null ? null : stdin.getBytes(StandardCharsets.UTF_8));
    if (res.ok()) {
      return;
    }
    String why = res.stderr().strip();
    if (why.contains(Download.NO_DOWNLOADER)
        && (ctx.planned("package:curl") || ctx.planned("package:wget"))) {
      return;
    }
    throw new ModuleFailure(
        "get_url: " + r.url() + ": Request failed: " + why, Map.of("rc", res.rc()));
  }

  static Request request(Args args) throws ModuleFailure {
    String url = args.string("url");
    if (!url.matches("(?i)(https?|ftp)://.+")) {
      throw new ModuleFailure("get_url: url must be http, https or ftp, got '" + url + "'");
    }
    String algorithm = "sha1";
    String expected = null;
    String checksumUrl = null;
    String checksum = args.stringOrNull("checksum");
    if (checksum != null && !checksum.isBlank()) {
      int colon = checksum.indexOf(':');
      if (colon <= 0) {
        throw new ModuleFailure(
            "get_url: checksum must be <algorithm>:<checksum|url>, got '" + checksum + "'");
      }
      algorithm = checksum.substring(0, colon).toLowerCase(Locale.ROOT);
      if (!List.of("md5", "sha1", "sha224", "sha256", "sha384", "sha512").contains(algorithm)) {
        throw new ModuleFailure("get_url: unsupported checksum algorithm '" + algorithm + "'");
      }
      String value = checksum.substring(colon + 1).strip();
      if (value.contains("://")) {
        checksumUrl = value;
      } else {
        expected = value.toLowerCase(Locale.ROOT);
      }
    }
    Map<String, String> headers = new LinkedHashMap<>();
    if (args.raw("headers") instanceof Map<?, ?> m) {
      m.forEach((k, v) -> headers.put(String.valueOf(k), String.valueOf(v)));
    }
    if (args.has("http_agent")) {
      headers.put("User-Agent", args.string("http_agent"));
    }
    Download d =
        new Download(
            url,
            headers,
            args.integer("timeout"),
            args.bool("validate_certs"),
            args.stringOrNull("url_username"),
            args.stringOrNull("url_password"));
    return new Request(
        d,
        args.string("dest"),
        algorithm,
        expected,
        checksumUrl,
        args.bool("force"),
        FileAttrs.of(args));
  }

  /**
   * {@code x_checksum=HEX}: the line of a checksum file (e.g. SHA256SUMS) naming the file, fetched
   * on the host.
   */
  private static String checksumScript(Request r, String file) {
    Download sums =
        new Download(
            r.checksumUrl(),
            r.download().headers(),
            r.download().timeout(),
            r.download().validateCerts(),
            null,
            null);
    return "s=$(mktemp); "
        + sums.into("s")
        + " && awk -v f="
        + quote(file)
        + " '{n = $2; sub(/^\\*/, \"\", n); sub(/.*\\//, \"\", n); if (n == f || NF == 1) {print \"x_checksum=\" tolower($1); exit}}'"
        + " \"$s\"; rm -f \"$s\"";
  }

  /**
   * With {@code force} and no checksum: what the URL serves now, downloaded once to compare (then
   * removed).
   */
  private static String forcedDigest(Request r, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    String script =
        "t=$(mktemp); trap 'rm -f \"$t\"' EXIT; "
            + r.download().into("t")
            + " && "
            + r.algorithm()
            + "sum < \"$t\" | cut -d' ' -f1";
    String stdin = r.download().stdin();
    CommandResult res =
        ctx.run(script, stdin == null ? null : stdin.getBytes(StandardCharsets.UTF_8));
    if (!res.ok()) {
      throw new ModuleFailure(
          "get_url: download of " + r.url() + " failed: " + res.stderr().strip());
    }
    return res.stdout().strip();
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, String expected, ProbeResult facts, String servedDigest)
      throws ModuleFailure {
    String dest = facts.path();
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", dest);
    result.put("url", r.url());
    FileFacts f = facts.file();
    if (f instanceof FileFacts.Present p && !p.is(FileType.FILE)) {
      throw new ModuleFailure("get_url: " + dest + " is a " + p.type().label());
    }
    String have = f instanceof FileFacts.Present p ? p.checksum() : null;
    result.put("checksum_dest", have);
    String want = expected != null ? expected : servedDigest;
    boolean current = have != null && (want == null ? !r.force() : want.equalsIgnoreCase(have));
    List<Change> attrs = List.of();
    if (current) {
      FileAttrs.State now =
          new FileAttrs.State(((FileFacts.Present) f).mode(), ((FileFacts.Present) f).owner());
      attrs = FileAttrs.changes(dest, now, r.attrs().wanted(now, false, facts), false);
      if (attrs.isEmpty()) {
        result.put("msg", "file already exists");
        return Plan.noChange(
            dest
                + ": "
                + (want == null
                    ? "exists (force is off)"
                    : r.algorithm() + " " + have + " as expected"),
            result);
      }
      return Plan.changes(attrs, List.of(), result);
    }
    if (facts.parent() != ProbeResult.ParentState.DIRECTORY) {
      throw new ModuleFailure(
          "Destination " + dev.play.module.kit.ContentFile.parentOf(dest) + " does not exist");
    }
    FileAttrs.State now =
        f instanceof FileFacts.Present p
            ? new FileAttrs.State(p.mode(), p.owner())
            : new FileAttrs.State(
                facts.env().newFileMode(),
                new FileFacts.Owner(
                    facts.env().uid(), facts.env().gid(), facts.env().user(), facts.env().group()));
    FileAttrs.State wanted = r.attrs().wanted(now, false, facts);
    return Plan.changes(List.of(new Fetch(r, dest, expected, wanted)), List.of(), result);
  }

  /** The download itself: into a temporary file beside {@code dest}, verified, then renamed. */
  record Fetch(Request r, String dest, String expected, FileAttrs.State wanted) implements Change {
    @Override
    public String describe() {
      return "download "
          + r.url()
          + " to "
          + dest
          + " (mode "
          + dev.play.module.kit.ModeSpec.format(wanted.mode())
          + ")";
    }

    @Override
    public List<String> createsFiles() {
      return List.of(dest);
    }

    @Override
    public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
      String d = quote(dest);
      String verify =
          expected == null
              ? ""
              : "[ \"$("
                  + r.algorithm()
                  + "sum < \"$t\" | cut -d' ' -f1)\" = "
                  + quote(expected)
                  + " ] || { echo \"The checksum for "
                  + dest
                  + " did not match "
                  + expected
                  + "\" >&2; exit 1; }; ";
      String script =
          "set -e; t=$(mktemp "
              + quote(dest + ".play-XXXXXX")
              + "); trap 'rm -f \"$t\"' EXIT; "
              + r.download().into("t")
              + "; "
              + verify
              + "chmod "
              + Integer.toOctalString(wanted.mode())
              + " \"$t\"; chown "
              + wanted.owner().uid()
              + ":"
              + wanted.owner().gid()
              + " \"$t\"; sync \"$t\" 2>/dev/null || true; mv \"$t\" "
              + d
              + "; echo \"checksum_src=$(sha1sum < "
              + d
              + " | cut -d' ' -f1)\"; echo \"size=$(stat -c %s "
              + d
              + ")\"";
      String stdin = r.download().stdin();
      CommandResult res =
          ctx.run(script, stdin == null ? null : stdin.getBytes(StandardCharsets.UTF_8));
      if (!res.ok()) {
        throw new ModuleFailure(
            "get_url: " + r.url() + ": " + res.stderr().strip(), Map.of("rc", res.rc()));
      }
      Map<String, Object> out = new LinkedHashMap<>();
      res.stdout()
          .lines()
          .filter(l -> l.contains("="))
          .forEach(l -> out.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1)));
      out.put("status_code", 200);
      out.put("msg", "OK (" + out.getOrDefault("size", "?") + " bytes)");
      return out;
    }
  }
}
