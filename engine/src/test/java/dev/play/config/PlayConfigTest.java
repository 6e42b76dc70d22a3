package dev.play.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.bridge.BridgeSettings;
import dev.play.error.PlayError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Effective settings: environment over file over default, typed and made absolute as Ansible does.
 */
class PlayConfigTest {
  @TempDir Path root;
  Path cwd;
  Path home;
  Path cfgDir;
  final Map<String, String> env = new HashMap<>();

  @BeforeEach
  void dirs() throws IOException {
    cwd = Files.createDirectories(root.resolve("cwd"));
    home = Files.createDirectories(root.resolve("home"));
    cfgDir = Files.createDirectories(root.resolve("site"));
  }

  private PlayConfig load(String cfg) throws IOException {
    Path file = Files.writeString(cfgDir.resolve("ansible.cfg"), cfg);
    env.put("ANSIBLE_CONFIG", file.toString());
    return PlayConfig.load(new LocalEnvironment(env, cwd, home));
  }

  private PlayError error(String cfg) {
    PlayError e = assertThrows(PlayError.class, () -> load(cfg));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
    return e;
  }

  @Test
  void defaultsWithoutAFile() {
    PlayConfig c =
        PlayConfig.load(
            new LocalEnvironment(
                Map.of("ANSIBLE_CONFIG", cwd.resolve("none.cfg").toString()), cwd, home));
    assertEquals(50, c.forks());
    assertEquals(List.of(), c.inventory());
    assertEquals(
        List.of(
            home.resolve(".ansible/roles"),
            Path.of("/usr/share/ansible/roles"),
            Path.of("/etc/ansible/roles")),
        c.rolesPath());
    assertEquals(
        List.of(home.resolve(".ansible/collections"), Path.of("/usr/share/ansible/collections")),
        c.collectionsPath());
    assertEquals(10, c.timeout());
    assertTrue(c.hostKeyChecking());
    assertFalse(c.become());
    assertEquals("sudo", c.becomeMethod());
    assertEquals("root", c.becomeUser());
    assertEquals("implicit", c.gathering());
    assertEquals("default", c.stdoutCallback());
    assertNull(c.remoteUser());
    assertNull(c.remotePort());
    assertNull(c.transport(), "smart, Ansible's default, leaves the choice to play");
    assertNull(c.privateKeyFile());
    assertNull(c.vaultPasswordFile());
    assertEquals("memory", c.cachePlugin());
    assertEquals(java.util.Optional.empty(), c.cacheDirectory());
    assertEquals(
        "",
        c.cachePrefix(),
        "Ansible's jsonfile uses no prefix unless one is set, whatever the dump says");
    assertEquals("ansible_facts", c.get(Settings.CACHE_PLUGIN_PREFIX).value());
    assertEquals(86400, c.cacheTimeout());
    assertTrue(c.settings().stream().noneMatch(ResolvedSetting::changed));
  }

  @Test
  void theEnvironmentWinsOverTheFileWhichWinsOverTheDefault() throws IOException {
    env.put("ANSIBLE_FORKS", "7");
    PlayConfig c = load("[defaults]\nforks = 10\ntimeout = 30\n");
    assertEquals(7, c.forks());
    assertEquals("env: ANSIBLE_FORKS", c.get(Settings.FORKS).origin().toString());
    assertEquals(30, c.timeout());
    assertEquals(
        cfgDir.resolve("ansible.cfg").toString(), c.get(Settings.TIMEOUT).origin().toString());
    assertEquals("default", c.get(Settings.BECOME).origin().toString());
  }

  @Test
  void ofSeveralNamesTheLastOneListedWins() throws IOException {
    env.put("ANSIBLE_COLLECTIONS_PATHS", "/a");
    env.put("ANSIBLE_COLLECTIONS_PATH", "/b");
    PlayConfig c = load("[defaults]\ncollections_path = /c\ncollections_paths = /d\n");
    assertEquals(List.of(Path.of("/b")), c.collectionsPath());
    env.clear();
    assertEquals(
        List.of(cfgDir.resolve("c")),
        load("[defaults]\ncollections_path = c\ncollections_paths = /d\n").collectionsPath());
  }

  @Test
  void timeoutAndHostKeyCheckingAlsoTakeTheSshConnectionsOwnKeys() throws IOException {
    PlayConfig c =
        load(
            "[defaults]\ntimeout = 5\n[ssh_connection]\ntimeout = 25\nhost_key_checking = False\n");
    assertEquals(25, c.timeout());
    assertFalse(c.hostKeyChecking());
    env.put("ANSIBLE_SSH_TIMEOUT", "40");
    assertEquals(40, load("[defaults]\n").timeout());
  }

