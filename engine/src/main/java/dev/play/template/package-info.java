/**
 * Rendering task values and template files, strict about undefined names, with no HTML escaping,
 * through {@link dev.play.template.Templater}.
 *
 * <ul>
 *   <li>Task values and template files of any other name ({@code .j2}) are Jinja2, as Ansible
 *       renders them ({@link dev.play.jinja}). A value that is exactly one {@code {{ expr }}}
 *       yields the expression's own value (list, map, number...).
 *   <li>Template files named {@code *.mustache} (play's own roles) are Mustache (through
 *       Mustache.java), each tag an expression of {@link dev.play.expr}: sections {@code
 *       {{#list}}..{{/list}}} repeat for each item ({@code {{.}}} is the item; names resolve
 *       against an item map first, then outer scopes); {@code {{#x}}} shows once for another truthy
 *       value (a map becomes the innermost scope); {@code {{^x}}} shows when x is falsy (false, 0,
 *       "", empty list or map, None). {@code {{! comment }}}, {@code {{{ raw }}}} and {@code {{&
 *       raw }}} (the same as {@code {{ }}}: nothing is ever escaped). Rejected with a PARSE error:
 *       Jinja2 blocks ({@code {% %}}), partials ({@code {{> x}}}), inheritance ({@code {{< x}} {{$
 *       x}}}), unclosed sections or tags, and bad expressions. Known Mustache.java quirk: a comment
 *       tag alone on its line leaves that line's newline.
 *   <li>Both print as Ansible prints: strings as they are, {@code True}/{@code False}, None as the
 *       empty string (Ansible's finalize), floats as Python ({@code 1.0}, {@code 1e+16}), lists and
 *       maps as Python repr ({@code ['a', 'b']}, {@code {'k': 1}}).
 *   <li>Both are strict in the same way: an undefined name in any tag, section or statement throws
 *       {@link dev.play.vars.UndefinedVariableException}, never an empty string; errors in a
 *       template file end with {@code (at file:line)}; parse errors are PARSE {@link
 *       dev.play.error.PlayError}s at the file, line and column.
 * </ul>
 */
package dev.play.template;
