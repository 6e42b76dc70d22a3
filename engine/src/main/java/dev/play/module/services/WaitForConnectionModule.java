package dev.play.module.services;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code wait_for_connection}: after {@code delay}, opens a new connection and runs {@code true} on
 * the host (Ansible runs its ping module) every {@code sleep} seconds until it succeeds or {@code
 * timeout} passes. Never a change; it waits in check mode too.
 */
final class WaitForConnectionModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("connect_timeout:int=5", "delay:int=0", "sleep:int=1", "timeout:int=600");

  private final Waits waits;

  public WaitForConnectionModule() {
    this(Waits.system());
  }

  WaitForConnectionModule(Waits waits) {
    this.waits = waits;
  }

  @Override
  public String name() {
    return "wait_for_connection";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    Duration connectTimeout = Duration.ofSeconds(positive(args, "connect_timeout"));
    Duration pause = Duration.ofSeconds(positive(args, "sleep"));
    int timeout = args.integer("timeout");
    Instant start = waits.now();
    waits.sleep(Duration.ofSeconds(Math.max(0, args.integer("delay"))));
    Instant deadline = waits.now().plus(Duration.ofSeconds(timeout));
    String last;
    while (true) {
      last = attempt(ctx, connectTimeout);
      if (last == null) {
        return Plan.noChange("connected after " + waits.secondsSince(start) + " s", elapsed(start));
      }
      if (!waits.now().isBefore(deadline)) {
        throw new ModuleFailure("timed out waiting for ping module test: " + last, elapsed(start));
      }
      waits.sleep(pause);
    }
  }

  /** Null when the host answered, else why not. */
  private static String attempt(ModuleContext ctx, Duration connectTimeout) {
    try {
      ctx.reconnect(connectTimeout);
      CommandResult r = ctx.run("true");
      return r.rc() == 0 ? null : "rc=" + r.rc() + " " + r.stderr().strip();
    } catch (ConnectionException e) {
      return e.getMessage();
    }
  }

  private static int positive(Args args, String name) throws ModuleFailure {
    int v = args.integer(name);
    if (v < 1) {
      throw new ModuleFailure("wait_for_connection: " + name + " must be at least 1, got " + v);
    }
    return v;
  }

  private Map<String, Object> elapsed(Instant start) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("elapsed", waits.secondsSince(start));
    return r;
  }
}
