package dev.play.cli.common;

import picocli.CommandLine.IVersionProvider;

/** {@code play --version}. */
public final class Version implements IVersionProvider {
  public static final String VERSION = "0.1.0";

  @Override
  public String[] getVersion() {
    return new String[] {"play " + VERSION, "java " + Runtime.version()};
  }
}
