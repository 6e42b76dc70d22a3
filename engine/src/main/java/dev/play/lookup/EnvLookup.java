package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code env}: the controller's environment variables (the first word of each term), or the
 * {@code default} option ({@code ''}) for one that is not set.
 */
final class EnvLookup implements Lookup {
  @Override
  public String name() {
    return "env";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Object fallback = new Options(name(), options).raw("default", "");
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      String[] words = Terms.text(term, name()).strip().split("\\s+");
      String value = words[0].isEmpty() ? null : System.getenv(words[0]);
      out.add(value == null ? fallback : value);
    }
    return out;
  }
}
