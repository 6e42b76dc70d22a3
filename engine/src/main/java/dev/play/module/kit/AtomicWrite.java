package dev.play.module.kit;

import static dev.play.value.Shell.quote;

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
 * destination directory, then ONE script sets owner and mode on it, runs {@code validate}, makes
 * the backup and renames it over the destination. Any failure removes the temporary file and leaves
 * the old file intact.
 *
 * <p>The content is streamed on standard input to that one script (one round trip), which writes
 * the temporary file itself under {@code umask 077} as the user that will own the write (the become
 * user when escalating, so no world-readable copy exists anywhere), checks its size, fsyncs it, and
 * renames it into place. A trap removes the temporary file on any exit, hangup or broken pipe, so
 * an interrupted transfer leaves the old file and no temporary file behind.
 *
 * @param chown whether to change the owner (the writer owns the temporary file)
 * @param validate a command with {@code %s} for the temporary path, or null
 */
public record AtomicWrite(
    String dest,
    byte[] content,
    FileAttrs.State wanted,
    boolean chown,
    boolean backup,
    String validate)
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
  public List<String> createsFiles() {
    return List.of(dest);
  }

  @Override
  public java.util.Optional<dev.play.module.PlannedFile> writes() {
    return java.util.Optional.of(
        new dev.play.module.PlannedFile(dest, content, wanted.mode(), wanted.owner()));
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script(tempPath()), content);
    if (!r.ok()) {
      throw failure(dest, r);
    }
    return backupField(r.stdout());
  }

  private String tempPath() {
    return tempPath(dest);
  }

  /** A temporary path beside {@code dest}: {@code .<name>.play-<random>.tmp}. */
  public static String tempPath(String dest) {
    int slash = dest.lastIndexOf('/');
    String dir = slash < 0 ? "." : slash == 0 ? "" : dest.substring(0, slash);
    String name = dest.substring(slash + 1);
    byte[] random = new byte[8];
    ThreadLocalRandom.current().nextBytes(random);
    return dir + "/." + name + ".play-" + HexFormat.of().formatHex(random) + ".tmp";
  }

  /** The script that writes the file; exit codes 81-87 name the failed step. */
  String script(String tmp) {
    return replaceScript(
        tmp,
        dest,
        List.of(
            "cat > \"$t\" || die 81",
            "[ \"$(wc -c < \"$t\")\" -eq "
                + content.length
                + " ] || { echo 'transfer incomplete' >&2; die 81; }"),
        wanted,
        chown,
        backup,
        validate);
  }

  /**
   * The script that fills temporary file {@code $t} with the {@code fill} lines (which call {@code
   * die 81} on failure), sets owner and mode, validates, backs up and renames it over {@code $d}.
   */
  public static String replaceScript(
      String tmp,
      String dest,
      List<String> fill,
      FileAttrs.State wanted,
      boolean chown,
      boolean backup,
      String validate) {
    List<String> s = new ArrayList<>();
    s.add("umask 077; t=" + quote(tmp) + "; d=" + quote(dest));
    s.add("die() { c=$1; rm -f -- \"$t\" 2>/dev/null; exit \"$c\"; }");
    s.add("trap 'rm -f -- \"$t\" 2>/dev/null' EXIT; trap 'die 81' HUP INT TERM PIPE");
    s.addAll(fill);
    if (chown) {
      s.add("chown -- " + wanted.owner().uid() + ":" + wanted.owner().gid() + " \"$t\" || die 82");
    }
    s.add("chmod -- " + ModeSpec.format(wanted.mode()) + " \"$t\" || die 83");
    if (validate != null) {
      s.add(
          "out=$("
              + validate.replace("%s", "\"$t\"")
              + " 2>&1) || { printf '%s\\n' \"$out\" >&2; die "
              + VALIDATE_FAILED
              + "; }");
    }
    if (backup) {
      s.add(
          "if [ -e \"$d\" ]; then b=\"$d.$$.$(date +%Y-%m-%d@%H:%M:%S)~\"; cp -p -- \"$d\" \"$b\" || die 85; "
              + "echo \"backup_file=$b\"; fi");
    }
    s.add("sync -- \"$t\" 2>/dev/null || sync");
    // A bind-mounted file (a container's /etc/hostname or /etc/hosts) cannot be replaced by a
    // rename: it is written in place, as Ansible's atomic_move falls back to.
    s.add(
        "if ! mv -f -- \"$t\" \"$d\" 2>/dev/null; then awk -v d=\"$d\" '$5 == d {f = 1} END {exit !f}'"
            + " /proc/self/mountinfo && cat -- \"$t\" > \"$d\" && chmod -- "
            + ModeSpec.format(wanted.mode())
            + " \"$d\""
            + (chown
                ? " && chown -- " + wanted.owner().uid() + ":" + wanted.owner().gid() + " \"$d\""
                : "")
            + " || die 86; fi");
    return String.join("\n", s) + "\n";
  }

  /** The result fields of a write script: {@code backup_file} when one was made. */
  public static Map<String, Object> backupField(String stdout) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (String line : stdout.split("\n")) {
      if (line.startsWith("backup_file=")) {
        out.put("backup_file", line.substring("backup_file=".length()));
      }
    }
    return out;
  }

  /** The failure of a write script, by its exit code. */
  public static ModuleFailure failure(String dest, CommandResult r) {
    // nothing was written: the old file is as it was
    Map<String, Object> fields =
        Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr(), "changed", false);
    String err = r.stderr().strip();
    if (r.rc() == VALIDATE_FAILED) {
      return new ModuleFailure("failed to validate " + dest + ": " + err, fields);
    }
    return new ModuleFailure("cannot write " + dest + ": " + err, fields);
  }
}
