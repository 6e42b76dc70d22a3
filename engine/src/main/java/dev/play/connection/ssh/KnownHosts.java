package dev.play.connection.ssh;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One known_hosts file, shared by every connection of a run that uses it. Verifies offered host
 * keys (plain and hashed entries, {@code [host]:port}, several key types, {@code @revoked} rejects,
 * {@code @cert-authority} is ignored) and, under ACCEPT_NEW, appends new keys: one writer at a time
 * (an in-process lock plus a file lock for other processes), re-reading the file before each append
 * so that no line is lost or written twice.
 */
final class KnownHosts {
  private final Path file;
  private final ReentrantLock writer = new ReentrantLock();
  private volatile Parsed parsed;

  public KnownHosts(Path file) {
    this.file = file;
  }

  public Path file() {
    return file;
  }

  /** {@code host} for port 22, else {@code [host]:port}: how known_hosts names a host. */
  static String hostField(String host, int port) {
    return dev.play.connection.HostHash.hostField(host, port);
  }

  /**
   * Accepts {@code offered} for {@code host:port} under {@code policy} or throws naming {@code
   * name} (the inventory name). Under ACCEPT_NEW an unknown key is recorded before this returns.
   */
  public void verify(String name, String host, int port, HostKey offered, HostKeyPolicy policy)
      throws HostKeyException {
    if (policy == HostKeyPolicy.OFF) {
      return;
    }
    Lookup found = lookup(read(), host, port, offered);
    switch (found.state()) {
      case KNOWN -> {}
      case REVOKED -> throw revoked(name, host, port, offered);
      case CHANGED -> throw changed(name, host, port, offered, found.expected());
      case UNKNOWN -> {
        if (policy == HostKeyPolicy.STRICT) {
          throw unknown(name, host, port, offered);
        }
        record(name, host, port, offered);
      }
    }
  }

  /**
   * The key types known for {@code host:port}, so key exchange prefers one that can be verified.
   */
  public List<String> knownTypes(String host, int port) {
    Set<String> types = new LinkedHashSet<>();
    String field = hostField(host, port);
    for (KnownHostsEntry e : readQuietly()) {
      if (e.plain() && e.matches(field)) {
        types.add(e.key().type());
      }
    }
    return List.copyOf(types);
  }

  enum State {
    KNOWN,
    UNKNOWN,
    CHANGED,
    REVOKED
  }

  /** What the file says of a key: {@code expected}, the lines of the host's keys of its type. */
  record Lookup(State state, List<KnownHostsEntry> expected) {}

  static Lookup lookup(List<KnownHostsEntry> entries, String host, int port, HostKey offered) {
    String field = hostField(host, port);
    List<KnownHostsEntry> sameType = new ArrayList<>();
    for (KnownHostsEntry e : entries) {
      if (e.revoked() && e.key().sameKey(offered)) {
        return new Lookup(State.REVOKED, List.of());
      }
      if (!e.plain() || !e.matches(field) || !e.key().type().equals(offered.type())) {
        continue;
      }
      if (e.key().sameKey(offered)) {
        return new Lookup(State.KNOWN, List.of());
      }
      sameType.add(e);
    }
    return new Lookup(sameType.isEmpty() ? State.UNKNOWN : State.CHANGED, List.copyOf(sameType));
  }

  private void record(String name, String host, int port, HostKey offered) throws HostKeyException {
    writer.lock();
    try (FileChannel ch = openForAppend();
        FileLock lock = lockFile(ch)) {
      Lookup again = lookup(read(), host, port, offered);
      if (again.state() == State.CHANGED) {
        throw changed(name, host, port, offered, again.expected());
      }
      if (again.state() == State.UNKNOWN) {
        append(ch, offered.knownHostsLine(host, port));
      }
    } catch (IOException e) {
      throw new HostKeyException(
          "cannot record the host key of " + name + " in " + file + ": " + e.getMessage());
    } finally {
      writer.unlock();
    }
  }

  private FileChannel openForAppend() throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    if (!Files.exists(file)) {
      try {
        Files.createFile(
            file,
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
      } catch (java.nio.file.FileAlreadyExistsException e) {
        // another process made it
      }
    }
    return FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
  }

