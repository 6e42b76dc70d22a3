package dev.play.module.control;

import dev.play.inventory.InventoryAddition;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code group_by}: adds the host to the group named by {@code key} (spaces become dashes, as in
 * Ansible), created under {@code parents} (default {@code all}) when new, in the run's inventory.
 */
final class GroupByModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("key:str", "parents:raw"); // key checked by the module, with Ansible's message

  @Override
  public String name() {
    return "group_by";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public boolean editsInventory() {
    return true;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    if (!args.has("key")) {
      throw new ModuleFailure("the 'key' param is required when using group_by");
    }
    String group = dashed(args.string("key"));
    if (group.isEmpty()) {
      throw new ModuleFailure("group_by: key is empty, a group needs a name");
    }
    List<String> parents = parents(args.raw("parents"));
    for (String p : parents) {
      if (new InventoryAddition.Child(p, group).loops(ctx.inventory().current())) {
        throw new ModuleFailure(
            "Adding group '"
                + group
                + "' as child to '"
                + p
                + "' creates a recursive dependency loop.");
      }
    }
    List<InventoryAddition> candidates = new ArrayList<>();
    candidates.add(new InventoryAddition.NewGroup(group));
    parents.forEach(p -> candidates.add(new InventoryAddition.NewGroup(p)));
    parents.forEach(p -> candidates.add(new InventoryAddition.Child(p, group)));
    if (!ctx.inventory().current().hostsOf(group).contains(ctx.host())) {
      candidates.add(new InventoryAddition.Member(group, ctx.host()));
    }
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("add_group", group);
    result.put("parent_groups", parents);
    return InventoryChange.plan(ctx, candidates, ctx.host() + " is in group " + group, result);
  }

  /** A string is one parent; a list, several; none: {@code all}. */
  private static List<String> parents(Object given) throws ModuleFailure {
    if (given == null) {
      return List.of("all");
    }
    if (given instanceof Map) {
      throw new ModuleFailure(
          "group_by: parents must be a group name or a list of them, got a mapping");
    }
    List<?> names = given instanceof List<?> l ? l : List.of(given);
    List<String> out = new ArrayList<>();
    for (Object n : names) {
      out.add(dashed(String.valueOf(n)));
    }
    return out;
  }

  private static String dashed(String name) {
    return name.replace(' ', '-');
  }
}
