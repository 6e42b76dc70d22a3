package dev.play.engine;

/** Actions the engine itself carries out instead of a module. */
final class EngineActions {
  enum Kind {
    INCLUDE_TASKS,
    INCLUDE_ROLE,
    META,
    MODULE
  }

  private EngineActions() {}

  static Kind kind(String action) {
    String shortName =
        action.startsWith("ansible.builtin.")
            ? action.substring("ansible.builtin.".length())
            : action.startsWith("ansible.legacy.")
                ? action.substring("ansible.legacy.".length())
                : action;
    return switch (shortName) {
      case "include_tasks", "include" -> Kind.INCLUDE_TASKS; // a dynamic old include (TaskParser)
      case "include_role" -> Kind.INCLUDE_ROLE;
      case "meta" -> Kind.META;
      default -> Kind.MODULE;
    };
  }
}
