package dev.play.module.commands;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The arguments command and shell share.
 *
 * @param chdir directory to run in, or null
 * @param creates glob: skip when something matches, or null
 * @param removes glob: skip when nothing matches, or null
 * @param stdin bytes for standard input, or null
 * @param stripEmptyEnds strip trailing newlines from stdout and stderr
 */
record CommandOptions(
    String chdir, String creates, String removes, byte[] stdin, boolean stripEmptyEnds) {
  private static final List<String> NAMES =
      List.of(
          "chdir:path",
          "creates:path",
          "removes:path",
          "stdin:str",
          "stdin_add_newline:bool=true",
          "strip_empty_ends:bool=true");

  /**
   * The arguments every command-running module accepts, declared for {@code ArgSpec.of}, plus
   * {@code extra}.
   */
  public static String[] argNames(String... extra) {
    List<String> all = new ArrayList<>(NAMES);
    all.addAll(List.of(extra));
    return all.toArray(String[]::new);
  }

  public static CommandOptions from(Args args) throws ModuleFailure {
    return new CommandOptions(
        args.stringOrNull("chdir"),
        args.stringOrNull("creates"),
        args.stringOrNull("removes"),
        stdin(args),
        args.bool("strip_empty_ends"));
  }

  private static byte[] stdin(Args args) throws ModuleFailure {
    String text = args.stringOrNull("stdin");
    if (text == null) {
      return null;
    }
    boolean newline = args.bool("stdin_add_newline");
    return (newline ? text + "\n" : text).getBytes(StandardCharsets.UTF_8);
  }

  /** Whether the host must be asked anything before running. */
  public boolean needsFacts() {
    return chdir != null || creates != null || removes != null;
  }
}
