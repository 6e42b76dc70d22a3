package dev.play.module.kit;

import dev.play.facts.FileFacts;
import java.util.LinkedHashMap;
import java.util.Map;

/** Result fields as Ansible's file modules return them. */
public final class FileFields {
  private FileFields() {}

  /** {@code mode}, {@code owner}, {@code group}, {@code uid}, {@code gid}. */
  public static Map<String, Object> attributes(FileAttrs.State s) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("mode", ModeSpec.format(s.mode()));
    r.put("owner", s.owner().user());
    r.put("group", s.owner().group());
    r.put("uid", s.owner().uid());
    r.put("gid", s.owner().gid());
    return r;
  }

  /** The attributes plus {@code size} and {@code state} of a present path. */
  public static Map<String, Object> of(FileFacts.Present p) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.putAll(attributes(new FileAttrs.State(p.mode(), p.owner())));
    r.put("size", p.size());
    r.put("state", p.type().label());
    return r;
  }
}
