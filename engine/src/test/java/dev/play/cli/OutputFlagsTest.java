package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.config.LocalEnvironment;
import dev.play.config.PlayConfig;
import dev.play.error.PlayError;
import dev.play.output.StdoutCallback;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class OutputFlagsTest {
  private static OutputFlags parse(String... args) {
    PlayCommand command = new PlayCommand(System.out, System.err, new dev.play.secret.Secrets());
    new CommandLine(command).parseArgs(args);
    return command.output;
  }

  @TempDir Path dir;

  /** The settings a run in {@link #dir} (no ansible.cfg) with these variables has. */
  private PlayConfig config(Map<String, String> env) {
    return PlayConfig.load(new LocalEnvironment(env, dir, dir));
  }

  @Test
  void theOptionBeatsTheSettingWhichBeatsTheDefault() throws Exception {
    PlayConfig json = config(Map.of("ANSIBLE_STDOUT_CALLBACK", "json"));
    assertEquals(
        StdoutCallback.DEFAULT,
        parse("--stdout-callback", "default", "pb.yml").stdoutCallback(json));
    assertEquals(StdoutCallback.JSON, parse("pb.yml").stdoutCallback(json));
    assertEquals(StdoutCallback.DEFAULT, parse("pb.yml").stdoutCallback(config(Map.of())));
    Files.writeString(dir.resolve("ansible.cfg"), "[defaults]\nstdout_callback = json\n");
    assertEquals(StdoutCallback.JSON, parse("pb.yml").stdoutCallback(config(Map.of())));
    PlayError e =
        assertThrows(
            PlayError.class,
            () ->
                parse("pb.yml")
                    .stdoutCallback(config(Map.of("ANSIBLE_STDOUT_CALLBACK", "minimal"))));
    assertEquals(
        "ANSIBLE_STDOUT_CALLBACK: error: unknown stdout callback 'minimal'; play has: default, json",
        e.render());
  }

  @Test
  void theJunitSuiteIsNamedForTheLastPlaybook() {
    OutputFlags flags = parse("--events", "-", "--junit", "out/junit.xml", "a.yml", "site.yaml");
    assertEquals(List.of("-", "out/junit.xml"), List.of(flags.events, flags.junit));
    assertEquals(
        "site", OutputFlags.suiteName(List.of(Path.of("a.yml"), Path.of("dir/site.yaml"))));
  }
}
