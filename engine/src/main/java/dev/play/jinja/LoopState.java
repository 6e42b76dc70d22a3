package dev.play.jinja;

import dev.play.expr.Equality;
import dev.play.expr.ExpressionException;
import dev.play.expr.MethodReceiver;
import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Jinja's {@code loop} of one iteration: {@code index index0 revindex revindex0 first last length
 * depth depth0}, {@code previtem}/{@code nextitem} (undefined at the ends), {@code cycle(...)} and
 * {@code changed(...)}.
 */
final class LoopState {
  private final List<Object> items;
  private final int depth;
  private List<Object> lastChanged;

  LoopState(List<Object> items, int depth) {
    this.items = items;
    this.depth = depth;
  }

  int depth() {
    return depth;
  }

  Map<String, Object> at(int index) {
    return new Iteration(index);
  }

  /** The {@code loop} variable at one index: a mapping of its attributes, with its methods. */
  private final class Iteration extends AbstractMap<String, Object> implements MethodReceiver {
    private final int index;
    private Map<String, Object> attributes;

    Iteration(int index) {
      this.index = index;
    }

    @Override
    public Object get(Object key) {
      return attributes().get(key);
    }

    @Override
    public boolean containsKey(Object key) {
      return attributes().containsKey(key);
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
      return attributes().entrySet();
    }

    private Map<String, Object> attributes() {
      if (attributes == null) {
        int n = items.size();
        Map<String, Object> v = LoopPosition.of(index, n);
        v.put("depth", depth);
        v.put("depth0", depth - 1);
        if (index > 0) {
          v.put("previtem", items.get(index - 1));
        }
        if (index < n - 1) {
          v.put("nextitem", items.get(index + 1));
        }
        attributes = v;
      }
      return attributes;
    }

    @Override
    public Object callMethod(String name, List<Object> args, Map<String, Object> kwargs) {
      return switch (name) {
        case "cycle" -> {
          if (args.isEmpty()) {
            throw new ExpressionException("loop.cycle() needs at least one value");
          }
          yield args.get(index % args.size());
        }
        case "changed" -> changed(args);
        default -> throw new ExpressionException("'loop' has no method '" + name + "'");
      };
    }

    private boolean changed(List<Object> args) {
      boolean changed = lastChanged == null || !Equality.equal(lastChanged, args);
      lastChanged = new java.util.ArrayList<>(args);
      return changed;
    }
  }
}
