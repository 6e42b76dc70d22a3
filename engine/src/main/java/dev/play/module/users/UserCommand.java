package dev.play.module.users;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One account command ({@code useradd}, {@code usermod}, {@code ssh-keygen}, ...). A secret (a
 * password hash, a key passphrase) travels on standard input, never on a command line; lines the
 * script prints as {@code key=value} with a key in {@code resultKeys} become result fields.
 */
record UserCommand(
    String describe, String script, String stdin, Set<String> resultKeys, List<String> creates)
    implements Change {
  UserCommand(String describe, String script) {
    this(describe, script, null, Set.of(), List.of());
  }

  UserCommand(String describe, String script, String stdin, Set<String> resultKeys) {
    this(describe, script, stdin, resultKeys, List.of());
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r =
        ctx.run(script, stdin == null ? null : stdin.getBytes(StandardCharsets.UTF_8));
    if (!r.ok()) {
      throw new ModuleFailure(
          describe + " failed: " + r.stderr().strip(), Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    for (String line : r.stdout().split("\n")) {
      int eq = line.indexOf('=');
      if (eq > 0 && resultKeys.contains(line.substring(0, eq))) {
        String v = line.substring(eq + 1);
        out.put(
            line.substring(0, eq),
            v.matches("\\d+") && !line.startsWith("ssh") ? Integer.valueOf(v) : v);
      }
    }
    return out;
  }
}
