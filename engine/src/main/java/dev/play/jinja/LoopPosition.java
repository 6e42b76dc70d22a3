package dev.play.jinja;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where an iteration stands in its loop, as Jinja's {@code loop} and Ansible's {@code ansible_loop}
 * both name it: {@code index index0 revindex revindex0 first last length}.
 */
public final class LoopPosition {
  private LoopPosition() {}

  /** The position of item {@code i} of {@code n}, in a new map the caller may add to. */
  public static Map<String, Object> of(int i, int n) {
    Map<String, Object> v = new LinkedHashMap<>();
    v.put("index", i + 1);
    v.put("index0", i);
    v.put("revindex", n - i);
    v.put("revindex0", n - i - 1);
    v.put("first", i == 0);
    v.put("last", i == n - 1);
    v.put("length", n);
    return v;
  }
}
