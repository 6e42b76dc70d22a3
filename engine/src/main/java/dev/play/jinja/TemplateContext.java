package dev.play.jinja;

import dev.play.expr.ExpressionException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One template's render as Jinja's context holds it, shared by the templates it extends: the root
 * frame (the names the template sees, and what each template of the chain sets at its top level),
 * each block's definitions from the most derived template to the base, and the template that the
 * root being rendered has extended. An {@code include} or {@code import} renders in a context of
 * its own.
 */
final class TemplateContext {
  private Frame root;

  /** Made when the first template with blocks arrives: most templates have none. */
  private Map<String, List<BlockStmt>> blocks;

  private JinjaTemplate parent;
  private int extensions;

  /** Starts the context: the root frame, and the blocks of the template rendered first. */
  void begin(Frame frame, Map<String, BlockStmt> defined) {
    root = frame;
    add(defined);
  }

  /**
   * {@code {% extends %}}: {@code template}'s blocks come after those defined so far; its root
   * renders next.
   */
  void extend(JinjaTemplate template) {
    if (++extensions > Env.MAX_DEPTH) {
      throw new ExpressionException(
          "templates extend each other more than " + Env.MAX_DEPTH + " deep");
    }
    parent = template;
    add(template.blocks());
  }

  /** Whether the root being rendered has extended a template (its own output is then dropped). */
  boolean extended() {
    return parent != null;
  }

  /**
   * The template whose root renders next (the one extended), or null; the next root starts
   * unextended.
   */
  JinjaTemplate next() {
    JinjaTemplate t = parent;
    parent = null;
    return t;
  }

  Frame root() {
    return root;
  }

  /**
   * The definitions of block {@code name}, the most derived first; the list grows with each
   * extends.
   */
  List<BlockStmt> chain(String name) {
    List<BlockStmt> chain = blocks == null ? null : blocks.get(name);
    return chain == null ? List.of() : chain;
  }

  Set<String> names() {
    return blocks == null ? Set.of() : blocks.keySet();
  }

  private void add(Map<String, BlockStmt> defined) {
    if (defined.isEmpty()) {
      return;
    }
    if (blocks == null) {
      blocks = new LinkedHashMap<>();
      root.set(TemplateReference.NAME, new TemplateReference(this));
    }
    defined.forEach(
        (name, block) -> blocks.computeIfAbsent(name, n -> new ArrayList<>()).add(block));
  }
}
