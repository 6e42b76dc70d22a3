package dev.play.lookup;

import java.util.List;
import java.util.Map;

/**
 * One lookup plugin, run on the controller: {@code lookup('name', terms..., option=value)}, {@code
 * query(...)} and {@code with_name: terms}. As Ansible's {@code LookupBase.run}, it turns a list of
 * terms into a list of values.
 */
public interface Lookup {
  /** The short name ({@code env}). */
  String name();

  /** The fully qualified name, which finds it too ({@code ansible.builtin.env}). */
  default String fqcn() {
    return "ansible.builtin." + name();
  }

  /**
   * Runs the lookup on its terms, returning its values as a list.
   *
   * @param terms the terms, already templated
   * @param options the keyword arguments other than {@code wantlist} and {@code errors}; those a
   *     plugin does not know are ignored, as in Ansible
   * @throws LookupException when the lookup fails (a missing file, a command's exit code)
   * @throws LookupDeferred when it would change something while the engine only reads ahead
   */
  List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx);
}
