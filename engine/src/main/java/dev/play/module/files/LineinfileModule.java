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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** {@code lineinfile}: ensures one line is present (inserted or replaced) or absent. */
final class LineinfileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "regexp:str",
              "search_string:str",
              "line:str",
              "state:str=present [absent|present]",
              "insertafter:str",
              "insertbefore:str",
              "firstmatch:bool=false",
              "backrefs:bool=false",
              "create:bool=false",
              "backup:bool=false",
              "mode:raw",
              "owner:str",
              "group:str",
              "validate:str",
              "unsafe_writes:bool=false",
              "attributes:str")
          .withAliases(
              Map.of(
                  "dest",
                  "path",
                  "destfile",
                  "path",
                  "name",
                  "path",
                  "regex",
                  "regexp",
                  "value",
                  "line"))
          .withEnum("state", Presence.class);

  /** The arguments that shape the edit. */
  record Request(
      String line,
      Pattern regexp,
      String search,
      String insertAfter,
      String insertBefore,
      boolean firstmatch,
      boolean backrefs) {
    Pattern insertPattern() throws ModuleFailure {
      String re =
          insertAfter != null && !insertAfter.equals("EOF") && !insertAfter.equals("BOF")
              ? insertAfter
              : insertBefore != null && !insertBefore.equals("BOF") ? insertBefore : null;
      return re == null ? null : compile(re, "insertafter/insertbefore");
    }

    boolean matches(String cur) {
      return regexp != null ? regexp.matcher(cur).find() : cur.contains(search);
    }
  }

  @Override
  public String name() {
    return "lineinfile";
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
    String path = args.string("path");
    TextFile file =
        new TextFile(
            path,
            FileAttrs.of(args),
            args.bool("create"),
            args.bool("backup"),
            args.stringOrNull("validate"));
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    Request r = request(args, present);
    ProbeResult facts = Probes.gather(ctx, file.probe());
    return plan(file, r, present, facts, ctx.diffMode());
  }

  static Request request(Args args, boolean present) throws ModuleFailure {
    String regexp = args.stringOrNull("regexp");
    String search = args.stringOrNull("search_string");
    String line = args.stringOrNull("line");
    exclusive(args, "regexp", "search_string");
    exclusive(args, "insertafter", "insertbefore");
    exclusive(args, "backrefs", "search_string");
    boolean backrefs = args.bool("backrefs");
    if (present && backrefs && regexp == null) {
      throw new ModuleFailure("regexp is required with backrefs=true");
    }
    if (present && line == null) {
      throw new ModuleFailure("line is required with state=present");
    }
    if (!present && regexp == null && search == null && line == null) {
      throw new ModuleFailure(
          "one of line, search_string, or regexp is required with state=absent");
    }
    String after = args.stringOrNull("insertafter");
    String before = args.stringOrNull("insertbefore");
    return new Request(
        line,
        regexp == null ? null : compile(regexp, "regexp"),
        search,
        after == null && before == null ? "EOF" : after,
        before,
        args.bool("firstmatch"),
        backrefs);
  }

  private static void exclusive(Args args, String a, String b) throws ModuleFailure {
    if (args.has(a) && args.has(b)) {
      throw new ModuleFailure("lineinfile: parameters are mutually exclusive: " + a + "|" + b);
    }
  }

  private static Pattern compile(String re, String what) throws ModuleFailure {
    try {
      return Pattern.compile(re);
    } catch (PatternSyntaxException e) {
      throw new ModuleFailure(
          "lineinfile: invalid " + what + " '" + re + "': " + e.getDescription());
    }
  }

  /** The plan for these facts. Pure. */
  static Plan plan(TextFile file, Request r, boolean present, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    if (!present && !facts.file().exists()) {
      return Plan.noChange(
          file.path() + ": file not present", Map.of("msg", "file not present", "found", 0));
    }
    String text = file.current(facts, "Destination " + file.path() + " does not exist !");
    if (present) {
      return file.plan(facts, present(Lines.split(text), r), diffMode, Map.of("backup", ""));
    }
    List<String> lines = Lines.split(text);
    int before = lines.size();
    lines.removeIf(
        cur ->
            (r.regexp() != null || r.search() != null)
                ? r.matches(cur)
                : Lines.strip(cur).equals(r.line()));
    int found = before - lines.size();
    TextFile.Edit edit =
        found == 0
            ? new TextFile.Edit(text, "", "no line matches, nothing to remove")
            : new TextFile.Edit(String.join("", lines), found + " line(s) removed", null);
    return file.plan(facts, edit, diffMode, Map.of("found", found, "backup", ""));
  }

  /** state=present on these lines. */
  static TextFile.Edit present(List<String> lines, Request r) throws ModuleFailure {
    String original = String.join("", lines);
    int matchIndex = -1;
    Matcher match = null;
    if (r.regexp() != null || r.search() != null) {
      for (int i = 0; i < lines.size(); i++) {
        if (r.matches(lines.get(i))) {
          matchIndex = i;
          if (r.regexp() != null) {
            match = r.regexp().matcher(lines.get(i));
            match.find();
          }
          if (r.firstmatch()) {
            break;
          }
        }
      }
    }
    if (matchIndex >= 0) {
      return replace(lines, matchIndex, newLine(r, match), original);
    }
    return insert(new ArrayList<>(lines), r, original);
  }

  private static String newLine(Request r, Matcher match) {
    String line =
        r.backrefs() && match != null
            ? dev.play.module.kit.PythonRegex.expand(match, r.line())
            : r.line();
    return line.endsWith("\n") ? line : line + "\n";
  }

  private static TextFile.Edit replace(
      List<String> lines, int index, String newLine, String original) {
    if (lines.get(index).equals(newLine)) {
      return new TextFile.Edit(original, "", "line already present (line " + (index + 1) + ")");
    }
    List<String> out = new ArrayList<>(lines);
    out.set(index, newLine);
    return new TextFile.Edit(String.join("", out), "line replaced", null);
  }

  /** No regexp/search_string match: exact line, else insert where asked. */
  private static TextFile.Edit insert(List<String> lines, Request r, String original)
      throws ModuleFailure {
    Pattern ins = r.insertPattern();
    int exact = -1;
    int at = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (Lines.strip(lines.get(i)).equals(r.line())) {
        exact = i;
      } else if (ins != null && ins.matcher(lines.get(i)).find()) {
        at = r.insertAfter() != null ? i + 1 : i;
        if (r.firstmatch()) {
          break;
        }
      }
    }
    if (exact >= 0) {
      return replace(lines, exact, r.line() + "\n", original);
    }
    if (r.backrefs()) {
      return new TextFile.Edit(
          original, "", "regexp did not match and backrefs is set, nothing to do");
    }
    String line = r.line() + "\n";
    if ("BOF".equals(r.insertBefore()) || "BOF".equals(r.insertAfter())) {
      lines.add(0, line);
    } else if ("EOF".equals(r.insertAfter()) || at == -1) {
      if (!lines.isEmpty() && !Lines.endsWithNewline(lines.get(lines.size() - 1))) {
        lines.add("\n");
      }
      lines.add(line);
    } else {
      lines.add(at, line);
    }
    return new TextFile.Edit(String.join("", lines), "line added", null);
  }
}
