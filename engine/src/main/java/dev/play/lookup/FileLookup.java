package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code file}: the contents of controller files, found in the task's search path under
 * {@code files/} ({@link SearchPath}); trailing whitespace stripped ({@code rstrip}, on by
 * default), leading whitespace too with {@code lstrip}. A vaulted file is decrypted.
 */
final class FileLookup implements Lookup {
  @Override
  public String name() {
    return "file";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Options o = new Options(name(), options);
    boolean lstrip = o.bool("lstrip", false);
    boolean rstrip = o.bool("rstrip", true);
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      String name = Terms.text(term, name());
      String text = ControllerFiles.text(
          ControllerFiles.find(ctx, name, LookupContext.FILES, "could not locate file in lookup: " + name));
      text = lstrip ? text.stripLeading() : text;
      out.add(rstrip ? text.stripTrailing() : text);
    }
    return out;
  }
}
