package dev.play.output;

import java.util.List;

/**
 * What the command line asked for, as the summary JSON reports it.
 *
 * @param playVersion the version {@code play --version} reports for play itself
 * @param playbooks the playbook files, as given on the command line
 * @param inventory the inventory sources the run read ({@code -i}, else the {@code inventory}
 *     setting), as given
 */
public record RunInvocation(String playVersion, List<String> playbooks, List<String> inventory) {
  public RunInvocation {
    java.util.Objects.requireNonNull(playVersion, "playVersion");
    playbooks = List.copyOf(playbooks);
    inventory = List.copyOf(inventory);
  }
}
