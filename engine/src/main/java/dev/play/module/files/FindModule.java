package dev.play.module.files;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code find}: files, directories or links under {@code paths} selected by name, age, size, type
 * and content, reported with their {@code stat} under {@code files}. One command lists the paths
 * (the controller selects); a second reads content or checksums only when asked. Never changes
 * anything.
 */
final class FindModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "paths!:list(str)",
              "patterns:list(str)",
              "excludes:list(str)",
              "contains:str",
              "read_whole_file:bool=false",
              "file_type:str=file [any|directory|file|link]",
              "age:str",
              "age_stamp:str=mtime [atime|ctime|mtime]",
              "size:str",
              "recurse:bool=false",
              "hidden:bool=false",
              "follow:bool=false",
              "get_checksum:bool=false",
              "use_regex:bool=false",
              "depth:int=0")
          .withAliases(
              Map.of(
                  "name", "paths", "path", "paths", "pattern", "patterns", "exclude", "excludes"))
          .withEnum("file_type", FindRequest.FileType.class)
          .withEnum("age_stamp", FindRequest.AgeStamp.class);

  @Override
  public String name() {
    return "find";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    FindRequest request = FindRequest.of(args);
    FindSelection selection =
        FindSelection.of(request, FindListing.parse(read(ctx, FindListing.script(request), null)));
    List<Map<String, Object>> files = content(request, selection.entries(), ctx);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("files", files);
    result.put(
        "msg",
        selection.skipped().isEmpty()
            ? "All paths examined"
            : "Not all paths examined, check warnings for details");
    result.put("matched", files.size());
    result.put("examined", selection.examined());
    result.put("skipped_paths", selection.skipped());
    return Plan.noChange(files.size() + " of " + selection.examined() + " entries matched", result);
  }

  /**
   * The result entries: with {@code contains}, only files whose content matches; with {@code
   * get_checksum}, their SHA-1.
   */
  private static List<Map<String, Object>> content(
      FindRequest request, List<FindEntry> entries, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    FindContent content =
        new FindContent(
            request.fileType() == FindRequest.FileType.FILE ? request.contains() : null,
            request.wholeFile(),
            request.checksum()
                && request.fileType() != FindRequest.FileType.DIRECTORY
                && request.fileType() != FindRequest.FileType.LINK);
    List<FindEntry> regular = entries.stream().filter(FindEntry::isRegular).toList();
    Map<FindEntry, FindContent.Checked> checked = new java.util.HashMap<>();
    if (content.needed() && !regular.isEmpty()) {
      List<FindContent.Checked> answers =
          FindContent.parse(
              read(ctx, content.script(), FindContent.input(regular)), regular.size());
      for (int i = 0; i < regular.size(); i++) {
        checked.put(regular.get(i), answers.get(i));
      }
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (FindEntry e : entries) {
      FindContent.Checked c = checked.get(e);
      if (c != null && !c.matches()) {
        continue;
      }
      Map<String, Object> r = e.result();
      if (c != null && c.sha1() != null) {
        r.put("checksum", c.sha1());
      }
      out.add(r);
    }
    return out;
  }

  /** Runs a read-only command (its output holds NUL bytes, so it is no probe). */
  private static String read(ModuleContext ctx, String script, byte[] stdin)
      throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script, stdin);
    if (!r.ok()) {
      throw new ModuleFailure(
          "find: cannot search the host: " + r.stderr().strip(), Map.of("rc", r.rc()));
    }
    return r.stdout();
  }
}
