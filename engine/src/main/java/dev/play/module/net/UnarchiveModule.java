package dev.play.module.net;

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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code unarchive}: a tar (gz, xz, bz2, zst) or zip archive, from the controller (streamed in) or
 * on the host ({@code remote_src}), extracted into an existing {@code dest}. Idempotent through
 * {@code creates}, else by comparing the archive with {@code dest} in one command: every member
 * there, of the same type, size and content (GNU {@code tar --compare}; for zip, the CRC-32 of
 * {@code unzip -v} against the host file's, computed with {@code gzip}). See {@link
 * ArchiveListing}.
 */
final class UnarchiveModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED =
      List.of("mode", "keep_newer", "exclude", "include", "decrypt", "attributes");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
          "src!:path",
          "dest!:path",
          "remote_src:bool=false",
          "creates:path",
          "extra_opts:list(str)=",
          "list_files:bool=false",
          "owner:str",
          "group:str",
          "mode:raw",
          "keep_newer:bool=false",
          "exclude:list(str)",
          "include:list(str)",
          "validate_certs:bool=true",
          "decrypt:bool=true",
          "io_buffer_size:int=65536",
          "unsafe_writes:bool=false",
          "attributes:str",
          "copy:bool=true");

  private static final int SHOWN_DIFFERENCES = 3;

  /**
   * What the task asks for; {@code local} holds the archive's bytes when it comes from the
   * controller.
   */
  record Request(
      String src,
      byte[] local,
      String dest,
      String creates,
      List<String> extraOpts,
      boolean zip,
      String owner,
      String group,
      boolean listFiles) {}

  @Override
  public String name() {
    return "unarchive";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    args.refuse(UNIMPLEMENTED.toArray(String[]::new));
    Request r = request(args, ctx);
    if (ctx.checkMode() && r.creates() != null && ctx.pathPlanned(r.creates())) {
      return Plan.noChange(
          "skipped, since " + r.creates() + " is created by an earlier task",
          Map.of("dest", r.dest(), "src", r.src()));
    }
    CommandResult facts = ctx.run(factsScript(r), r.local());
    if (facts.rc() == 3) {
      throw new ModuleFailure("dest '" + r.dest() + "' must be an existing dir");
    }
    if (facts.rc() == 4) {
      throw new ModuleFailure(
          "unarchive: " + facts.stderr().strip() + " is not installed on the host");
    }
    if (facts.rc() == 6) {
      throw new ModuleFailure(
          "unarchive: GNU tar is needed on the host to compare "
              + r.src()
              + " with "
              + r.dest()
              + " (tar --compare); its tar is: "
              + facts.stderr().strip());
    }
    if (!facts.ok()) {
      throw new ModuleFailure("unarchive: cannot list " + r.src() + ": " + facts.stderr().strip());
    }
    return plan(r, facts.stdout());
  }

  static Request request(Args args, ModuleContext ctx) throws ModuleFailure {
    String src = args.string("src");
    if (src.contains("://")) {
      throw new ModuleFailure(
          "unarchive: a URL src is not supported by play; download it with get_url first");
    }
    boolean remote = remoteSrc(args);
    byte[] local = null;
    if (!remote) {
      Path p = ctx.findFile(src, "files");
      try {
        local = Files.readAllBytes(p);
      } catch (IOException e) {
        throw new ModuleFailure("unarchive: cannot read " + p + ": " + e.getMessage());
      }
    }
    String lower = src.toLowerCase(Locale.ROOT);
    boolean zip = lower.endsWith(".zip");
    if (!zip && !lower.matches(".*\\.(tar|tar\\.gz|tgz|tar\\.xz|txz|tar\\.bz2|tbz2?|tar\\.zst)$")) {
      throw new ModuleFailure(
          "unarchive: cannot tell the format of " + src + " (tar, tar.gz, tar.xz, tar.bz2 or zip)");
    }
    return new Request(
        src,
        local,
        args.string("dest"),
        args.stringOrNull("creates"),
        args.list("extra_opts"),
        zip,
        args.stringOrNull("owner"),
        args.stringOrNull("group"),
        args.bool("list_files"));
  }

  /**
   * {@code remote_src}, or the inverse of the deprecated {@code copy}, as Ansible's action plugin
   * reads them: giving both is an error.
   */
  static boolean remoteSrc(Args args) throws ModuleFailure {
    if (!args.given("copy")) {
      return args.bool("remote_src");
    }
    if (args.given("remote_src")) {
      throw new ModuleFailure("parameters are mutually exclusive: ('copy', 'remote_src')");
    }
    return !args.bool("copy");
  }

  /**
   * One command: the archive (a private copy when streamed in), its members, how they compare with
   * dest's, and dest's entries (lines read by {@link ArchiveListing}). Names are printed as they
   * are ({@code LC_ALL=C}, tar's literal quoting).
   */
  static String factsScript(Request r) {
    String d = quote(r.dest());
    return String.join(
        "\n",
        "export LC_ALL=C",
        "[ -d " + d + " ] || exit 3",
        r.creates() == null
            ? ""
            : "[ -e " + quote(r.creates()) + " ] && { echo creates=1; exit 0; }",
        r.local() == null
            ? "a="
                + quote(r.src())
                + "; [ -f \"$a\" ] || { echo \"no such file: $a\" >&2; exit 5; }"
            : "a=$(mktemp); trap 'rm -f \"$a\"' EXIT; cat > \"$a\"",
        r.zip() ? ArchiveFacts.zip(d) : ArchiveFacts.tar(d, options(r)),
        "find " + d + " -mindepth 1 -printf 'd|%y|%s|%P\\n'");
  }

  private static String options(Request r) {
    return String.join("", r.extraOpts().stream().map(o -> " " + quote(o)).toList());
  }

  /** The plan for the listing. Pure. */
  static Plan plan(Request r, String out) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", r.dest());
    result.put("src", r.src());
    if (out.lines().anyMatch(l -> l.equals("creates=1"))) {
      return Plan.noChange("skipped, since " + r.creates() + " exists", result);
    }
    ArchiveListing listing = ArchiveListing.parse(out);
    if (r.listFiles()) {
      result.put("files", listing.files());
    }
    List<ArchiveListing.Difference> differing = listing.differing();
    if (differing.isEmpty()) {
      return Plan.noChange(
          r.dest()
              + ": the "
              + listing.members().size()
              + " member(s) of "
              + r.src()
              + " are there already",
          result);
    }
    return Plan.changes(List.of(extract(r, listing, differing)), List.of(), result);
  }

  /**
   * The first few differing members and how they differ: {@code a (content), b (missing), and 4
   * more}.
   */
  static String summary(List<ArchiveListing.Difference> differing) {
    int shown = Math.min(differing.size(), SHOWN_DIFFERENCES);
    String listed =
        String.join(", ", differing.subList(0, shown).stream().map(Object::toString).toList());
    return differing.size() > shown
        ? listed + ", and " + (differing.size() - shown) + " more"
        : listed;
  }

  private static Change extract(
      Request r, ArchiveListing listing, List<ArchiveListing.Difference> differing) {
    String d = quote(r.dest());
    String opts =
        String.join(" ", r.extraOpts().stream().map(dev.play.value.Shell::quote).toList());
    String source =
        r.local() == null
            ? "a=" + quote(r.src())
            : "a=$(mktemp); trap 'rm -f \"$a\"' EXIT; cat > \"$a\"";
    String extract =
        r.zip() ? "unzip -o -q " + opts + " \"$a\" -d " + d : "tar -xf \"$a\" -C " + d + " " + opts;
    StringBuilder script = new StringBuilder("set -e\n" + source + "\n" + extract + "\n");
    if (r.owner() != null || r.group() != null) {
      String who =
          quote((r.owner() == null ? "" : r.owner()) + (r.group() == null ? "" : ":" + r.group()));
      script.append("cd ").append(d).append(" && ");
      script
          .append(r.zip() ? "unzip -Z1 \"$a\"" : "tar -tf \"$a\"")
          .append(" | while IFS= read -r m; do chown -h ")
          .append(who)
          .append(" -- \"$m\"; done\n");
    }
    String describe =
        "extract "
            + r.src()
            + " into "
            + r.dest()
            + " ("
            + differing.size()
            + " of "
            + listing.members().size()
            + " member(s) differ: "
            + summary(differing)
            + ")";
    List<String> created = listing.files().stream().map(m -> r.dest() + "/" + m).toList();
    return new ArchiveExtract(describe, script.toString(), r.local(), created);
  }
}
