package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.error.Source;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoleArgumentsTest {
  private static RoleArgumentSpec.Option opt(String type) {
    return new RoleArgumentSpec.Option(type, false, null, null, null, null);
  }

  private static final RoleArgumentSpec SPEC = spec();

  private static RoleArgumentSpec spec() {
    Map<String, RoleArgumentSpec.Option> user = new LinkedHashMap<>();
    user.put("name", new RoleArgumentSpec.Option("str", true, null, null, null, null));
    user.put("uid", opt("int"));
    Map<String, RoleArgumentSpec.Option> options = new LinkedHashMap<>();
    options.put("port", new RoleArgumentSpec.Option("int", true, null, null, null, null));
    options.put("host", new RoleArgumentSpec.Option("str", true, null, null, null, null));
    options.put("enabled", opt("bool"));
    options.put("ratio", opt("float"));
    options.put(
        "state",
        new RoleArgumentSpec.Option(
            "str", false, List.of("present", "absent"), "present", null, null));
    options.put("ports", new RoleArgumentSpec.Option("list", false, null, null, "int", null));
    options.put("users", new RoleArgumentSpec.Option("list", false, null, null, "dict", user));
    options.put("owner", new RoleArgumentSpec.Option("dict", false, null, null, null, user));
    return new RoleArgumentSpec("web", options, Source.UNKNOWN);
  }

  @Test
  void acceptsValidAndConvertibleValues() {
    Map<String, Object> values =
        Map.of(
            "port",
            "8080",
            "host",
            7,
            "enabled",
            "yes",
            "ratio",
            "0.5",
            "state",
            "absent",
            "ports",
            List.of(1, "2"),
            "users",
            List.of(Map.of("name", "a", "uid", "3")));
    assertEquals(List.of(), RoleArguments.validate(SPEC, values));
  }

  @Test
  void reportsProblemsLikeAnsible() {
    Map<String, Object> values =
        Map.of(
            "port",
            "eighty",
            "enabled",
            "maybe",
            "state",
            "gone",
            "ports",
            List.of("x"),
            "users",
            List.of(Map.of("uid", 1, "shell", "sh")));
    assertEquals(
        List.of(
            "missing required arguments: host",
            "argument 'port' is of type <class 'str'> and we were unable to convert to int: "
                + "invalid literal for int() with base 10: 'eighty'",
            "argument 'enabled' is of type <class 'str'> and we were unable to convert to bool: "
                + "the value 'maybe' is not a valid boolean",
            "value of state must be one of: present, absent, got: gone",
            "Elements value for option 'ports' is of type <class 'str'> and we were unable to "
                + "convert to int: invalid literal for int() with base 10: 'x'",
            "missing required arguments: name found in users",
            "Unsupported parameters: shell found in users. Supported parameters include: name, uid."),
        RoleArguments.validate(SPEC, values));
  }

  @Test
  void nestedDictOptions() {
    assertEquals(
        List.of(
            "argument 'uid' is of type <class 'str'> and we were unable to convert to int: "
                + "invalid literal for int() with base 10: 'x' found in owner"),
        RoleArguments.validate(
            SPEC, Map.of("port", 1, "host", "h", "owner", Map.of("name", "n", "uid", "x"))));
  }

  @Test
  void appliesDefaults() {
    Map<String, Object> values = RoleArguments.applyDefaults(SPEC, Map.of("port", 1));
    assertEquals(Map.of("port", 1, "state", "present"), values);
  }
}
