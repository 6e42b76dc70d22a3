package dev.play.module.services;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Choice;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code wait_for}: waits on the host, in one command, for a port (listening, stopped, drained), a
 * file (present, absent, containing {@code search_regex}), or just for {@code timeout} seconds.
 * Local ports are read from {@code /proc/net/tcp}; a remote {@code host:port} is tried with bash's
 * {@code /dev/tcp} or {@code nc}. Never a change.
 */
final class WaitForModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "host:str=127.0.0.1",
              "port:int",
              "path:path",
              "state:str=started [absent|drained|present|started|stopped]",
              "timeout:int=300",
              "delay:int=0",
              "sleep:int=1",
              "search_regex:str",
              "connect_timeout:int=5",
              "msg:str",
              "exclude_hosts:list(str)",
              "active_connection_states:list(str)=ESTABLISHED,FIN_WAIT1,FIN_WAIT2,SYN_RECV,SYN_SENT,TIME_WAIT")
          .withEnum("state", State.class)
          .withAliases(Map.of("regex", "search_regex"));
  private static final List<String> LOCAL =
      List.of("127.0.0.1", "localhost", "0.0.0.0", "::1", "::");

  /** What the task waits for the port or path to be. */
  enum State implements Choice {
    ABSENT,
    DRAINED,
    PRESENT,
    STARTED,
    STOPPED;
  }

  /** What the task waits for. */
  record Request(
      String host,
      Integer port,
      String path,
      State state,
      int timeout,
      int delay,
      int sleep,
      String regex,
      int connectTimeout,
      String msg) {}

  @Override
  public String name() {
    return "wait_for";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    CommandResult res = ctx.run(script(r));
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("state", r.state().choice());
    if (r.port() != null) {
      result.put("port", r.port());
    }
    if (r.path() != null) {
      result.put("path", r.path());
    }
    if (r.regex() != null) {
      result.put("search_regex", r.regex());
    }
    String out = res.stdout();
    result.put("elapsed", seconds(out));
    if (!res.ok() || out.contains("timeout=1")) {
      throw new ModuleFailure(r.msg() != null ? r.msg() : timeoutMessage(r), result);
    }
    return Plan.noChange(describe(r) + " after " + result.get("elapsed") + " s", result);
  }

  static Request request(Args args) throws ModuleFailure {
    Integer port = args.integerOrNull("port");
    String path = args.stringOrNull("path");
    if (port != null && path != null) {
      throw new ModuleFailure("wait_for: port and path are mutually exclusive");
    }
    State state = args.enumValue("state", State.class);
    if (args.has("search_regex") && path == null) {
      throw new ModuleFailure(
          "wait_for: search_regex is supported with path only by play (not on a port's banner)");
    }
    if (state == State.DRAINED && port == null) {
      throw new ModuleFailure("wait_for: state=drained needs a port");
    }
    return new Request(
        args.string("host"),
        port,
        path,
        state,
        args.integer("timeout"),
        args.integer("delay"),
        Math.max(1, args.integer("sleep")),
        args.stringOrNull("search_regex"),
        args.integer("connect_timeout"),
        args.stringOrNull("msg"));
  }

  /**
   * The waiting loop; prints {@code elapsed=N}, and {@code timeout=1} when the condition never
   * held.
   */
  static String script(Request r) {
    return String.join(
        "\n",
        "start=$(date +%s); sleep "
            + r.delay()
            + "; end=$((start + "
            + r.delay()
            + " + "
            + r.timeout()
            + "))",
        "check() { " + condition(r) + "; }",
        "while :; do",
        "  if check; then echo \"elapsed=$(( $(date +%s) - start ))\"; exit 0; fi",
        "  if [ \"$(date +%s)\" -ge \"$end\" ]; then echo \"elapsed=$(( $(date +%s) - start ))\"; echo timeout=1; exit 0; fi",
        "  sleep " + r.sleep(),
        "done");
  }

  private static String condition(Request r) {
    if (r.path() != null) {
      String p = quote(r.path());
      boolean want = r.state() == State.STARTED || r.state() == State.PRESENT;
      if (!want) {
        return "[ ! -e " + p + " ]";
      }
      return "[ -e "
          + p
          + " ]"
          + (r.regex() == null ? "" : " && grep -Eq " + quote(r.regex()) + " " + p);
    }
    if (r.port() == null) {
      return "false";
    }
    boolean local = LOCAL.contains(r.host());
    String up = local ? tcpState(r.port(), "0A") : connects(r);
    return switch (r.state()) {
      case STOPPED, ABSENT -> "! { " + up + "; }";
      case DRAINED -> "! { " + tcpState(r.port(), "01") + "; }";
      case STARTED, PRESENT -> up;
    };
  }

  /**
   * A socket on the local port in a {@code /proc/net/tcp} state ({@code 0A} listening, {@code 01}
   * established).
   */
  private static String tcpState(int port, String st) {
    return "awk -v p=\":"
        + String.format("%04X", port)
        + "\" -v s="
        + st
        + " 'FNR > 1 && $4 == s && substr($2, length($2) - 4) == p {f = 1} END {exit !f}' /proc/net/tcp /proc/net/tcp6"
        + " 2>/dev/null";
  }

  private static String connects(Request r) {
    String h = quote(r.host());
    return "if command -v bash >/dev/null 2>&1; then timeout "
        + r.connectTimeout()
        + " bash -c \"exec 3<>/dev/tcp/\""
        + h
        + "\"/"
        + r.port()
        + "\" 2>/dev/null; elif command -v nc >/dev/null 2>&1; then nc -z -w "
        + r.connectTimeout()
        + " "
        + h
        + " "
        + r.port()
        + " 2>/dev/null; else echo 'wait_for needs bash or nc for a remote port' >&2; exit 2; fi";
  }

  private static Object seconds(String out) {
    for (String line : out.split("\n")) {
      if (line.startsWith("elapsed=")) {
        return Integer.parseInt(line.substring(8).strip());
      }
    }
    return 0;
  }

  /** Ansible's messages. */
  static String timeoutMessage(Request r) {
    String hp = r.host() + ":" + r.port();
    if (r.path() != null) {
      return r.regex() != null
          ? "Timeout when waiting for search string " + r.regex() + " in " + r.path()
          : r.state() == State.ABSENT || r.state() == State.STOPPED
              ? "Timeout when waiting for " + r.path() + " to be absent."
              : "Timeout when waiting for file " + r.path();
    }
    return switch (r.state()) {
      case STOPPED, ABSENT -> "Timeout when waiting for " + hp + " to stop.";
      case DRAINED -> "Timeout when waiting for " + hp + " to drain";
      case STARTED, PRESENT -> "Timeout when waiting for " + hp;
    };
  }

  private static String describe(Request r) {
    if (r.path() != null) {
      return r.path() + " " + r.state().choice();
    }
    return r.port() != null ? r.host() + ":" + r.port() + " " + r.state().choice() : "waited";
  }
}
