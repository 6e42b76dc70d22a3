package dev.play.report;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What the report is of: the run (or runs, merged) as a whole.
 *
 * @param documents how many summary documents were read
 * @param playbooks the playbooks run, each once, in order
 * @param inventory the inventory sources, each once, in order
 * @param checkMode whether every run was a dry run ({@code --check})
 * @param diff whether a run had {@code --diff}: true when one did, false when every one says it did
 *     not, null when it is not known (format 1 does not say)
 * @param started when the first run started, or null when no document says
 * @param durationS how long, in seconds: from the first start to the last end when every document
 *     says when it started, else the durations summed; null when a document lacks one
 * @param versions play's versions that wrote the documents, each once
 */
record Header(
    int documents,
    List<String> playbooks,
    List<String> inventory,
    boolean checkMode,
    Boolean diff,
    Instant started,
    Double durationS,
    List<String> versions) {
  public Header {
    playbooks = List.copyOf(playbooks);
    inventory = List.copyOf(inventory);
    versions = List.copyOf(versions);
  }

  /** The header of two sets of documents read together. */
  Header plus(Header other) {
    return new Header(
        documents + other.documents,
        union(playbooks, other.playbooks),
        union(inventory, other.inventory),
        checkMode && other.checkMode,
        diff(other),
        earliest(started, other.started),
        duration(other),
        union(versions, other.versions));
  }

  private Boolean diff(Header other) {
    if (Boolean.TRUE.equals(diff) || Boolean.TRUE.equals(other.diff)) {
      return true;
    }
    return (diff == null || other.diff == null) ? null : false;
  }

  private Double duration(Header other) {
    if (durationS == null || other.durationS == null) {
      return null;
    }
    if (started == null || other.started == null) {
      return durationS + other.durationS;
    }
    Instant end = latest(end(), other.end());
    return Duration.between(earliest(started, other.started), end).toNanos() / 1e9;
  }

  private Instant end() {
    return started.plusNanos(Math.round(durationS * 1e9));
  }

  private static Instant earliest(Instant a, Instant b) {
    return a == null ? b : b == null || a.isBefore(b) ? a : b;
  }

  private static Instant latest(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  private static List<String> union(List<String> a, List<String> b) {
    LinkedHashSet<String> all = new LinkedHashSet<>(a);
    all.addAll(b);
    return new ArrayList<>(all);
  }
}
