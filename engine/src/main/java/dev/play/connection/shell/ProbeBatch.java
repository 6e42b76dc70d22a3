package dev.play.connection.shell;

import dev.play.connection.Command;
import dev.play.connection.ProbeRequest;
import dev.play.connection.StatHints;
import java.io.ByteArrayOutputStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one write that runs several probes: their requests, preceded (when their {@link
 * ProbeRequest#statPaths} name two paths or more, one path twice included: {@link StatHints}) by
 * one {@code stat} of all of them into the loop's cache, and followed by emptying it, so nothing
 * read for this batch is taken for a later one. Both run in the loop's own shell and have no
 * answer: the batch has as many answers as probes, the {@code i}th marked by {@code tokens[i]}.
 */
final class ProbeBatch {
  private ProbeBatch() {}

  static byte[] request(
      List<Command> probes, ShellFunctions functions, String nonce, List<String> tokens) {
    Set<String> paths = new LinkedHashSet<>();
    int asked = 0;
    for (Command p : probes) {
      paths.addAll(p.request().statPaths());
      asked += p.request().statPaths().size();
    }
    boolean cached = asked > 1; // one stat where the probes would start two or more
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    if (cached) {
      all.writeBytes(ShellServer.silent(StatHints.fillCode(List.copyOf(paths)), nonce));
    }
    for (int i = 0; i < probes.size(); i++) {
      Command p = probes.get(i);
      all.writeBytes(functions.request(p.script(), p.request(), tokens.get(i)));
    }
    if (cached) {
      all.writeBytes(ShellServer.silent(StatHints.clearCode(), nonce));
    }
    return all.toByteArray();
  }
}
