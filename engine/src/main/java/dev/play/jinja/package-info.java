/**
 * Jinja2 templates as Ansible 2.14 renders them: {@code .j2} template files and every string of a
 * task's arguments. Expressions are those of {@link dev.play.expr}; this package adds the
 * statements around them. Parse once ({@link dev.play.jinja.Jinja#parse}), render against many
 * scopes ({@link dev.play.jinja.JinjaTemplate#render}).
 *
 * <ul>
 *   <li>Statements: {@code if/elif/else}, {@code for} (tuple targets {@code for k, v in d.items()},
 *       an {@code if} filter, {@code else}, {@code loop.index index0 revindex revindex0 first last
 *       length depth previtem nextitem cycle() changed()}), {@code set} (names, tuples, {@code
 *       ns.attr} of a {@code namespace()}, block set with filters), {@code macro} (defaults, {@code
 *       varargs}, {@code kwargs}), {@code call} (with {@code caller()} and its parameters), {@code
 *       filter}, {@code with}, {@code include} ({@code ignore missing}), {@code import ... as},
 *       {@code from ... import}, {@code raw}, {@code {# comments #}}.
 *   <li>Template inheritance as Jinja's: {@code extends} (a name or an expression giving one; the
 *       parent found as {@code include} finds it; at the top level or inside {@code if}; any number
 *       of levels), {@code block} (nested, {@code scoped}, {@code required}, {@code endblock
 *       name}), {@code super()} and {@code self.name()}. The templates of a chain render in one
 *       context ({@code TemplateContext}): what each sets at its top level is seen by the others'
 *       blocks; a block sees those names, not the loop or {@code with} around it unless {@code
 *       scoped}. Once a template has extended another, its own output outside blocks is dropped.
 *   <li>Scopes as Jinja's: a loop iteration, macro call, {@code with} and block {@code set} each
 *       have their own, so a {@code set} inside a loop does not change the name outside it ({@code
 *       namespace()} is the way out, as in Jinja); {@code if} has none.
 *   <li>Whitespace as Ansible's environment sets it: {@code trim_blocks} on (the newline after a
 *       statement or comment is dropped), {@code lstrip_blocks} off, {@code -} in a delimiter
 *       strips the whitespace on its side. As Jinja loads a template, the newline its text ends
 *       with is dropped; the output of the template Ansible renders then gets newlines added up to
 *       as many as the text ends with (so an included or extended file's last newline is not
 *       printed, the rendered file's are kept).
 *   <li>Printing as Ansible prints: strings as they are, None as nothing, lists, tuples and
 *       mappings as Python's repr.
 *   <li>Strict: an undefined name anywhere (printed, tested by {@code if}, iterated) is an {@link
 *       dev.play.vars.UndefinedVariableException}; {@code is defined} and {@code default} handle
 *       it. Runtime errors in a template file end with {@code (at file:line)}.
 *   <li>Not supported, each a parse error naming it: recursive loops and unknown statements.
 * </ul>
 */
package dev.play.jinja;
