package dev.play.engine;

import dev.play.inventory.Host;
import dev.play.output.HostStats;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the run knows about one host: facts, set_fact/register and include_vars variables, failure state,
 * notified handlers and recap counters. Mutated only by the worker running this host's current
 * task; read by others between tasks (hostvars).
 */
final class HostState {
  private final Host host;
  private final Map<String, Object> facts = new ConcurrentHashMap<>();
  private final Map<String, Object> moduleFacts = new ConcurrentHashMap<>();
  private final Map<String, dev.play.module.PlannedFile> plannedWrites = new ConcurrentHashMap<>();
  private final Map<String, Object> vars = new ConcurrentHashMap<>();
  private final Map<String, Object> includedVars = new ConcurrentHashMap<>();
  private final Set<String> notified = java.util.Collections.synchronizedSet(new LinkedHashSet<>());
  private final Set<String> plannedDirectories = ConcurrentHashMap.newKeySet();
  private final Set<String> plannedFiles = ConcurrentHashMap.newKeySet();
  private volatile boolean failed;
  private volatile boolean unreachable;
  private volatile boolean ended;
  private volatile java.util.Set<dev.play.facts.FactSubset> gatheredSubsets = java.util.Set.of();
  private int ok;
  private int changed;
  private int failures;
  private int skipped;
  private int rescued;
  private int ignored;
  private int unreachables;

  HostState(Host host) {
    this.host = host;
  }

  String name() {
    return host.name();
  }

  Host host() {
    return host;
  }

  /** A snapshot of the host's facts. */
  Map<String, Object> facts() {
    Map<String, Object> copy = new java.util.LinkedHashMap<>();
    facts.forEach((k, v) -> copy.put(k, NullValue.unwrap(v)));
    return copy;
  }

  /** A snapshot of set_fact and register results. */
  Map<String, Object> vars() {
    Map<String, Object> copy = new java.util.LinkedHashMap<>();
    vars.forEach((k, v) -> copy.put(k, NullValue.unwrap(v)));
    return copy;
  }

  synchronized void setVar(String name, Object value) {
    vars.put(name, value == null ? NullValue.INSTANCE : value);
  }

  /** A snapshot of the variables {@code include_vars} loaded. */
  Map<String, Object> includedVars() {
    Map<String, Object> copy = new java.util.LinkedHashMap<>();
    includedVars.forEach((k, v) -> copy.put(k, NullValue.unwrap(v)));
    return copy;
  }

  /** A variable {@code include_vars} loaded: above task vars, below set_fact and register. */
  void includeVar(String name, Object value) {
    includedVars.put(name, value == null ? NullValue.INSTANCE : value);
  }

  /** Whether the host still takes tasks in this play. */
  boolean active() {
    return !failed && !unreachable && !ended;
  }

  boolean failed() {
    return failed;
  }

  void failed(boolean value) {
    failed = value;
  }

  boolean unreachable() {
    return unreachable;
  }

  void markUnreachable() {
    unreachable = true;
    unreachables++;
  }

  void end() {
    ended = true;
  }

  /** A new play: hosts that ended with {@code meta: end_host} take part again. */
  void resetForPlay() {
    ended = false;
  }

  /** Whether every subset in {@code wanted} was gathered already (facts are kept for the run). */
  boolean factsGathered(java.util.Set<dev.play.facts.FactSubset> wanted) {
    return gatheredSubsets.containsAll(wanted);
  }

  /** Whether any facts were gathered for this host in the run ({@code gathering: smart}). */
  boolean anyFactsGathered() {
    return !gatheredSubsets.isEmpty();
  }

  /** The subsets not gathered yet among {@code wanted}. */
  java.util.Set<dev.play.facts.FactSubset> missingSubsets(java.util.Set<dev.play.facts.FactSubset> wanted) {
    java.util.Set<dev.play.facts.FactSubset> missing = java.util.EnumSet.noneOf(dev.play.facts.FactSubset.class);
    missing.addAll(wanted);
    missing.removeAll(gatheredSubsets);
    return missing;
  }

