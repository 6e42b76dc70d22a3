package dev.play.connection;

import java.util.List;
import java.util.Objects;

/**
 * What a probe ({@link Command#probe}) tells a persistent shell beside its script, so that the
 * shell reads nothing out of the script's text. Any other transport runs the script as it is.
 *
 * @param statPaths the paths the probe's code will {@code stat}: a shell running several probes
 *     together stats all their paths in one process first ({@link StatHints}); each path hintable
 * @param function the end of the script that is the same for every probe of its kind and depends on
 *     nothing but the values set before it: a shell keeps it as a function, and later probes send
 *     only their values and the function's name; "" for none
 */
public record ProbeRequest(List<String> statPaths, String function) {
  /** A probe that stats nothing ahead and keeps no function. */
  public static final ProbeRequest NONE = new ProbeRequest(List.of(), "");

  public ProbeRequest {
    statPaths = List.copyOf(statPaths);
    Objects.requireNonNull(function, "function");
    for (String p : statPaths) {
      if (!StatHints.hintable(p)) {
        throw new IllegalArgumentException("a path a batch's stat cannot hold: " + p);
      }
    }
  }

  /** This request without its paths: the probe stats its files itself. */
  public ProbeRequest withoutStats() {
    return statPaths.isEmpty() ? this : new ProbeRequest(List.of(), function);
  }
}
