package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.FileType;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ModeSpec;
import dev.play.module.kit.Probes;
import java.util.LinkedHashMap;
import java.util.Map;

/** {@code stat}: reports a path's attributes under {@code stat}; never changes anything. */
final class StatModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "follow:bool=false",
              "get_checksum:bool=true",
              "checksum_algorithm:str=sha1 [md5|sha1|sha224|sha256|sha384|sha512]",
              "get_mime:bool=true",
              "get_attributes:bool=true",
              "get_md5:bool=false")
          .withAliases(
              Map.of(
                  "dest",
                  "path",
                  "name",
                  "path",
                  "checksum",
                  "checksum_algorithm",
                  "checksum_algo",
                  "checksum_algorithm",
                  "mime",
                  "get_mime",
                  "mime_type",
                  "get_mime"));

  @Override
  public String name() {
    return "stat";
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    String algorithm = args.string("checksum_algorithm");
    FileProbe probe =
        FileProbe.of(args.string("path"))
            .following(args.bool("follow"))
            .checksum(args.bool("get_checksum") ? algorithm : null);
    ProbeResult facts = Probes.gather(ctx, probe);
    if (ctx.checkMode() && !facts.file().exists() && ctx.pathPlanned(facts.path())) {
      return Plan.noChange(
          facts.path() + ": an earlier task creates it (check mode)",
          Map.of("stat", Map.of("exists", true, "path", facts.path(), "planned", true)));
    }
    return plan(facts);
  }

  /** Pure: the report for these facts. */
  static Plan plan(ProbeResult facts) {
    Map<String, Object> stat =
        facts.file() instanceof FileFacts.Present p ? present(facts, p) : Map.of("exists", false);
    String reason =
        facts.path()
            + ": "
            + (facts.file().exists() ? "exists" : "does not exist")
            + ", stat changes nothing";
    return Plan.noChange(reason, Map.of("stat", stat));
  }

  private static Map<String, Object> present(ProbeResult facts, FileFacts.Present p) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("exists", true);
    s.put("path", p.path());
    for (FileType t : FileType.values()) {
      s.put(flag(t), p.is(t));
    }
    s.put("mode", ModeSpec.format(p.mode()));
    s.put("uid", p.owner().uid());
    s.put("gid", p.owner().gid());
    s.put("pw_name", p.owner().user());
    s.put("gr_name", p.owner().group());
    s.put("size", p.size());
    s.put("mtime", p.times().mtime());
    s.put("atime", p.times().atime());
    s.put("ctime", p.times().ctime());
    s.put("inode", p.inode().inode());
    s.put("dev", p.inode().dev());
    s.put("nlink", p.inode().nlink());
    if (p.checksum() != null) {
      s.put("checksum", p.checksum());
    }
    if (p.is(FileType.LINK)) {
      s.put("lnk_source", facts.realPath());
      s.put("lnk_target", p.linkTarget());
    }
    s.put("readable", p.access().readable());
    s.put("writeable", p.access().writeable());
    s.put("executable", p.access().executable());
    return s;
  }

  private static String flag(FileType t) {
    return switch (t) {
      case FILE -> "isreg";
      case DIRECTORY -> "isdir";
      case LINK -> "islnk";
      case FIFO -> "isfifo";
      case SOCKET -> "issock";
      case BLOCK -> "isblk";
      case CHAR -> "ischr";
    };
  }
}
