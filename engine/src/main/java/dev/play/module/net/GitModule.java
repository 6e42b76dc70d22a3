package dev.play.module.net;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code git}: a work tree at a version (HEAD, a branch, a tag or a commit). Facts in one command
 * ({@link GitFacts}, the remote's refs included), so a work tree already at the wanted commit is no
 * change and nothing is fetched; otherwise one script clones or fetches and checks out ({@link
 * GitCheckout}). Needs git on the host.
 */
final class GitModule implements Module {
  /**
   * Arguments of Ansible's module that play's does not implement ({@link
   * Module#unimplementedArgs}).
   */
  static final List<String> UNIMPLEMENTED =
      List.of("archive", "archive_prefix", "separate_git_dir", "gpg_whitelist");

  @Override
  public List<String> unimplementedArgs() {
    return UNIMPLEMENTED;
  }

  private static final ArgSpec SPEC =
      ArgSpec.of(
              "repo!:str",
              "dest:path",
              "version:str=HEAD",
              "remote:str=origin",
              "refspec:str",
              "reference:str",
              "force:bool=false",
              "depth:int=0",
              "clone:bool=true",
              "update:bool=true",
              "verify_commit:bool=false",
              "gpg_whitelist:list(str)",
              "accept_hostkey:bool=false",
              "accept_newhostkey:bool=false",
              "key_file:path",
              "ssh_opts:str=",
              "executable:path=git",
              "bare:bool=false",
              "recursive:bool=true",
              "single_branch:bool=false",
              "track_submodules:bool=false",
              "umask:raw",
              "archive:path",
              "archive_prefix:str",
              "separate_git_dir:path")
          .withAliases(Map.of("name", "repo"));

  @Override
  public String name() {
    return "git";
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    GitRequest r = GitRequest.of(args);
    CommandResult out = ctx.run(GitFacts.script(r));
    if (!out.ok()) {
      throw new ModuleFailure(out.stderr().strip(), Map.of("rc", out.rc()));
    }
    GitFacts facts = GitFacts.parse(out.stdout());
    if (ctx.checkMode()
        && !facts.repo()
        && !r.update()
        && r.dest() != null
        && ctx.pathPlanned(r.dest())) {
      Map<String, Object> unknown = new LinkedHashMap<>();
      unknown.put("before", null);
      unknown.put("after", null);
      return Plan.noChange(
          r.dest() + ": an earlier task clones it and update is off (check mode)", unknown);
    }
    return plan(r, facts, ctx.diffMode());
  }

  /** The plan for these facts. Pure. */
  static Plan plan(GitRequest r, GitFacts facts, boolean diffMode) throws ModuleFailure {
    if (facts.noGit()) {
      throw new ModuleFailure(
          "Failed to find required executable \""
              + r.git()
              + "\" in paths (git needs installing on the host)");
    }
    Map<String, Object> result = new LinkedHashMap<>();
    if (facts.repo() && !r.update()) {
      result.put("before", facts.before());
      result.put("after", facts.before());
      return Plan.noChange(r.dest() + " holds a repository (update is off)", result);
    }
    GitTarget target = GitTarget.of(r.version(), facts);
    if (target.commit().isEmpty()) {
      throw new ModuleFailure("Could not determine remote revision for " + r.version());
    }
    result.put("before", facts.repo() ? facts.before() : null);
    result.put("after", target.commit());
    if (!facts.repo()) {
      return r.mayClone()
          ? Plan.changes(
              List.of(new GitCheckout(r, target, true, false, false)),
              diffs(null, target, diffMode),
              result)
          : Plan.noChange("no repository at " + r.dest() + " and clone is off", result);
    }
    return update(r, facts, target, result, diffMode);
  }

  private static Plan update(
      GitRequest r, GitFacts facts, GitTarget target, Map<String, Object> result, boolean diffMode)
      throws ModuleFailure {
    if (facts.localMods() && !r.force()) {
      throw new ModuleFailure(
          "Local modifications exist in the destination: " + r.dest() + " (force=no).",
          Map.of("before", facts.before()));
    }
    boolean urlChanged = !facts.remoteUrl().isEmpty() && !sameUrl(facts.remoteUrl(), r.repo());
    result.put("remote_url_changed", urlChanged);
    boolean moved = !facts.before().equals(target.commit());
    if (!moved
        && !urlChanged
        && !facts.localMods()
        && !facts.submodulesBehind()
        && !offBranch(target, facts)) {
      return Plan.noChange(
          r.dest() + " is at " + r.version() + " (" + target.commit() + ")", result);
    }
    GitCheckout steps = new GitCheckout(r, target, false, facts.localMods(), urlChanged);
    return Plan.changes(
        List.of(steps), moved ? diffs(facts.before(), target, diffMode) : List.of(), result);
  }

  /**
   * Whether the work tree is at the commit but not on the branch the version names (or HEAD's, when
   * detached).
   */
  private static boolean offBranch(GitTarget target, GitFacts facts) {
    return switch (target.kind()) {
      case BRANCH -> !target.branch().equals(facts.branch());
      case HEAD -> facts.branch().isEmpty() && target.branch() != null;
      default -> false;
    };
  }

  /**
   * As Ansible's comparison: the same URL, or the same path once {@code file://} and a trailing
   * slash are set aside.
   */
  private static boolean sameUrl(String a, String b) {
    return a.equals(b) || path(a).equals(path(b));
  }

  private static String path(String url) {
    String p = url.startsWith("file://") ? url.substring(7) : url;
    return p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
  }

  private static List<Diff> diffs(String before, GitTarget target, boolean diffMode) {
    if (!diffMode) {
      return List.of();
    }
    return List.of(
        new Diff(
            "before",
            "after",
            before == null ? "" : "commit: " + before + "\n",
            "commit: " + target.commit() + "\n"));
  }
}
