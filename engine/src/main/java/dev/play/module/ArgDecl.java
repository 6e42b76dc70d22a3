package dev.play.module;

import dev.play.playbook.ArgumentTypes;
import dev.play.playbook.RoleArgumentSpec.Option;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One argument as a module's {@code spec()} declares it, in one line: {@code
 * name[!][:type[(elements)]][=default][ [choice|choice...]]}, e.g. {@code "dest!:path"}, {@code
 * "force:bool=false"}, {@code "names:list(str)"}, {@code "state:str=present [present|absent]"}.
 * {@code !} marks it required; types are Ansible's; the default and the choices are written as a
 * playbook would write them and converted to the type. Without a type the argument is not checked.
 */
record ArgDecl(String name, Option option, boolean typed) {
  static final Set<String> TYPES =
      Set.of("str", "bool", "int", "float", "path", "list", "dict", "raw");
  private static final Pattern SYNTAX =
      Pattern.compile(
          "(?<name>[A-Za-z_*][\\w]*)(?<req>!)?(?::(?<type>\\w+)(?:\\((?<el>\\w+)\\))?)?(?:=(?<def>[^\\[]*?))?"
              + "(?:\\s*\\[(?<choices>[^\\]]*)])?");

  /**
   * @throws IllegalArgumentException for a declaration that does not parse or whose default or
   *     choices do not convert
   */
  static ArgDecl parse(String text) {
    Matcher m = SYNTAX.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("bad argument declaration: '" + text + "'");
    }
    String type = m.group("type") == null ? "raw" : m.group("type");
    String elements = m.group("el");
    check(text, type);
    if (elements != null) {
      check(text, elements);
    }
    Object fallback = m.group("def") == null ? null : convert(text, m.group("def"), type);
    List<Object> choices =
        m.group("choices") == null
            ? null
            : Arrays.stream(m.group("choices").split("\\|"))
                .map(
                    c ->
                        convert(
                            text,
                            c.strip(),
                            elements != null ? elements : type.equals("list") ? "str" : type))
                .toList();
    Option option = new Option(type, m.group("req") != null, choices, fallback, elements, Map.of());
    return new ArgDecl(m.group("name"), option, m.group("type") != null);
  }

  private static void check(String text, String type) {
    if (!TYPES.contains(type)) {
      throw new IllegalArgumentException(
          "unknown type '" + type + "' in argument declaration '" + text + "'");
    }
  }

  private static Object convert(String text, String value, String type) {
    ArgumentTypes.Conversion c = ArgumentTypes.convert(value, type);
    if (c.error() != null) {
      throw new IllegalArgumentException(
          "'"
              + value
              + "' is no "
              + type
              + " in argument declaration '"
              + text
              + "': "
              + c.error());
    }
    return c.value();
  }
}
