package dev.play.input;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text of a user's file (playbook, vars file, inventory): UTF-8, as Ansible reads them. A file
 * that is not is an error at the line and column of its first bad byte, naming the byte.
 */
public final class InputText {
  /**
   * The largest file play reads as input (64 MiB, SnakeYAML's limit too): more is not a playbook.
   */
  public static final int MAX_BYTES = 64 * 1024 * 1024;

  private InputText() {}

  public static String read(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (IOException e) {
      throw PlayError.parse(Source.of(file.toString()), "could not read file: " + e.getMessage());
    }
    if (bytes.length > MAX_BYTES) {
      throw PlayError.parse(
          Source.of(file.toString()),
          "the file is larger than "
              + MAX_BYTES / (1024 * 1024)
              + " MiB, more than play reads as input");
    }
    return decode(bytes, file.toString());
  }

  /** {@code bytes} as UTF-8; {@code where} names them in the error. */
  public static String decode(byte[] bytes, String where) {
    CharsetDecoder d =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      return d.decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      int at = firstBad(bytes);
      throw PlayError.parse(
          position(bytes, at, where),
          String.format("not UTF-8 text: byte 0x%02X (save the file as UTF-8)", bytes[at] & 0xff));
    }
  }

  private static int firstBad(byte[] bytes) {
    CharsetDecoder d = StandardCharsets.UTF_8.newDecoder();
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CoderResult r = d.decode(in, java.nio.CharBuffer.allocate(bytes.length + 1), true);
    return r.isError() ? in.position() : Math.max(0, bytes.length - 1);
  }

  private static Source position(byte[] bytes, int at, String where) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < at; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    String before = new String(bytes, lineStart, at - lineStart, StandardCharsets.UTF_8);
    return new Source(where, line, before.codePointCount(0, before.length()) + 1);
  }
}
