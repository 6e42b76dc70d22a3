package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.AtomicWrite;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.ModeSpec;
import java.util.List;
import java.util.Map;

/**
 * {@code copy remote_src}: a file already on the host copied to {@code dest} the way {@link
 * AtomicWrite} writes one (temporary file beside the destination, owner and mode, validate, backup,
 * rename), in one command; the content never passes through the controller.
 *
 * @param src the file on the host
 * @param chown whether to change the owner (the writer owns the temporary file)
 * @param validate a command with {@code %s} for the temporary path, or null
 */
record HostCopy(
    String src, String dest, FileAttrs.State wanted, boolean chown, boolean backup, String validate)
    implements Change {

  @Override
  public String describe() {
    return "copy "
        + src
        + " to "
        + dest
        + " (mode "
        + ModeSpec.format(wanted.mode())
        + (chown ? ", owner " + wanted.owner().user() + ":" + wanted.owner().group() : "")
        + (backup ? ", backup" : "")
        + ")";
  }

  @Override
  public List<String> createsFiles() {
    return List.of(dest);
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script(AtomicWrite.tempPath(dest)));
    if (!r.ok()) {
      throw AtomicWrite.failure(dest, r);
    }
    return AtomicWrite.backupField(r.stdout());
  }

  /** The copy script; exit codes as {@link AtomicWrite}'s. */
  String script(String tmp) {
    return AtomicWrite.replaceScript(
        tmp,
        dest,
        List.of("cat -- " + quote(src) + " > \"$t\" || die 81"),
        wanted,
        chown,
        backup,
        validate);
  }
}
