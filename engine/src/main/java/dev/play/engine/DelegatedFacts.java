package dev.play.engine;

import dev.play.vars.Scope;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code delegate_facts: true}: the facts a delegated task returns ({@code setup}, {@code
 * set_fact}, any module's {@code ansible_facts}) belong to the {@code delegate_to} host instead of
 * the task host, as in Ansible. The registered result is the task host's either way.
 */
final class DelegatedFacts {
  static final String KEYWORD = "delegate_facts";

  private final TaskSettings settings;

  DelegatedFacts(TaskSettings settings) {
    this.settings = settings;
  }

  /**
   * The name of the host that receives the facts of {@code o}: the {@code delegate_to} host when
   * {@code delegate_facts} holds and {@code o} carries facts, else {@code host}. The keywords are
   * read only then, so a condition that skipped the task also guards their templates.
   */
  String receiver(Inherited inh, String host, Supplier<Scope> scope, Outcome o) throws TaskFailure {
    Object flag = inh.scalars().other().get(KEYWORD);
    if (flag == null
        || inh.scalars().delegateTo() == null
        || !(o.result().get("ansible_facts") instanceof Map<?, ?>)) {
      return host;
    }
    Scope s = scope.get();
    if (!settings.flag(flag, s, false, KEYWORD)) {
      return host;
    }
    return settings.text(inh.scalars().delegateTo(), s);
  }
}
