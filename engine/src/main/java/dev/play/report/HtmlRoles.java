package dev.play.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The by-role view of the HTML page: roles and their hosts, as the template reads them. */
final class HtmlRoles {
  /** The {@code data-role} of the play-level tasks (no role name has a colon). */
  static final String PLAY_LEVEL_KEY = ":play";

  /** A role's section. */
  record Role(String key, String label, List<Host> hosts) {}

  /**
   * A host's block in a role: {@code changed} and {@code problem} as "1" or "0" for data
   * attributes; {@code incomplete} when its run stopped early, so that no change listed is not "no
   * change"; {@code preds} which predictions it has, "known" and "assumed" space-separated; {@code
   * block} its changes' index in the page's {@link ChangeBlocks}.
   */
  record Host(
      String host,
      String role,
      String changed,
      String problem,
      boolean incomplete,
      String cats,
      String preds,
      int count,
      int assumed,
      int block) {
    /**
     * How many changes, in words: "1 change", "3 changes", "0 changes so far" on a host that
     * stopped.
     */
    String countText() {
      return count + (count == 1 ? " change" : " changes") + (incomplete ? " so far" : "");
    }

    /** How many of the changes are assumed, in words, or null when none. */
    String assumedText() {
      return assumed == 0 ? null : assumed + " assumed";
    }
  }

  private HtmlRoles() {}

  /** The sections of {@code report}'s roles, their hosts' changes added to {@code blocks}. */
  static List<Role> of(ReportData report, ChangeBlocks blocks) {
    Set<String> incomplete = report.incomplete();
    List<Role> out = new ArrayList<>();
    for (RoleChanges role : report.roles()) {
      String key = key(role.role());
      List<Host> hosts =
          role.hosts().stream()
              .map(h -> host(key, h, incomplete.contains(h.host()), blocks))
              .toList();
      out.add(new Role(key, role.label(), hosts));
    }
    return out;
  }

  /** The {@code data-role} of a role, null being the play-level tasks. */
  static String key(String role) {
    return role == null ? PLAY_LEVEL_KEY : role;
  }

  private static Host host(String role, HostChanges h, boolean incomplete, ChangeBlocks blocks) {
    return new Host(
        h.host(),
        role,
        flag(h.changed()),
        flag(incomplete),
        incomplete,
        String.join(" ", h.byCategory().keySet()),
        preds(h),
        h.changes().size(),
        (int) h.changes().stream().filter(Change::isAssumed).count(),
        blocks.add(h));
  }

  /** The kinds of prediction among a host's changes, for the prediction filter. */
  static String preds(HostChanges h) {
    return preds(h.known(), h.assumed());
  }

  /** {@code data-preds}: "known", "assumed", both space-separated, or empty. */
  static String preds(boolean known, boolean assumed) {
    return ((known ? "known " : "") + (assumed ? "assumed" : "")).strip();
  }

  static String flag(boolean b) {
    return b ? "1" : "0";
  }
}
