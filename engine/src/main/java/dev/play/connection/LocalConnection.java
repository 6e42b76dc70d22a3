package dev.play.connection;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Runs commands on this machine with {@code /bin/sh -c}; become through sudo or su. */
public final class LocalConnection implements Connection {
  private final String host;
  private final String currentUser = System.getProperty("user.name");

  public LocalConnection(String host) {
    this.host = host;
  }

  @Override
  public String host() {
    return host;
  }

  @Override
  public CommandResult exec(Command command) throws ConnectionException {
    List<String> argv = argv(command);
    try {
      Process p = new ProcessBuilder(argv).start();
      CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
      CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
      writeStdin(p.getOutputStream(), command);
      int rc = p.waitFor();
      return new CommandResult(rc, text(out.join()), text(err.join()));
    } catch (IOException e) {
      throw new ConnectionException("cannot run command locally: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ConnectionException("interrupted", e);
    }
  }

  private List<String> argv(Command command) {
    Become b = command.become();
    List<String> argv = new ArrayList<>();
    if (b != null && !b.user().equals(currentUser)) {
      if (b.method().equals("su")) {
        argv.addAll(List.of("su", "-s", "/bin/sh", b.user(), "-c", command.script()));
        return argv;
      }
      argv.addAll(List.of("sudo", b.password() == null ? "-n" : "-S", "-p", "", "-H", "-u", b.user()));
    }
    argv.addAll(List.of("/bin/sh", "-c", command.script()));
    return argv;
  }

  private static void writeStdin(OutputStream in, Command command) throws IOException {
    try (in) {
      Become b = command.become();
      if (b != null && b.password() != null && b.method().equals("sudo")) {
        in.write((b.password() + "\n").getBytes(StandardCharsets.UTF_8));
      }
      if (command.stdin() != null) {
        in.write(command.stdin());
      }
    } catch (IOException e) {
      // the command may exit without reading its input; its result tells what happened
    }
  }

  private static byte[] readAll(InputStream in) {
    try (in) {
      ByteArrayOutputStream buf = new ByteArrayOutputStream();
      in.transferTo(buf);
      return buf.toByteArray();
    } catch (IOException e) {
      return new byte[0];
    }
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  @Override
  public void put(byte[] data, String path) throws ConnectionException {
    Path target = Path.of(path);
    try {
      if (!Files.exists(target)) {
        Files.createFile(target, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      }
      Files.write(target, data, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE, StandardOpenOption.SYNC);
    } catch (IOException e) {
      throw new ConnectionException("cannot write " + path + ": " + e.getMessage(), e);
    }
  }

  @Override
  public byte[] get(String path) throws ConnectionException {
    try {
      return Files.readAllBytes(Path.of(path));
    } catch (IOException e) {
      throw new ConnectionException("cannot read " + path + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    // nothing held open
  }
}
