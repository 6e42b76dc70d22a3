package dev.play.module.builtin;

import static dev.play.connection.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Args;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.files.FileAttrs;
import dev.play.module.files.FileWrite;
import dev.play.module.files.ModeSpec;
import java.util.Base64;

/**
 * {@code copy: remote_src=yes}: the source is a file on the host, read in one command (as the
 * task's become user) with its mode; the copy is then planned and written like any content, so
 * it is atomic and its diff exact.
 */
final class RemoteSource {
  private RemoteSource() {}

  /** The source's content as a write to {@code dest}; null in check mode when an earlier task creates the source. */
  static FileWrite read(Args args, FileAttrs attrs, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    if (!args.has("src")) {
      throw new ModuleFailure("copy: src is required with remote_src (dest " + args.string("dest") + ")");
    }
    String src = args.string("src");
    CommandResult r = ctx.run("s=" + quote(src) + "; if [ -d \"$s\" ]; then echo dir; exit 3; fi;"
        + " [ -f \"$s\" ] || exit 4; stat -L -c %a -- \"$s\" && base64 -w0 < \"$s\"");
    if (r.rc() == 3) {
      throw new ModuleFailure("copy: remote_src with a directory src is not supported by play (src " + src + ")");
    }
    if (r.rc() == 4 && ctx.checkMode() && ctx.pathPlanned(src)) {
      return null;
    }
    if (!r.ok()) {
      throw new ModuleFailure("Source " + src + " not found" + (r.stderr().isBlank() ? "" : ": " + r.stderr().strip()));
    }
    String[] parts = r.stdout().split("\n", 2);
    byte[] bytes = Base64.getDecoder().decode(parts.length > 1 ? parts[1].strip() : "");
    FileAttrs resolved = attrs.mode() instanceof ModeSpec.Preserve
        ? new FileAttrs(new ModeSpec.Octal(Integer.parseInt(parts[0].strip(), 8)), attrs.owner(), attrs.group()) : attrs;
    String name = src.substring(src.lastIndexOf('/') + 1);
    return FileWrite.of(args, name, Copy.checked(args, bytes), resolved);
  }
}