  @Test
  void pathsFromTheFileAreRelativeToItsDirectoryFromTheEnvironmentToTheCwd() throws IOException {
    env.put("ANSIBLE_ROLES_PATH", "r1::~/r2:$SITE/r3");
    env.put("SITE", "/srv");
    PlayConfig c =
        load(
            "[defaults]\ninventory = hosts.ini, ../other ,{{CWD}}/inv\nprivate_key_file = ~/.ssh/k\n"
                + "vault_password_file = ${NOPE}/pw\n");
    assertEquals(
        List.of(
            cfgDir.resolve("hosts.ini").toString(),
            root.resolve("other").toString(),
            cwd.resolve("inv").toString()),
        c.inventory());
    assertEquals(List.of(cwd.resolve("r1"), home.resolve("r2"), Path.of("/srv/r3")), c.rolesPath());
    assertEquals(home.resolve(".ssh/k"), c.privateKeyFile());
    assertEquals(
        cfgDir.resolve("${NOPE}/pw"),
        c.vaultPasswordFile(),
        "an unknown variable stays as written");
  }

  @Test
  void factCachingSettingsAsTheJsonfilePluginReadsThem() throws IOException {
    PlayConfig c =
        load(
            "[defaults]\nfact_caching = ansible.builtin.jsonfile\nfact_caching_connection = facts/../cache\n"
                + "fact_caching_prefix = pre_\nfact_caching_timeout = 0\n");
    assertEquals("jsonfile", c.cachePlugin());
    assertEquals(
        java.util.Optional.of(cfgDir.resolve("cache")),
        c.cacheDirectory(),
        "relative to the file's directory");
    assertEquals(
        "facts/../cache",
        c.get(Settings.CACHE_PLUGIN_CONNECTION).value(),
        "the dump shows it as written");
    assertEquals("pre_", c.cachePrefix());
    assertEquals(0, c.cacheTimeout(), "0: entries never expire");
    env.put("ANSIBLE_CACHE_PLUGIN_CONNECTION", "~/facts");
    env.put("ANSIBLE_CACHE_PLUGIN", "memory");
    c = load("[defaults]\nfact_caching = jsonfile\n");
    assertEquals(java.util.Optional.of(home.resolve("facts")), c.cacheDirectory());
    assertEquals("memory", c.cachePlugin());
    env.put("ANSIBLE_CACHE_PLUGIN_CONNECTION", "rel");
    assertEquals(
        java.util.Optional.of(cwd.resolve("rel")),
        load("[defaults]\n").cacheDirectory(),
        "from a variable: the cwd");
    env.put("ANSIBLE_CACHE_PLUGIN_CONNECTION", " ");
    assertEquals(
        java.util.Optional.empty(),
        load("[defaults]\n").cacheDirectory(),
        "blank: none, as Ansible");
  }

  @Test
  void aCachePluginPlayDoesNotHaveIsRefusedWhereItIsSet() {
    assertEquals(
        cfgDir.resolve("ansible.cfg")
            + ":2:16: error: [defaults] fact_caching: expected one of memory, jsonfile,"
            + " ansible.builtin.memory, ansible.builtin.jsonfile, ansible.legacy.memory, ansible.legacy.jsonfile,"
            + " got 'community.general.redis'\n    fact_caching = community.general.redis\n                   ^",
        error("[defaults]\nfact_caching = community.general.redis\n").render());
    env.put("ANSIBLE_CACHE_PLUGIN", "memcached");
    assertTrue(
        error("[defaults]\n")
            .render()
            .startsWith("ANSIBLE_CACHE_PLUGIN: error: expected one of memory, jsonfile,"));
    env.clear();
    assertEquals(
        "[defaults] fact_caching_timeout: expected a whole number of at least 0, got '-1'",
        error("[defaults]\nfact_caching_timeout = -1\n").getMessage());
  }

  @Test
  void ansibleHomeMovesTheDefaultRolesAndCollections() throws IOException {
    PlayConfig c = load("[defaults]\nhome = ./ah\n");
    assertEquals(cfgDir.resolve("ah/roles"), c.rolesPath().get(0));
    assertEquals(cfgDir.resolve("ah/collections"), c.collectionsPath().get(0));
  }

