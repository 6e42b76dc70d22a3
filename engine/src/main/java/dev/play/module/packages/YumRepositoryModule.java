package dev.play.module.packages;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ContentFile;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.Presence;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code yum_repository}: one repository, a section of {@code <reposdir>/<file>.repo}, written as
 * Ansible writes it (options sorted, {@code key = value}); the file's other sections are kept. A
 * file that holds the same options (in any order or spelling) is no change. Written atomically.
 */
final class YumRepositoryModule implements Module {
  /**
   * What a repository write creates, for later tasks of a check-mode run (dnf: a package it may
   * offer).
   */
  public static final String ANY_REPOSITORY = "yum_repository:*";

  private static final List<String> OPTIONS =
      List.of(
          "async",
          "bandwidth",
          "baseurl",
          "cost",
          "deltarpm_metadata_percentage",
          "deltarpm_percentage",
          "enabled",
          "enablegroups",
          "exclude",
          "failovermethod",
          "gpgcakey",
          "gpgcheck",
          "gpgkey",
          "module_hotfixes",
          "http_caching",
          "include",
          "includepkgs",
          "ip_resolve",
          "keepalive",
          "keepcache",
          "metadata_expire",
          "metadata_expire_filter",
          "metalink",
          "mirrorlist",
          "mirrorlist_expire",
          "password",
          "priority",
          "protect",
          "proxy",
          "proxy_password",
          "proxy_username",
          "repo_gpgcheck",
          "retries",
          "s3_enabled",
          "skip_if_unavailable",
          "sslcacert",
          "ssl_check_cert_permissions",
          "sslclientcert",
          "sslclientkey",
          "sslverify",
          "throttle",
          "timeout",
          "ui_repoid_vars",
          "username");
  private static final ArgSpec SPEC = argSpec();

  private static ArgSpec argSpec() {
    return ArgSpec.of(
            "name!:str",
            "description:str",
            "file:str",
            "reposdir:path=/etc/yum.repos.d",
            "state:str=present [absent|present]",
            "params:dict",
            "mode:raw",
            "owner:str",
            "group:str",
            "async:bool",
            "bandwidth:str",
            "baseurl:list(str)",
            "cost:str",
            "deltarpm_metadata_percentage:str",
            "deltarpm_percentage:str",
            "enabled:bool",
            "enablegroups:bool",
            "exclude:list(str)",
            "failovermethod:str [roundrobin|priority]",
            "gpgcakey:str",
            "gpgcheck:bool",
            "gpgkey:list(str)",
            "module_hotfixes:bool",
            "http_caching:str [all|packages|none]",
            "include:str",
            "includepkgs:list(str)",
            "ip_resolve:str [4|6|IPv4|IPv6|whatever]",
            "keepalive:bool",
            "keepcache:str [0|1]",
            "metadata_expire:str",
            "metadata_expire_filter:str [never|read-only:past|read-only:present|read-only:future]",
            "metalink:str",
            "mirrorlist:str",
            "mirrorlist_expire:str",
            "password:str",
            "priority:str",
            "protect:bool",
            "proxy:str",
            "proxy_password:str",
            "proxy_username:str",
            "repo_gpgcheck:bool",
            "retries:str",
            "s3_enabled:bool",
            "skip_if_unavailable:bool",
            "sslcacert:str",
            "ssl_check_cert_permissions:bool",
            "sslclientcert:str",
            "sslclientkey:str",
            "sslverify:bool",
            "throttle:str",
            "timeout:str",
            "ui_repoid_vars:str",
            "username:str")
        .withAliases(
            Map.of(
                "ca_cert",
                "sslcacert",
                "client_cert",
                "sslclientcert",
                "client_key",
                "sslclientkey",
                "validate_certs",
                "sslverify"))
        .withEnum("state", Presence.class);
  }

