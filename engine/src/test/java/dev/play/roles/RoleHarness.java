package dev.play.roles;

import dev.play.facts.FactSubset;
import dev.play.facts.SystemFacts;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.module.ModuleRegistry;
import dev.play.module.Plan;
import dev.play.module.catalog.BuiltinModules;
import dev.play.template.ResolvingScope;
import dev.play.template.Templater;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import dev.play.vars.VarSources;
import dev.play.vars.VariablePipeline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/**
 * A role's modules and templates on an example inventory, with no host: each host's variables are
 * layered as the engine layers them (role defaults, the inventory with its group_vars, facts from a
 * captured fact-script output, play vars, facts set by modules run here), modules plan with those
 * variables (running no command), and templates render through play's {@link Templater}. For the
 * golden files of the role library.
 *
 * <pre>{@code
 * RoleHarness h = RoleHarness.inventory("a100_lab").role("nfs_server").factsForAll("no-gpu-debian");
 * h.run("node0", "cluster_facts", Map.of("group", "nodes"));
 * String exports = h.render("node0", "nfs_server", "exports.mustache");
 * }</pre>
 */
public final class RoleHarness {
  /** The repository root, seen from the engine module's directory (Maven's working directory). */
  public static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static final Path FACTS = Path.of("src/test/resources/facts/hosts");

  /** What {@code omit} renders to; arguments holding it are dropped, as the engine drops them. */
  private static final String OMIT = "__omit_place_holder__harness";

  private final Inventory inventory;
  private final Templater templater = new Templater();
  private final ModuleRegistry registry = BuiltinModules.registry();
  private final List<Map<String, Object>> defaults = new java.util.ArrayList<>();
  private final List<Map<String, Object>> roleVars = new java.util.ArrayList<>();
  private final Map<String, Object> playVars = new LinkedHashMap<>();
  private final Map<String, Map<String, Object>> facts = new HashMap<>();
  private final Map<String, Map<String, Object>> setFacts = new HashMap<>();

  private RoleHarness(Inventory inventory) {
    this.inventory = inventory;
  }

  /** The example inventory {@code inventory/<name>/} of the repository. */
  public static RoleHarness inventory(String name) {
    return new RoleHarness(
        InventoryLoader.load(
            List.of(ROOT.resolve("inventory").resolve(name).toString()),
            dev.play.vault.VaultContext.none()));
  }

  /** Adds {@code roles/<role>/defaults/main.yml} and {@code vars/main.yml}, when present. */
  public RoleHarness role(String role) {
    Path dir = ROOT.resolve("roles").resolve(role);
    defaults.add(yaml(dir.resolve("defaults/main.yml")));
    roleVars.add(yaml(dir.resolve("vars/main.yml")));
    return this;
  }

  public RoleHarness vars(Map<String, Object> vars) {
    playVars.putAll(vars);
    return this;
  }

  /**
   * The facts of {@code host}: {@code src/test/resources/facts/hosts/<file>.facts}, parsed by
   * play's own parser.
   */
  public RoleHarness facts(String host, String file) {
    facts.put(host, parsedFacts(file));
    return this;
  }

  /** The same captured facts for every host of the inventory. */
  public RoleHarness factsForAll(String file) {
    Map<String, Object> parsed = parsedFacts(file);
    inventory.hostNames().forEach(h -> facts.put(h, parsed));
    return this;
  }

  /**
   * Plans {@code module} on {@code host}; facts it sets are kept for later calls. Returns its
   * result.
   */
  public Map<String, Object> run(String host, String module, Map<String, Object> args)
      throws ModuleFailure {
    Module m =
        registry
            .find(module)
            .orElseThrow(() -> new IllegalArgumentException("no module " + module));
    Map<String, Object> given = new LinkedHashMap<>(args);
    given.values().removeIf(OMIT::equals);
    Args bound = m.bind(given);
    Plan plan;
    try {
      plan = m.plan(bound, new HarnessContext(host, scope(host), templater));
    } catch (dev.play.connection.ConnectionException e) {
      throw new IllegalStateException("the role harness has no host: " + e.getMessage(), e);
    }
    if (plan.result().get("ansible_facts") instanceof Map<?, ?> set) {
      set.forEach(
          (k, v) ->
              setFacts.computeIfAbsent(host, h -> new LinkedHashMap<>()).put(String.valueOf(k), v));
    }
    return plan.result();
  }

  /**
   * Runs {@code module} on every host of {@code group}, in order (facts of earlier hosts are
   * visible to later ones).
   */
  public RoleHarness runOnGroup(String group, String module, Map<String, Object> args)
      throws ModuleFailure {
    for (String host : inventory.hostsOf(group)) {
      run(host, module, args);
    }
    return this;
  }

  /**
   * Renders {@code roles/<role>/templates/<template>} (or {@code templates/<template>} at the root)
   * for {@code host}.
   */
  public String render(String host, String role, String template) {
    Path file = ROOT.resolve("roles").resolve(role).resolve("templates").resolve(template);
    if (!Files.exists(file)) {
      file = ROOT.resolve("templates").resolve(template);
    }
    try {
      return templater.renderText(Files.readString(file), scope(host), file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The hosts of {@code group} in inventory order. */
  public List<String> hosts(String group) {
    return inventory.hostsOf(group);
  }

  /** Every variable of {@code host}, resolved (templates in values rendered). */
  public Scope scope(String host) {
    return new ResolvingScope(raw(host, true), templater);
  }

  private LayeredScope raw(String host, boolean withHostvars) {
    Map<String, Object> magic = new LinkedHashMap<>();
    magic.put("inventory_hostname", host);
    magic.put("groups", inventory.groupsMap());
    magic.put("group_names", inventory.groupNames(host));
    magic.put("omit", OMIT);
    if (withHostvars) {
      Map<String, Object> hostvars = new LinkedHashMap<>();
      for (String h : inventory.hostNames()) {
        LayeredScope other = raw(h, false);
        hostvars.put(
            h,
            new dev.play.vars.ScopeMap(() -> new ResolvingScope(other, templater), other::names));
      }
      magic.put("hostvars", hostvars);
    }
    return VariablePipeline.scope(
        new VarSources(
            defaults,
            inventory.varLayers(host),
            facts.getOrDefault(host, Map.of()),
            setFacts.getOrDefault(host, Map.of()),
            playVars,
            List.of(),
            roleVars,
            List.of(),
            List.of(),
            Map.of(),
            Map.of(),
            Map.of(),
            magic));
  }

  private static Map<String, Object> parsedFacts(String file) {
    try {
      return SystemFacts.parse(
          Files.readString(FACTS.resolve(file + ".facts")), EnumSet.allOf(FactSubset.class));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, Object> yaml(Path file) {
    if (!Files.exists(file)) {
      return Map.of();
    }
    try (var r = Files.newBufferedReader(file)) {
      Map<String, Object> m = new Yaml().load(r);
      return m == null ? Map.of() : m;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
