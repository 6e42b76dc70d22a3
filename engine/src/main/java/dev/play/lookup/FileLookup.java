package dev.play.lookup;

import java.util.List;

/**
 * {@code file}: the contents of controller files, found in the task's search path under {@code
 * files/} ({@link SearchPath}); trailing whitespace stripped ({@code rstrip}, on by default),
 * leading whitespace too with {@code lstrip}. A vaulted file is decrypted.
 */
final class FileLookup implements TermLookup {
  @Override
  public String name() {
    return "file";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    String text =
        ControllerFiles.text(
            ControllerFiles.find(
                ctx, term, LookupContext.FILES, "could not locate file in lookup: " + term),
            ctx.env().vault());
    text = options.bool("lstrip", false) ? text.stripLeading() : text;
    return List.of(options.bool("rstrip", true) ? text.stripTrailing() : text);
  }
}
