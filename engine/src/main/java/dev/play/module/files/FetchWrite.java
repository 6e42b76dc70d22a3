package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.facts.ContentDigest;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The change of {@code fetch}: read the host's file (one command), check it is the content the plan
 * saw ({@code validate_checksum}), and write it on the controller atomically.
 *
 * @param source the host path, {@code ~} expanded
 * @param target the local file
 * @param remoteChecksum the SHA-1 the plan read on the host
 * @param validate whether a different SHA-1 now fails the task
 */
record FetchWrite(String source, FetchTarget target, String remoteChecksum, boolean validate)
    implements Change {
  @Override
  public String describe() {
    return "fetch " + source + " to " + target.file();
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    RemoteRead.Found found = new RemoteRead(source, false, true).run(ctx);
    if (found.state() != RemoteRead.State.FILE) {
      throw new ModuleFailure(
          source + " changed on the host while it was fetched (now " + found.state() + ")");
    }
    String checksum = ContentDigest.hex("sha1", found.bytes());
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("md5sum", ContentDigest.hex("md5", found.bytes()));
    if (validate && !checksum.equals(remoteChecksum)) {
      result.put("file", source);
      result.put("dest", target.file().toString());
      result.put("remote_md5sum", null);
      result.put("checksum", checksum);
      result.put("remote_checksum", remoteChecksum);
      throw new ModuleFailure("checksum mismatch", result);
    }
    target.write(found.bytes());
    result.put("dest", target.file().toString());
    result.put("remote_md5sum", null);
    result.put("checksum", checksum);
    result.put("remote_checksum", remoteChecksum);
    return result;
  }
}
