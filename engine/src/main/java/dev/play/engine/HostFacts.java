package dev.play.engine;

import dev.play.facts.FactSubset;
import dev.play.facts.cache.CacheLookup;
import dev.play.facts.cache.CachedFacts;
import dev.play.facts.cache.FactCache;
import java.io.IOException;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * One host's facts in a run: gathered facts, the facts of other modules (and of {@code set_fact}
 * with {@code cacheable: true}), the subsets gathered in this run, and whether facts were gathered
 * at all, here or in an earlier run (the fact cache says so). They start from the host's fact cache
 * entry, and every change is written back to it, as Ansible's fact cache keeps them.
 */
final class HostFacts {
  private final String host;
  private final FactCache cache;
  private final Consumer<String> warnings;
  private final Map<String, Object> gathered = new ConcurrentHashMap<>();
  private final Map<String, Object> others = new ConcurrentHashMap<>();
  private volatile Set<FactSubset> subsets = Set.of();
  private volatile boolean gatheredOnce;

  private HostFacts(String host, FactCache cache, Consumer<String> warnings) {
    this.host = host;
    this.cache = cache;
    this.warnings = warnings;
  }

  /**
   * The facts of {@code host} as its cache entry has them (none without one). An entry that cannot
   * be used is a warning; an expired one is silently none, as in Ansible, or a warning when {@code
   * verbose}.
   */
  static HostFacts load(String host, FactCache cache, Consumer<String> warnings, boolean verbose) {
    HostFacts facts = new HostFacts(host, cache, warnings);
    switch (cache.read(host)) {
      case CacheLookup.Found f -> facts.start(CachedFacts.of(f.entry()));
      case CacheLookup.Unusable u ->
          warnings.accept(
              "ignoring the fact cache file " + u.file() + " of " + host + ": " + u.reason());
      case CacheLookup.Expired e -> {
        if (verbose) {
          warnings.accept(
              "the fact cache entry of "
                  + host
                  + " ("
                  + e.file()
                  + ") expired: written "
                  + e.age().toSeconds()
                  + " s ago, fact_caching_timeout is "
                  + e.timeout().toSeconds()
                  + " s");
        }
      }
      case CacheLookup.Absent a -> {}
    }
    return facts;
  }

  private void start(CachedFacts cached) {
    cached.gathered().forEach((k, v) -> gathered.put(k, wrap(v)));
    cached.others().forEach((k, v) -> others.put(k, wrap(v)));
    gatheredOnce = cached.gatheredOnce();
  }

  /** A snapshot of the gathered facts. */
  Map<String, Object> gathered() {
    return snapshot(gathered);
  }

  /** A snapshot of the other facts, by their own names. */
  Map<String, Object> others() {
    return snapshot(others);
  }

  /** Whether every subset in {@code wanted} was gathered in this run. */
  boolean gathered(Set<FactSubset> wanted) {
    return subsets.containsAll(wanted);
  }

  /**
   * Whether facts were gathered for the host in this run, or in an earlier one the fact cache
   * remembers.
   */
  boolean gatheredOnce() {
    return gatheredOnce;
  }

  /** The subsets not gathered yet in this run among {@code wanted}. */
  Set<FactSubset> missing(Set<FactSubset> wanted) {
    Set<FactSubset> missing = EnumSet.noneOf(FactSubset.class);
    missing.addAll(wanted);
    missing.removeAll(subsets);
    return missing;
  }

  /** What "Gathering Facts" found for {@code more}. */
  synchronized void gatheredNow(Map<String, Object> facts, Set<FactSubset> more) {
    facts.forEach((k, v) -> gathered.put(k, wrap(v)));
    Set<FactSubset> all = EnumSet.noneOf(FactSubset.class);
    all.addAll(subsets);
    all.addAll(more);
    subsets = Set.copyOf(all);
    gatheredOnce = true;
    save();
  }

  /** Facts of a fact-gathering module ({@code setup}). */
  synchronized void addGathered(Map<String, Object> facts) {
    facts.forEach((k, v) -> gathered.put(k, wrap(v)));
    save();
  }

  /** Facts of another module, or of a cacheable {@code set_fact}. */
  synchronized void addOthers(Map<String, Object> facts) {
    facts.forEach((k, v) -> others.put(k, wrap(v)));
    save();
  }

  /** {@code meta: clear_facts}: none left, in the run or in the cache. */
  synchronized void clear() {
    gathered.clear();
    others.clear();
    subsets = Set.of();
    gatheredOnce = false;
    try {
      cache.delete(host);
    } catch (IOException e) {
      warnings.accept("cannot remove the fact cache entry of " + host + ": " + e.getMessage());
    }
  }

  private void save() {
    if (!cache.outlivesTheRun()) {
      return; // the memory cache: this state is all it keeps, no entry to build at each change
    }
    try {
      cache.write(host, new CachedFacts(gathered(), others(), gatheredOnce).entry());
    } catch (IOException e) {
      warnings.accept(
          "cannot write the fact cache entry of "
              + host
              + " (its facts are kept for this run only): "
              + e.getMessage());
    }
  }

  private static Object wrap(Object v) {
    return v == null ? NullValue.INSTANCE : v;
  }

  private static Map<String, Object> snapshot(Map<String, Object> facts) {
    Map<String, Object> copy = new LinkedHashMap<>();
    facts.forEach((k, v) -> copy.put(k, NullValue.unwrap(v)));
    return copy;
  }
}
