package dev.play.expr;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A mapping the template itself made ({@code {..}}, {@code dict(..)}, {@code d.copy()}); see {@link
 * TemplateList}.
 */
final class TemplateMap extends LinkedHashMap<Object, Object> {
  TemplateMap() {}

  TemplateMap(Map<?, ?> entries) {
    super(entries);
  }
}
