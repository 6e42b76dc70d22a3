package dev.play.bridge;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import dev.play.python.ControllerPython;
import dev.play.python.HelperProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Packs modules with the controller's ansible-core, as Ansible packs them: a helper process ({@code
 * packer.py}, one per run, started on first use) calls ansible-core's own {@code modify_module}, so
 * the module_utils a module needs are found by Ansible's rules. Each module is packed once per run.
 * The modules a run's tasks name are packed ahead, one by one in a background thread, once the run
 * starts ({@link #expect}, {@link #packAhead}), so that no task waits for the packer while its
 * hosts idle. Thread-safe.
 */
public final class ModulePacker implements AutoCloseable {
  private static final String SCRIPT = "packer.py";
  private static final Gson GSON = new Gson();

  private final String chosen;
  private final PackCache cache;
  private final com.google.common.base.Supplier<PackKeys> keys;
  private Runnable problem = () -> {};
  private final Map<String, Packed> packed = new ConcurrentHashMap<>();
  private final CodeDeltas deltas = new CodeDeltas();
  private HelperProcess process;
  private String version;
  private String unavailable;
  private boolean closed;
  private final Object aheadLock = new Object();
  private final List<Runnable> expected = new ArrayList<>();
  private ExecutorService ahead;

  /**
   * {@code chosen}: the Python with ansible-core ({@code PLAY_ANSIBLE_PYTHON}), or null to look for
   * it ({@link ControllerPython}) when a module is first packed.
   */
  public ModulePacker(String chosen) {
    this(chosen, PackCache.off(), dev.play.config.LocalEnvironment.current());
  }

  /**
   * Packs kept across runs in the cache {@code setting} names ({@link PackCache#of}); {@code
   * chosen} as above. Why that cache cannot be used, if so, goes to {@code warn} when a module is
   * first packed.
   */
  public static ModulePacker cached(
      String chosen,
      String setting,
      dev.play.config.LocalEnvironment env,
      java.util.function.Consumer<String> warn) {
    PackCache cache = PackCache.of(setting, env);
    ModulePacker packer = new ModulePacker(chosen, cache, env);
    if (cache.problem() != null) {
      packer.problem =
          () ->
              warn.accept(
                  "modules are packed again on every run: the cache of packed modules "
                      + cache.problem()
                      + " ("
                      + PackCache.SETTING
                      + " names another directory, or off)");
    }
    return packer;
  }

  ModulePacker(String chosen, PackCache cache, dev.play.config.LocalEnvironment env) {
    this.chosen = chosen;
    this.cache = cache;
    // what names entries (ansible.cfg read and hashed, the PATH searched) only once a cache is used
    this.keys =
        com.google.common.base.Suppliers.memoize(
            () -> new PackKeys(resource(SCRIPT), ControllerPython.candidates(chosen), env));
  }

  /** New-style modules' code as a runner that stays up is sent it, without what it holds. */
  CodeDeltas deltas() {
    return deltas;
  }

  /**
   * Module {@code name} (its short name) in {@code file}, packed; {@code moduleUtils}: the {@code
   * module_utils/} directories beside the {@code library/} directories searched.
   *
   * @throws PackingException when ansible-core is missing here, or cannot pack it
   */
  public Packed pack(String name, Path file, List<Path> moduleUtils) throws PackingException {
    String key = key(name, file);
    Packed known = packed.get(key);
    return known != null ? known : request(key, name, file, moduleUtils);
  }

  /**
   * Notes that a task of the run names this module: it is packed in the background once {@link
   * #packAhead} was called (now, when it was). A failure is left to the task that runs it, which
   * packs it again and reports why not.
   */
  public void expect(String name, Path file, List<Path> moduleUtils) {
    Runnable packing =
        () -> {
          try {
            pack(name, file, moduleUtils);
          } catch (PackingException e) {
            // the task that runs the module asks again and reports it
          }
        };
    synchronized (aheadLock) {
      if (closed) {
        return;
      }
      if (ahead == null) {
        expected.add(packing);
      } else {
        ahead.execute(packing);
      }
    }
  }

  /**
   * The run starts: the modules expected so far, and those expected from now on, are packed in the
   * background.
   */
  public void packAhead() {
    synchronized (aheadLock) {
      if (ahead != null || closed) {
        return;
      }
      ahead =
          Executors.newSingleThreadExecutor(
              r -> {
                Thread t = new Thread(r, "play-packer");
                t.setDaemon(true);
                return t;
              });
      expected.forEach(ahead::execute);
      expected.clear();
    }
  }

  /**
   * The documentation of the module in {@code file}, as ansible-doc reads it: a JSON object with
   * {@code short_description}, {@code description}, {@code options}, {@code check_mode} and {@code
   * examples}.
   *
   * @throws PackingException when ansible-core is missing here, or cannot read it
   */
  public synchronized JsonObject doc(Path file) throws PackingException {
    start();
    JsonObject req = new JsonObject();
    req.addProperty("doc", true);
    req.addProperty("path", file.toAbsolutePath().toString());
    try {
      JsonObject answer = ask(req);
      if (answer.has("error")) {
        throw new PackingException(
            "cannot read the documentation of " + file + ": " + answer.get("error").getAsString());
      }
      return answer;
    } catch (IOException e) {
      throw stopped(
          "cannot read the documentation of "
              + file
              + ": the packer stopped ("
              + e.getMessage()
              + ")");
    }
  }

  /**
   * The version of the ansible-core that packs modules (that packed those found in the cache,
   * {@link PackCache}).
   */
  public synchronized String version() throws PackingException {
    if (version == null) {
      start();
    }
    return version;
  }

  /** Whether module {@code name} in {@code file} is packed already. */
  boolean holds(String name, Path file) {
    return packed.containsKey(key(name, file));
  }

  /** Whether the helper process was started. */
  synchronized boolean started() {
    return process != null;
  }

  private static String key(String name, Path file) {
    return name + "\0" + file.toAbsolutePath().normalize();
  }

  /**
   * Packs {@code name} and keeps it under {@code key}, unless another thread did while this one
   * waited.
   */
  private synchronized Packed request(String key, String name, Path file, List<Path> moduleUtils)
      throws PackingException {
    Packed known = packed.get(key);
    if (known != null) {
      return known; // packed while this thread waited for the helper: each module is packed once
    }
    String entry = cache.used() ? keys.get().of(name, file, moduleUtils) : null;
    PackCache.Hit hit = entry == null ? null : cache.find(entry).orElse(null);
    Packed made;
    if (hit != null) {
      version = version == null ? hit.version() : version;
      made = hit.packed();
    } else {
      made = packNow(name, file, moduleUtils, entry);
    }
    packed.put(key, made);
    return made;
  }

  private Packed packNow(String name, Path file, List<Path> moduleUtils, String entry)
      throws PackingException {
    problem.run();
    problem = () -> {};
    start();
    JsonObject req = new JsonObject();
    req.addProperty("name", name);
    req.addProperty("path", file.toAbsolutePath().toString());
    com.google.gson.JsonArray utils = new com.google.gson.JsonArray();
    moduleUtils.forEach(d -> utils.add(d.toAbsolutePath().toString()));
    req.add("module_utils", utils);
    JsonObject answer;
    try {
      answer = ask(req);
    } catch (IOException e) {
      throw stopped("cannot pack module " + name + ": the packer stopped (" + e.getMessage() + ")");
    }
    if (answer.has("error")) {
      throw new PackingException(
          "cannot pack module "
              + name
              + " ("
              + file
              + ") with ansible-core "
              + version
              + ": "
              + answer.get("error").getAsString());
    }
    byte[] code = Base64.getDecoder().decode(answer.get("data").getAsString());
    String fqn = answer.has("fqn") ? answer.get("fqn").getAsString() : null;
    String shebang =
        answer.has("shebang") && !answer.get("shebang").isJsonNull()
            ? answer.get("shebang").getAsString()
            : null;
    String bytecode = answer.has("bytecode") ? answer.get("bytecode").getAsString() : null;
    Packed made = Packed.of(answer.get("style").getAsString(), fqn, code, shebang, bytecode);
    cache.store(entry, made, version, answer.has("deps") ? answer.getAsJsonObject("deps") : null);
    return made;
  }

  private PackingException stopped(String message) {
    unavailable = message;
    return new PackingException(message);
  }

  /** Sends one request to the helper and reads its answer. */
  private JsonObject ask(JsonObject req) throws IOException {
    String line = process.ask(GSON.toJson(req));
    if (line == null) {
      throw new IOException("no answer");
    }
    return GSON.fromJson(line, JsonObject.class);
  }

  /** Starts the helper with the first interpreter that has a supported ansible-core. */
  private void start() throws PackingException {
    if (process != null && process.alive()) {
      return;
    }
    if (closed) {
      throw new PackingException("the run is over: no module is packed any more");
    }
    if (unavailable != null) {
      throw new PackingException(unavailable);
    }
    List<String> tried = new ArrayList<>();
    try {
      process =
          HelperProcess.start(
              resource(SCRIPT),
              "play-packer-",
              ControllerPython.candidates(chosen),
              ModulePacker::refusal,
              tried);
    } catch (IOException e) {
      throw new PackingException("cannot write play's module packer: " + e.getMessage());
    }
    if (process != null) {
      version = GSON.fromJson(process.greeting(), JsonObject.class).get("version").getAsString();
      return;
    }
    unavailable =
        "modules that play does not implement run with Ansible's own code, packed by ansible-core on this"
            + " machine, and none was found ("
            + String.join("; ", tried)
            + "): install it (apt install ansible-core,"
            + " or pip install 'ansible-core>=2.14,<2.18'), or set PLAY_ANSIBLE_PYTHON to the Python that has it";
    throw new PackingException(unavailable);
  }

  /** Null when the packer's greeting names a supported ansible-core, else why not. */
  private static String refusal(String greeting) {
    JsonObject hello = GSON.fromJson(greeting, JsonObject.class);
    if (hello != null && hello.has("version")) {
      return null;
    }
    return hello != null && hello.has("error")
        ? hello.get("error").getAsString()
        : "no answer: " + greeting;
  }

  /** The script a resource of this package holds, as text. */
  static String resource(String name) {
    try (InputStream in = ModulePacker.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("play's " + name + " is missing from its jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    synchronized (aheadLock) {
      closed = true;
      if (ahead != null) {
        ahead.shutdownNow();
      }
    }
    stop();
  }

  private synchronized void stop() {
    if (process != null) {
      process.close();
      process = null;
    }
  }
}
