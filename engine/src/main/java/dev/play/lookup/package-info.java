/**
 * Ansible's lookup plugins, run on the controller: {@code lookup('env', 'HOME')}, {@code
 * query('fileglob', '*.conf')} / {@code q(...)} in any template or condition, and the {@code
 * with_<lookup>} loops ({@code with_X: terms} runs lookup X on the terms, as Ansible's task
 * executor does).
 *
 * <ul>
 *   <li>{@link dev.play.lookup.LookupCalls}: the {@code lookup}/{@code query}/{@code q} functions
 *       (joining, {@code wantlist}, {@code errors}) and the {@code with_*} entry point.
 *   <li>{@link dev.play.lookup.Lookups}: the plugins by name ({@code ansible.builtin.X} too); an
 *       unknown name is an error listing them. One class per plugin: {@code env, file, template,
 *       pipe, lines, password, first_found, fileglob, filetree, vars, items, list, indexed_items,
 *       dict, sequence, nested, together, subelements, random_choice, inventory_hostnames}.
 *   <li>{@link dev.play.lookup.LookupContext}: what a plugin sees, the task's variables and its
 *       controller side ({@link dev.play.lookup.LookupEnv}: the {@link dev.play.lookup.SearchPath}
 *       for {@code files/} and {@code templates/}, the playbook's directory, the inventory).
 *   <li>Side effects: {@code pipe}, {@code lines} and a {@code password} file still to create run
 *       only when their task runs. While the engine reads tasks ahead to plan them, they throw
 *       {@link dev.play.lookup.LookupDeferred} instead, so that they never run twice nor for a task
 *       that is then skipped. Check mode does not stop them, as in Ansible: lookups are the
 *       controller's.
 *   <li>Failures are {@link dev.play.lookup.LookupException}s (an expression error: the engine
 *       names the task); an undefined variable stays an {@link
 *       dev.play.vars.UndefinedVariableException}.
 * </ul>
 */
package dev.play.lookup;
