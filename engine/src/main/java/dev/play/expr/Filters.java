package dev.play.expr;

import static dev.play.expr.Filter.Param.keywords;
import static dev.play.expr.Filter.Param.optional;
import static dev.play.expr.Filter.Param.required;
import static dev.play.expr.Filter.Param.rest;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The supported filters, by name (see {@code package-info} for the list). Ansible's own (not
 * Jinja's) are also known by their collection's name: {@code ansible.builtin.to_json}, {@code
 * ansible.utils.ipaddr}.
 */
final class Filters {
  private static final String BUILTIN = "ansible.builtin.";
  private static final Map<String, Filter> ALL = build();

  private Filters() {}

  static Optional<Filter> named(String name) {
    return Optional.ofNullable(ALL.get(name));
  }

  /** The short names, for "did you mean" hints. */
  static Set<String> names() {
    return ALL.keySet().stream().filter(n -> !n.contains(".")).collect(Collectors.toSet());
  }

  private static Map<String, Filter> build() {
    ImmutableMap.Builder<String, Filter> b = ImmutableMap.builder();
    jinjaFilters(b);
    moreJinjaFilters(b);
    textFilters(b);
    listFilters(b);
    dataFilters(b);
    hashFilters(b);
    pathFilters(b);
    generalFilters(b);
    Filter.Param query = optional("query", "");
    for (String collection : new String[] {"ansible.utils.", "ansible.netcommon."}) {
      collection(b, collection, Filter.of("ipaddr", NetFilters::ipaddr, query));
      collection(b, collection, Filter.of("ipv4", NetFilters::ipv4, query));
      collection(b, collection, Filter.of("ipv6", NetFilters::ipv6, query));
    }
    return b.buildOrThrow();
  }

  private static void jinjaFilters(ImmutableMap.Builder<String, Filter> b) {
    jinja(b, Filter.of("length", ListFilters::length), "count");
    jinja(b, Filter.of("int", ConvertFilters::toInt, optional("default", 0), optional("base", 10)));
    jinja(b, Filter.of("float", ConvertFilters::toFloat, optional("default", 0.0)));
    jinja(b, Filter.of("string", ConvertFilters::toStr));
    jinja(b, Filter.of("lower", TextFilters::lower));
    jinja(b, Filter.of("upper", TextFilters::upper));
    jinja(b, Filter.of("trim", TextFilters::trim, optional("chars", null)));
    jinja(b, Filter.of("capitalize", TextFilters::capitalize));
    jinja(b, Filter.of("format", PyFormat::formatFilter, rest("args"), keywords("kwargs")));
    jinja(b, Filter.of("title", TextFilters::title));
    jinja(
        b,
        Filter.of(
            "replace",
            TextFilters::replace,
            required("old"),
            required("new"),
            optional("count", null)));
    jinja(
        b,
        Filter.of(
                "default",
                ValueFilters::defaultTo,
                optional("default_value", ""),
                optional("boolean", false))
            .acceptingUndefined(),
        "d");
    jinja(b, Filter.of("abs", ValueFilters::abs));
    jinja(b, Filter.of("join", ListFilters::join, optional("d", ""), optional("attribute", null)));
    jinja(b, Filter.of("first", ListFilters::first));
    jinja(b, Filter.of("last", ListFilters::last));
    jinja(b, Filter.of("list", ListFilters::list));
    jinja(
        b,
        Filter.of(
            "sort",
            ListFilters::sort,
            optional("reverse", false),
            optional("case_sensitive", false),
            optional("attribute", null)));
    jinja(b, Filter.of("reverse", ListFilters::reverse));
    jinja(
        b,
        Filter.of(
            "min",
            ListFilters::min,
            optional("case_sensitive", false),
            optional("attribute", null)));
    jinja(
        b,
        Filter.of(
            "max",
            ListFilters::max,
            optional("case_sensitive", false),
            optional("attribute", null)));
    jinja(b, Filter.of("sum", ListFilters::sum, optional("attribute", null), optional("start", 0)));
    jinja(
        b,
        Filter.of(
            "map",
            HigherOrderFilters::map,
            optional("filter", null),
            rest("args"),
            keywords("kwargs")));
    jinja(
        b,
        Filter.of(
            "select",
            HigherOrderFilters::select,
            optional("test", null),
            rest("args"),
            keywords("kwargs")));
    jinja(
        b,
        Filter.of(
            "reject",
            HigherOrderFilters::reject,
            optional("test", null),
            rest("args"),
            keywords("kwargs")));
    jinja(
        b,
        Filter.of(
            "selectattr",
            HigherOrderFilters::selectattr,
            required("attribute"),
            optional("test", null),
            rest("args"),
            keywords("kwargs")));
    jinja(
        b,
        Filter.of(
            "rejectattr",
            HigherOrderFilters::rejectattr,
            required("attribute"),
            optional("test", null),
            rest("args"),
            keywords("kwargs")));
  }

