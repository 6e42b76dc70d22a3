package dev.play.engine;

import dev.play.inventory.Host;
import dev.play.output.HostStats;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the run knows about one host: facts, set_fact/register and include_vars variables, failure
 * state, notified handlers and recap counters. Mutated only by the worker running this host's
 * current task; read by others between tasks (hostvars).
 */
final class HostState {
  private final Host host;
  private final HostFacts facts;
  private final Map<String, dev.play.module.PlannedFile> plannedWrites = new ConcurrentHashMap<>();
  private final Map<String, Object> vars = new ConcurrentHashMap<>();
  private final Map<String, Object> includedVars = new ConcurrentHashMap<>();
  private final Set<String> notified = java.util.Collections.synchronizedSet(new LinkedHashSet<>());
  private final Set<String> plannedDirectories = ConcurrentHashMap.newKeySet();
  private final Set<String> plannedFiles = ConcurrentHashMap.newKeySet();
  private volatile String unforeseen;
  private volatile boolean failed;
  private volatile boolean unreachable;
  private volatile boolean ended;

  /** The last failure, until the walker settles it ({@link #settleFailure}). */
  private volatile FailedTask failure;

  private int ok;
  private int changed;
  private int failures;
  private int skipped;
  private int rescued;
  private int ignored;
  private int unreachables;

  /**
   * @param facts the host's facts, from its fact cache entry
   */
  HostState(Host host, HostFacts facts) {
    this.host = host;
    this.facts = facts;
  }

  String name() {
    return host.name();
  }

  Host host() {
    return host;
  }

  /** A snapshot of the host's gathered facts. */
  Map<String, Object> facts() {
    return facts.gathered();
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

  /** The host failed {@code task}: it leaves the lane until a rescue takes it back. */
  void failed(FailedTask task) {
    failed = true;
    failure = task;
  }

  /**
   * Settles the last failure: when a rescue will take the host back ({@code rescuing}), sets {@code
   * ansible_failed_task} and {@code ansible_failed_result} from it, as Ansible does (they stay set
   * for the rest of the run); else forgets it.
   */
  void settleFailure(boolean rescuing) {
    FailedTask f = failure;
    failure = null;
    if (f != null && rescuing) {
      f.vars().forEach(this::setVar);
    }
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
    return facts.gathered(wanted);
  }

  /**
   * Whether facts were gathered for this host in the run or, by the fact cache, in an earlier one
   * ({@code gathering: smart}).
   */
  boolean anyFactsGathered() {
    return facts.gatheredOnce();
  }

  /** The subsets not gathered yet among {@code wanted}. */
  java.util.Set<dev.play.facts.FactSubset> missingSubsets(
      java.util.Set<dev.play.facts.FactSubset> wanted) {
    return facts.missing(wanted);
  }

  void factsGathered(
      Map<String, Object> gathered, java.util.Set<dev.play.facts.FactSubset> subsets) {
    facts.gatheredNow(gathered, subsets);
  }

  /**
   * {@code meta: clear_facts}: the facts and the host's fact cache entry go; set_fact variables
   * stay.
   */
  void clearFacts() {
    facts.clear();
  }

  /** A snapshot of the facts other modules returned, by their own names. */
  Map<String, Object> moduleFacts() {
    return facts.others();
  }

  /**
   * Facts returned by a module other than the fact gatherers (cluster_facts, ...), or a cacheable
   * set_fact: kept by their own names.
   */
  void addModuleFacts(Map<String, Object> more) {
    facts.addOthers(more);
  }

  /** Facts returned by a fact-gathering module ({@code ansible_facts} in its result). */
  void addFacts(Map<String, Object> more) {
    facts.addGathered(more);
  }

  /**
   * Check mode: the latest earlier task whose effects could not be foreseen ({@link
   * UnforeseenTask}).
   */
  void unforeseen(String task) {
    unforeseen = task;
  }

  String unforeseen() {
    return unforeseen;
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

  /**
   * Check mode: files (and other resources, {@code kind:name}) earlier tasks would have created.
   */
  void planFiles(java.util.List<String> paths) {
    plannedFiles.addAll(paths);
  }

  /** Whether a file or directory at {@code path}, or a file inside it, was planned. */
  boolean pathPlanned(String path) {
    String prefix = path.endsWith("/") ? path : path + "/";
    return plannedFiles.contains(path)
        || directoryPlanned(path)
        || plannedFiles.stream().anyMatch(f -> f.startsWith(prefix));
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
    if (o.status() == dev.play.output.Status.FAILED
        && o.ignored()
        && Boolean.TRUE.equals(o.result().get("changed"))) {
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
      case UNREACHABLE -> {}
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
