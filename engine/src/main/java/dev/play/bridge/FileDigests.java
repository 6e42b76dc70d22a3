package dev.play.bridge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SHA-256 of files, each read once (the module_utils that many modules' packs share are checked
 * once per run). Thread-safe.
 */
final class FileDigests {
  private final Map<Path, String> known = new ConcurrentHashMap<>();

  /** The hex digest of {@code file}'s content, or null when it is not a readable regular file. */
  String of(Path file) throws IOException {
    try {
      return known.computeIfAbsent(
          file,
          f -> {
            try {
              return Files.isRegularFile(f) ? sha256(Files.readAllBytes(f)) : null;
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  static String sha256(byte[] data) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
