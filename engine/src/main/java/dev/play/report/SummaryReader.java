package dev.play.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a summary JSON document (format 1, or format 2 with its optional keys) into a {@link
 * SummaryDocument}, storing its diffs in a {@link DiffTable} shared by all the documents of a
 * report. Every text it reads is escaped for display ({@link JsonFields#display}).
 */
final class SummaryReader {
  private final DiffTable diffs;

  SummaryReader(DiffTable diffs) {
    this.diffs = diffs;
  }

  /** The document, or a {@link SummaryFormatException} saying what makes it no summary. */
  SummaryDocument read(JsonObject json) {
    JsonFields top = new JsonFields(json, "");
    if (!top.has("roles") || !top.has("recap") || !top.has("check_mode")) {
      throw new SummaryFormatException(
          "not a summary JSON (play --summary-json): it lacks " + String.join(", ", missing(top)));
    }
    List<RoleChanges> roles = top.objects("roles").stream().map(this::role).toList();
    Optional<List<TaskRow>> tasks =
        top.has("tasks")
            ? Optional.of(top.objects("tasks").stream().map(SummaryReader::task).toList())
            : Optional.empty();
    return new SummaryDocument(
        header(top),
        roles,
        recap(top.object("recap")),
        tasks,
        top.optionalObjects("problems").stream().map(SummaryReader::problem).toList(),
        top.strings("unfinished"));
  }

  private static List<String> missing(JsonFields top) {
    return List.of("check_mode", "roles", "recap").stream()
        .filter(k -> !top.has(k))
        .map(k -> "\"" + k + "\"")
        .toList();
  }

  private static Header header(JsonFields top) {
    return new Header(
        1,
        top.strings("playbooks"),
        top.strings("inventory"),
        top.bool("check_mode", false),
        top.has("diff") ? top.bool("diff", false) : null,
        started(top),
        top.number("duration_s"),
        top.has("play_version") ? List.of(top.string("play_version")) : List.of());
  }

  private static Instant started(JsonFields top) {
    String text = top.string("started");
    try {
      return text == null ? null : Instant.parse(text);
    } catch (DateTimeParseException e) {
      throw top.wrong("started", "a time as 2026-11-28T19:00:00Z");
    }
  }

  private RoleChanges role(JsonFields role) {
    return new RoleChanges(
        role.string("role"), role.objects("hosts").stream().map(this::host).toList());
  }

  private HostChanges host(JsonFields host) {
    return new HostChanges(
        host.requiredString("host"),
        host.optionalObjects("changes").stream().map(this::change).toList());
  }

  private Change change(JsonFields c) {
    List<Integer> refs = new ArrayList<>();
    for (JsonFields d : c.optionalObjects("diffs")) {
      String unified = d.string("unified");
      if (unified != null && !unified.isEmpty()) {
        refs.add(diffs.add(unified));
      }
    }
    String category = c.string("category");
    return new Change(
        category == null ? "other" : category,
        c.string("task"),
        c.bool("handler", false),
        JsonFields.text(c.json().get("item")),
        c.strings("steps"),
        refs,
        c.strings("assumed"));
  }

  private static Map<String, HostCounts> recap(JsonObject recap) {
    Map<String, HostCounts> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonElement> e : recap.entrySet()) {
      String host = JsonFields.display(e.getKey());
      if (!e.getValue().isJsonObject()) {
        throw new SummaryFormatException("\"recap." + host + "\" is not an object");
      }
      out.put(host, HostCounts.of(host, e.getValue().getAsJsonObject()));
    }
    return out;
  }

  private static TaskRow task(JsonFields t) {
    Map<String, String> outcomes = new LinkedHashMap<>();
    if (t.has("hosts")) {
      t.object("hosts")
          .entrySet()
          .forEach(
              e -> outcomes.put(JsonFields.display(e.getKey()), JsonFields.text(e.getValue())));
    }
    return new TaskRow(
        t.string("play"),
        t.string("role"),
        t.string("task"),
        t.bool("handler", false),
        t.string("path"),
        outcomes);
  }

  private static Problem problem(JsonFields p) {
    return new Problem(
        p.requiredString("host"),
        p.string("play"),
        p.string("role"),
        p.string("task"),
        p.has("status") ? p.string("status") : "failed",
        p.string("msg"));
  }
}
