package dev.play.playbook;

import java.util.List;
import java.util.Map;

/** Python-style type names for messages ("str", "int", "list", "dict"), as Ansible prints them. */
public final class TypeNames {
  private TypeNames() {}

  public static String of(Object value) {
    return switch (value) {
      case null -> "NoneType";
      case String s -> "str";
      case Boolean b -> "bool";
      case Integer i -> "int";
      case Long l -> "int";
      case java.math.BigInteger b -> "int";
      case Number n -> "float";
      case List<?> l -> "list";
      case Map<?, ?> m -> "dict";
      default -> value.getClass().getSimpleName();
    };
  }
}
