package dev.play.module.files;

import static dev.play.value.Shell.quote;
import static java.nio.charset.StandardCharsets.UTF_8;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.format.FactOutput;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.Checksums;
import dev.play.value.JsonWriter;
import java.util.Base64;
import java.util.Map;

/**
 * Reads a file on the host in one command, for {@code slurp} and {@code fetch}: the path with a
 * leading {@code ~} expanded, what is there ({@code file}, {@code missing}, {@code directory},
 * {@code unreadable}), and for a readable file its SHA-1 and/or its content (base64). Runs with the
 * task's become settings.
 *
 * @param path the path as given
 * @param checksum whether to report the SHA-1 ({@code sha1sum})
 * @param content whether to send the content
 */
record RemoteRead(String path, boolean checksum, boolean content) {
  /** What the command found. */
  public enum State {
    FILE,
    MISSING,
    DIRECTORY,
    UNREADABLE
  }

  /**
   * The parsed answer.
   *
   * @param path the path after {@code ~} expansion
   * @param sha1 the file's SHA-1, or null when not asked or not a readable file
   * @param bytes the content, or null when not asked or not a readable file
   */
  public record Found(String path, State state, String sha1, byte[] bytes) {}

  /** The sh command. */
  public String script() {
    StringBuilder sh =
        new StringBuilder("p=")
            .append(hostPath(path))
            .append('\n')
            .append(
                tilde(path) ? "printf 'path64=%s\\n' \"$(printf %s \"$p\" | base64 -w0)\"\n" : "")
            .append("if [ -d \"$p\" ]; then echo state=directory\n")
            .append("elif [ ! -e \"$p\" ]; then echo state=missing\n")
            .append("elif [ ! -r \"$p\" ]; then echo state=unreadable\n")
            .append("else echo state=file\n");
    if (checksum) {
      sh.append("  c=$(sha1sum < \"$p\") || exit 1; echo \"checksum=${c%% *}\"\n");
    }
    if (content) {
      sh.append("  echo content:; base64 -w0 < \"$p\" || exit 1\n");
    }
    return sh.append("fi\n").toString();
  }

  /**
   * Runs the command on the host. In check mode a file an earlier task of the run writes reads as
   * that task leaves it, so the prediction matches the real run.
   */
  public Found run(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    if (path.indexOf('\0') >= 0) {
      throw new ModuleFailure(
          "cannot read " + JsonWriter.compact(path) + ": a path cannot hold a NUL byte");
    }
    CommandResult r = ctx.probe(script());
    if (!r.ok()) {
      throw new ModuleFailure(
          "cannot read " + path + ": " + r.stderr().strip(), Map.of("rc", r.rc()));
    }
    Found found = asGiven(parsed(r.stdout()));
    if (!ctx.checkMode() || found.state() == State.FILE) {
      return found;
    }
    return ctx.plannedFile(found.path())
        .map(
            f ->
                new Found(
                    found.path(),
                    State.FILE,
                    checksum ? Checksums.sha1(f.content()) : null,
                    content ? f.content() : null))
        .orElse(found);
  }

  /**
   * {@code found} with the path as given unless the host expanded a {@code ~}: the host has no say
   * in a path the task names in full, and the path it expands comes base64-encoded, so no name
   * (with a newline, say) can pass for another line of the answer.
   */
  private Found asGiven(Found found) {
    return tilde(path) ? found : new Found(path, found.state(), found.sha1(), found.bytes());
  }

  private Found parsed(String out) throws ModuleFailure {
    try {
      return parse(out);
    } catch (IllegalArgumentException e) {
      throw new ModuleFailure(
          "cannot read " + path + ": the host's answer is malformed (" + e.getMessage() + ")");
    }
  }

  private static boolean tilde(String path) {
    return path.equals("~") || path.startsWith("~/");
  }

  /** Reads the command's output; an answer that is not the script's throws. Pure. */
  static Found parse(String out) {
    int start = out.indexOf("content:\n");
    FactOutput fields = FactOutput.parse(start < 0 ? out : out.substring(0, start));
    byte[] bytes =
        start < 0
            ? null
            : Base64.getDecoder().decode(out.substring(start + "content:\n".length()).strip());
    State state = State.valueOf(fields.get("state", "missing").toUpperCase(java.util.Locale.ROOT));
    String path = new String(Base64.getMimeDecoder().decode(fields.get("path64", "")), UTF_8);
    return new Found(path, state, fields.get("checksum", null), bytes);
  }

  /** {@code path} as one sh word, a leading {@code ~} or {@code ~/} read as the home directory. */
  static String hostPath(String path) {
    if (path.equals("~")) {
      return "\"$HOME\"";
    }
    return path.startsWith("~/") ? "\"$HOME\"/" + quote(path.substring(2)) : quote(path);
  }
}
