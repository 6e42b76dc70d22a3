package dev.play.jinja;

import java.util.AbstractMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code self} in a template with blocks: each block of the context by name, as a {@link
 * BlockReference} to its most derived definition ({@code {{ self.title() }}}).
 */
final class TemplateReference extends AbstractMap<String, Object> {
  /** The name it has in a template. */
  static final String NAME = "self";

  private final TemplateContext context;

  TemplateReference(TemplateContext context) {
    this.context = context;
  }

  @Override
  public boolean containsKey(Object name) {
    return name instanceof String s && !context.chain(s).isEmpty();
  }

  @Override
  public Object get(Object name) {
    return containsKey(name) ? reference((String) name) : null;
  }

  @Override
  public Set<Entry<String, Object>> entrySet() {
    Map<String, Object> all = new LinkedHashMap<>();
    for (String name : context.names()) {
      all.put(name, reference(name));
    }
    return all.entrySet();
  }

  private BlockReference reference(String name) {
    return new BlockReference(name, context.chain(name), 0, context.root());
  }

  @Override
  public String toString() {
    return "<TemplateReference>";
  }
}
