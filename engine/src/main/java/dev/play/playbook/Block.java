package dev.play.playbook;

import dev.play.error.Source;
import java.util.List;

/**
 * A {@code block:} with optional {@code rescue:} and {@code always:}. Static imports ({@code
 * import_tasks}, {@code import_role}) are loaded as blocks whose keywords carry the import's {@code
 * when}, {@code tags} and {@code vars}.
 */
public record Block(
    String name,
    List<TaskNode> block,
    List<TaskNode> rescue,
    List<TaskNode> always,
    Keywords keywords,
    Source source,
    RoleInstance role)
    implements TaskNode {
  public Block {
    block = List.copyOf(block);
    rescue = rescue == null ? List.of() : List.copyOf(rescue);
    always = always == null ? List.of() : List.copyOf(always);
    keywords = keywords == null ? Keywords.NONE : keywords;
    source = source == null ? Source.UNKNOWN : source;
  }
}
