package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The change of {@code fetch}: read the host's file in pieces ({@link RemoteChunks}) into a
 * temporary file beside the target, check it is the content the plan saw ({@code
 * validate_checksum}), and rename it over the target; a mismatch or a failure midway writes
 * nothing.
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
    Sums sums = new Sums();
    Sums.Hex[] read = new Sums.Hex[1];
    target.write(
        out -> {
          new RemoteChunks(source).copy(ctx, out, sums);
          read[0] = sums.done();
          if (validate && !read[0].sha1().equals(remoteChecksum)) {
            throw new ModuleFailure("checksum mismatch", mismatch(read[0]));
          }
        });
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("md5sum", read[0].md5());
    result.put("dest", target.file().toString());
    result.put("remote_md5sum", null);
    result.put("checksum", read[0].sha1());
    result.put("remote_checksum", remoteChecksum);
    return result;
  }

  /** The result of a content that is not the one the plan saw: nothing is written. */
  private Map<String, Object> mismatch(Sums.Hex read) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("md5sum", read.md5());
    result.put("file", source);
    result.put("dest", target.file().toString());
    result.put("remote_md5sum", null);
    result.put("checksum", read.sha1());
    result.put("remote_checksum", remoteChecksum);
    return result;
  }
}
