package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.playbook.Play;
import java.util.Locale;

/**
 * How a play moves hosts through its tasks: {@code linear} (each task on every host before the
 * next; the default) or {@code free} (each host at its own pace; {@code host_pinned} is the same
 * here). {@code debug} is linear with Ansible's interactive debugger, which play has not: it runs
 * as linear ({@link PlaybookValidator} warns).
 */
enum Strategy {
  LINEAR,
  FREE,
  DEBUG;

  static Strategy of(Play play) {
    String s =
        play.strategy() == null ? "linear" : play.strategy().strip().toLowerCase(Locale.ROOT);
    return switch (s) {
      case "linear" -> LINEAR;
      case "free", "host_pinned" -> FREE;
      case "debug" -> DEBUG;
      default ->
          throw PlayError.parse(
              play.source(),
              "unknown strategy '"
                  + play.strategy()
                  + "'; play supports linear, free, host_pinned and debug (as linear)");
    };
  }
}
