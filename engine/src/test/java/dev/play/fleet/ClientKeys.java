package dev.play.fleet;

import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Client key pairs generated for one fleet with {@code ssh-keygen}, one per {@link KeyType}. */
public record ClientKeys(ImmutableMap<KeyType, Path> privateKeys) {

  /**
   * The keys of this test run: generated on first use into a temporary directory deleted at exit.
   */
  static ClientKeys forThisRun() {
    return PerRun.KEYS;
  }

  private static final class PerRun {
    static final ClientKeys KEYS = generate(tempDir());

    private static Path tempDir() {
      try {
        Path dir = Files.createTempDirectory("play-fleet-keys-");
        Runtime.getRuntime()
            .addShutdownHook(
                new Thread(
                    () -> {
                      for (java.io.File f : dir.toFile().listFiles()) {
                        f.delete();
                      }
                      dir.toFile().delete();
                    }));
        return dir;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Generates one key pair of each type into {@code dir}, in parallel. */
  static ClientKeys generate(Path dir) {
    Map<KeyType, Process> running = new EnumMap<>(KeyType.class);
    for (KeyType type : KeyType.values()) {
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  "ssh-keygen",
                  "-q",
                  "-N",
                  "",
                  "-C",
                  "play-fleet-" + type.keygenType(),
                  "-t",
                  type.keygenType(),
                  "-f",
                  dir.resolve(type.fileName()).toString()));
      if (type.bits() != null) {
        cmd.addAll(List.of("-b", type.bits()));
      }
      running.put(type, Processes.start(cmd));
    }
    ImmutableMap.Builder<KeyType, Path> keys = ImmutableMap.builder();
    running.forEach(
        (type, process) -> {
          Processes.finish(process, "ssh-keygen -t " + type.keygenType()).assertOk();
          keys.put(type, dir.resolve(type.fileName()));
        });
    return new ClientKeys(keys.build());
  }

  public Path privateKey(KeyType type) {
    return privateKeys.get(type);
  }

  public Path publicKey(KeyType type) {
    return privateKey(type).resolveSibling(type.fileName() + ".pub");
  }

  /** The {@code authorized_keys} text that lets every key in. */
  public String authorizedKeys() {
    return privateKeys.keySet().stream().map(this::publicKeyLine).collect(Collectors.joining("\n"));
  }

  private String publicKeyLine(KeyType type) {
    try {
      return Files.readString(publicKey(type)).strip();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
