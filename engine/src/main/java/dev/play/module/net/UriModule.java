package dev.play.module.net;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileWrite;
import dev.play.module.kit.Probes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code uri}: an HTTP request made on the host with curl, reported as Ansible reports it ({@link
 * UriResult}). Like Ansible's, it does not support check mode (the task is skipped there), and the
 * request is made while planning: a plan that writes {@code dest} is a change, anything else is
 * not. {@code creates}/{@code removes} are checked on the host in the same command.
 */
final class UriModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED = List.of("attributes");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
              "url!:str",
              "dest:path",
              "url_username:str",
              "url_password:str",
              "body:raw",
              "body_format:str=raw [form-urlencoded|json|raw|form-multipart]",
              "src:path",
              "remote_src:bool=false",
              "method:str=GET",
              "return_content:bool=false",
              "follow_redirects:str=safe [all|no|none|safe|urllib2|yes]",
              "creates:path",
              "removes:path",
              "status_code:list(int)=200",
              "timeout:int=30",
              "headers:dict",
              "unix_socket:path",
              "ca_path:path",
              "unredirected_headers:list(str)",
              "decompress:bool=true",
              "ciphers:list(str)",
              "use_netrc:bool=true",
              "force:bool=false",
              "http_agent:str=ansible-httpget",
              "use_proxy:bool=true",
              "validate_certs:bool=true",
              "force_basic_auth:bool=false",
              "client_cert:path",
              "client_key:path",
              "use_gssapi:bool=false",
              "mode:raw",
              "owner:str",
              "group:str",
              "attributes:str",
              "unsafe_writes:bool=false")
          .withEnum("body_format", UriBody.Format.class)
          .withEnum("follow_redirects", UriOptions.Redirects.class)
          .withAliases(Map.of("user", "url_username", "password", "url_password"));

  @Override
  public String name() {
    return "uri";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    UriCall call = UriCall.of(args);
    if (ctx.checkMode()) {
      return Plan.skippedInCheckMode(name());
    }
    CommandResult r = ctx.run(call.request().script(), call.request().config());
    if (!r.ok()) {
      throw new ModuleFailure(r.stderr().strip(), Map.of("rc", r.rc(), "elapsed", 0));
    }
    Map<String, String> extra = extra(r.stdout());
    if (extra.containsKey("creates") || extra.containsKey("removes")) {
      return skippedByGuard(call, extra.containsKey("creates"));
    }
    UriResponse response = UriResponse.parse(extra, r.stderr());
    UriResult result =
        UriResult.of(call.request().url(), response, call.statusCodes(), call.returnContent());
    if (call.dest() == null || !response.answered()) {
      return finish(result, Plan.noChange(reason(call, response), Map.of()));
    }
    FileWrite write =
        new FileWrite(
            call.dest(),
            UriCall.fileName(response),
            response.body(),
            call.attrs(),
            true,
            false,
            null);
    ProbeResult facts = Probes.gather(ctx, write.probe(ctx.diffMode()));
    return finish(result, written(write, facts, result, response, ctx.diffMode()));
  }

  /**
   * With {@code dest}: the write when the status is expected and not 304, else nothing but {@code
   * path}.
   */
  private static Plan written(
      FileWrite write, ProbeResult facts, UriResult result, UriResponse response, boolean diffMode)
      throws ModuleFailure {
    if (!result.ok() || response.status() == 304) {
      return Plan.noChange(
          "status " + response.status() + ", " + facts.path() + " not written",
          Map.of("path", facts.path()));
    }
    Plan plan = write.plan(facts, diffMode);
    Map<String, Object> fields = new LinkedHashMap<>(plan.result());
    fields.remove("dest");
    fields.remove("checksum");
    fields.put("path", facts.path());
    return new Plan(plan.changes(), plan.noChangeReason(), fields, plan.diffs(), true);
  }

  /** The plan with the response's fields; a status not asked for fails with Ansible's message. */
  private static Plan finish(UriResult result, Plan plan) throws ModuleFailure {
    Map<String, Object> fields = new LinkedHashMap<>(result.fields());
    fields.putAll(plan.result());
    if (!result.ok()) {
      String msg = String.valueOf(fields.remove("msg"));
      throw new ModuleFailure(msg, fields);
    }
    return new Plan(plan.changes(), plan.noChangeReason(), fields, plan.diffs(), true);
  }

  private static String reason(UriCall call, UriResponse response) {
    return call.request().method() + " " + call.request().url() + ": status " + response.status();
  }

  private static Plan skippedByGuard(UriCall call, boolean creates) {
    String why =
        creates
            ? "skipped, since '" + call.request().creates() + "' exists"
            : "skipped, since '" + call.request().removes() + "' does not exist";
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("stdout", why);
    result.put("stdout_lines", List.of(why));
    return Plan.noChange(why, result);
  }

  /** The script's {@code x_key=value} lines, keys without the prefix. */
  static Map<String, String> extra(String stdout) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : stdout.split("\n")) {
      int eq = line.indexOf('=');
      if (line.startsWith("x_") && eq > 2) {
        out.putIfAbsent(line.substring(2, eq), line.substring(eq + 1));
      }
    }
    return out;
  }
}
