/**
 * Templates: Mustache (through Mustache.java), strict, with no HTML escaping.
 *
 * <ul>
 *   <li>Every tag holds an expression of {@link dev.play.expr} ({@code {{ a.b }}},
 *       {@code {{ x | default('y') }}}, {@code {{ hostvars[h].ansible_host }}}). A value that is
 *       exactly one {@code {{ expr }}} yields the expression's own value (list, map, number...).
 *   <li>Sections: {@code {{#list}}..{{/list}}} repeats for each item ({@code {{.}}} is the item;
 *       names resolve against an item map first, then outer scopes); {@code {{#x}}} shows once
 *       for another truthy value (a map becomes the innermost scope); {@code {{^x}}} shows when
 *       x is falsy (false, 0, "", empty list or map, None). {@code {{! comment }}},
 *       {@code {{{ raw }}}} and {@code {{& raw }}} (the same as {@code {{ }}}: nothing is ever
 *       escaped).
 *   <li>Printing inside text, as Ansible prints: strings as they are, {@code True}/{@code False},
 *       None as the empty string (Ansible's finalize), floats as Python ({@code 1.0},
 *       {@code 1e+16}), lists and maps as Python repr ({@code ['a', 'b']}, {@code {'k': 1}}).
 *   <li>Strict: an undefined name in any tag or section throws
 *       {@link dev.play.vars.UndefinedVariableException}; never an empty string.
 *   <li>Rejected with a PARSE {@link dev.play.error.PlayError}: Jinja2 blocks ({@code {% %}}),
 *       partials ({@code {{> x}}}), inheritance ({@code {{< x}} {{$ x}}}), unclosed sections or
 *       tags, and bad expressions. An expression cannot contain {@code }}} (Mustache ends the tag
 *       there), so write nested dict literals in variables instead.
 *   <li>Known Mustache.java quirk: a comment tag alone on its line leaves that line's newline
 *       (section tags alone on their lines are removed with their newline).
 * </ul>
 */
package dev.play.template;
