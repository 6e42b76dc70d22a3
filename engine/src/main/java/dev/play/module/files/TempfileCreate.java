package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.Choice;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The change of {@code tempfile}: {@code mktemp} with the prefix, eight random characters and the
 * suffix, then its attributes, in one command; the result has Ansible's keys ({@code path}, {@code
 * uid}, {@code gid}, {@code owner}, {@code group}, {@code mode}, {@code state}, {@code size}).
 *
 * @param state a file or a directory
 * @param dir the directory to create it in, or null for {@code $TMPDIR} or {@code /tmp}
 */
record TempfileCreate(State state, String dir, String prefix, String suffix) implements Change {
  /** What is created. */
  enum State implements Choice {
    DIRECTORY,
    FILE;
  }

  @Override
  public String describe() {
    return "create a temporary "
        + state.choice()
        + " "
        + prefix
        + "XXXXXXXX"
        + suffix
        + " in "
        + (dir == null ? "$TMPDIR or /tmp" : dir);
  }

  String script() {
    String where = dir == null ? "--tmpdir" : "-p " + quote(dir);
    return "t=$(mktemp "
        + (state == State.DIRECTORY ? "-d " : "")
        + where
        + " --suffix="
        + quote(suffix)
        + " -- "
        + quote(prefix + "XXXXXXXX")
        + ") || exit 1\n"
        + "stat --printf '%u|%g|%U|%G|%a|%s|' -- \"$t\" && printf '%s' \"$t\"\n";
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script());
    if (!r.ok()) {
      throw new ModuleFailure(
          "tempfile: " + r.stderr().strip(), Map.of("rc", r.rc(), "changed", false));
    }
    return result(r.stdout());
  }

  /** The result from the command's output ({@code uid|gid|owner|group|mode|size|path}). */
  Map<String, Object> result(String out) throws ModuleFailure {
    String[] f = out.split("\\|", 7);
    if (f.length != 7) {
      throw new ModuleFailure("tempfile: cannot read the host's answer: " + out);
    }
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("path", f[6]);
    r.put("uid", Integer.parseInt(f[0]));
    r.put("gid", Integer.parseInt(f[1]));
    r.put("owner", f[2]);
    r.put("group", f[3]);
    r.put("mode", String.format("%04o", Integer.parseInt(f[4], 8)));
    r.put("state", state.choice());
    r.put("size", YamlNumbers.of(Long.parseLong(f[5])));
    return r;
  }
}
