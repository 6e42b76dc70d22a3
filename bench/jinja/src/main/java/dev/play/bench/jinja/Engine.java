package dev.play.bench.jinja;

import java.util.Map;

/** A template engine under measurement: renders one case, or throws for a template it rejects. */
interface Engine {
  String name();

  /** A template file's text, as the template module renders it. */
  String file(String template, Map<String, Object> vars) throws Exception;

  /** A task's argument string; a lone expression may give its own value (list, map, number...). */
  Object value(String template, Map<String, Object> vars) throws Exception;
}
