package dev.play.facts.cache;

import java.util.Map;

/**
 * Ansible's {@code memory} fact cache, its default: facts live for the run only. The run's host
 * state holds them for that long, so nothing is kept here and no run finds an entry.
 */
public enum MemoryFactCache implements FactCache {
  INSTANCE;

  @Override
  public boolean outlivesTheRun() {
    return false;
  }

  @Override
  public CacheLookup read(String host) {
    return new CacheLookup.Absent();
  }

  @Override
  public void write(String host, Map<String, Object> entry) {
    // the run's host state keeps the facts until the run ends, which is all this cache promises
  }

  @Override
  public void delete(String host) {
    // nothing outlives the run, so nothing is left to remove
  }
}
