package dev.play.bridge;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Args;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.value.Shell;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * ansible.posix.patch's action plugin: without {@code remote_src}, the patch file {@code src} is
 * found on the controller (the role's and the playbook's {@code files/}, as the plugin's {@code
 * _find_needle}) and sent to the host, and the module reads it there.
 */
final class PatchAction implements ActionEquivalent {
  @Override
  public Map<String, Object> prepare(Map<String, Object> args, ModuleContext ctx, String dir)
      throws ModuleFailure, ConnectionException {
    Object src = args.get("src");
    if (src == null) {
      throw new ModuleFailure("src is required");
    }
    if (Boolean.TRUE.equals(Args.toBool(args.getOrDefault("remote_src", false)))) {
      return args;
    }
    Path file = ctx.findFile(String.valueOf(src), "files");
    byte[] patch;
    try {
      patch = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new ModuleFailure("could not read " + file + ": " + e.getMessage());
    }
    String target = dir + "/src-" + file.getFileName();
    CommandResult sent = ctx.run("umask 077 && cat > " + Shell.quote(target), patch);
    if (!sent.ok()) {
      throw new ModuleFailure(
          "could not send " + file + " to " + ctx.host() + ": " + sent.stderr().strip());
    }
    Map<String, Object> out = new LinkedHashMap<>(args);
    out.put("src", target);
    return out;
  }
}
