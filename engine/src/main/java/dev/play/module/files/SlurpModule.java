package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code slurp}: a file of the host, base64-encoded, in {@code content}; one command, never a
 * change.
 */
final class SlurpModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of("src!:path").withAliases(Map.of("path", "src"));

  @Override
  public String name() {
    return "slurp";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    RemoteRead.Found found = new RemoteRead(args.string("src"), false, true).run(ctx);
    return switch (found.state()) {
      case MISSING -> throw new ModuleFailure("file not found: " + found.path());
      case UNREADABLE -> throw new ModuleFailure("file is not readable: " + found.path());
      case DIRECTORY ->
          throw new ModuleFailure("source is a directory and must be a file: " + found.path());
      case FILE ->
          Plan.noChange(found.path() + ": read " + found.bytes().length + " bytes", result(found));
    };
  }

  private static Map<String, Object> result(RemoteRead.Found found) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("content", Base64.getEncoder().encodeToString(found.bytes()));
    r.put("source", found.path());
    r.put("encoding", "base64");
    return r;
  }
}
