package dev.play.module.commands;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ArgvQuote;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code script}: a script from the controller ({@code files/} of the role or playbook, decrypted
 * when vaulted) runs on the host with the rest of the free form as its arguments, read by the
 * host's shell. One command copies it into a private temporary directory, runs it (in {@code
 * chdir}, through {@code executable}) and removes the directory. {@code creates} and {@code
 * removes} are checked first, in one probe; when they decide, the task is skipped.
 */
final class ScriptModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("creates:str", "removes:str", "chdir:str", "executable:str", "decrypt:bool=true")
          .withAliases(Map.of("cmd", "_raw_params"))
          .asFreeForm();

  @Override
  public String name() {
    return "script";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String line = args.string("_raw_params").strip();
    List<String> words = ArgvQuote.split(line);
    if (words.isEmpty()) {
      throw new ModuleFailure(
          "script: no script given (the free form is the script and its arguments)");
    }
    String skip = guards(args, ctx);
    if (skip != null) {
      Map<String, Object> result = new LinkedHashMap<>();
      result.put("skipped", true);
      result.put("msg", skip);
      return Plan.noChange(skip, result);
    }
    String chdir = args.stringOrNull("chdir");
    if (chdir != null && !chdir.startsWith("/")) {
      throw new ModuleFailure(
          "chdir " + chdir + " must be an absolute path for a Unix-aware remote node");
    }
    Path source = ctx.findFile(words.get(0), "files");
    ScriptRun run =
        new ScriptRun(
            source.getFileName().toString(),
            afterFirstWord(line),
            chdir,
            args.stringOrNull("executable"));
    byte[] content = content(source, args.bool("decrypt"), ctx);
    return new Plan(
        List.of(new LowLevelRun(run.describe(), run.script(), content)),
        null,
        Map.of(),
        List.of(),
        false);
  }

  /** Why {@code creates}/{@code removes} skip the script (read in one probe), or null to run it. */
  private static String guards(Args args, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    String creates = args.stringOrNull("creates");
    String removes = args.stringOrNull("removes");
    if (creates == null && removes == null) {
      return null;
    }
    CommandResult probe =
        ctx.probe(CommandGuards.script(new CommandOptions(null, creates, removes, null, false)));
    if (!probe.ok()) {
      throw new ModuleFailure("cannot check creates/removes: " + probe.stderr().strip());
    }
    CommandGuards found = CommandGuards.parse(probe.stdout());
    if (creates != null && found.createsFound()) {
      return creates + " exists, matching creates option";
    }
    if (removes != null && !found.removesFound()) {
      return removes + " does not exist, matching removes option";
    }
    return null;
  }

  private static byte[] content(Path source, boolean decrypt, ModuleContext ctx)
      throws ModuleFailure {
    try {
      byte[] raw = Files.readAllBytes(source);
      return decrypt ? ctx.vault().plainBytes(raw, source.toString()) : raw;
    } catch (IOException e) {
      throw new ModuleFailure("could not read script " + source + ": " + e.getMessage());
    }
  }

  /**
   * The free form after its first word (the script), as written: the host's shell reads the
   * arguments.
   */
  static String afterFirstWord(String line) {
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\' && quote != '\'') {
        i++;
      } else if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (Character.isWhitespace(c)) {
        return line.substring(i).strip();
      }
    }
    return "";
  }
}
