package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.ArgvQuote;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One command of the pip module (creating the virtualenv, or pip itself), run in chdir with the
 * umask and the virtualenv's {@code bin} first on PATH, as Ansible runs it. Failing, it reports
 * Ansible's message; an uninstall of something not installed is no failure.
 *
 * @param describe the change as the summary shows it
 * @param words the command
 * @param r the task
 */
record PipRun(String describe, List<String> words, PipRequest r) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult out = ctx.run(script());
    boolean notInstalled =
        out.rc() == 1
            && r.state() == PipRequest.State.ABSENT
            && (out.stdout().contains("not installed") || out.stderr().contains("not installed"));
    if (out.rc() != 0 && !notInstalled) {
      throw failure(words, out.stdout(), out.stderr());
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("cmd", words);
    result.put("stdout", out.stdout());
    result.put("stderr", out.stderr());
    return result;
  }

  String script() {
    StringBuilder s =
        new StringBuilder("cd ")
            .append(r.chdir() == null ? "\"${TMPDIR:-/tmp}\"" : quote(r.chdir()))
            .append(" 2>/dev/null\n");
    if (r.umask() != null) {
      s.append("umask ").append(String.format("%04o", r.umask())).append('\n');
    }
    if (r.venv() != null) {
      s.append("PATH=").append(quote(r.venv().dir() + "/bin")).append(":$PATH; export PATH\n");
    }
    return s.append(ArgvQuote.join(words)).toString();
  }

  /**
   * Ansible's failure of a pip command: {@code stdout: ...} and {@code \n:stderr: ...}, with {@code
   * cmd}.
   */
  static ModuleFailure failure(List<String> words, String stdout, String stderr) {
    String msg =
        (stdout.isEmpty() ? "" : "stdout: " + stdout)
            + (stderr.isEmpty() ? "" : "\n:stderr: " + stderr);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("cmd", words);
    result.put("stdout", stdout);
    result.put("stderr", stderr);
    return new ModuleFailure(msg, result);
  }
}
