/**
 * The expression language of {@code when}, {@code changed_when}, {@code failed_when},
 * {@code until}, {@code assert: that}, {@code debug: var=} and of every {@code {{ }}} and
 * {@code {% %}} of a template ({@link dev.play.jinja}): Jinja2's expressions, with Python's
 * values.
 *
 * <h2>Supported</h2>
 *
 * <ul>
 *   <li>Literals: {@code 'str'}, {@code "str"} (escapes {@code \n \t \r \\ \' \"}), integers,
 *       floats ({@code 1.5}, {@code 1e3}), {@code true/True}, {@code false/False},
 *       {@code none/None/null}, lists {@code [a, b]}, tuples {@code (a, b)} (printed as Python
 *       tuples), dicts {@code {'k': v}}.
 *   <li>Names, attributes {@code a.b}, {@code a.0}, indexes {@code a['b']}, {@code a[0]},
 *       {@code a[-1]}, slices {@code a[1:3]}, {@code s[::-1]}, {@code hostvars[h].x}.
 *   <li>Calls: Jinja's globals {@code range}, {@code dict}, {@code namespace}; Ansible's
 *       {@code lookup}, {@code query}, {@code q} ({@link dev.play.lookup}, in each task's scope); macros and
 *       {@code caller()} of templates; Python's methods of strings ({@code split rsplit
 *       splitlines strip lstrip rstrip upper lower capitalize title swapcase startswith endswith
 *       replace find rfind index rindex count join format zfill center ljust rjust partition
 *       rpartition isdigit isalpha isalnum isspace islower isupper}), lists ({@code index count
 *       copy}, and {@code append extend insert pop remove} on lists the template made) and
 *       mappings ({@code items keys values get copy}, and {@code update pop setdefault} on
 *       mappings the template made). Variables' own values are never changed.
 *   <li>Operators, loosest first: {@code x if c else y} (no else: None); {@code or};
 *       {@code and}; {@code not}; {@code == != < <= > >= in} and {@code not in} (chains like
 *       {@code 1 < x < 5}); {@code + -}; {@code ~} (string concatenation); {@code * / // %}
 *       ({@code %} on a string formats it, as Python's); {@code **}; unary {@code - +}; then
 *       filters and tests.
 *   <li>Tests ({@code x is [not] name}, one argument may go without brackets:
 *       {@code x is divisibleby 3}): {@code defined undefined none true false string number
 *       integer float boolean mapping iterable sequence even odd divisibleby(n) match(re)
 *       search(re)}, and on registered results {@code failed/failure},
 *       {@code succeeded/success/successful}, {@code changed/change}, {@code skipped/skip}.
 *   <li>Filters ({@code x | name(args)}, keyword arguments allowed): {@code length/count, int
 *       (default=0, base=10), float(default=0.0), bool, string, lower, upper, trim, capitalize,
 *       replace(old, new, count), split(sep), regex_replace(pattern, replacement, ignorecase),
 *       basename, dirname, default/d(value='', boolean=false), mandatory(msg), ternary(t, f,
 *       none), abs, join(d=''), first, last, list, unique, sort(reverse, case_sensitive,
 *       attribute), reverse, min, max, sum(start=0), flatten(levels), combine(dict),
 *       dict2items, to_json, to_nice_json(indent=4), from_json}.
 * </ul>
 *
 * <h2>Rejected with a parse error</h2>
 *
 * Unknown filters and tests (with a "did you mean" hint) and bad syntax, with a caret under
 * the place. A condition wrapped in one {@code {{ }}} is accepted.
 *
 * <h2>Semantics</h2>
 *
 * Python-like: truthiness per {@link dev.play.expr.Truthiness}; {@code and}/{@code or}
 * short-circuit and return an operand; {@code ==} is false across types except int/float;
 * ordering mixes only numbers with numbers and strings with strings; {@code in} is substring on
 * strings, membership on lists, key lookup on maps. Any missing name, key, attribute or element
 * is undefined: {@code is defined} and {@code default} handle it, anything else throws
 * {@link dev.play.vars.UndefinedVariableException} naming the path (e.g. {@code result.stdout}).
 * Other runtime failures throw {@link dev.play.expr.ExpressionException}.
 */
package dev.play.expr;
