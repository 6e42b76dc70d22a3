package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Where encrypt and decrypt write: over the input, into {@code --output}, or to standard output. */
final class Outputs {
  private Outputs() {}

  static void check(String output, List<Path> files) {
    if (output != null && files.size() != 1) {
      throw new PlayError(PlayError.Kind.OPTIONS, Source.of("--output"), "--output takes one input file, not " + files.size());
    }
  }

  static void write(VaultAction action, String output, Path input, byte[] data) {
    if ("-".equals(output)) {
      PrintWriter out = action.out();
      out.print(new String(data, StandardCharsets.UTF_8));
      out.flush();
      return;
    }
    VaultFiles.write(output == null ? input : Path.of(output), data);
  }
}
