package dev.play.module.builtin;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.files.Checksums;
import dev.play.module.files.FileAttrs;
import dev.play.module.files.FileWrite;
import dev.play.module.files.Probes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code copy}: a controller file ({@code src}) or {@code content} to {@code dest}. */
public final class Copy implements Module {
  private static final ArgSpec SPEC = ArgSpec.of(
      "dest!", "src", "content", "mode", "owner", "group", "backup", "force", "validate",
      "directory_mode", "remote_src", "checksum", "follow", "unsafe_writes");

  @Override
  public String name() {
    return "copy";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    FileWrite write = request(args, ctx);
    if (write == null) {
      String what = "copy " + args.string("src") + " to " + args.string("dest") + " (an earlier task writes the source)";
      return Plan.changes(java.util.List.of(new dev.play.module.files.ShellChange(what, "false", what)), java.util.List.of(),
          java.util.Map.of("dest", args.string("dest")));
    }
    return write.plan(Probes.gather(ctx, write.probe(ctx.diffMode())), ctx.diffMode());
  }

  private static FileWrite request(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    FileAttrs attrs = FileAttrs.of(args);
    if (args.bool("remote_src", false)) {
      return RemoteSource.read(args, attrs, ctx);
    }
    if (args.has("content")) {
      if (args.has("src")) {
        throw new ModuleFailure("copy: parameters are mutually exclusive: content|src");
      }
      byte[] bytes = args.string("content").getBytes(StandardCharsets.UTF_8);
      return FileWrite.of(args, null, checked(args, bytes), FileWrite.preserving(attrs, null));
    }
    if (!args.has("src")) {
      throw new ModuleFailure("copy: one of src or content is required (dest " + args.string("dest") + ")");
    }
    Path src = ctx.findFile(args.string("src"), "files");
    return FileWrite.of(args, src.getFileName().toString(), checked(args, read(src)), FileWrite.preserving(attrs, src));
  }

  private static byte[] read(Path src) throws ModuleFailure {
    if (Files.isDirectory(src)) {
      throw new ModuleFailure("copy: directory src not supported yet: " + src);
    }
    try {
      return Files.readAllBytes(src);
    } catch (IOException e) {
      throw new ModuleFailure("could not read src " + src + ": " + e.getMessage());
    }
  }

  static byte[] checked(Args args, byte[] bytes) throws ModuleFailure {
    String expected = args.string("checksum", null);
    if (expected != null && !expected.equalsIgnoreCase(Checksums.sha1(bytes))) {
      throw new ModuleFailure("Copied file does not match the expected checksum. Transfer failed.");
    }
    return bytes;
  }
}
