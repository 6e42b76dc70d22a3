package dev.play.module.files;

import static dev.play.connection.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file atomically: the content goes to {@code .<name>.play-<random>.tmp} in the
 * destination directory, then ONE script sets owner and mode on it, runs {@code validate},
 * makes the backup and renames it over the destination. Any failure removes the temporary file
 * and leaves the old file intact.
 *
 * <p>Without become the content is uploaded with {@code put} as the connecting user. With
 * become, the connecting user may not be able to write the destination directory, so the
 * content is streamed on standard input to the escalated script, which writes the temporary
 * file itself ({@code umask 077}): no private copy is left behind, and it works for any become
 * user, not only root.
 *
 * @param chown whether to change the owner (the writer owns the temporary file)
 * @param validate a command with {@code %s} for the temporary path, or null
 */
public record AtomicWrite(
    String dest, byte[] content, FileAttrs.State wanted, boolean chown, boolean backup, String validate)
    implements Change {

  private static final int VALIDATE_FAILED = 84;

  @Override
  public String describe() {
    List<String> what = new ArrayList<>();
    what.add("mode " + ModeSpec.format(wanted.mode()));
    if (chown) {
      what.add("owner " + wanted.owner().user() + ":" + wanted.owner().group());
    }
    if (backup) {
      what.add("backup");
    }
    return "write " + dest + " (" + String.join(", ", what) + ")";
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String tmp = tempPath();
    CommandResult r;
    if (ctx.become()) {
      r = ctx.run("umask 077\n" + script(tmp, true), content);
    } else {
      ctx.put(content, tmp);
      r = ctx.run(script(tmp, false));
    }
    if (!r.ok()) {
      throw failure(r);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    for (String line : r.stdout().split("\n")) {
      if (line.startsWith("backup_file=")) {
        out.put("backup_file", line.substring("backup_file=".length()));
      }
    }
    return out;
  }

  private String tempPath() {
    int slash = dest.lastIndexOf('/');
    String dir = slash < 0 ? "." : slash == 0 ? "" : dest.substring(0, slash);
    String name = dest.substring(slash + 1);
    byte[] random = new byte[8];
    ThreadLocalRandom.current().nextBytes(random);
    return dir + "/." + name + ".play-" + HexFormat.of().formatHex(random) + ".tmp";
  }

  /** The script that finishes the write; exit codes 81-86 name the failed step. */
  String script(String tmp, boolean fromStdin) {
    List<String> s = new ArrayList<>();
    s.add("t=" + quote(tmp) + "; d=" + quote(dest));
    s.add("die() { c=$1; rm -f -- \"$t\"; exit \"$c\"; }");
    if (fromStdin) {
      s.add("cat > \"$t\" || die 81");
    }
    if (chown) {
      s.add("chown -- " + wanted.owner().uid() + ":" + wanted.owner().gid() + " \"$t\" || die 82");
    }
    s.add("chmod -- " + ModeSpec.format(wanted.mode()) + " \"$t\" || die 83");
    if (validate != null) {
      s.add("out=$(" + validate.replace("%s", "\"$t\"") + " 2>&1) || { printf '%s\\n' \"$out\" >&2; die "
          + VALIDATE_FAILED + "; }");
    }
    if (backup) {
      s.add("if [ -e \"$d\" ]; then b=\"$d.$$.$(date +%Y-%m-%d@%H:%M:%S)~\"; cp -p -- \"$d\" \"$b\" || die 85; "
          + "echo \"backup_file=$b\"; fi");
    }
    s.add("mv -f -- \"$t\" \"$d\" || die 86");
    return String.join("\n", s) + "\n";
  }

  private ModuleFailure failure(CommandResult r) {
    Map<String, Object> fields = Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr());
    String err = r.stderr().strip();
    if (r.rc() == VALIDATE_FAILED) {
      return new ModuleFailure("failed to validate " + dest + ": " + err, fields);
    }
    return new ModuleFailure("cannot write " + dest + ": " + err, fields);
  }
}
