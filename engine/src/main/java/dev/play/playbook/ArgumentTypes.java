package dev.play.playbook;

import dev.play.value.JsonText;
import dev.play.value.PythonFloat;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Ansible's argument type checks and conversions ({@code check_type_int} and friends), for role
 * arguments and lookup options.
 */
public final class ArgumentTypes {
  static final Set<String> TRUE = Set.of("y", "yes", "on", "1", "true", "t");
  static final Set<String> FALSE = Set.of("n", "no", "off", "0", "false", "f");

  private ArgumentTypes() {}

  /** A converted value, or the reason it could not be converted. */
  public record Conversion(Object value, String error) {
    static Conversion ok(Object value) {
      return new Conversion(value, null);
    }

    static Conversion fail(String error) {
      return new Conversion(null, error);
    }
  }

  public static Conversion convert(Object value, String type) {
    return switch (type) {
      case "int" -> toInt(value);
      case "float" -> toFloat(value);
      case "bool" -> toBool(value);
      case "list" -> toList(value);
      case "dict" -> toDict(value);
      case "str", "path" -> Conversion.ok(toStr(value));
      default -> Conversion.ok(value);
    };
  }

  /** How Python prints the type of a YAML value: {@code <class 'str'>}. */
  static String pythonType(Object value) {
    return "<class '" + TypeNames.of(value) + "'>";
  }

  /**
   * Python's {@code str()} of a scalar ({@code True}, {@code 1.5}); lists and dicts stay as they
   * are.
   */
  private static Object toStr(Object value) {
    return switch (value) {
      case Boolean b -> b ? "True" : "False";
      case Double d -> PythonFloat.repr(d);
      case Map<?, ?> m -> m;
      case List<?> l -> l;
      default -> String.valueOf(value);
    };
  }

  private static Conversion toInt(Object value) {
    return switch (value) {
      case Integer i -> Conversion.ok(i);
      case Long l -> Conversion.ok(l);
      case BigInteger b -> Conversion.ok(b);
      case Boolean b -> Conversion.ok(b ? 1 : 0);
      case Double d when d == Math.rint(d) && !d.isInfinite() -> Conversion.ok(d.longValue());
      case Double d -> Conversion.fail("cannot convert " + d + " to int without losing precision");
      case String s when s.strip().matches("[-+]?\\d+") ->
          Conversion.ok(new BigInteger(s.strip().replace("+", "")));
      case String s -> Conversion.fail("invalid literal for int() with base 10: '" + s + "'");
      default -> Conversion.fail(pythonType(value) + " cannot be converted to an int");
    };
  }

  private static Conversion toFloat(Object value) {
    if (value instanceof Number n) {
      return Conversion.ok(n.doubleValue());
    }
    if (value instanceof String s) {
      try {
        return Conversion.ok(Double.parseDouble(s.strip()));
      } catch (NumberFormatException e) {
        return Conversion.fail("could not convert string to float: '" + s + "'");
      }
    }
    return Conversion.fail(pythonType(value) + " cannot be converted to a float");
  }

  private static Conversion toBool(Object value) {
    if (value instanceof Boolean b) {
      return Conversion.ok(b);
    }
    String text =
        value instanceof Number n && n.doubleValue() == Math.rint(n.doubleValue())
            ? String.valueOf(n.longValue())
            : String.valueOf(value).strip().toLowerCase(Locale.ROOT);
    if (TRUE.contains(text)) {
      return Conversion.ok(true);
    }
    if (FALSE.contains(text)) {
      return Conversion.ok(false);
    }
    return Conversion.fail("the value '" + value + "' is not a valid boolean");
  }

  private static Conversion toList(Object value) {
    return switch (value) {
      case List<?> l -> Conversion.ok(l);
      case String s -> Conversion.ok(Arrays.asList((Object[]) s.split(",")));
      case Number n -> Conversion.ok(List.of(n));
      default -> Conversion.fail(pythonType(value) + " cannot be converted to a list");
    };
  }

  private static Conversion toDict(Object value) {
    if (value instanceof Map<?, ?>) {
      return Conversion.ok(value);
    }
    if (value instanceof String s && s.strip().startsWith("{")) {
      try {
        return JsonText.parse(s) instanceof Map<?, ?> m
            ? Conversion.ok(m)
            : Conversion.fail("dictionary requested, could not parse JSON");
      } catch (JsonText.Malformed e) {
        return Conversion.fail("unable to evaluate string as dictionary");
      }
    }
    if (value instanceof String s && s.contains("=")) {
      return Conversion.ok(KvArgs.parse(s.replace(",", " "), false));
    }
    return Conversion.fail("dictionary requested, could not parse JSON or key=value");
  }
}
