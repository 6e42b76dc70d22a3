package dev.play.template;

import dev.play.error.Source;

/** Maps a line and column of a template to where the user wrote it. */
@FunctionalInterface
interface Locator {
  Source at(int line, int column);
}
