package dev.play.facts.cache;

import java.io.IOException;
import java.util.Map;

/**
 * Where hosts' facts outlive a run, as Ansible's fact cache plugins keep them: one entry per
 * inventory host, the facts in Ansible's own shape ({@link CachedFacts} turns play's facts into an
 * entry and back).
 */
public interface FactCache {
  /** The entry of {@code host}, or why there is none to use. */
  CacheLookup read(String host);

  /**
   * Whether entries outlive the run: when not, there is no entry worth making for {@link #write} (a
   * host's facts are snapshotted for it at every change).
   */
  default boolean outlivesTheRun() {
    return true;
  }

  /** Replaces the entry of {@code host} with {@code entry}. */
  void write(String host, Map<String, Object> entry) throws IOException;

  /** Removes the entry of {@code host}; none is no error. */
  void delete(String host) throws IOException;
}
