package dev.play.jinja;

import dev.play.expr.Callee;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;

/**
 * One definition of a block, callable: {@code self.name()} (the most derived, depth 0) and {@code
 * super()} (the next one towards the base). It renders in a frame of its own over {@code base} (the
 * context's root frame, or where a scoped block stands), in which {@code super} is the definition
 * after it. {@code chain} is the context's list for the name, which grows while templates extend
 * others.
 */
record BlockReference(String name, List<BlockStmt> chain, int depth, Frame base) implements Callee {
  @Override
  public Object call(List<Object> args, Map<String, Object> kwargs) {
    return render();
  }

  String render() {
    if (depth >= chain.size()) {
      throw new UndefinedVariableException(
          "super", "there is no parent block called '" + name + "'");
    }
    Frame frame = base.capturing();
    frame.set("super", new BlockReference(name, chain, depth + 1, base));
    Env env = frame.env();
    env.enter("block '" + name + "'");
    try {
      return chain.get(depth).body().capture(frame);
    } finally {
      env.leave();
    }
  }

  @Override
  public String toString() {
    return "<block " + name + ">";
  }
}
