package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code fetch}: a file of the host copied to the controller ({@code dest/HOST/SRC}, or {@code
 * flat}). The plan reads the host file's SHA-1 (one command) and compares it with the local file's:
 * equal is no change; else the change reads the content and writes it atomically. Check mode
 * predicts the change without transferring anything.
 */
final class FetchModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "src!:str",
          "dest!:str",
          "flat:bool=false",
          "fail_on_missing:bool=true",
          "validate_checksum:bool=true");

  @Override
  public String name() {
    return "fetch";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    boolean failOnMissing = args.bool("fail_on_missing");
    RemoteRead.Found found = new RemoteRead(args.string("src"), true, false).run(ctx);
    if (found.state() != RemoteRead.State.FILE) {
      return notTransferred(found, failOnMissing);
    }
    FetchDest where =
        new FetchDest(
            args.string("dest"),
            args.bool("flat"),
            playbookDir(ctx),
            Path.of(System.getProperty("user.home")));
    FetchTarget target = where.resolve(found.path(), ctx.host());
    Path dest = target.file();
    Optional<Sums.Hex> local = target.sums();
    String localChecksum = local.map(Sums.Hex::sha1).orElse(null);
    if (found.sha1().equals(localChecksum)) {
      Map<String, Object> result = new LinkedHashMap<>();
      result.put("md5sum", local.orElseThrow().md5());
      result.put("file", found.path());
      result.put("dest", dest.toString());
      result.put("checksum", localChecksum);
      return Plan.noChange(dest + ": same content as " + found.path() + " on the host", result);
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", dest.toString());
    result.put("remote_md5sum", null);
    result.put("remote_checksum", found.sha1());
    FetchWrite write =
        new FetchWrite(found.path(), target, found.sha1(), args.bool("validate_checksum"));
    return Plan.changes(List.of(write), List.of(), result);
  }

  /**
   * A source that is not a readable file: a failure, or with {@code fail_on_missing: false} a note.
   */
  private static Plan notTransferred(RemoteRead.Found found, boolean failOnMissing)
      throws ModuleFailure {
    String msg =
        switch (found.state()) {
          case MISSING -> "the remote file does not exist, not transferring, ignored";
          case DIRECTORY -> "remote file is a directory, fetch cannot work on directories";
          default -> "file is not readable: " + found.path();
        };
    if (failOnMissing) {
      throw new ModuleFailure(msg, Map.of("file", found.path()));
    }
    String note =
        found.state() == RemoteRead.State.DIRECTORY ? msg + ", not transferring, ignored" : msg;
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("file", found.path());
    result.put("msg", note);
    return Plan.noChange(note, result);
  }

  private static Path playbookDir(ModuleContext ctx) {
    Path dir =
        ctx.vars().contains("playbook_dir")
            ? Path.of(String.valueOf(ctx.vars().get("playbook_dir")))
            : Path.of("");
    return dir.toAbsolutePath();
  }
}
