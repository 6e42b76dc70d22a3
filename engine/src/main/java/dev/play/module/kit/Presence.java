package dev.play.module.kit;

/**
 * The states of a {@code state: present|absent} argument, which most modules that manage one thing
 * take ({@code ArgSpec.withEnum("state", Presence.class)}).
 */
public enum Presence {
  PRESENT,
  ABSENT
}
