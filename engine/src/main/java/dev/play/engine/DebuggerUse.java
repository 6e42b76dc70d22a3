package dev.play.engine;

import dev.play.error.Source;
import dev.play.playbook.Keywords;
import java.util.function.Consumer;

/**
 * Where playbooks first ask for Ansible's interactive debugger ({@code debugger:} other than {@code
 * never}, or {@code strategy: debug}), which play has not: one warning for the run names it, and
 * the tasks run as without it.
 */
final class DebuggerUse {
  /** The first place that asks for the debugger, with what it says there; null while none did. */
  private String first;

  void strategy(Strategy strategy, Source where) {
    if (strategy == Strategy.DEBUG) {
      note("strategy: debug", where);
    }
  }

  void keywords(Keywords kw, Source where) {
    Object value = kw.other("debugger");
    if (value != null && !"never".equals(String.valueOf(value))) {
      note("debugger: " + value, where);
    }
  }

  private void note(String what, Source where) {
    if (first == null) {
      first = "'" + what + "' (" + where + ")";
    }
  }

  /** The one warning, when anything asked for the debugger. */
  void warn(Consumer<String> warnings) {
    if (first != null) {
      warnings.accept(
          "play has no interactive debugger: "
              + first
              + " and any other use of it are ignored;"
              + " failed tasks are reported as usual");
    }
  }
}
