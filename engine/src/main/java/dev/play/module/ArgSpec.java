package dev.play.module;

import dev.play.error.Suggest;
import dev.play.playbook.OptionValues;
import dev.play.playbook.RoleArgumentSpec.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The arguments a module accepts: each one's type, whether it is required, its default and its
 * choices, declared one per string ({@link ArgDecl}: {@code "dest!:path"}, {@code
 * "state:str=present [present|absent]"}). {@code freeForm} modules (command, shell) take a
 * free-form string under {@code _raw_params}.
 *
 * @param options argument name to its option, in declaration order
 * @param untyped the arguments declared without a type, which are not checked
 * @param enums choice arguments to the enum that holds their states ({@link #withEnum})
 */
public record ArgSpec(
    Map<String, Option> options,
    Set<String> untyped,
    Map<String, String> aliases,
    boolean freeForm,
    Map<String, Class<? extends Enum<?>>> enums) {
  /** In {@code allowed}: any argument name is accepted as is (set_fact). */
  public static final String ANY = "*";

  public ArgSpec {
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    untyped = Set.copyOf(untyped);
    aliases = Map.copyOf(aliases);
    enums = Map.copyOf(enums);
  }

  /**
   * {@code of("dest!:path", "content:str", "force:bool=true")}: see {@link ArgDecl} for the syntax.
   */
  public static ArgSpec of(String... declarations) {
    Map<String, Option> options = new LinkedHashMap<>();
    Set<String> untyped = new LinkedHashSet<>();
    for (String text : declarations) {
      ArgDecl d = ArgDecl.parse(text);
      options.put(d.name(), d.option());
      if (!d.typed()) {
        untyped.add(d.name());
      }
    }
    return new ArgSpec(options, untyped, Map.of(), false, Map.of());
  }

  public ArgSpec withAliases(Map<String, String> aliasToName) {
    return new ArgSpec(options, untyped, aliasToName, freeForm, enums);
  }

  public ArgSpec asFreeForm() {
    return new ArgSpec(options, untyped, aliases, true, enums);
  }

  /**
   * This spec with the states of choice argument {@code name} held by {@code type}, which {@link
   * Args#enumValue} reads it as: one constant per choice, named by {@link ChoiceEnums#constantName}
   * ({@code build-dep} is {@code BUILD_DEP}).
   *
   * @throws IllegalArgumentException when the enum's constants are not exactly the choices' names
   */
  public ArgSpec withEnum(String name, Class<? extends Enum<?>> type) {
    String mismatch = enumMismatch(name, type);
    if (mismatch != null) {
      throw new IllegalArgumentException(mismatch);
    }
    Map<String, Class<? extends Enum<?>>> more = new LinkedHashMap<>(enums);
    more.put(name, type);
    return new ArgSpec(options, untyped, aliases, freeForm, more);
  }

  /**
   * Why enum {@code type} does not hold the states of argument {@code name}, or null when it does.
   */
  public String enumMismatch(String name, Class<? extends Enum<?>> type) {
    Option o = options.get(name);
    return o == null
        ? "no argument '" + name + "' for enum " + type.getSimpleName()
        : ChoiceEnums.mismatch(name, o.choices(), type);
  }

  /** The names of the accepted arguments, in declaration order. */
  public Set<String> allowed() {
    return options.keySet();
  }

  /** The required arguments. */
  public Set<String> required() {
    Set<String> out = new LinkedHashSet<>();
    options.forEach(
        (name, o) -> {
          if (o.required()) {
            out.add(name);
          }
        });
    return out;
  }

  /** The default of argument {@code name}, or null when it has none. */
  public Object defaultOf(String name) {
    if (freeForm && name.equals("_raw_params")) {
      return ""; // a free-form module's text is empty when none is given
    }
    Option o = options.get(name);
    return o == null ? null : o.defaultValue();
  }

  /**
   * {@code value} of argument {@code name} (canonical) converted to its declared type and checked
   * against its choices, as Ansible's modules convert theirs ({@code "yes"} is a bool, {@code "8"}
   * an int, {@code "a,b"} a list).
   *
   * @throws ArgumentError naming the argument, with Ansible's message
   */
  public Object convert(String name, Object value) throws ArgumentError {
    Option o = options.get(name);
    if (o == null || value == null) {
      return value;
    }
    List<String> problems = new ArrayList<>();
    Object converted = OptionValues.check(name, o, value, "", problems);
    if (!problems.isEmpty()) {
      throw new ArgumentError(name, problems.get(0));
    }
    return converted;
  }

  /** The canonical name of an argument (aliases resolved), or null when not accepted. */
  public String canonical(String name) {
    if (options.containsKey(name)) {
      return name;
    }
    if (freeForm && name.equals("_raw_params")) {
      return name;
    }
    if (aliases.containsKey(name)) {
      return aliases.get(name);
    }
    return options.containsKey(ANY) ? name : null;
  }

  /** Every accepted spelling, for suggestions. */
  public List<String> spellings() {
    List<String> all = new ArrayList<>(allowed());
    all.remove(ANY);
    all.addAll(aliases.keySet());
    return all;
  }

  /** Given argument names this spec does not accept, sorted. */
  public List<String> unknown(Set<String> given) {
    return given.stream().filter(a -> canonical(a) == null).sorted().toList();
  }

  /** {@code unsupported parameter 'dset' for module 'copy' (did you mean 'dest'?)}. */
  public String unsupportedMessage(String module, String arg) {
    return "unsupported parameter '"
        + arg
        + "' for module '"
        + module
        + "'"
        + Suggest.didYouMean(arg, spellings());
  }

  /** Required arguments absent from {@code given} (aliases count), sorted. */
  public List<String> missing(Set<String> given) {
    Set<String> present = new TreeSet<>();
    given.forEach(a -> Optional.ofNullable(canonical(a)).ifPresent(present::add));
    return required().stream().filter(r -> !present.contains(r)).sorted().toList();
  }

  /** {@code missing required arguments: dest, src}. */
  public static String missingMessage(List<String> missing) {
    return "missing required arguments: " + String.join(", ", missing);
  }

  /**
   * Checks {@code given} against this spec, resolves aliases and converts each value to its
   * declared type: the {@link Args} module {@code module} plans with. Null values count as absent
   * for required arguments. The checks come in Ansible's order: names, then required ones, then
   * types and choices.
   *
   * @throws ModuleFailure naming every unsupported argument, or the missing required ones
   * @throws ArgumentError for the first value of a wrong type or not among its choices
   */
  public Args bind(String module, Map<String, Object> given) throws ModuleFailure {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : given.entrySet()) {
      String name = canonical(e.getKey());
      if (name == null) {
        List<String> messages =
            unknown(given.keySet()).stream().map(a -> unsupportedMessage(module, a)).toList();
        throw new ModuleFailure(String.join("; ", messages));
      }
      values.put(name, e.getValue());
    }
    List<String> absent = missing(nonNull(values));
    if (!absent.isEmpty()) {
      throw new ModuleFailure(missingMessage(absent));
    }
    for (Map.Entry<String, Object> e : values.entrySet()) {
      e.setValue(convert(e.getKey(), e.getValue()));
    }
    return new Args(module, values, this);
  }

  private static Set<String> nonNull(Map<String, Object> values) {
    Set<String> present = new TreeSet<>();
    values.forEach(
        (k, v) -> {
          if (v != null) {
            present.add(k);
          }
        });
    return present;
  }
}
