package dev.play.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play config dump}'s lines: ansible-config dump's shape. */
class ConfigDumpTest {
  static final Path EVERY = Path.of("src/test/resources/config/every-setting.cfg").toAbsolutePath();

  @TempDir Path home;

  private PlayConfig config(Map<String, String> env) {
    return PlayConfig.load(new LocalEnvironment(env, home, home));
  }

  @Test
  void everySettingSortedWithTheSshOnesUnderTheirHeadings() {
    List<String> lines =
        ConfigDump.lines(
            config(Map.of("ANSIBLE_CONFIG", EVERY.toString(), "ANSIBLE_TIMEOUT", "33")), false);
    String dir = EVERY.getParent().toString();
    assertEquals(
        List.of(
            "ANSIBLE_HOME(" + EVERY + ") = " + dir + "/ansible-home",
            "CACHE_PLUGIN(" + EVERY + ") = jsonfile",
            "CACHE_PLUGIN_CONNECTION(" + EVERY + ") = ~/.cache/facts",
            "CACHE_PLUGIN_PREFIX(" + EVERY + ") = play_",
            "CACHE_PLUGIN_TIMEOUT(" + EVERY + ") = 7200",
            "COLLECTIONS_PATHS(" + EVERY + ") = ['" + dir + "/collections']",
            "CONFIG_FILE() = " + EVERY),
        lines.subList(0, 7));
    assertTrue(lines.contains("DEFAULT_TIMEOUT(env: ANSIBLE_TIMEOUT) = 33"), lines::toString);
    assertTrue(lines.contains("HOST_KEY_CHECKING(" + EVERY + ") = False"), lines::toString);
    assertTrue(
        lines.contains(
            "DEFAULT_HOST_LIST("
                + EVERY
                + ") = ['"
                + dir
                + "/hosts.ini', '"
                + home
                + "/inventories/prod', '/etc/ansible/hosts']"),
        lines::toString);
    int ssh = lines.indexOf("ssh:");
    assertEquals(
        List.of("", "CONNECTION:", "==========", "", "ssh:", "___"),
        lines.subList(ssh - 4, ssh + 2));
    assertEquals("control_path(" + EVERY + ") = %(directory)s/%%h-%%r", lines.get(ssh + 2));
    assertEquals(Settings.ALL.size() + 1 + 6, lines.size());
  }

  @Test
  void onlyChangedKeepsTheConfigFileAndDropsAnSshHeadingWithNothingUnder() {
    Path none = home.resolve("none.cfg");
    assertEquals(
        List.of("CONFIG_FILE() = None", "DEFAULT_FORKS(env: ANSIBLE_FORKS) = 3"),
        ConfigDump.lines(
            config(Map.of("ANSIBLE_CONFIG", none.toString(), "ANSIBLE_FORKS", "3")), true));
    List<String> all = ConfigDump.lines(config(Map.of("ANSIBLE_CONFIG", none.toString())), false);
    assertTrue(all.contains("DEFAULT_REMOTE_USER(default) = None"), all::toString);
    assertTrue(
        all.contains("ssh_args(default) = -C -o ControlMaster=auto -o ControlPersist=60s"),
        all::toString);
    assertTrue(all.contains("DEFAULT_HOST_LIST(default) = []"), all::toString);
  }
}
