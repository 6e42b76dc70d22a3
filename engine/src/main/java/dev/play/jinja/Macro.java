package dev.play.jinja;

import dev.play.expr.Callee;
import dev.play.expr.Undefined;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A macro as a callable value: called with arguments it renders its body in a frame of its own over
 * the frame it was defined in, with its parameters, {@code varargs}, {@code kwargs} and, from a
 * {@code {% call %}} block, {@code caller}. Returns the output as a string. An undefined argument,
 * or a parameter given none and without a default, is Jinja's Undefined there: it fails only where
 * the macro uses it, and {@code is defined} and {@code default} see it as undefined.
 */
final class Macro implements Callee {
  private final String name;
  private final List<Param> params;
  private final Body body;
  private final Frame closure;

  Macro(String name, List<Param> params, Body body, Frame closure) {
    this.name = name;
    this.params = List.copyOf(params);
    this.body = body;
    this.closure = closure;
  }

  @Override
  public Object call(List<Object> args, Map<String, Object> kwargs) {
    Frame frame = closure.capturing();
    Map<String, Object> named = new LinkedHashMap<>(kwargs);
    List<Object> extra = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      if (i < params.size()) {
        frame.set(params.get(i).name(), args.get(i));
      } else {
        extra.add(args.get(i));
      }
    }
    for (int i = args.size(); i < params.size(); i++) {
      Param p = params.get(i);
      if (named.containsKey(p.name())) {
        frame.set(p.name(), named.remove(p.name()));
      } else if (p.fallback() != null) {
        frame.set(p.name(), p.fallback().evaluate(frame));
      } else {
        frame.set(p.name(), notProvided(p.name()));
      }
    }
    if (named.containsKey("caller")) {
      frame.set("caller", named.remove("caller"));
    }
    frame.set("varargs", extra);
    frame.set("kwargs", named);
    frame.env().enter("macro '" + name + "'");
    try {
      return body.capture(frame);
    } finally {
      frame.env().leave();
    }
  }

  @Override
  public boolean takesUndefined() {
    return true;
  }

  /** A parameter given no argument and without a default is undefined, as in Jinja. */
  private static Undefined notProvided(String param) {
    return new Undefined(
        new UndefinedVariableException(param, "parameter '" + param + "' was not provided"));
  }

  @Override
  public String toString() {
    return "<macro " + name + ">";
  }
}
