package dev.play.engine;

/** Stands for a YAML null in concurrent maps, which cannot hold null. */
enum NullValue {
  INSTANCE;

  static Object unwrap(Object v) {
    return v == INSTANCE ? null : v;
  }
}
