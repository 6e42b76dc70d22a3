package dev.play.facts;

/** Who a fact command ran as, and its umask: predicts the owner and mode of new files. */
public record HostEnv(int umask, int uid, int gid, String user, String group) {
  /** The mode a new regular file gets. */
  public int newFileMode() {
    return 0666 & ~umask;
  }

  /** The mode a new directory gets. */
  public int newDirectoryMode() {
    return 0777 & ~umask;
  }
}
