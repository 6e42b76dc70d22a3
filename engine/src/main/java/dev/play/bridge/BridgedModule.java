package dev.play.bridge;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.RemoteModule;
import dev.play.value.JsonWriter;
import dev.play.value.Shell;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A module play does not implement, run with Ansible's own code: packed on the controller by
 * ansible-core ({@link ModulePacker}), sent once per run to a private directory on the host ({@link
 * HostDirectory}), and run there by {@code runner.py} with the task's arguments and Ansible's
 * internal ones ({@link InternalArgs}), on play's connection, become and shell: by a runner process
 * that stays up for the run (a child forked per task), or, where the task or the connection cannot
 * use one, by a runner started for the task. Its result is what the module printed, read as Ansible
 * reads it ({@link ModuleOutput}).
 *
 * @param name the name the task wrote, less any collection ({@code pamd})
 * @param fqcn the fully qualified name it resolved to ({@code community.general.pamd}; {@code
 *     ansible.legacy.NAME} for a module of a {@code library/} directory)
 * @param file the module's file on the controller
 * @param moduleUtils the {@code module_utils/} directories beside the {@code library/} ones
 *     searched
 * @param interpreterPython {@code interpreter_python} ({@link BridgeSettings#interpreterPython})
 * @param action play's equivalent of the module's action plugin, or null when it has none
 */
public record BridgedModule(
    String name,
    String fqcn,
    Path file,
    List<Path> moduleUtils,
    ModulePacker packer,
    String interpreterPython,
    ActionEquivalent action)
    implements RemoteModule {
  /** Exit status of {@code runner.py} when the host no longer has the module's code. */
  private static final int CODE_MISSING = 86;

  private static final ArgSpec SPEC = ArgSpec.of(ArgSpec.ANY + ":raw").asFreeForm();

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Map<String, Object> execute(Args args, ModuleContext ctx)
      throws ModuleFailure, ConnectionException {
    Packed code = packed();
    Interpreter python = Interpreter.of(ctx, interpreterPython);
    HostDirectory dir = HostDirectory.of(ctx);
    String base = dir.path(ctx);
    Map<String, Object> request = request(code, python, args, ctx, base);
    String runner =
        "exec "
            + Shell.quote(python.path())
            + " "
            + Shell.quote(base + "/" + HostDirectory.RUNNER)
            + " "
            + Shell.quote(base);
    CommandResult out = send(ctx, dir, runner, request, code);
    if (out.rc() == CODE_MISSING && out.stdout().isEmpty()) {
      dir.lost(code.key());
      out = send(ctx, dir, runner, request, code);
    }
    List<String> warnings = new java.util.ArrayList<>();
    Map<String, Object> result = ModuleOutput.parse(out, python.path(), warnings);
    warnings.forEach(ctx::warn);
    python.addTo(result);
    ModuleOutput.settle(result);
    if (Boolean.TRUE.equals(result.get("failed")) && NoPython.matches(out, python.path())) {
      result.put("msg", NoPython.message(fqcn, ctx.host(), python));
    }
    return result;
  }

  /**
   * What {@code runner.py} is told: the code's key, style and name, the interpreter, the arguments.
   */
  private Map<String, Object> request(
      Packed code, Interpreter python, Args args, ModuleContext ctx, String base)
      throws ModuleFailure, ConnectionException {
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("key", code.key());
    request.put("style", code.style());
    request.put("fqn", code.fqn());
    request.put("bytecode", code.bytecode());
    request.put(
        "interpreter",
        code.style().equals(Packed.BINARY) ? null : interpreterOf(code, python, ctx));
    request.put("environment", ctx.environment());
    Map<String, Object> taskArgs =
        action == null ? args.asMap() : action.prepare(args.asMap(), ctx, base);
    request.put("args", InternalArgs.of(taskArgs, fqcn, version(), base, ctx));
    return request;
  }

  private Packed packed() throws ModuleFailure {
    try {
      return packer.pack(
          name.contains(".") ? name.substring(name.lastIndexOf('.') + 1) : name, file, moduleUtils);
    } catch (PackingException e) {
      throw new ModuleFailure(e.getMessage());
    }
  }

  private String version() throws ModuleFailure {
    try {
      return packer.version();
    } catch (PackingException e) {
      throw new ModuleFailure(e.getMessage());
    }
  }

  /**
   * The interpreter of a module that is not new-style: its shebang's, as {@code
   * ansible_<name>_interpreter} overrides it.
   */
  private static String interpreterOf(Packed code, Interpreter python, ModuleContext ctx)
      throws ModuleFailure {
    if (code.style().equals(Packed.NEW)) {
      return python.path();
    }
    String declared = code.interpreter();
    if (declared == null) {
      return null;
    }
    String base = declared.substring(declared.lastIndexOf('/') + 1);
    if (base.startsWith("python")) {
      return python.path();
    }
    Object override =
        ctx.vars().contains("ansible_" + base + "_interpreter")
            ? ctx.vars().get("ansible_" + base + "_interpreter")
            : null;
    return override == null
        ? declared
        : ctx.render(String.valueOf(override), "ansible_" + base + "_interpreter");
  }

  /**
   * Sends the request to the runner that stays up ({@code runner --serve}), else to a runner
   * started for it, with the code when the host does not hold it yet: to a runner that stays up, a
   * new-style module's code without the files of the modules it loaded before ({@link CodeDeltas}).
   */
  private CommandResult send(
      ModuleContext ctx, HostDirectory dir, String runner, Map<String, Object> request, Packed code)
      throws ConnectionException {
    boolean held = dir.holds(code.key());
    CodeDeltas.Delta delta =
        held
            ? new CodeDeltas.Delta(new byte[0], List.of())
            : code.style().equals(Packed.NEW)
                ? packer.deltas().forRunner(code, dir.loaded())
                : new CodeDeltas.Delta(code.code(), List.of());
    CommandResult out = ctx.serve(runner + " --serve", header(request, delta), delta.code());
    boolean served = out != null;
    if (!served) {
      CodeDeltas.Delta whole = new CodeDeltas.Delta(held ? new byte[0] : code.code(), List.of());
      ByteArrayOutputStream stdin = new ByteArrayOutputStream();
      stdin.writeBytes((header(request, whole) + "\n").getBytes(StandardCharsets.UTF_8));
      stdin.writeBytes(whole.code());
      out = ctx.run(runner, stdin.toByteArray());
    }
    if (out.rc() != CODE_MISSING && !NoPython.notStarted(out)) {
      dir.holding(code.key());
      if (served && code.style().equals(Packed.NEW)) {
        dir.loading(code);
      }
    }
    return out;
  }

  /**
   * The request's line: the request, the size of the code after it, and the modules a delta leaves
   * files to.
   */
  private static String header(Map<String, Object> request, CodeDeltas.Delta code) {
    Map<String, Object> header = new LinkedHashMap<>(request);
    header.put("size", code.code().length);
    if (!code.with().isEmpty()) {
      header.put("with", code.with());
    }
    return JsonWriter.compact(header);
  }
}
