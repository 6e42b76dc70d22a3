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
import dev.play.module.kit.Probes;
import dev.play.module.kit.PythonRegex;
import dev.play.module.kit.TextFile;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code replace}: every match of a Python regular expression (multiline) replaced in a file, or in
 * the part of it after {@code after} and before {@code before}.
 */
final class ReplaceModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "regexp!:str",
              "replace:str=",
              "after:str",
              "before:str",
              "backup:bool=false",
              "encoding:str=utf-8",
              "validate:str",
              "mode:raw",
              "owner:str",
              "group:str",
              "attributes:str",
              "unsafe_writes:bool=false",
              "others:str")
          .withAliases(Map.of("dest", "path", "destfile", "path", "name", "path"));

  /** What the task asks for. */
  record Request(Pattern regexp, String replace, Pattern section) {}

  @Override
  public String name() {
    return "replace";
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
    String encoding = args.string("encoding");
    if (!encoding.equalsIgnoreCase("utf-8") && !encoding.equalsIgnoreCase("utf8")) {
      throw new ModuleFailure("replace: only the utf-8 encoding is supported by play");
    }
    String path = args.string("path");
    TextFile file =
        new TextFile(
            path, FileAttrs.of(args), false, args.bool("backup"), args.stringOrNull("validate"));
    Request r =
        new Request(
            PythonRegex.compile(args.string("regexp"), Pattern.MULTILINE, "replace", "regexp"),
            args.string("replace"),
            section(args.stringOrNull("after"), args.stringOrNull("before")));
    return plan(file, r, Probes.gather(ctx, file.probe()), ctx.diffMode());
  }

  /** Ansible's section pattern: the text after {@code after} and before {@code before}, or null. */
  static Pattern section(String after, String before) throws ModuleFailure {
    String p =
        after != null && before != null
            ? after + "(?P<subsection>.*?)" + before
            : after != null
                ? after + "(?P<subsection>.*)"
                : before != null ? "(?P<subsection>.*)" + before : null;
    return p == null ? null : PythonRegex.compile(p, Pattern.DOTALL, "replace", "after/before");
  }

  /** The plan for these facts. Pure. */
  static Plan plan(TextFile file, Request r, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    String text = file.current(facts, "Path " + file.path() + " does not exist !");
    int start = 0;
    int end = text.length();
    if (r.section() != null) {
      Matcher m = r.section().matcher(text);
      if (!m.find()) {
        return Plan.noChange(
            file.path() + ": the after/before pattern does not match",
            Map.of(
                "msg",
                "Pattern for before/after params did not match the given file: "
                    + r.section().pattern()));
      }
      start = m.start("subsection");
      end = m.end("subsection");
    }
    PythonRegex.Substitution s =
        PythonRegex.subn(r.regexp(), r.replace(), text.substring(start, end));
    String after = text.substring(0, start) + s.text() + text.substring(end);
    TextFile.Edit edit =
        after.equals(text)
            ? new TextFile.Edit(
                text,
                "",
                s.count() == 0
                    ? "no match for " + r.regexp().pattern()
                    : s.count() + " match(es), already as replaced")
            : new TextFile.Edit(after, s.count() + " replacements made", null);
    return file.plan(facts, edit, diffMode, Map.of("backup_file", ""));
  }
}
