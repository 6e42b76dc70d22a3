package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The files encrypt and decrypt work on, and where each result goes: over its input, into {@code
 * --output}, or to standard output ({@code --output -}).
 */
final class Outputs {
  @Parameters(arity = "1..*", paramLabel = "FILE")
  List<Path> files = new ArrayList<>();

  @Option(
      names = "--output",
      paramLabel = "FILE",
      description = "Write here instead ('-': standard output); one input only.")
  String output;

  /** Refuses {@code --output} with more than one input, before any secret is asked for. */
  void check() {
    if (output != null && files.size() != 1) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          Source.of("--output"),
          "--output takes one input file, not " + files.size());
    }
  }

  void write(VaultAction action, Path input, byte[] data) {
    if ("-".equals(output)) {
      PrintWriter out = action.out();
      out.print(new String(data, StandardCharsets.UTF_8));
      out.flush();
      return;
    }
    VaultFiles.write(output == null ? input : Path.of(output), data);
  }
}
