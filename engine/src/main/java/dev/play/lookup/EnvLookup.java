package dev.play.lookup;

import java.util.Arrays;
import java.util.List;

/**
 * {@code env}: the controller's environment variables (the first word of each term), or the {@code
 * default} option ({@code ''}) for one that is not set.
 */
final class EnvLookup implements TermLookup {
  @Override
  public String name() {
    return "env";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    String name = term.strip().split("\\s+")[0];
    String value = name.isEmpty() ? null : System.getenv(name);
    return Arrays.asList(value == null ? options.raw("default", "") : value);
  }
}
