package dev.play.connection.become;

/**
 * The programs that escalate: {@code sudo} and {@code su} from the host's PATH unless tests point
 * elsewhere.
 */
record BecomeTools(String sudo, String su) {
  public static final BecomeTools DEFAULT = new BecomeTools("sudo", "su");
}
