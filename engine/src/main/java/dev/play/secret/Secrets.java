package dev.play.secret;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The secret values of this run — vaulted values, connection and become passwords, key
 * passphrases — which no output shows: everything play prints or writes for people and tools
 * (console at any {@code -v}, diffs, the JSON summary, error messages, stack traces) passes
 * {@link #censor}, which puts {@value #MASK} in their place. Values shorter than
 * {@value #MIN_LENGTH} characters are not masked: they would mask ordinary output (a vaulted
 * {@code port: "22"}), and are no secret. {@code --show-secrets} turns masking off.
 */
public final class Secrets {
  public static final String MASK = "********";
  static final int MIN_LENGTH = 4;
  private static final Set<String> VALUES = ConcurrentHashMap.newKeySet();
  private static volatile String[] longestFirst = new String[0];
  private static volatile boolean shown;

  private Secrets() {}

  /** {@code value} (and each line of it, when it has several) is never shown. */
  public static void register(String value) {
    if (value == null || VALUES.contains(value)) {
      return;   // the become password is registered by every task that uses it: known, nothing to do
    }
    boolean added = add(value.strip());
    for (String line : value.split("\n")) {
      added |= add(line.strip());
    }
    if (added) {
      String[] all = VALUES.toArray(new String[0]);
      Arrays.sort(all, Comparator.comparingInt(String::length).reversed());
      longestFirst = all;
    }
  }

  private static boolean add(String value) {
    return value.length() >= MIN_LENGTH && VALUES.add(value);
  }

  /** {@code --show-secrets}: nothing is masked from now on. */
  public static void show(boolean on) {
    shown = on;
  }

  /** Whether anything is masked: a secret is known and not shown. */
  public static boolean active() {
    return !shown && longestFirst.length > 0;
  }

  /** {@code text} with every secret value masked. */
  public static String censor(String text) {
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
  public static Object censorValues(Object value) {
    if (!active() || value == null || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, v) -> out.put(censor(String.valueOf(k)), censorValues(v)));
      return out;
    }
    if (value instanceof Collection<?> c) {
      return c.stream().map(Secrets::censorValues).toList();
    }
    String text = String.valueOf(value);
    String masked = censor(text);
    return masked.equals(text) ? value : masked;
  }

  /** Forgets every value (tests, and a new run in the same process). */
  public static void clear() {
    VALUES.clear();
    longestFirst = new String[0];
    shown = false;
  }
}
