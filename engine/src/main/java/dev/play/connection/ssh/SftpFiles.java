package dev.play.connection.ssh;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import net.schmizz.sshj.sftp.FileAttributes;
import net.schmizz.sshj.sftp.PacketType;
import net.schmizz.sshj.sftp.RemoteFile;
import net.schmizz.sshj.sftp.Response;
import net.schmizz.sshj.sftp.SFTPClient;
import net.schmizz.sshj.sftp.SFTPEngine;

/**
 * Whole-file writes over SFTP (0600 when created, fsync when the server offers it). Reading goes
 * through commands, in bounded pieces ({@code fetch}, {@code slurp}): no read here.
 */
final class SftpFiles {
  private static final String FSYNC = "fsync@openssh.com";

  /** SSH_FXF_WRITE | SSH_FXF_CREAT | SSH_FXF_TRUNC (sshj keeps OpenMode's masks private). */
  private static final long WRITE_CREATE_TRUNCATE = 0x02 | 0x08 | 0x10;

  private SftpFiles() {}

  static void write(SFTPClient sftp, String path, byte[] data) throws IOException {
    SFTPEngine engine = sftp.getSFTPEngine();
    byte[] handle = open(engine, path);
    try (RemoteFile file = new RemoteFile(engine, path, handle)) {
      try (OutputStream out = file.new RemoteFileOutputStream(0, 16)) {
        out.write(data);
      }
      if (engine.supportsServerExtension(FSYNC, "1")) {
        retrieve(engine, engine.request(engine.newExtendedRequest(FSYNC).putString(handle)))
            .ensureStatusPacketIsOK();
      }
    }
  }

  /** SSH_FXP_OPEN for writing, by hand: sshj's RemoteFile hides its handle, which fsync needs. */
  private static byte[] open(SFTPEngine engine, String path) throws IOException {
    FileAttributes mode0600 = new FileAttributes.Builder().withPermissions(0600).build();
    var request =
        engine
            .newRequest(PacketType.OPEN)
            .putString(path, StandardCharsets.UTF_8)
            .putUInt32(WRITE_CREATE_TRUNCATE)
            .putFileAttributes(mode0600);
    Response r = retrieve(engine, engine.request(request));
    return r.ensurePacketTypeIs(PacketType.HANDLE).readBytes();
  }

  private static Response retrieve(
      SFTPEngine engine,
      net.schmizz.concurrent.Promise<Response, net.schmizz.sshj.sftp.SFTPException> p)
      throws IOException {
    return p.retrieve(engine.getTimeoutMs(), TimeUnit.MILLISECONDS);
  }
}
