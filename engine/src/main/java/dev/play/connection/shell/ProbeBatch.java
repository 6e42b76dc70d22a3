package dev.play.connection.shell;

import dev.play.connection.StatHints;
import java.io.ByteArrayOutputStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one write that runs several probes: their requests, preceded (when they hint at least two
 * paths, {@link StatHints}) by one {@code stat} of all of them into the loop's cache, and followed
 * by emptying it, so nothing read for this batch is taken for a later one. Both run in the loop's
 * own shell and have no answer: the batch has as many answers as probes.
 */
final class ProbeBatch {
  private ProbeBatch() {}

  static byte[] request(List<String> scripts, ShellFunctions functions, String nonce) {
    Set<String> paths = new LinkedHashSet<>();
    scripts.forEach(s -> paths.addAll(StatHints.paths(s)));
    boolean cached = paths.size() > 1;
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    if (cached) {
      all.writeBytes(ShellServer.silent(StatHints.fillCode(List.copyOf(paths)), nonce));
    }
    for (String s : scripts) {
      all.writeBytes(functions.request(s));
    }
    if (cached) {
      all.writeBytes(ShellServer.silent(StatHints.clearCode(), nonce));
    }
    return all.toByteArray();
  }
}
