package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code pipe}: the output of each term run on the controller with {@code sh -c} in the
 * playbook's directory, trailing whitespace stripped; a non-zero exit is an error. It runs once,
 * when its task runs (never while the engine reads ahead), in check mode too, as Ansible's.
 */
final class PipeLookup implements Lookup {
  @Override
  public String name() {
    return "pipe";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      ctx.beforeSideEffect(name());
      out.add(ControllerCommand.stdout(name(), Terms.text(term, name()), ctx.env().baseDir()).stripTrailing());
    }
    return out;
  }
}
