/**
 * The condition language of {@code when}, {@code changed_when}, {@code failed_when},
 * {@code until}, {@code assert: that}, {@code debug: var=} and of every {@code {{ }}} in a
 * template: a small, documented subset of Jinja2 expressions.
 *
 * <h2>Supported</h2>
 *
 * <ul>
 *   <li>Literals: {@code 'str'}, {@code "str"} (escapes {@code \n \t \r \\ \' \"}), integers,
 *       floats ({@code 1.5}, {@code 1e3}), {@code true/True}, {@code false/False},
 *       {@code none/None/null}, lists {@code [a, b]}, tuples {@code (a, b)} (as lists), dicts
 *       {@code {'k': v}}.
 *   <li>Names, attributes {@code a.b}, {@code a.0}, indexes {@code a['b']}, {@code a[0]},
 *       {@code a[-1]}, {@code hostvars[h].x}.
 *   <li>Operators, loosest first: {@code or}; {@code and}; {@code not}; {@code == != < <= > >=
 *       in} and {@code not in} (chains like {@code 1 < x < 5}); {@code + -}; {@code ~} (string
 *       concatenation); {@code * / // %}; unary {@code - +}; then filters and tests.
 *   <li>Tests ({@code x is [not] name}): {@code defined undefined none true false string number
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
 * Unknown filters and tests (with a "did you mean" hint), function and method calls
 * ({@code lookup(...)}, {@code x.split()}), slices {@code a[1:2]}, inline
 * {@code x if c else y}, Jinja blocks. A condition wrapped in one {@code {{ }}} is accepted.
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
