package dev.play.module.containers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * A compose project on the host: each service's configuration hash ({@code config --hash '*'}) and
 * its containers ({@code ps -a --format json}: one JSON object per line, or one array). Pure.
 */
record ComposeState(Map<String, String> hashes, List<Container> containers) {

  /** A container of the project, with the configuration hash it was created from. */
  record Container(
      String name, String service, String state, String health, int exitCode, String configHash) {
    boolean running() {
      return state.equals("running") && !health.equals("unhealthy");
    }

    Map<String, Object> facts() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("Name", name);
      m.put("Service", service);
      m.put("State", state);
      m.put("Health", health);
      m.put("ExitCode", exitCode);
      return m;
    }
  }

  static ComposeState parse(String hashes, String ps) {
    Map<String, String> h = new LinkedHashMap<>();
    for (String line : hashes.split("\n")) {
      String[] f = line.strip().split("\\s+");
      if (f.length == 2) {
        h.put(f[0], f[1]);
      }
    }
    return new ComposeState(h, containers(ps));
  }

  @SuppressWarnings("unchecked")
  private static List<Container> containers(String ps) {
    List<Container> out = new ArrayList<>();
    Yaml yaml = new Yaml(new LoaderOptions());
    String t = ps.strip();
    List<Object> items = new ArrayList<>();
    if (t.startsWith("[")) {
      items.addAll((List<Object>) yaml.load(t));
    } else {
      t.lines().filter(l -> l.startsWith("{")).forEach(l -> items.add(yaml.load(l)));
    }
    for (Object o : items) {
      Map<String, Object> m = (Map<String, Object>) o;
      out.add(
          new Container(
              str(m.get("Name")),
              str(m.get("Service")),
              str(m.get("State")),
              str(m.get("Health")),
              m.get("ExitCode") instanceof Number n ? n.intValue() : 0,
              label(str(m.get("Labels")), "com.docker.compose.config-hash")));
    }
    return out;
  }

  private static String str(Object o) {
    return o == null ? "" : String.valueOf(o);
  }

  /** A label's value from ps's {@code k=v,k=v} labels string. */
  private static String label(String labels, String key) {
    for (String kv : labels.split(",")) {
      if (kv.startsWith(key + "=")) {
        return kv.substring(key.length() + 1);
      }
    }
    return "";
  }

  List<Container> of(String service) {
    return containers.stream().filter(c -> c.service().equals(service)).toList();
  }
}
