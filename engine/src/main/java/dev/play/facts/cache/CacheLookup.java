package dev.play.facts.cache;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** What the fact cache holds for a host: an entry, nothing, or one that may not be used and why. */
public sealed interface CacheLookup {
  /** An entry, as Ansible's fact cache holds it. */
  record Found(Map<String, Object> entry) implements CacheLookup {
    public Found {
      entry = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(entry));
    }
  }

  /** No entry. */
  record Absent() implements CacheLookup {}

  /** An entry older than the timeout: treated as none, as Ansible does. */
  record Expired(Path file, Duration age, Duration timeout) implements CacheLookup {}

  /** An entry that cannot be read or is not a JSON object: treated as none. */
  record Unusable(Path file, String reason) implements CacheLookup {}
}