  @Override
  public String name() {
    return "yum_repository";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    if (args.has("params")) {
      throw new ModuleFailure(
          "yum_repository: the params option was removed in Ansible 2.5; give each option itself");
    }
    String id = args.string("name");
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    Map<String, String> options = present ? options(args) : null;
    String path =
        args.string("reposdir")
            + "/"
            + java.util.Objects.requireNonNullElse(args.stringOrNull("file"), id)
            + ".repo";
    FileAttrs attrs = FileAttrs.of(args);
    ProbeResult facts =
        Probes.gather(
            ctx,
            attrs.resolvedBy(FileProbe.of(path).withContent(FileProbe.ContentMode.ALWAYS, null)));
    return plan(id, options, attrs, facts, ctx.diffMode());
  }

  /**
   * The section's options, as Ansible writes them: sorted, booleans as 0 and 1, lists joined. Pure.
   */
  static Map<String, String> options(Args args) throws ModuleFailure {
    if (!args.has("baseurl") && !args.has("metalink") && !args.has("mirrorlist")) {
      throw new ModuleFailure(
          "yum_repository: Parameter 'baseurl', 'metalink' or 'mirrorlist' is required.");
    }
    Map<String, String> out = new TreeMap<>();
    out.put("name", args.stringOrNull("description"));
    if (out.get("name") == null) {
      throw new ModuleFailure("yum_repository: Parameter 'description' is required.");
    }
    for (String o : OPTIONS) {
      if (!args.has(o)) {
        continue;
      }
      String value =
          switch (o) {
            case "baseurl", "gpgkey" -> String.join("\n", args.list(o));
            case "exclude", "includepkgs" -> String.join(" ", args.list(o));
            default ->
                SPEC.options().get(o).type().equals("bool")
                    ? (args.boolOrNull(o) ? "1" : "0")
                    : args.string(o);
          };
      out.put(o, value);
    }
    return out;
  }

  /** The plan for the file's facts; {@code options} null to remove the repository. Pure. */
  static Plan plan(
      String id, Map<String, String> options, FileAttrs attrs, ProbeResult facts, boolean diffMode)
      throws ModuleFailure {
    String path = facts.path();
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("repo", id);
    result.put("state", options == null ? "absent" : "present");
    if (facts.parent() != ProbeResult.ParentState.DIRECTORY) {
      throw new ModuleFailure(
          "Repo directory '" + ContentFile.parentOf(path) + "' does not exist.");
    }
    boolean exists = facts.file() instanceof FileFacts.Present;
    byte[] current = facts.content().orElse(new byte[0]);
    RepoFile before = RepoFile.parse(path, new String(current, StandardCharsets.UTF_8));
    RepoFile after = before.with(id, options);
    boolean same = after.sameAs(before);
    if (options == null && (same || after.isEmpty())) {
      return same
          ? Plan.noChange("no repository " + id + " in " + path, result)
          : Plan.changes(
              List.of(
                  new RepositoryChange(
                      new ShellChange(
                          "remove " + path + " (its last repository, " + id + ")",
                          "rm -f -- " + quote(path),
                          "cannot remove " + path))),
              List.of(),
              result);
    }
    byte[] bytes = same && exists ? current : after.render().getBytes(StandardCharsets.UTF_8);
    ContentFile.Outcome o = new ContentFile(bytes, attrs, false, null).plan(facts, diffMode);
    if (!o.changed()) {
      return Plan.noChange("repository " + id + " in " + path + " as requested", result);
    }
    String label =
        (options == null
                ? "remove "
                : same ? "" : before.sections().containsKey(id) ? "update " : "add ")
            + "repository "
            + id;
    return Plan.changes(
        o.changes().stream()
            .<Change>map(c -> new RepositoryChange(new dev.play.module.kit.LabeledChange(label, c)))
            .toList(),
        o.diffs(),
        result);
  }

  /** A change to a repository file; in check mode, later dnf tasks may find packages in it. */
  record RepositoryChange(Change change) implements Change {
    @Override
    public String describe() {
      return change.describe();
    }

    @Override
    public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
      return change.apply(ctx);
    }

    @Override
    public List<String> creates() {
      return List.of(ANY_REPOSITORY);
    }

    @Override
    public java.util.Optional<dev.play.module.PlannedFile> writes() {
      return change.writes();
    }
  }
}
