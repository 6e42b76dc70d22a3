package dev.play.connection.shell;

import dev.play.connection.ProbeRequest;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The probe code one persistent shell keeps as functions ({@link ProbeRequest#function}): the first
 * probe of a kind sends its code once as a definition, later ones send only their values and the
 * function's name. The loop reads its input a byte at a time, so a file probe's kilobyte of code
 * costs a thousand reads on the host each time it is sent. At most {@link #MAX} functions per
 * shell; a probe beyond them, or without a function, is sent whole.
 */
final class ShellFunctions {
  static final int MAX = 64;
  private final Map<String, String> names = new HashMap<>();
  private final String nonce;

  ShellFunctions(String nonce) {
    this.nonce = nonce;
  }

  /**
   * The request for the probe {@code script}, which ends with {@code request}'s function, answered
   * with {@code token}.
   */
  byte[] request(String script, ProbeRequest request, String token) {
    String code = request.function();
    int at = script.length() - code.length();
    if (code.isEmpty() || (at > 0 && script.charAt(at - 1) != '\n')) {
      return ShellServer.request(script, nonce, token, true);
    }
    String name = names.get(code);
    String definition = "";
    if (name == null) {
      if (names.size() >= MAX) {
        return ShellServer.request(script, nonce, token, true);
      }
      name = "PLAY_F" + names.size();
      names.put(code, name);
      definition = ShellServer.definition(name, code, nonce);
    }
    String sent = definition + script.substring(0, at) + name + "\n" + nonce + "." + token + "\n";
    return sent.getBytes(StandardCharsets.UTF_8);
  }
}
