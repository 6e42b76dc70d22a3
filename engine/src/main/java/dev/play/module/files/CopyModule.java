package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Checksums;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.FileWrite;
import dev.play.module.kit.Modes;
import dev.play.module.kit.Probes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code copy}: a controller file ({@code src}) or {@code content} to {@code dest}; a controller
 * directory recursively; with {@code remote_src}, a file or directory already on the host.
 */
final class CopyModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "dest!:path",
          "src:path",
          "content:str",
          "mode:raw",
          "owner:str",
          "group:str",
          "backup:bool=false",
          "force:bool=true",
          "validate:str",
          "directory_mode:raw",
          "remote_src:bool=false",
          "checksum:str",
          "follow:bool=false",
          "unsafe_writes:bool=false",
          "decrypt:bool=true");

  @Override
  public String name() {
    return "copy";
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
    if (args.bool("remote_src")) {
      return remote(args, ctx);
    }
    if (!args.has("content") && args.has("src")) {
      Path src = ctx.findFile(args.string("src"), "files");
      if (Files.isDirectory(src)) {
        return TreeCopyRun.fromController(
            ctx,
            tree(
                args,
                src.getFileName().toString(),
                TreeSource.local(src, args.bool("decrypt"), ctx.vault())),
            args.string("src"));
      }
    }
    FileWrite write = request(args, ctx);
    return write.plan(ctx);
  }

  /** {@code remote_src}: a file or directory on the host copied on the host. */
  private static Plan remote(Args args, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    if (args.has("content") || !args.has("src")) {
      throw new ModuleFailure("copy: remote_src requires src (a path on the host), not content");
    }
    if (args.has("checksum")) {
      throw new ModuleFailure("copy: checksum is not supported with remote_src");
    }
    String src = args.string("src");
    RemoteFileCopy copy =
        new RemoteFileCopy(
            src,
            args.string("dest"),
            FileAttrs.of(args),
            args.bool("force"),
            args.bool("backup"),
            validate(args));
    Probes.WithExtra facts = Probes.gather(ctx, copy.probe(), copy.sourceScript());
    RemoteFileCopy.Source source = RemoteFileCopy.Source.of(facts.extra());
    if (source.type().equals("directory")) {
      String trimmed =
          src.endsWith("/") && src.length() > 1 ? src.substring(0, src.length() - 1) : src;
      return TreeCopyRun.onHost(
          ctx,
          tree(
              args,
              trimmed.substring(trimmed.lastIndexOf('/') + 1),
              new TreeSource(List.of(), List.of())),
          trimmed);
    }
    return copy.plan(source, facts.facts(), ctx.checkMode() && ctx.pathPlanned(src));
  }

  /**
   * A recursive copy of directory {@code name}: into {@code dest/name}, or with {@code src} ending
   * in a slash, its content into {@code dest} (Ansible's rule).
   */
  private static TreeCopy tree(Args args, String name, TreeSource source) throws ModuleFailure {
    if (args.has("checksum")) {
      throw new ModuleFailure(
          "copy: checksum is for a single file, not the directory " + args.string("src"));
    }
    String dest = args.string("dest");
    String base =
        dest.length() > 1 && dest.endsWith("/") ? dest.substring(0, dest.length() - 1) : dest;
    String root =
        args.string("src").endsWith("/") ? base : (base.equals("/") ? "" : base) + "/" + name;
    return new TreeCopy(
        root,
        source,
        FileAttrs.of(args),
        Modes.parse(args.raw("directory_mode")),
        args.bool("force"),
        args.bool("backup"),
        validate(args));
  }

  private static String validate(Args args) throws ModuleFailure {
    String validate = args.stringOrNull("validate");
    if (validate != null && !validate.contains("%s")) {
      throw new ModuleFailure("validate must contain %s: " + validate);
    }
    return validate;
  }

  private static FileWrite request(Args args, ModuleContext ctx) throws ModuleFailure {
    FileAttrs attrs = FileAttrs.of(args);
    if (args.has("content")) {
      if (args.has("src")) {
        throw new ModuleFailure("copy: parameters are mutually exclusive: content|src");
      }
      byte[] bytes = content(args).getBytes(StandardCharsets.UTF_8);
      return FileWrite.of(args, null, checked(args, bytes), FileWrite.preserving(attrs, null));
    }
    if (!args.has("src")) {
      throw new ModuleFailure(
          "copy: one of src or content is required (dest " + args.string("dest") + ")");
    }
    Path src = ctx.findFile(args.string("src"), "files");
    byte[] raw = read(src);
    byte[] bytes = args.bool("decrypt") ? ctx.vault().plainBytes(raw, src.toString()) : raw;
    return FileWrite.of(
        args, src.getFileName().toString(), checked(args, bytes), FileWrite.preserving(attrs, src));
  }

  /**
   * {@code content} as text: a mapping or a list is written as {@code json.dumps} writes it, as
   * Ansible's copy action does with what a template like {@code "{{ x | to_json }}"} turns back
   * into data.
   */
  private static String content(Args args) throws ModuleFailure {
    Object raw = args.raw("content");
    if (raw instanceof java.util.Map<?, ?> || raw instanceof java.util.List<?>) {
      return dev.play.value.JsonWriter.ensureAscii(dev.play.value.JsonWriter.compact(raw));
    }
    return args.string("content");
  }

  private static byte[] read(Path src) throws ModuleFailure {
    try {
      return Files.readAllBytes(src);
    } catch (IOException e) {
      throw new ModuleFailure("could not read src " + src + ": " + e.getMessage());
    }
  }

  private static byte[] checked(Args args, byte[] bytes) throws ModuleFailure {
    String expected = args.stringOrNull("checksum");
    if (expected != null && !expected.equalsIgnoreCase(Checksums.sha1(bytes))) {
      throw new ModuleFailure("Copied file does not match the expected checksum. Transfer failed.");
    }
    return bytes;
  }
}
