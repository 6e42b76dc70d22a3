package dev.play.report;

import java.util.List;

/**
 * A role's hosts and their changes.
 *
 * @param role the role's name, or null for the tasks of a play outside roles
 * @param hosts the hosts the role ran on, with or without changes
 */
record RoleChanges(String role, List<HostChanges> hosts) {
  /** The name shown for the tasks outside roles. */
  public static final String PLAY_LEVEL_LABEL = "play-level tasks";

  public RoleChanges {
    hosts = List.copyOf(hosts);
  }

  /** Whether anything changed on any host. */
  public boolean changed() {
    return hosts.stream().anyMatch(HostChanges::changed);
  }

  /** The role's name, or {@link #PLAY_LEVEL_LABEL}. */
  public String label() {
    return role == null ? PLAY_LEVEL_LABEL : role;
  }
}
