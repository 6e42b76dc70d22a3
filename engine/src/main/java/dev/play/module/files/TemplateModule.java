package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.jinja.Jinja;
import dev.play.jinja.TemplateLoader;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.FileWrite;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code template}: renders a controller template and writes it as {@code copy} does. */
final class TemplateModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "src!:path",
          "dest!:path",
          "mode:raw",
          "owner:str",
          "group:str",
          "backup:bool=false",
          "force:bool=true",
          "validate:str",
          "newline_sequence:str=\\n [\\n|\\r|\\r\\n]",
          "follow:bool=false",
          "unsafe_writes:bool=false");

  @Override
  public String name() {
    return "template";
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
    Path src = ctx.findFile(args.string("src"), "templates");
    String rendered =
        ctx.renderFile(
            read(src, ctx), args.string("src"), src, args.string("dest"), includes(src, ctx));
    byte[] bytes =
        newlines(rendered, args.string("newline_sequence")).getBytes(StandardCharsets.UTF_8);
    FileAttrs attrs = FileWrite.preserving(FileAttrs.of(args), src);
    FileWrite write = FileWrite.of(args, src.getFileName().toString(), bytes, attrs);
    return write.plan(ctx);
  }

  /**
   * Finds what the template includes, imports or extends: beside it, then in the role's and
   * playbook's {@code templates/}, as Ansible's template search path does.
   */
  private static TemplateLoader includes(Path src, ModuleContext ctx) {
    return name -> {
      Path file = src.resolveSibling(name);
      try {
        if (!Files.isRegularFile(file)) {
          file = ctx.findFile(name, "templates");
        }
        return Jinja.parse(read(file, ctx), name, null);
      } catch (ModuleFailure notFound) {
        return null;
      }
    };
  }

  /** The template's text, decrypted with the run's vault secrets when it is vaulted. */
  private static String read(Path src, ModuleContext ctx) throws ModuleFailure {
    try {
      return new String(
          ctx.vault().plainBytes(Files.readAllBytes(src), src.toString()),
          java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ModuleFailure("could not read template " + src + ": " + e.getMessage());
    }
  }

  /** Line endings as {@code newline_sequence} asks ({@code \n}, {@code \r} or {@code \r\n}). */
  static String newlines(String text, String sequence) {
    String nl = sequence.replace("\\r", "\r").replace("\\n", "\n");
    return nl.equals("\n")
        ? text
        : text.replaceAll("\r\n|\r|\n", java.util.regex.Matcher.quoteReplacement(nl));
  }
}
