package dev.play.lookup;

import java.util.List;

/**
 * {@code pipe}: the output of each term run on the controller with {@code sh -c} in the playbook's
 * directory, trailing whitespace stripped; a non-zero exit is an error. It runs once, when its task
 * runs (never while the engine reads ahead), in check mode too, as Ansible's.
 */
final class PipeLookup implements TermLookup {
  @Override
  public String name() {
    return "pipe";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    return List.of(ControllerCommand.stdout(name(), term, ctx).stripTrailing());
  }
}