  void factsGathered(Map<String, Object> gathered, java.util.Set<dev.play.facts.FactSubset> subsets) {
    addFacts(gathered);
    java.util.Set<dev.play.facts.FactSubset> all = java.util.EnumSet.noneOf(dev.play.facts.FactSubset.class);
    all.addAll(gatheredSubsets);
    all.addAll(subsets);
    gatheredSubsets = java.util.Set.copyOf(all);
  }

  void clearFacts() {
    facts.clear();
    moduleFacts.clear();
    gatheredSubsets = java.util.Set.of();
  }

  /** A snapshot of the facts other modules returned, by their own names. */
  Map<String, Object> moduleFacts() {
    Map<String, Object> copy = new java.util.LinkedHashMap<>();
    moduleFacts.forEach((k, v) -> copy.put(k, NullValue.unwrap(v)));
    return copy;
  }

  /** Facts returned by a module other than the fact gatherers (cluster_facts, ...): kept by their own names. */
  void addModuleFacts(Map<String, Object> more) {
    more.forEach((k, v) -> moduleFacts.put(k, v == null ? NullValue.INSTANCE : v));
  }

  /** Facts returned by a fact-gathering module ({@code ansible_facts} in its result). */
  void addFacts(Map<String, Object> more) {
    more.forEach((k, v) -> facts.put(k, v == null ? NullValue.INSTANCE : v));
  }

  /** Check mode: directories earlier tasks would have created. */
  void planDirectories(java.util.List<String> paths) {
    plannedDirectories.addAll(paths);
  }

  /** Check mode: files earlier tasks would have written, with their content. */
  void planWrite(dev.play.module.PlannedFile file) {
    plannedWrites.put(file.path(), file);
  }

  java.util.Optional<dev.play.module.PlannedFile> plannedWrite(String path) {
    return java.util.Optional.ofNullable(plannedWrites.get(path));
  }

  /** Check mode: files (and other resources, {@code kind:name}) earlier tasks would have created. */
  void planFiles(java.util.List<String> paths) {
    plannedFiles.addAll(paths);
  }

  /** Whether a file or directory at {@code path}, or a file inside it, was planned. */
  boolean pathPlanned(String path) {
    String prefix = path.endsWith("/") ? path : path + "/";
    return plannedFiles.contains(path) || directoryPlanned(path) || plannedFiles.stream().anyMatch(f -> f.startsWith(prefix));
  }

  /** Whether {@code path}, or a directory inside it, was planned (mkdir -p creates parents). */
  boolean directoryPlanned(String path) {
    String prefix = path.endsWith("/") ? path : path + "/";
    return plannedDirectories.stream().anyMatch(p -> p.equals(path) || p.startsWith(prefix));
  }

  Set<String> notified() {
    return notified;
  }

  /**
   * Counts a task's outcome for the recap. An ignored failure counts as ok and ignored, and as
   * changed when its result says so (a command that failed), as Ansible counts it.
   */
  synchronized void count(Outcome o) {
    count(o.status(), o.ignored());
    if (o.status() == dev.play.output.Status.FAILED && o.ignored() && Boolean.TRUE.equals(o.result().get("changed"))) {
      changed++;
    }
  }

  synchronized void count(dev.play.output.Status status, boolean ignoredFailure) {
    switch (status) {
      case OK -> ok++;
      case CHANGED -> {
        ok++;
        changed++;
      }
      case SKIPPED -> skipped++;
      case FAILED -> {
        if (ignoredFailure) {
          ignored++;
          ok++;
        } else {
          failures++;
        }
      }
      case UNREACHABLE -> { }
    }
  }

  synchronized void countRescued() {
    rescued++;
    failures = Math.max(0, failures - 1);
  }

  synchronized HostStats stats() {
    return new HostStats(name(), ok, changed, unreachables, failures, skipped, rescued, ignored);
  }
}
