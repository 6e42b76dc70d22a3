package dev.play.connection.ssh;

import java.time.Duration;

/**
 * Keep-alive messages on a connection, as ssh's {@code ServerAliveInterval} and {@code
 * ServerAliveCountMax}: one every {@code interval}; a connection whose server has answered none of
 * the last {@code countMax} is ended, and its host becomes unreachable. play sends them by default
 * (every 30 s, 5 unanswered: a host that stops answering is given up after 150 s); an interval of 0
 * sends none.
 */
record KeepAlive(Duration interval, int countMax) {
  public static final KeepAlive DEFAULT = new KeepAlive(Duration.ofSeconds(30), 5);

  public KeepAlive {
    if (interval.isNegative() || countMax < 1) {
      throw new IllegalArgumentException(
          "keep-alive: interval at least 0 and count at least 1, not "
              + interval
              + " and "
              + countMax);
    }
  }

  /** The defaults, each replaced by the option that is set (seconds; a count of 0 counts as 1). */
  static KeepAlive of(Integer intervalSeconds, Integer countMax) {
    return new KeepAlive(
        intervalSeconds == null ? DEFAULT.interval : Duration.ofSeconds(intervalSeconds),
        countMax == null ? DEFAULT.countMax : Math.max(1, countMax));
  }

  /** How long a host that answers nothing keeps its connection. */
  Duration deadAfter() {
    return interval.multipliedBy(countMax);
  }
}
