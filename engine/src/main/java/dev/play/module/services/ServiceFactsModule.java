package dev.play.module.services;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code service_facts}: the host's services under {@code ansible_facts.services}, as Ansible
 * shapes them ({@link ServiceTable}). One command, two on a systemd host with unit files no unit is
 * loaded for. Never changes anything.
 */
final class ServiceFactsModule implements Module {
  static final String NONE_FOUND =
      "Failed to find any services. This can be due to privileges or some other configuration issue.";

  @Override
  public String name() {
    return "service_facts";
  }

  @Override
  public ArgSpec spec() {
    return ArgSpec.of();
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    ServiceTable table = ServiceTable.parse(read(ctx, ServiceTable.listScript()));
    List<String> unlisted = table.unlisted();
    Map<String, String> states =
        unlisted.isEmpty()
            ? Map.of()
            : ServiceTable.states(unlisted, read(ctx, ServiceTable.stateScript(unlisted)));
    return plan(table.complete(states));
  }

  /** The result for these services: skipped when there are none, as Ansible. Pure. */
  static Plan plan(Map<String, Object> services) {
    if (services.isEmpty()) {
      Map<String, Object> skipped = new LinkedHashMap<>();
      skipped.put("skipped", true);
      skipped.put("msg", NONE_FOUND);
      return Plan.noChange(NONE_FOUND, skipped);
    }
    return Plan.noChange(
        services.size() + " services found", Map.of("ansible_facts", Map.of("services", services)));
  }

  private static String read(ModuleContext ctx, String script)
      throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.probe(script);
    if (!r.ok()) {
      throw new ModuleFailure(
          "service_facts: cannot list the services: " + r.stderr().strip(), Map.of("rc", r.rc()));
    }
    return r.stdout();
  }
}
