package dev.play.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** The by-role view of the HTML page: role, host, category, change, as the template reads them. */
final class HtmlRoles {
  /** The {@code data-role} of the play-level tasks (no role name has a colon). */
  static final String PLAY_LEVEL_KEY = ":play";

  /** A role's section. */
  record Role(String key, String label, boolean changed, List<Host> hosts) {}

  /**
   * A host's block in a role: {@code changed} and {@code problem} as "1" or "0" for data attributes;
   * {@code incomplete} when its run stopped early, so that no change listed is not "no change".
   */
  record Host(String host, String role, String changed, String problem, boolean incomplete, String cats,
      int count, List<Category> categories) {
    /** How many changes, in words: "1 change", "3 changes", "0 changes so far" on a host that stopped. */
    String countText() {
      return count + (count == 1 ? " change" : " changes") + (incomplete ? " so far" : "");
    }
  }

  /** A category's changes on a host. */
  record Category(String name, List<Item> changes) {}

  /** One change; {@code diffs} the indexes of its diffs, space-separated, or null without diffs. */
  record Item(String task, boolean handler, String item, List<String> steps, String diffs) {}

  private HtmlRoles() {}

  /** The sections of {@code report}'s roles. */
  static List<Role> of(ReportData report) {
    Set<String> incomplete = report.incomplete();
    List<Role> out = new ArrayList<>();
    for (RoleChanges role : report.roles()) {
      String key = key(role.role());
      List<Host> hosts = role.hosts().stream().map(h -> host(key, h, incomplete.contains(h.host()))).toList();
      out.add(new Role(key, role.label(), role.changed(), hosts));
    }
    return out;
  }

  /** The {@code data-role} of a role, null being the play-level tasks. */
  static String key(String role) {
    return role == null ? PLAY_LEVEL_KEY : role;
  }

  private static Host host(String role, HostChanges h, boolean incomplete) {
    List<Category> categories = new ArrayList<>();
    h.byCategory().forEach((name, changes) -> categories.add(new Category(name,
        changes.stream().map(HtmlRoles::item).toList())));
    return new Host(h.host(), role, flag(h.changed()), flag(incomplete), incomplete,
        String.join(" ", h.byCategory().keySet()), h.changes().size(), categories);
  }

  private static Item item(Change c) {
    String diffs = c.diffs().isEmpty() ? null
        : c.diffs().stream().map(String::valueOf).collect(Collectors.joining(" "));
    return new Item(c.task(), c.handler(), c.item(), c.steps(), diffs);
  }

  static String flag(boolean b) {
    return b ? "1" : "0";
  }
}