  private static FileLock lockFile(FileChannel ch) throws IOException {
    while (true) {
      try {
        return ch.lock();
      } catch (OverlappingFileLockException e) {
        Thread.onSpinWait(); // another KnownHosts instance of this JVM on the same file holds it
      }
    }
  }

  private void append(FileChannel ch, String line) throws IOException {
    byte[] existing = Files.readAllBytes(file);
    boolean needsNewline = existing.length > 0 && existing[existing.length - 1] != '\n';
    String text = (needsNewline ? "\n" : "") + line + "\n";
    ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    while (buf.hasRemaining()) {
      ch.write(buf);
    }
    ch.force(true);
  }

  /**
   * The file's entries, parsed again only when its size or modification time changed (every host of
   * a run is verified against the same file).
   */
  private List<KnownHostsEntry> read() throws HostKeyException {
    try {
      if (!Files.exists(file)) {
        return List.of();
      }
      BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
      Parsed last = parsed;
      if (last != null
          && last.size() == attrs.size()
          && last.modified().equals(attrs.lastModifiedTime())) {
        return last.entries();
      }
      List<KnownHostsEntry> entries = List.copyOf(parse(Files.readString(file)));
      parsed = new Parsed(attrs.size(), attrs.lastModifiedTime(), entries);
      return entries;
    } catch (IOException e) {
      throw new HostKeyException("cannot read " + file + ": " + e.getMessage());
    }
  }

  /** The entries of the file as it was when last read. */
  private record Parsed(
      long size, java.nio.file.attribute.FileTime modified, List<KnownHostsEntry> entries) {}

  private List<KnownHostsEntry> readQuietly() {
    try {
      return read();
    } catch (HostKeyException e) {
      return List.of();
    }
  }

  static List<KnownHostsEntry> parse(String text) {
    List<KnownHostsEntry> entries = new ArrayList<>();
    String[] lines = text.split("\n");
    for (int i = 0; i < lines.length; i++) {
      KnownHostsEntry e = KnownHostsEntry.parse(lines[i], i + 1);
      if (e != null) {
        entries.add(e);
      }
    }
    return entries;
  }

  private HostKeyException unknown(String name, String host, int port, HostKey offered) {
    String scan =
        port == 22
            ? "ssh-keyscan -t " + offered.type() + " " + host
            : "ssh-keyscan -t " + offered.type() + " -p " + port + " " + host;
    return new HostKeyException(
        "host key verification failed for "
            + name
            + ": "
            + hostField(host, port)
            + " is not in "
            + file
            + " (offered "
            + offered.type()
            + " key "
            + offered.fingerprint()
            + ").\n"
            + "Verify this key out of band (the host's console, or `"
            + scan
            + "` from a trusted network), "
            + "then add this line to "
            + file
            + ":\n"
            + offered.knownHostsLine(host, port)
            + "\n"
            + "or accept new hosts with -o StrictHostKeyChecking=accept-new in ansible_ssh_common_args.");
  }

  /**
   * The refusal of a changed key, naming the host, the known_hosts lines that hold its old keys
   * ({@code FILE:LINE}, as OpenSSH's "Offending key" does) and how to remove them.
   */
  private HostKeyException changed(
      String name, String host, int port, HostKey offered, List<KnownHostsEntry> expected) {
    String field = hostField(host, port);
    String lines =
        String.join(
            ", ",
            expected.stream()
                .map(e -> e.key().fingerprint() + " (" + file + ":" + e.line() + ")")
                .toList());
    return new HostKeyException(
        "host key verification failed for "
            + name
            + ": the "
            + offered.type()
            + " host key of "
            + field
            + " has CHANGED.\n"
            + "expected: "
            + lines
            + "\n"
            + "offered:  "
            + offered.fingerprint()
            + "\n"
            + "Someone could be eavesdropping (man-in-the-middle), or the host was reinstalled. Verify the new key, "
            + "then remove the old one with: ssh-keygen -f "
            + file
            + " -R '"
            + field
            + "'");
  }

  private HostKeyException revoked(String name, String host, int port, HostKey offered) {
    return new HostKeyException(
        "host key verification failed for "
            + name
            + ": the "
            + offered.type()
            + " key of "
            + hostField(host, port)
            + " ("
            + offered.fingerprint()
            + ") is marked @revoked in "
            + file);
  }
}
