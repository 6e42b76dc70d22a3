package dev.play.module.net;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Brings {@code dest} to the target, in one script, with Ansible's git commands: a clone (or, for a
 * work tree, a reset of local modifications with {@code force}, the remote's new URL and a fetch),
 * then the checkout of the version and the submodules. A failed step stops it with Ansible's
 * message and git's output. Prints the commit checked out ({@code after}).
 *
 * @param cloning whether {@code dest} has no repository yet
 */
record GitCheckout(GitRequest r, GitTarget target, boolean cloning, boolean reset, boolean setUrl)
    implements Change {
  @Override
  public String describe() {
    String at = r.version().equals("HEAD") ? "" : " at " + r.version();
    return (cloning
            ? "clone " + r.repo() + " into " + r.dest()
            : "update " + r.dest() + " from " + r.repo())
        + at
        + (target.known() ? " (" + target.commit().substring(0, 12) + ")" : "");
  }

  @Override
  public List<String> createsDirectories() {
    return cloning ? List.of(r.dest()) : List.of();
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult res = ctx.run(script());
    if (!res.ok()) {
      throw new ModuleFailure(res.stderr().strip(), Map.of("rc", res.rc()));
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("after", res.stdout().strip());
    if (reset) {
      out.put("msg", "Local modifications exist in the destination: " + r.dest());
    }
    return out;
  }

  String script() {
    List<String> s = new ArrayList<>();
    s.add(r.environment());
    if (r.umask() != null) {
      s.add("umask " + r.umask());
    }
    s.add(
        "step() { m=$1; shift; out=$(\"$@\" 2>&1) || { printf '%s: %s\\n' \"$m\" \"$out\" >&2; exit 1; }; }");
    s.addAll(cloning ? cloneSteps() : update());
    s.addAll(checkout());
    if (r.recursive()) {
      String g = r.inDest();
      s.add(
          "if [ -f "
              + quote(r.dest() + "/.gitmodules")
              + " ]; then step 'Failed to init/update submodules' "
              + g
              + " submodule sync && step 'Failed to init/update submodules' "
              + g
              + " submodule update --init --recursive"
              + (r.force() ? " --force" : "")
              + "; fi");
    }
    s.add(r.inDest() + " rev-parse HEAD");
    return String.join("\n", s);
  }

  private List<String> cloneSteps() {
    List<String> cmd =
        new ArrayList<>(List.of(quote(r.git()), "clone", "--origin", quote(r.remote())));
    boolean named = target.kind() == GitTarget.Kind.BRANCH || target.kind() == GitTarget.Kind.TAG;
    if (r.depth() > 0 && (target.kind() == GitTarget.Kind.HEAD || r.refspec() != null)) {
      cmd.addAll(List.of("--depth", String.valueOf(r.depth())));
    } else if (r.depth() > 0 && named) {
      cmd.addAll(List.of("--depth", String.valueOf(r.depth()), "--branch", quote(r.version())));
    }
    if (r.reference() != null) {
      cmd.addAll(List.of("--reference", quote(r.reference())));
    }
    if (r.singleBranch()) {
      cmd.add("--single-branch");
      if (named && !cmd.contains("--branch")) {
        cmd.addAll(List.of("--branch", quote(r.version())));
      }
    }
    cmd.addAll(List.of(quote(r.repo()), quote(r.dest())));
    List<String> s = new ArrayList<>();
    s.add("mkdir -p -- \"$(dirname -- " + quote(r.dest()) + ")\"");
    s.add("step 'Failed to clone' " + String.join(" ", cmd));
    if (r.refspec() != null) {
      s.add(
          "step 'Failed to fetch' "
              + r.inDest()
              + " fetch"
              + depth()
              + " "
              + quote(r.remote())
              + " "
              + quote(r.refspec()));
    }
    return s;
  }

  private List<String> update() {
    List<String> s = new ArrayList<>();
    String g = r.inDest();
    if (reset) {
      s.add("step 'Failed to reset' " + g + " reset --hard HEAD");
    }
    if (setUrl) {
      s.add(
          "step "
              + quote("Failed to set a new url " + r.repo() + " for " + r.remote())
              + " "
              + g
              + " remote set-url "
              + quote(r.remote())
              + " "
              + quote(r.repo()));
    }
    List<String> refspecs = fetchRefspecs();
    String fetch =
        g
            + " fetch"
            + (refspecs.isEmpty() ? " --tags" : depth())
            + (r.force() ? " --force" : "")
            + " "
            + quote(r.remote())
            + (refspecs.isEmpty() && r.refspec() != null ? " " + quote(r.refspec()) : "");
    s.add(
        "step 'Failed to download remote objects and refs' "
            + fetch
            + " "
            + String.join(" ", refspecs.stream().map(dev.play.value.Shell::quote).toList()));
    return s;
  }

  /** With {@code depth}: only what the version needs, as Ansible fetches it; else everything. */
  private List<String> fetchRefspecs() {
    if (r.depth() == 0) {
      return List.of();
    }
    if (r.refspec() != null) {
      return List.of(r.refspec());
    }
    String v = r.version();
    return switch (target.kind()) {
      case HEAD -> target.branch() == null ? List.of() : List.of(target.branch());
      case BRANCH -> List.of("+refs/heads/" + v + ":refs/remotes/" + r.remote() + "/" + v);
      case TAG -> List.of("+refs/tags/" + v + ":refs/tags/" + v);
      case COMMIT -> List.of();
    };
  }

  /**
   * Ansible's switch_version: the branch reset to the remote's, else the tag or commit checked out.
   */
  private List<String> checkout() {
    String g = r.inDest();
    String remoteRef = quote(r.remote() + "/" + (target.branch() == null ? "" : target.branch()));
    return switch (target.kind()) {
      case HEAD ->
          List.of(
              "b=$("
                  + g
                  + " symbolic-ref -q --short HEAD || "
                  + g
                  + " symbolic-ref -q --short refs/remotes/"
                  + quote(r.remote() + "/HEAD")
                  + " | sed "
                  + quote("s|^" + r.remote() + "/||")
                  + ")",
              "step \"Failed to checkout branch $b\" " + g + " checkout --force \"$b\"",
              "step \"Failed to checkout branch $b\" "
                  + g
                  + " reset --hard "
                  + quote(r.remote() + "/")
                  + "\"$b\" --");
      case BRANCH ->
          List.of(
              branchFetch(),
              "if " + localBranch() + "; then",
              "  step "
                  + quote("Failed to checkout branch " + r.version())
                  + " "
                  + g
                  + " checkout --force "
                  + quote(r.version()),
              "  step "
                  + quote("Failed to checkout " + r.version())
                  + " "
                  + g
                  + " reset --hard "
                  + remoteRef,
              "else",
              "  step "
                  + quote("Failed to checkout " + r.version())
                  + " "
                  + g
                  + " checkout --track -b "
                  + quote(r.version())
                  + " "
                  + remoteRef,
              "fi");
      case TAG, COMMIT ->
          List.of(
              "step "
                  + quote("Failed to checkout " + r.version())
                  + " "
                  + g
                  + " checkout --force "
                  + quote(r.version()));
    };
  }

  /**
   * A shallow clone has only its own branch: another one is fetched first (Ansible's
   * set_remote_branch).
   */
  private String branchFetch() {
    if (r.depth() == 0) {
      return ":";
    }
    String v = r.version();
    return "if ! "
        + localBranch()
        + "; then step "
        + quote("Failed to fetch branch from remote: " + v)
        + " "
        + r.inDest()
        + " fetch --depth="
        + r.depth()
        + " "
        + quote(r.remote())
        + " "
        + quote("+refs/heads/" + v + ":refs/heads/" + v)
        + " "
        + quote("+refs/heads/" + v + ":refs/remotes/" + r.remote() + "/" + v)
        + "; fi";
  }

  private String localBranch() {
    return r.inDest() + " show-ref -q --verify " + quote("refs/heads/" + r.version());
  }

  private String depth() {
    return r.depth() > 0 ? " --depth " + r.depth() : "";
  }
}
