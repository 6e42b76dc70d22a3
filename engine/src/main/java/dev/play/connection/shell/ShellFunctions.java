package dev.play.connection.shell;

import dev.play.connection.Command;
import dev.play.connection.StatHints;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The probe code one persistent shell keeps as functions ({@link Command#FUNCTION_MARK}): the
 * first probe of a kind sends its code once as a definition, later ones send only their values
 * and the function's name. The loop reads its input a byte at a time, so a file probe's kilobyte
 * of code costs a thousand reads on the host each time it is sent. At most {@link #MAX} functions
 * per shell; a probe beyond them, or without the mark, is sent whole.
 */
final class ShellFunctions {
  static final int MAX = 64;
  private final Map<String, String> names = new HashMap<>();
  private final String nonce;

  ShellFunctions(String nonce) {
    this.nonce = nonce;
  }

  /** The request for the probe {@code script}. */
  byte[] request(String hinted) {
    String script = StatHints.strip(hinted);   // the hints are for the batch (ProbeBatch)
    int at = markAt(script);
    if (at < 0) {
      return ShellServer.request(script, nonce, true);
    }
    String code = script.substring(at + Command.FUNCTION_MARK.length());
    String name = names.get(code);
    String definition = "";
    if (name == null) {
      if (names.size() >= MAX) {
        return ShellServer.request(script, nonce, true);
      }
      name = "PLAY_F" + names.size();
      names.put(code, name);
      definition = ShellServer.definition(name, code, nonce);
    }
    String request = definition + script.substring(0, at) + name + "\n" + nonce + ".\n";
    return request.getBytes(StandardCharsets.UTF_8);
  }

  private static int markAt(String script) {
    if (script.startsWith(Command.FUNCTION_MARK)) {
      return 0;
    }
    int at = script.indexOf("\n" + Command.FUNCTION_MARK);
    return at < 0 ? -1 : at + 1;
  }
}
