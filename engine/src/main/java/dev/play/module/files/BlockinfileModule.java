package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.Lines;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * {@code blockinfile}: a block of lines between marker lines, inserted, updated in place or
 * removed. Blocks written by Ansible with the same markers are recognised.
 */
final class BlockinfileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "block:str=",
              "marker:str=# {mark} ANSIBLE MANAGED BLOCK",
              "marker_begin:str=BEGIN",
              "marker_end:str=END",
              "insertafter:str",
              "insertbefore:str",
              "state:str=present [absent|present]",
              "create:bool=false",
              "backup:bool=false",
              "mode:raw",
              "owner:str",
              "group:str",
              "validate:str",
              "append_newline:bool=false",
              "prepend_newline:bool=false",
              "unsafe_writes:bool=false",
              "attributes:str")
          .withAliases(
              Map.of("dest", "path", "destfile", "path", "name", "path", "content", "block"))
          .withEnum("state", Presence.class);

  /** The edit's arguments; {@code block} empty or state absent means "remove". */
  record Request(
      String block,
      String begin,
      String end,
      String insertAfter,
      String insertBefore,
      boolean present,
      boolean appendNewline,
      boolean prependNewline) {}

  @Override
  public String name() {
    return "blockinfile";
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
    TextFile file =
        new TextFile(
            args.string("path"),
            FileAttrs.of(args),
            args.bool("create"),
            args.bool("backup"),
            args.stringOrNull("validate"));
    Request r = request(args);
    return plan(file, r, Probes.gather(ctx, file.probe()), ctx.diffMode());
  }

  static Request request(Args args) throws ModuleFailure {
    if (args.has("insertafter") && args.has("insertbefore")) {
      throw new ModuleFailure(
          "blockinfile: parameters are mutually exclusive: insertafter|insertbefore");
    }
    String marker = args.string("marker");
    String after = args.stringOrNull("insertafter");
    String before = args.stringOrNull("insertbefore");
    return new Request(
        args.string("block"),
        marker.replace("{mark}", args.string("marker_begin")),
        marker.replace("{mark}", args.string("marker_end")),
        after == null && before == null ? "EOF" : after,
        before,
        args.enumValue("state", Presence.class) == Presence.PRESENT,
        args.bool("append_newline"),
        args.bool("prepend_newline"));
  }

  /** The plan for these facts. Pure. */
  static Plan plan(TextFile file, Request r, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    if (!r.present() && !facts.file().exists()) {
      String msg = "File " + file.path() + " not present";
      return Plan.noChange(
          file.path() + ": file not present, no block to remove", Map.of("msg", msg));
    }
    String text = file.current(facts, "Path " + file.path() + " does not exist !");
    return file.plan(facts, edit(text, r, facts.file().exists()), diffMode, Map.of());
  }

  /** The new text. Pure. */
  static TextFile.Edit edit(String original, Request r, boolean existed) throws ModuleFailure {
    List<String> lines = new ArrayList<>(Lines.split(original));
    List<String> block = blockLines(r);
    int start = -1;
    int end = -1;
    for (int i = 0; i < lines.size(); i++) {
      String cur = Lines.strip(lines.get(i));
      start = cur.equals(r.begin()) && lines.get(i).endsWith("\n") ? i : start;
      end = cur.equals(r.end()) && lines.get(i).endsWith("\n") ? i : end;
    }
    int at;
    if (start < 0 || end < 0) {
      at = insertionPoint(lines, r);
    } else {
      at = Math.min(start, end);
      lines.subList(at, Math.max(start, end) + 1).clear();
    }
    at = place(lines, block, at, r);
    String result = String.join("", lines);
    if (result.equals(original) && existed) {
      return new TextFile.Edit(
          original, "", block.isEmpty() ? "no block to remove" : "block already as requested");
    }
    String msg = !existed ? "File created" : block.isEmpty() ? "Block removed" : "Block inserted";
    return new TextFile.Edit(result, msg, null);
  }

  private static List<String> blockLines(Request r) {
    List<String> out = new ArrayList<>();
    if (!r.present() || r.block().isEmpty()) {
      return out;
    }
    String body = r.block().endsWith("\n") ? r.block() : r.block() + "\n";
    out.add(r.begin() + "\n");
    out.addAll(Lines.split(body));
    out.add(r.end() + "\n");
    return out;
  }

  /** Where a new block goes: after/before the LAST line matching the regex, else BOF/EOF. */
  private static int insertionPoint(List<String> lines, Request r) throws ModuleFailure {
    String re =
        r.insertAfter() != null && !r.insertAfter().equals("EOF")
            ? r.insertAfter()
            : r.insertBefore() != null && !r.insertBefore().equals("BOF") ? r.insertBefore() : null;
    if (re == null) {
      return r.insertBefore() != null ? 0 : lines.size();
    }
    Pattern p = compile(re);
    int found = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (p.matcher(lines.get(i)).find()) {
        found = i;
      }
    }
    if (found < 0) {
      return lines.size();
    }
    return r.insertAfter() != null ? found + 1 : found;
  }

  /** Inserts the block at {@code at} with the newline options; returns the block's index. */
  private static int place(List<String> lines, List<String> block, int at, Request r) {
    if (at > 0 && !lines.get(at - 1).endsWith("\n")) {
      lines.set(at - 1, lines.get(at - 1) + "\n");
    }
    if (r.prependNewline() && r.present() && at != 0 && !lines.get(at - 1).equals("\n")) {
      lines.add(at, "\n");
      at++;
    }
    lines.addAll(at, block);
    int after = at + block.size();
    if (r.appendNewline()
        && r.present()
        && after < lines.size()
        && !lines.get(after).equals("\n")) {
      lines.add(after, "\n");
    }
    return at;
  }

  private static Pattern compile(String re) throws ModuleFailure {
    try {
      return Pattern.compile(re);
    } catch (PatternSyntaxException e) {
      throw new ModuleFailure(
          "blockinfile: invalid insertafter/insertbefore '" + re + "': " + e.getDescription());
    }
  }
}
