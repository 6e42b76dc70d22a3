package dev.play.module.net;

import dev.play.module.ModuleFailure;
import dev.play.value.JsonWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code uri}'s request body by {@code body_format}, as Ansible encodes it: {@code json} dumps a
 * non-string body (a string is sent as written), {@code form-urlencoded} encodes a mapping or a
 * list of pairs as Python's {@code urlencode} does, {@code raw} sends the string. Pure.
 */
final class UriBody {
  private UriBody() {}

  /** {@code body_format}: how a body that is not a string is encoded. */
  enum Format {
    FORM_URLENCODED,
    JSON,
    RAW,
    FORM_MULTIPART
  }

  /** The body text, or null when there is none. */
  static String encode(Object body, Format format) throws ModuleFailure {
    if (body == null) {
      return null;
    }
    if (body instanceof String s) {
      return s;
    }
    return switch (format) {
      case JSON -> JsonWriter.compact(body);
      case FORM_URLENCODED -> form(body);
      case RAW, FORM_MULTIPART -> {
        if (body instanceof Map || body instanceof List) {
          throw new ModuleFailure(
              "uri: body must be a string with body_format raw (use json or form-urlencoded)");
        }
        yield str(body);
      }
    };
  }

  /** The Content-Type Ansible sets for a format unless the headers name one, or null. */
  static String contentType(Format format) {
    return switch (format) {
      case JSON -> "application/json";
      case FORM_URLENCODED -> "application/x-www-form-urlencoded";
      case RAW, FORM_MULTIPART -> null;
    };
  }

  private static String form(Object body) throws ModuleFailure {
    List<String> pairs = new ArrayList<>();
    for (Object[] kv : keyValues(body)) {
      List<?> values =
          kv[1] instanceof List<?> l
              ? l
              : kv[1] instanceof Map
                  ? List.copyOf(((Map<?, ?>) kv[1]).keySet())
                  : java.util.Collections.singletonList(kv[1]);
      for (Object v : values) {
        if (v != null) {
          pairs.add(plus(str(kv[0])) + "=" + plus(str(v)));
        }
      }
    }
    return String.join("&", pairs);
  }

  private static List<Object[]> keyValues(Object body) throws ModuleFailure {
    List<Object[]> out = new ArrayList<>();
    if (body instanceof Map<?, ?> m) {
      m.forEach((k, v) -> out.add(new Object[] {k, v}));
    } else if (body instanceof List<?> l) {
      for (Object item : l) {
        if (!(item instanceof List<?> pair) || pair.size() != 2) {
          throw new ModuleFailure(
              "failed to parse body as form_urlencoded: a list body holds [key, value] pairs");
        }
        out.add(new Object[] {pair.get(0), pair.get(1)});
      }
    } else {
      throw new ModuleFailure(
          "failed to parse body as form_urlencoded: cannot form-urlencode body, expect list or dict");
    }
    return out;
  }

  /** Python's {@code quote_plus}: {@code ~} kept, {@code *} escaped. */
  private static String plus(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("*", "%2A").replace("%7E", "~");
  }

  /** Python's {@code str} of a scalar. */
  static String str(Object v) {
    return v instanceof Boolean b ? (b ? "True" : "False") : String.valueOf(v);
  }
}
