package dev.play.module.packages;

import dev.play.module.kit.ArgvQuote;
import java.util.ArrayList;
import java.util.List;

/** The dnf command lines of a request. */
final class DnfCommands {
  private DnfCommands() {}

  /** The request's options, quoted for the shell. */
  static String options(DnfRequest r) {
    return ArgvQuote.join(r.options());
  }

  /** {@code dnf -y OPTIONS ACTION -- SPECS...}. */
  static String dnf(DnfRequest r, String action, List<String> specs) {
    return dnf(r, List.of(), action, specs);
  }

  /** {@code dnf -y OPTIONS EXTRA ACTION -- SPECS...}. */
  static String dnf(DnfRequest r, List<String> extra, String action, List<String> specs) {
    List<String> argv = new ArrayList<>(List.of("dnf", "-y"));
    argv.addAll(r.options());
    argv.addAll(extra);
    argv.add(action);
    if (!specs.isEmpty()) {
      argv.add("--");
      argv.addAll(specs);
    }
    return ArgvQuote.join(argv);
  }
}