  private static void moreJinjaFilters(ImmutableMap.Builder<String, Filter> b) {
    jinja(
        b,
        Filter.of(
            "round", NumberFilters::round, optional("precision", 0), optional("method", "common")));
    jinja(
        b,
        Filter.of(
            "indent",
            TextFilters::indent,
            optional("width", 4),
            optional("first", false),
            optional("blank", false)));
    jinja(b, Filter.of("wordcount", TextFilters::wordcount));
    jinja(
        b,
        Filter.of(
            "truncate",
            TextFilters::truncate,
            optional("length", 255),
            optional("killwords", false),
            optional("end", "..."),
            optional("leeway", 5)));
    jinja(
        b,
        Filter.of(
            "batch", GroupingFilters::batch, required("linecount"), optional("fill_with", null)));
    jinja(
        b,
        Filter.of(
            "slice", GroupingFilters::slice, required("slices"), optional("fill_with", null)));
    jinja(b, Filter.of("items", GroupingFilters::items));
    jinja(
        b,
        Filter.of(
            "groupby",
            GroupingFilters::groupby,
            required("attribute"),
            optional("default", null),
            optional("case_sensitive", false)));
    jinja(
        b,
        Filter.of(
            "dictsort",
            GroupingFilters::dictsort,
            optional("case_sensitive", false),
            optional("by", "key"),
            optional("reverse", false)));
  }

  private static void textFilters(ImmutableMap.Builder<String, Filter> b) {
    ansible(b, Filter.of("bool", ConvertFilters::toBool));
    ansible(
        b, Filter.of("split", TextFilters::split, optional("sep", null), optional("maxsplit", -1)));
    ansible(
        b,
        Filter.of(
            "regex_replace",
            TextFilters::regexReplace,
            required("pattern"),
            optional("replacement", ""),
            optional("ignorecase", false),
            optional("multiline", false)));
    ansible(
        b,
        Filter.of(
            "regex_search",
            RegexFilters::search,
            required("regex"),
            rest("groups"),
            keywords("flags")));
    ansible(
        b,
        Filter.of(
            "regex_findall",
            RegexFilters::findall,
            required("regex"),
            optional("multiline", false),
            optional("ignorecase", false)));
    ansible(b, Filter.of("regex_escape", RegexFilters::escape, optional("re_type", "python")));
    ansible(b, Filter.of("quote", EncodingFilters::quote));
    ansible(b, Filter.of("b64encode", EncodingFilters::b64encode, optional("encoding", "utf-8")));
    ansible(b, Filter.of("b64decode", EncodingFilters::b64decode, optional("encoding", "utf-8")));
    ansible(b, Filter.of("urlsplit", UrlSplit::urlsplit, optional("query", "")));
    ansible(
        b,
        Filter.of("mandatory", ValueFilters::mandatory, optional("msg", null))
            .acceptingUndefined());
    ansible(
        b,
        Filter.of(
                "ternary",
                ValueFilters::ternary,
                required("true_val"),
                required("false_val"),
                optional("none_val", null))
            .acceptingUndefined());
    ansible(b, Filter.of("type_debug", ValueFilters::typeDebug));
    ansible(
        b,
        Filter.of(
            "comment", CommentFilter::comment, optional("style", "plain"), keywords("params")));
    ansible(b, Filter.of("log", NumberFilters::log, optional("base", null)));
    ansible(b, Filter.of("pow", NumberFilters::pow, required("y")));
    ansible(b, Filter.of("root", NumberFilters::root, optional("base", 2)));
  }

  private static void listFilters(ImmutableMap.Builder<String, Filter> b) {
    ansible(
        b,
        Filter.of(
            "flatten",
            ListFilters::flatten,
            optional("levels", null),
            optional("skip_nulls", true)));
    ansible(
        b,
        Filter.of(
            "unique",
            SetFilters::unique,
            optional("case_sensitive", false),
            optional("attribute", null)));
    ansible(b, Filter.of("union", SetFilters::union, required("b")));
    ansible(b, Filter.of("intersect", SetFilters::intersect, required("b")));
    ansible(b, Filter.of("difference", SetFilters::difference, required("b")));
    ansible(b, Filter.of("symmetric_difference", SetFilters::symmetricDifference, required("b")));
    ansible(b, Filter.of("zip", SetFilters::zip, rest("others")));
    ansible(
        b,
        Filter.of(
            "zip_longest", SetFilters::zipLongest, rest("others"), optional("fillvalue", null)));
    ansible(b, Filter.of("product", SetFilters::product, rest("others"), optional("repeat", 1)));
    ansible(
        b,
        Filter.of(
            "random",
            RandomFilters::random,
            optional("start", null),
            optional("step", null),
            optional("seed", null)));
    ansible(b, Filter.of("shuffle", RandomFilters::shuffle, optional("seed", null)));
  }

