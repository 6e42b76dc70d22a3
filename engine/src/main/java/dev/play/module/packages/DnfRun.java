package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One dnf run. Its result's {@code results} are Ansible's lines ({@code Installed: NEVRA}, {@code
 * Removed: NEVRA}), read from dnf's own summary, dependencies included.
 *
 * @param creates what an install creates, for later tasks of a check-mode run
 */
record DnfRun(String describe, String command, List<String> creates) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(DnfFacts.ENV + "\n" + command + " 2>&1");
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("results", results(r.stdout()));
    out.put("rc", r.rc());
    if (!r.ok()) {
      String error =
          r.stdout()
              .lines()
              .filter(l -> l.startsWith("Error"))
              .reduce((a, b) -> b)
              .orElse(r.stdout().strip());
      throw new ModuleFailure(describe + " failed: " + error, out);
    }
    return out;
  }

  /**
   * dnf's summary ({@code Installed:}, {@code Upgraded:}, {@code Removed:} ... then indented
   * packages) as Ansible's lines.
   */
  static List<String> results(String output) {
    List<String> out = new ArrayList<>();
    String section = null;
    for (String line : output.split("\n")) {
      if (!line.startsWith(" ")) {
        section =
            switch (line.strip()) {
              case "Installed:", "Upgraded:", "Downgraded:", "Reinstalled:" -> "Installed: ";
              case "Removed:" -> "Removed: ";
              default -> null;
            };
      } else if (section != null && !line.isBlank()) {
        for (String p : line.strip().split("\\s+")) {
          out.add(section + p);
        }
      }
    }
    return out;
  }
}
