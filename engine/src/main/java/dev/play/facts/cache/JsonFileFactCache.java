package dev.play.facts.cache;

import dev.play.value.JsonText;
import dev.play.value.JsonWriter;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * Ansible's {@code jsonfile} fact cache, in its format, so that play and {@code ansible-playbook}
 * share one directory: a file {@code <prefix><inventory_hostname>} per host holding one JSON
 * object, written as Python's {@code json.dumps(entry, sort_keys=True, indent=4)} (ASCII only, no
 * final newline), mode 0600. An entry whose file was last written more than {@code timeout} ago is
 * expired (0: never). Each file is written atomically, as Ansible writes it: a temporary file in
 * the directory, renamed over the old one (play's is hidden, so Ansible never takes it for a host).
 */
public final class JsonFileFactCache implements FactCache {
  private static final int INDENT = 4;

  private final Path dir;
  private final String prefix;
  private final Duration timeout;
  private final Clock clock;

  /**
   * @param dir the cache directory, which exists
   * @param prefix put before each host's name to name its file (Ansible: none unless set)
   * @param timeout how long an entry lives after it was written; zero for ever
   * @param clock what "now" is when an entry's age is taken
   */
  JsonFileFactCache(Path dir, String prefix, Duration timeout, Clock clock) {
    this.dir = dir;
    this.prefix = prefix;
    this.timeout = timeout;
    this.clock = clock;
  }

  /**
   * The cache in {@code dir}, created when missing (parents too), as Ansible's jsonfile plugin
   * does.
   *
   * @throws IOException when it cannot be created, or exists but is no directory play may read,
   *     write and enter; the message says which
   */
  public static JsonFileFactCache open(Path dir, String prefix, int timeoutSeconds)
      throws IOException {
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new IOException(dir + " is not a directory");
    }
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new IOException("cannot create the directory " + dir + ": " + describe(e), e);
    }
    if (!Files.isReadable(dir) || !Files.isWritable(dir) || !Files.isExecutable(dir)) {
      throw new IOException(
          "the directory " + dir + " must be readable, writable and searchable by this user");
    }
    return new JsonFileFactCache(
        dir, prefix, Duration.ofSeconds(timeoutSeconds), Clock.systemUTC());
  }

  @Override
  public CacheLookup read(String host) {
    Optional<Path> named = file(host);
    if (named.isEmpty()) {
      return new CacheLookup.Unusable(
          dir.resolve(prefix + host), "the host's name is no file name in " + dir);
    }
    Path file = named.get();
    try {
      Duration age =
          Duration.between(Files.getLastModifiedTime(file).toInstant(), Instant.now(clock));
      if (!timeout.isZero() && age.compareTo(timeout) > 0) {
        return new CacheLookup.Expired(file, age, timeout);
      }
      return parse(file, Files.readString(file, StandardCharsets.UTF_8));
    } catch (NoSuchFileException e) {
      return new CacheLookup.Absent();
    } catch (CharacterCodingException e) {
      return new CacheLookup.Unusable(file, "not UTF-8 text");
    } catch (IOException e) {
      return new CacheLookup.Unusable(file, describe(e));
    }
  }

  private static CacheLookup parse(Path file, String text) {
    if (text.isBlank()) {
      return new CacheLookup.Unusable(file, "empty file");
    }
    try {
      if (JsonText.parse(text) instanceof Map<?, ?> m) {
        @SuppressWarnings("unchecked")
        Map<String, Object> entry = (Map<String, Object>) m;
        return new CacheLookup.Found(entry);
      }
      return new CacheLookup.Unusable(file, "not a JSON object");
    } catch (JsonText.Malformed e) {
      return new CacheLookup.Unusable(
          file, "not valid JSON: " + e.getMessage().replaceFirst(" path \\$\\S*$", ""));
    }
  }

  @Override
  public void write(String host, Map<String, Object> entry) throws IOException {
    Path file =
        file(host)
            .orElseThrow(
                () -> new IOException("the host's name " + host + " is no file name in " + dir));
    String json = JsonWriter.ensureAscii(JsonWriter.indented(JsonWriter.sortedKeys(entry), INDENT));
    Path tmp = null;
    try {
      tmp =
          Files.createTempFile(
              dir,
              "." + file.getFileName() + ".",
              ".tmp",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      Files.writeString(tmp, json, StandardCharsets.UTF_8);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new IOException("cannot write " + file + ": " + describe(e), e);
    } finally {
      if (tmp != null) {
        Files.deleteIfExists(tmp);
      }
    }
  }

  @Override
  public void delete(String host) throws IOException {
    Optional<Path> file = file(host);
    try {
      if (file.isPresent()) {
        Files.deleteIfExists(file.get());
      }
    } catch (IOException e) {
      throw new IOException("cannot remove " + file.get() + ": " + describe(e), e);
    }
  }

  /**
   * The file of {@code host}: none when the name would leave the directory or is not a file name.
   */
  private Optional<Path> file(String host) {
    String name = prefix + host;
    if (name.isEmpty()
        || name.equals(".")
        || name.equals("..")
        || name.contains("/")
        || name.contains("\0")) {
      return Optional.empty();
    }
    return Optional.of(dir.resolve(name));
  }

  private static String describe(IOException e) {
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
