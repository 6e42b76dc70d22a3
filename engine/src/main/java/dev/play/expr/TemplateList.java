package dev.play.expr;

import java.util.ArrayList;
import java.util.Collection;

/**
 * A list the template itself made ({@code [..]}, {@code x.copy()}): the only kind that {@code
 * append} and the other modifying methods change, so that no template changes a variable that other
 * tasks and hosts share.
 */
final class TemplateList extends ArrayList<Object> {
  TemplateList() {}

  TemplateList(Collection<?> items) {
    super(items);
  }
}
