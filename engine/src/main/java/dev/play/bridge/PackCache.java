package dev.play.bridge;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.play.config.LocalEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Modules packed by an earlier run, kept on the controller so that a later run neither starts the
 * packer nor packs them again. An entry is used only while everything its pack read is as it was
 * ({@code packer.py}'s {@code Reads}): each file's content (SHA-256), each file looked for and not
 * found still absent, each directory searched unchanged (its modification time: a file added or
 * removed there changes it), and the Python that packed it (its size and modification time). The
 * entry's name is the digest of what chose the pack ({@link #key}): the module, the directories of
 * module_utils given to the packer, the packer itself, the Pythons that may pack, Ansible's
 * environment variables and the ansible.cfg the packer reads. A stale entry is packed again and
 * replaced.
 *
 * <p>The directory ({@code PLAY_PACK_CACHE}, default {@code $XDG_CACHE_HOME/play/packed} or {@code
 * ~/.cache/play/packed}; {@code off} for none) is made with mode 0700 and used only when it is this
 * user's own, not a link, and writable by no one else: another user's entries would run as modules
 * on the hosts. Entries are written whole or not at all (a temporary file renamed). Thread-safe.
 */
final class PackCache {
  static final String SETTING = "PLAY_PACK_CACHE";
  private static final int KEEP = 256;
  private static final Gson GSON = new Gson();

  private final Path dir;
  private final String problem;
  private final FileDigests digests = new FileDigests();

  private PackCache(Path dir, String problem) {
    this.dir = dir;
    this.problem = problem;
  }

  /** No cache, as asked. */
  static PackCache off() {
    return new PackCache(null, null);
  }

  /**
   * The cache {@code setting} names ({@link #SETTING}: a directory, {@code off}, or null for {@code
   * env}'s user's default), or none, and why, when it cannot be used.
   */
  static PackCache of(String setting, LocalEnvironment env) {
    if (setting != null && (setting.isBlank() || setting.equalsIgnoreCase("off"))) {
      return off();
    }
    Path dir =
        setting != null
            ? dev.play.config.PathExpansion.expand(setting, env.cwd(), env)
            : Optional.ofNullable(env.variable("XDG_CACHE_HOME"))
                .filter(s -> s.startsWith("/"))
                .map(Path::of)
                .orElse(env.home().resolve(".cache"))
                .resolve("play")
                .resolve("packed");
    return at(dir);
  }

  /**
   * The cache in {@code dir}, made if it is missing; none, and why, when it is not this user's
   * alone.
   */
  static PackCache at(Path dir) {
    try {
      if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
        Files.createDirectories(dir.getParent());
        Files.createDirectory(
            dir,
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      }
      String unsafe = unsafe(dir);
      return unsafe == null ? new PackCache(dir, null) : new PackCache(null, dir + " " + unsafe);
    } catch (IOException | UnsupportedOperationException e) {
      return new PackCache(null, "cannot use " + dir + ": " + e.getMessage());
    }
  }

  /** Why {@code dir} must not hold modules to run, or null when it may. */
  private static String unsafe(Path dir) throws IOException {
    PosixFileAttributes a =
        Files.readAttributes(dir, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    if (!a.isDirectory()) {
      return "is not a directory";
    }
    String me = System.getProperty("user.name");
    if (!a.owner().getName().equals(me)) {
      return "belongs to " + a.owner().getName() + ", not " + me;
    }
    Set<PosixFilePermission> p = a.permissions();
    if (p.contains(PosixFilePermission.GROUP_WRITE)
        || p.contains(PosixFilePermission.OTHERS_WRITE)) {
      return "is writable by others";
    }
    return null;
  }

  /** Whether packs are kept: a cache was asked for, and can be used. */
  boolean used() {
    return dir != null;
  }

  /** Why the cache asked for cannot be used, or null (it is used, or none was asked for). */
  String problem() {
    return problem;
  }

  /**
   * The name of the entry for what chose a pack: {@code parts} in order (the module's name and
   * file, the module_utils directories, the packer's source, the Pythons tried, the environment and
   * configuration the packer reads).
   */
  static String key(List<String> parts) {
    return FileDigests.sha256(String.join("\u0000", parts).getBytes(StandardCharsets.UTF_8));
  }

  /** The pack kept under {@code key} while all it read is unchanged; empty otherwise. */
  Optional<Hit> find(String key) {
    if (dir == null) {
      return Optional.empty();
    }
    Path file = dir.resolve(key);
    try {
      if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        return Optional.empty();
      }
      byte[] all = Files.readAllBytes(file);
      int nl = indexOf(all, (byte) '\n');
      if (nl < 0) {
        return Optional.empty();
      }
      JsonObject meta =
          GSON.fromJson(new String(all, 0, nl, StandardCharsets.UTF_8), JsonObject.class);
      byte[] code = java.util.Arrays.copyOfRange(all, nl + 1, all.length);
      if (meta == null
          || meta.get("size").getAsInt() != code.length
          || !fresh(meta.getAsJsonObject("deps"))) {
        return Optional.empty();
      }
      Files.setLastModifiedTime(
          file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
      return Optional.of(
          new Hit(
              Packed.of(
                  meta.get("style").getAsString(),
                  text(meta, "fqn"),
                  code,
                  text(meta, "shebang"),
                  text(meta, "bytecode")),
              meta.get("version").getAsString()));
    } catch (IOException | RuntimeException e) {
      return Optional.empty(); // unreadable or not an entry: packed again, and replaced
    }
  }

  /**
   * Keeps {@code packed} (by ansible-core {@code version}) under {@code key}, with what its pack
   * read.
   */
  void store(String key, Packed packed, String version, JsonObject deps) {
    if (dir == null || key == null || deps == null) {
      return;
    }
    JsonObject meta = new JsonObject();
    meta.addProperty("style", packed.style());
    meta.addProperty("fqn", packed.fqn());
    meta.addProperty("shebang", packed.shebang());
    meta.addProperty("bytecode", packed.bytecode());
    meta.addProperty("version", version);
    byte[] code = packed.code();
    meta.addProperty("size", code.length);
    meta.add("deps", deps);
    byte[] head = (GSON.toJson(meta) + "\n").getBytes(StandardCharsets.UTF_8);
    try {
      Path tmp = Files.createTempFile(dir, ".entry-", ".tmp");
      try {
        try (var out = Files.newOutputStream(tmp)) {
          out.write(head);
          out.write(code);
        }
        // beside the entry, in the same directory: the rename is atomic
        Files.move(
            tmp,
            dir.resolve(key),
            StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } finally {
        Files.deleteIfExists(tmp);
      }
      prune();
    } catch (IOException e) {
      // not kept: the next run packs it again
    }
  }

  /**
   * Whether every file, absence, directory and the Python that {@code deps} records is as it was.
   */
  private boolean fresh(JsonObject deps) throws IOException {
    for (Map.Entry<String, JsonElement> f : deps.getAsJsonObject("files").entrySet()) {
      Path p = Path.of(f.getKey());
      if (f.getValue().isJsonNull()
          ? Files.exists(p)
          : !f.getValue().getAsString().equals(digests.of(p))) {
        return false;
      }
    }
    for (Map.Entry<String, JsonElement> d : deps.getAsJsonObject("dirs").entrySet()) {
      Path p = Path.of(d.getKey());
      if (d.getValue().isJsonNull()
          ? Files.isDirectory(p)
          : !Files.isDirectory(p) || d.getValue().getAsLong() != mtime(p)) {
        return false;
      }
    }
    var python = deps.getAsJsonArray("python");
    Path exe = Path.of(python.get(0).getAsString());
    return Files.isRegularFile(exe)
        && Files.size(exe) == python.get(1).getAsLong()
        && mtime(exe) == python.get(2).getAsLong();
  }

  private static long mtime(Path p) throws IOException {
    return Files.getLastModifiedTime(p).to(TimeUnit.NANOSECONDS);
  }

  /** Keeps the {@value #KEEP} entries used last (each working directory has entries of its own). */
  private void prune() throws IOException {
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> s =
        Files.newDirectoryStream(dir, p -> !p.getFileName().toString().startsWith("."))) {
      s.forEach(entries::add);
    }
    if (entries.size() <= KEEP) {
      return;
    }
    entries.sort(Comparator.comparingLong(p -> p.toFile().lastModified()));
    for (Path old : entries.subList(0, entries.size() - KEEP)) {
      Files.deleteIfExists(old);
    }
  }

  private static int indexOf(byte[] b, byte x) {
    for (int i = 0; i < b.length; i++) {
      if (b[i] == x) {
        return i;
      }
    }
    return -1;
  }

  private static String text(JsonObject o, String name) {
    return o.has(name) && !o.get(name).isJsonNull() ? o.get(name).getAsString() : null;
  }

  /** A pack found, and the ansible-core version that made it. */
  record Hit(Packed packed, String version) {}
}
