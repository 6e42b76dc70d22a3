package dev.play.bridge;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Python that runs a bridged module on a host: {@code ansible_python_interpreter}, else {@code
 * interpreter_python} (ansible.cfg, {@code ANSIBLE_PYTHON_INTERPRETER}); a path is used as it is, a
 * discovery mode ({@code auto}, the default, {@code auto_silent}, {@code auto_legacy}, {@code
 * auto_legacy_silent}) uses the one discovered before ({@code discovered_interpreter_python}, a
 * fact of the host), else discovers it now ({@link PythonDiscovery}, once per connection). A
 * discovery is reported as Ansible reports it: the fact {@code discovered_interpreter_python} in
 * the result, and its warnings.
 *
 * @param discovered whether this task discovered it
 */
record Interpreter(String path, boolean discovered, List<String> warnings) {
  private static final String VARIABLE = "ansible_python_interpreter";
  private static final String FACT = "discovered_interpreter_python";
  private static final String SESSION_KEY = "play.bridge.python";

  Interpreter {
    warnings = List.copyOf(warnings);
  }

  static Interpreter of(ModuleContext ctx, String configured)
      throws ModuleFailure, ConnectionException {
    String chosen =
        ctx.vars().contains(VARIABLE) && ctx.vars().get(VARIABLE) != null
            ? ctx.render(String.valueOf(ctx.vars().get(VARIABLE)), VARIABLE).strip()
            : configured;
    if (!PythonDiscovery.MODES.contains(chosen)) {
      return new Interpreter(chosen, false, List.of());
    }
    if (ctx.vars().contains(FACT)
        && ctx.vars().get(FACT) instanceof String known
        && !known.isBlank()) {
      return new Interpreter(known, false, List.of());
    }
    Discovery d = ctx.session().get(SESSION_KEY, Discovery::new);
    return d.run(ctx, chosen);
  }

  /** Adds the discovery's fact and warnings to a module's result. */
  @SuppressWarnings("unchecked")
  void addTo(Map<String, Object> result) {
    if (!discovered) {
      return;
    }
    Map<String, Object> facts =
        new LinkedHashMap<>(
            result.get("ansible_facts") instanceof Map<?, ?> m
                ? (Map<String, Object>) m
                : Map.of());
    facts.put(FACT, path);
    result.put("ansible_facts", facts);
    ModuleOutput.addWarnings(result, warnings);
  }

  /** One discovery per connection and identity; later tasks before the fact is set reuse it. */
  private static final class Discovery {
    private Interpreter found;

    synchronized Interpreter run(ModuleContext ctx, String mode) throws ConnectionException {
      if (found != null) {
        return new Interpreter(found.path(), true, List.of());
      }
      CommandResult out = ctx.probe(PythonDiscovery.script());
      PythonDiscovery.Choice c = PythonDiscovery.choose(out.stdout(), ctx.host(), mode);
      found = new Interpreter(c.interpreter(), true, c.warnings());
      return found;
    }
  }
}
