package dev.play.secret;

import dev.play.value.JsonWriter;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The secret values of one run — vaulted values, connection and become passwords, key passphrases —
 * which no output shows: everything play prints or writes for people and tools (console at any
 * {@code -v}, diffs, the JSON summary, error messages, stack traces) passes {@link #censor}, which
 * puts {@value #MASK} in their place. Values shorter than {@value #MIN_LENGTH} characters are not
 * masked: they would mask ordinary output (a vaulted {@code port: "22"}), and are no secret. {@code
 * --show-secrets} turns masking off.
 *
 * <p>Each run has its own (the command line makes one per invocation and hands it down): two runs
 * in one process mask only their own values. Safe to use from the run's worker threads.
 */
public final class Secrets {
  public static final String MASK = "********";
  static final int MIN_LENGTH = 4;
  private final Set<String> values = ConcurrentHashMap.newKeySet();
  private volatile String[] longestFirst = new String[0];
  private volatile boolean shown;

  /** A run's secrets: none yet, masked when known. */
  public Secrets() {}

  /** {@code value} (and each line of it, when it has several) is never shown. */
  public void register(String value) {
    if (value == null || values.contains(value)) {
      return; // the become password is registered by every task that uses it: known, nothing to do
    }
    boolean added = add(value.strip());
    for (String line : value.split("\n")) {
      added |= add(line.strip());
    }
    if (added) {
      sortLongestFirst();
    }
  }

  /**
   * Under the lock: of two registrations at once, the later list (with both values) is the one
   * kept.
   */
  private synchronized void sortLongestFirst() {
    String[] all = values.toArray(new String[0]);
    Arrays.sort(all, Comparator.comparingInt(String::length).reversed());
    longestFirst = all;
  }

  /**
   * {@code value}, and the forms JSON gives it where they differ: a secret holding a quote, a
   * backslash or a control character reads escaped in a structure shown as JSON (an item's label, a
   * mapping in a message), and one holding other than ASCII also as {@code to_json} writes it.
   */
  private boolean add(String value) {
    if (value.length() < MIN_LENGTH) {
      return false;
    }
    String json = JsonWriter.compact(value);
    boolean added = values.add(value);
    added |= values.add(json.substring(1, json.length() - 1));
    String ascii = JsonWriter.ensureAscii(json);
    return values.add(ascii.substring(1, ascii.length() - 1)) | added;
  }

  /** {@code --show-secrets}: nothing is masked from now on. */
  public void show(boolean on) {
    shown = on;
  }

  /** Whether anything is masked: a secret is known and not shown. */
  public boolean active() {
    return !shown && longestFirst.length > 0;
  }

  /** {@code text} with every secret value masked. */
  public String censor(String text) {
    String[] values = longestFirst;
    if (shown || values.length == 0 || text == null) {
      return text;
    }
    String out = text;
    for (String v : values) {
      if (out.contains(v)) {
        out = out.replace(v, MASK);
      }
    }
    return out;
  }

  /**
   * {@code value} (a result, a report) with every secret masked in its keys, strings and other
   * scalars: for output about to be escaped as JSON or XML, where an escaped secret (one holding
   * {@code "} or {@code <}) would no longer match {@link #censor} on the rendered text.
   */
  public Object censorValues(Object value) {
    if (!active() || value == null || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, v) -> out.put(censor(String.valueOf(k)), censorValues(v)));
      return out;
    }
    if (value instanceof Collection<?> c) {
      return c.stream().map(this::censorValues).toList();
    }
    String text = String.valueOf(value);
    String masked = censor(text);
    return masked.equals(text) ? value : masked;
  }
}