  @Test
  void typedValues() throws IOException {
    PlayConfig c =
        load(
            "[defaults]\nremote_user = 'deploy'\nremote_port = 2222\ntransport = local\n"
                + "host_key_checking = no\ngathering = smart\n"
                + "stdout_callback = yaml\n[privilege_escalation]\nbecome = YES\nbecome_method = su\nbecome_user = \"admin\"\n"
                + "become_ask_pass = 0\n[ssh_connection]\nssh_args = -o ProxyJump=bastion\npipelining = True\n");
    assertEquals("deploy", c.remoteUser(), "one pair of quotes removed");
    assertEquals(2222, c.remotePort());
    assertEquals("local", c.transport());
    assertFalse(c.hostKeyChecking());
    assertEquals("smart", c.gathering());
    assertEquals("yaml", c.stdoutCallback());
    assertTrue(c.become());
    assertEquals("su", c.becomeMethod());
    assertEquals("admin", c.becomeUser());
    assertFalse(c.becomeAskPass());
    assertEquals("-o ProxyJump=bastion", c.sshArgs());
    assertEquals("True", c.get(Settings.PIPELINING).value());
  }

  @Test
  void anEmptyVariableOfANonTextSettingIsUnset() throws IOException {
    env.put("ANSIBLE_FORKS", "");
    env.put("ANSIBLE_REMOTE_USER", "");
    PlayConfig c = load("[defaults]\nforks = 4\n");
    assertEquals(4, c.forks());
    assertEquals("", c.remoteUser());
  }

  @Test
  void badValuesInTheFileNameItsLineAndColumn() {
    assertEquals(
        cfgDir.resolve("ansible.cfg")
            + ":2:9: error: [defaults] forks: expected a whole number of at least 1, got 'ten'\n"
            + "    forks = ten\n            ^",
        error("[defaults]\nforks = ten\n").render());
    assertTrue(error("[defaults]\nforks = 0\n").getMessage().contains("at least 1, got '0'"));
    assertTrue(
        error("[defaults]\nforks = 10 # ten\n").getMessage().contains("got '10 # ten'"),
        "a # does not start a comment");
    assertTrue(error("[defaults]\ntimeout = 1.5\n").getMessage().startsWith("[defaults] timeout:"));
    assertEquals(
        "[privilege_escalation] become: expected a boolean (true/false, yes/no, on/off, 1/0), got 'maybe'",
        error("[privilege_escalation]\nbecome = maybe\n").getMessage());
    assertEquals(
        "[defaults] gathering: expected one of implicit, explicit, smart, got 'lazy'",
        error("[defaults]\ngathering = lazy\n").getMessage());
    assertEquals(
        "[DEFAULT] timeout: expected a whole number of at least 1, got 'x'",
        error("[DEFAULT]\ntimeout = x\n[defaults]\n").getMessage());
  }

  @Test
  void badValuesInTheEnvironmentNameTheVariable() {
    env.put("ANSIBLE_HOST_KEY_CHECKING", "sometimes");
    assertEquals(
        "ANSIBLE_HOST_KEY_CHECKING: error: expected a boolean (true/false, yes/no, on/off, 1/0), got 'sometimes'",
        error("[defaults]\n").render());
  }

  @Test
  void onlyCfgAndIniFilesAreRead() throws IOException {
    Path file = Files.writeString(cfgDir.resolve("ansible.conf"), "[defaults]\n");
    env.put("ANSIBLE_CONFIG", file.toString());
    PlayError e =
        assertThrows(PlayError.class, () -> PlayConfig.load(new LocalEnvironment(env, cwd, home)));
    assertEquals(
        file
            + ": error: unsupported configuration file extension: Ansible reads only .cfg and .ini files",
        e.render());
  }

  @Test
  void settingsPlayIgnoresAreListedInTheFilesOrder() throws IOException {
    PlayConfig c =
        load(
            "[DEFAULT]\nforks = 5\nlog_path = /x\n[defaults]\nnocows = 1\nforks = 3\nstdout_callback = json\n"
                + "[ssh_connection]\npipelining = True\ncontrol_path = %(directory)s/%%h\nssh_args = -C\n[galaxy]\nserver = x\n");
    assertEquals(
        List.of(
            "[DEFAULT] log_path",
            "[defaults] nocows",
            "[ssh_connection] pipelining",
            "[ssh_connection] control_path",
            "[galaxy] server"),
        c.ignored());
    assertEquals("%(directory)s/%%h", c.get(Settings.CONTROL_PATH).value(), "no interpolation");
  }

  @Test
  void playsOwnSettingsReachTheBridge() throws IOException {
    BridgeSettings fromFile =
        BridgeSettings.of(
            load("[play]\npack_cache = off\nansible_python = /opt/py/bin/python3\n"), false);
    assertEquals("off", fromFile.packCache());
    assertEquals("/opt/py/bin/python3", fromFile.ansiblePython());
    env.put("PLAY_PACK_CACHE", "/var/cache/play");
    assertEquals(
        "/var/cache/play",
        BridgeSettings.of(load("[play]\npack_cache = off\n"), false).packCache());
    env.remove("PLAY_PACK_CACHE");
    assertNull(BridgeSettings.of(load(""), false).packCache());
  }
}
