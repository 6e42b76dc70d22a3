package dev.play.module.files;

import static dev.play.module.files.RemoteRead.hostPath;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Base64;

/**
 * Reads a host's file in pieces of {@link #PIECE} bytes, one command each ({@code dd} of one block,
 * in base64), for {@code fetch}: a file of any size comes through answers that play keeps whole (16
 * MiB each, see {@link dev.play.connection.KeptBytes}) and never lies whole in the controller's
 * memory. A piece shorter than {@link #PIECE} is the last.
 *
 * @param path the host path ({@code ~} expanded by the host)
 */
record RemoteChunks(String path) {
  /** Bytes per piece: 8 MiB, about 11 MiB in base64. */
  static final int PIECE = 8 << 20;

  /** The sh command for the piece numbered {@code index}: exit 3 when no readable file is there. */
  String script(long index) {
    return "p="
        + hostPath(path)
        + "\n"
        + "[ -f \"$p\" ] && [ -r \"$p\" ] || exit 3\n"
        + "{ dd if=\"$p\" bs="
        + PIECE
        + " skip="
        + index
        + " count=1 2>/dev/null || echo \"cannot read $p\" >&2; } | base64 -w0\n";
  }

  /**
   * Copies the file into {@code out} and {@code sums}, piece by piece; fails when the file is gone
   * or unreadable midway.
   */
  void copy(ModuleContext ctx, OutputStream out, Sums sums)
      throws ModuleFailure, ConnectionException, IOException {
    for (long index = 0; ; index++) {
      byte[] piece = piece(ctx, index);
      out.write(piece);
      sums.update(piece, 0, piece.length);
      if (piece.length < PIECE) {
        return;
      }
    }
  }

  private byte[] piece(ModuleContext ctx, long index) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script(index));
    if (r.rc() == 3) {
      throw new ModuleFailure(path + " changed on the host while it was fetched (no file now)");
    }
    if (!r.ok() || !r.stderr().isEmpty()) {
      throw new ModuleFailure("cannot read " + path + ": " + r.stderr().strip());
    }
    try {
      return Base64.getDecoder().decode(r.stdout().strip());
    } catch (IllegalArgumentException e) {
      throw new ModuleFailure(
          "cannot read " + path + ": the host's answer is malformed (" + e.getMessage() + ")");
    }
  }
}