  private static void dataFilters(ImmutableMap.Builder<String, Filter> b) {
    ansible(
        b,
        Filter.of(
            "combine",
            DictFilters::combine,
            rest("dicts"),
            optional("recursive", false),
            optional("list_merge", "replace")));
    ansible(
        b,
        Filter.of(
            "dict2items",
            DictFilters::dict2items,
            optional("key_name", "key"),
            optional("value_name", "value")));
    ansible(
        b,
        Filter.of(
            "items2dict",
            DictFilters::items2dict,
            optional("key_name", "key"),
            optional("value_name", "value")));
    ansible(b, Filter.of("to_json", JsonFilters::toJson, optional("ensure_ascii", true)));
    ansible(
        b,
        Filter.of(
            "to_nice_json",
            JsonFilters::toNiceJson,
            optional("indent", 4),
            optional("ensure_ascii", true)));
    ansible(b, Filter.of("from_json", JsonFilters::fromJson));
    ansible(
        b,
        Filter.of(
            "subelements",
            GroupingFilters::subelements,
            required("subelements"),
            optional("skip_missing", false)));
    ansible(
        b,
        Filter.of(
            "extract",
            GroupingFilters::extract,
            required("container"),
            optional("morekeys", null)));
    ansible(b, Filter.of("to_yaml", YamlFilters::toYaml, optional("indent", 2)));
    ansible(b, Filter.of("to_nice_yaml", YamlFilters::toNiceYaml, optional("indent", 4)));
    ansible(b, Filter.of("from_yaml", YamlFilters::fromYaml));
    ansible(b, Filter.of("from_yaml_all", YamlFilters::fromYamlAll));
  }

  private static void hashFilters(ImmutableMap.Builder<String, Filter> b) {
    ansible(b, Filter.of("hash", HashFilters::hash, optional("hashtype", "sha1")));
    ansible(b, Filter.of("checksum", HashFilters::sha1));
    ansible(b, Filter.of("sha1", HashFilters::sha1));
    ansible(b, Filter.of("md5", HashFilters::md5));
    ansible(
        b,
        Filter.of(
            "password_hash",
            HashFilters::passwordHash,
            optional("hashtype", "sha512"),
            optional("salt", null),
            optional("salt_size", null),
            optional("rounds", null),
            optional("ident", null)));
  }

  private static void pathFilters(ImmutableMap.Builder<String, Filter> b) {
    ansible(b, Filter.of("basename", PathFilters::basename));
    ansible(b, Filter.of("dirname", PathFilters::dirname));
    ansible(b, Filter.of("splitext", PathFilters::splitext));
    ansible(b, Filter.of("realpath", PathFilters::realpath));
    ansible(b, Filter.of("expanduser", PathFilters::expanduser));
    ansible(b, Filter.of("expandvars", PathFilters::expandvars));
    ansible(b, Filter.of("path_join", PathFilters::pathJoin));
  }

  /**
   * community.general's filters that need no Python library, by their full names only (as Ansible
   * knows them).
   */
  private static void generalFilters(ImmutableMap.Builder<String, Filter> b) {
    general(b, Filter.of("counter", GeneralFilters::counter));
    general(b, Filter.of("dict", GeneralFilters::dict));
    general(b, Filter.of("dict_kv", GeneralFilters::dictKv, required("key")));
    general(b, Filter.of("groupby_as_dict", GeneralFilters::groupbyAsDict, required("attribute")));
    general(
        b,
        Filter.of(
            "lists_mergeby",
            GeneralFilters::listsMergeby,
            rest("terms"),
            optional("recursive", false),
            optional("list_merge", "replace")));
    general(b, Filter.of("crc32", GeneralFilters::crc32));
    general(
        b,
        Filter.of("unicode_normalize", GeneralFilters::unicodeNormalize, optional("form", "NFC")));
    general(b, Filter.of("version_sort", GeneralFilters::versionSort, optional("reverse", false)));
    general(
        b,
        Filter.of(
            "to_time_unit",
            TimeUnitFilters::toTimeUnit,
            optional("unit", "ms"),
            optional("year", null),
            optional("month", null)));
    for (String[] unit :
        new String[][] {
          {"milliseconds", "ms"},
          {"seconds", "s"},
          {"minutes", "m"},
          {"hours", "h"},
          {"days", "d"},
          {"weeks", "w"},
          {"months", "mo"},
          {"years", "y"}
        }) {
      general(
          b,
          Filter.of(
              "to_" + unit[0],
              TimeUnitFilters.in(unit[1]),
              optional("year", null),
              optional("month", null)));
    }
  }

  private static void general(ImmutableMap.Builder<String, Filter> b, Filter f) {
    b.put("community.general." + f.name(), f);
  }

  /** A Jinja filter: known by its short names only. */
  private static void jinja(ImmutableMap.Builder<String, Filter> b, Filter f, String... aliases) {
    b.put(f.name(), f);
    for (String alias : aliases) {
      b.put(alias, f);
    }
  }

  /** One of ansible-core's filters: also known as {@code ansible.builtin.name}. */
  private static void ansible(ImmutableMap.Builder<String, Filter> b, Filter f) {
    collection(b, BUILTIN, f);
  }

  private static void collection(ImmutableMap.Builder<String, Filter> b, String prefix, Filter f) {
    if (!prefix.equals("ansible.netcommon.")) {
      b.put(f.name(), f);
    }
    b.put(prefix + f.name(), f);
  }
}
