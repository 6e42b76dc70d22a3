package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.playbook.Play;
import java.util.Locale;

/**
 * How a play moves hosts through its tasks: {@code linear} (each task on every host before the
 * next; the default) or {@code free} (each host at its own pace; {@code host_pinned} is the same
 * here).
 */
enum Strategy {
  LINEAR,
  FREE;

  static Strategy of(Play play) {
    String s = play.strategy() == null ? "linear" : play.strategy().strip().toLowerCase(Locale.ROOT);
    return switch (s) {
      case "linear" -> LINEAR;
      case "free", "host_pinned" -> FREE;
      default -> throw PlayError.parse(play.source(),
          "unknown strategy '" + play.strategy() + "'; play supports linear, free and host_pinned");
    };
  }
}
