package dev.play.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** One host's recap counts, as the summary's {@code recap} holds them. */
record HostCounts(
    int ok, int changed, int unreachable, int failed, int skipped, int rescued, int ignored) {
  /** The counts of a recap entry; a count absent is 0, one not a number is an error. */
  static HostCounts of(String host, JsonObject json) {
    return new HostCounts(
        count(host, json, "ok"),
        count(host, json, "changed"),
        count(host, json, "unreachable"),
        count(host, json, "failed"),
        count(host, json, "skipped"),
        count(host, json, "rescued"),
        count(host, json, "ignored"));
  }

  private static int count(String host, JsonObject json, String key) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      return 0;
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      throw new SummaryFormatException("recap of " + host + ": \"" + key + "\" is not a number");
    }
    return e.getAsInt();
  }

  /** These counts and {@code other}'s, summed (the same host in two documents). */
  public HostCounts plus(HostCounts other) {
    return new HostCounts(
        ok + other.ok,
        changed + other.changed,
        unreachable + other.unreachable,
        failed + other.failed,
        skipped + other.skipped,
        rescued + other.rescued,
        ignored + other.ignored);
  }

  /** Whether the host stopped early: a task failed on it, or it could not be reached. */
  public boolean stopped() {
    return failed > 0 || unreachable > 0;
  }
}
