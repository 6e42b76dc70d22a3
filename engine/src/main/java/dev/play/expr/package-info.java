/**
 * The expression language of {@code when}, {@code changed_when}, {@code failed_when}, {@code
 * until}, {@code assert: that}, {@code debug: var=} and of every {@code {{ }}} and {@code {% %}} of
 * a template ({@link dev.play.jinja}): Jinja2's expressions, with Python's values.
 *
 * <h2>Supported</h2>
 *
 * <ul>
 *   <li>Literals: {@code 'str'}, {@code "str"} (escapes {@code \n \t \r \\ \' \"}), integers,
 *       floats ({@code 1.5}, {@code 1e3}), {@code true/True}, {@code false/False}, {@code
 *       none/None/null}, lists {@code [a, b]}, tuples {@code (a, b)} (printed as Python tuples),
 *       dicts {@code {'k': v}}.
 *   <li>Names, attributes {@code a.b}, {@code a.0}, indexes {@code a['b']}, {@code a[0]}, {@code
 *       a[-1]}, slices {@code a[1:3]}, {@code s[::-1]}, {@code hostvars[h].x}.
 *   <li>Calls: Jinja's globals {@code range}, {@code dict}, {@code namespace}; Ansible's {@code
 *       lookup}, {@code query}, {@code q} ({@link dev.play.lookup}, in each task's scope); macros
 *       and {@code caller()} of templates; Python's methods of strings ({@code split rsplit
 *       splitlines strip lstrip rstrip upper lower capitalize title swapcase startswith endswith
 *       replace find rfind index rindex count join format zfill center ljust rjust partition
 *       rpartition isdigit isalpha isalnum isspace islower isupper}), lists ({@code index count
 *       copy}, and {@code append extend insert pop remove} on lists the template made) and mappings
 *       ({@code items keys values get copy}, and {@code update pop setdefault} on mappings the
 *       template made). Variables' own values are never changed.
 *   <li>Operators, loosest first: {@code x if c else y} (no else: None); {@code or}; {@code and};
 *       {@code not}; {@code == != < <= > >= in} and {@code not in} (chains like {@code 1 < x < 5});
 *       {@code + -}; {@code ~} (string concatenation); {@code * / // %} ({@code %} on a string
 *       formats it, as Python's); {@code **}; unary {@code - +}; then filters and tests.
 *   <li>Tests ({@code x is [not] name}, {@code x is name(args)}, keyword arguments allowed, or one
 *       bare argument as in {@code 'a' is in items}): Jinja's {@code defined undefined none true
 *       false string number integer float boolean mapping iterable sequence callable even odd
 *       divisibleby(n) lower upper sameas(v) in(seq) eq/equalto/== ne/!= lt/lessthan/< le/<=
 *       gt/greaterthan/> ge/>=}; Ansible's {@code match(re, ignorecase, multiline) search(...)
 *       regex(..., match_type) version/version_compare(v, operator='eq', strict,
 *       version_type=loose|strict|semver|semantic) truthy(convert_bool) falsy(convert_bool) subset
 *       superset contains any all nan}, the path tests on the controller {@code file directory link
 *       exists link_exists abs mount same_file}, and on registered results {@code failed/failure},
 *       {@code succeeded/success/successful}, {@code changed/change}, {@code skipped/skip}, {@code
 *       reachable}, {@code unreachable}.
 *   <li>Filters ({@code x | name(args)}, keyword arguments allowed). Jinja's: {@code length/count,
 *       int(default=0, base=10), float(default=0.0), string, lower, upper, trim(chars), capitalize,
 *       title, replace(old, new, count), default/d(default_value='', boolean=false), abs,
 *       round(precision, method), join(d='', attribute), first, last, list, sort(reverse,
 *       case_sensitive, attribute), reverse, format (Python's %), min/max(case_sensitive,
 *       attribute), sum(attribute, start=0), map(filter, *args) or map(attribute=, default=),
 *       select/reject(test, *args), selectattr/rejectattr(attribute, test, *args), batch, slice,
 *       items, dictsort, groupby (tuples with .grouper and .list), indent, wordcount, truncate}.
 *       Ansible's: {@code bool, split(sep, maxsplit), regex_replace/regex_search/regex_findall
 *       (ignorecase, multiline), regex_escape, quote, b64encode/b64decode(encoding),
 *       urlsplit(query), mandatory(msg), ternary(t, f, none), type_debug, comment(style, ...),
 *       flatten(levels, skip_nulls), unique(case_sensitive, attribute), union, intersect,
 *       difference, symmetric_difference, zip, zip_longest(fillvalue), product(repeat),
 *       random(start, step, seed) and shuffle(seed) (seeded as Python's), combine(*dicts,
 *       recursive, list_merge), dict2items/items2dict(key_name, value_name), subelements, extract,
 *       to_json, to_nice_json (indent, ensure_ascii), from_json, to_yaml, to_nice_yaml(indent),
 *       from_yaml, from_yaml_all, hash(hashtype), checksum, md5, sha1,
 *       password_hash(hashtype=sha512|sha256|md5, salt, salt_size, rounds), basename, dirname,
 *       splitext, realpath, expanduser, expandvars, path_join, log, pow, root}; ansible.utils'
 *       {@code ipaddr/ipv4/ipv6(query)} (validation, address, network, netmask, prefix, broadcast,
 *       size, host, cidr, subnet, private/public, first_usable..., a network to look up, an index);
 *       community.general's that need no Python library, by their full names only ({@code
 *       community.general.counter}, as in Ansible): {@code counter, dict, dict_kv(key),
 *       groupby_as_dict(attribute), lists_mergeby(*lists, index, recursive, list_merge), crc32,
 *       unicode_normalize(form), version_sort(reverse), to_time_unit(unit, year, month),
 *       to_milliseconds, to_seconds, to_minutes, to_hours, to_days, to_weeks, to_months, to_years
 *       (year, month)}. Not there: {@code json_query} (Ansible needs jmespath), {@code from_csv},
 *       {@code random_mac}, {@code jc}, {@code hashids_encode/decode}.
 *   <li>Collection names: Ansible's own filters and tests also as {@code ansible.builtin.name}
 *       (Jinja's are not, as in Ansible); the IP filters as {@code ansible.utils.ipaddr}.
 * </ul>
 *
 * <h2>Rejected with a parse error</h2>
 *
 * Unknown filters and tests (with a "did you mean" hint) and bad syntax, with a caret under the
 * place. A condition wrapped in one {@code {{ }}} is accepted.
 *
 * <h2>Semantics</h2>
 *
 * Python-like: truthiness per {@link dev.play.expr.Truthiness}; {@code and}/{@code or}
 * short-circuit and return an operand; {@code ==} is false across types except int/float; ordering
 * mixes only numbers with numbers and strings with strings; {@code in} is substring on strings,
 * membership on lists, key lookup on maps. Filters that make Python tuples ({@code zip}, {@code
 * splitext}, {@code items}...) give lists that print as tuples. Any missing name, key, attribute or
 * element is undefined: {@code is defined} and {@code default} handle it, anything else throws
 * {@link dev.play.vars.UndefinedVariableException} naming the path (e.g. {@code result.stdout}).
 * Other runtime failures throw {@link dev.play.expr.ExpressionException}.
 */
package dev.play.expr;
