package dev.play.module.net;

import static dev.play.value.Shell.quote;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code git} reads in one command: whether {@code dest} holds a repository, its commit,
 * remote URL, branch, local modifications (untracked files aside, as Ansible) and submodules not at
 * the recorded commit, and the remote's refs for the version ({@code git ls-remote} with patterns,
 * so a repository with many refs costs no more). Parsing is pure.
 *
 * @param values the script's {@code x_} values
 * @param refs the remote's refs: name → commit ({@code HEAD}, {@code refs/heads/main}, {@code
 *     refs/tags/v1^{}})
 */
record GitFacts(Map<String, String> values, Map<String, String> refs) {

  /**
   * The facts command for {@code r}; it exits non-zero, git's message on stderr, when ls-remote
   * fails.
   */
  static String script(GitRequest r) {
    String git = quote(r.git());
    String v = r.version();
    StringBuilder s =
        new StringBuilder(r.environment())
            .append('\n')
            .append("command -v ")
            .append(git)
            .append(" >/dev/null 2>&1 || { echo x_nogit=1; exit 0; }\n")
            .append("h=\n");
    if (r.dest() != null) {
      String d = quote(r.dest());
      String g = r.inDest();
      s.append("if [ -f ")
          .append(d)
          .append("/.git/config ] || [ -f ")
          .append(d)
          .append("/.git ]; then\n")
          .append("  echo x_repo=1; echo \"x_before=$(")
          .append(g)
          .append(" rev-parse HEAD 2>/dev/null)\"\n")
          .append("  echo \"x_url=$(")
          .append(g)
          .append(" ls-remote --get-url ")
          .append(quote(r.remote()))
          .append(" 2>/dev/null)\"\n")
          .append("  echo \"x_branch=$(")
          .append(g)
          .append(" symbolic-ref -q --short HEAD)\"\n")
          .append("  h=$(")
          .append(g)
          .append(" symbolic-ref -q --short HEAD || ")
          .append(g)
          .append(" symbolic-ref -q --short refs/remotes/")
          .append(quote(r.remote() + "/HEAD"))
          .append(" | sed ")
          .append(quote("s|^" + r.remote() + "/||"))
          .append("); echo \"x_head=$h\"\n")
          .append("  ")
          .append(g)
          .append(" status --porcelain 2>/dev/null | grep -qv '^??' && echo x_mods=1\n")
          .append("  echo \"x_local=$(")
          .append(g)
          .append(" rev-parse -q --verify ")
          .append(quote(v + "^{commit}"))
          .append(" 2>/dev/null)\"\n")
          .append("  ")
          .append(g)
          .append(" show-ref -q --verify ")
          .append(quote("refs/heads/" + v))
          .append(" && echo x_local_branch=1\n")
          .append("  [ -f ")
          .append(d)
          .append("/.gitmodules ] && ")
          .append(g)
          .append(" submodule status 2>/dev/null | grep -q '^[^ ]' && echo x_submodules=1\n");
      if (!r.update()) {
        s.append("  exit 0\n");
      }
      s.append("fi\n");
    }
    s.append("refs=$(")
        .append(git)
        .append(" ls-remote ")
        .append(quote(r.repo()))
        .append(" HEAD ")
        .append(quote("refs/heads/" + v))
        .append(' ')
        .append(quote("refs/tags/" + v))
        .append(' ')
        .append(quote("refs/tags/" + v + "^{}"))
        .append(" ${h:+\"refs/heads/$h\"}) || exit 1\n")
        .append("printf '%s\\n' \"$refs\" | sed 's/^/x_ref=/'");
    return s.toString();
  }

  static GitFacts parse(String output) {
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, String> refs = new LinkedHashMap<>();
    for (String line : output.split("\n")) {
      int eq = line.indexOf('=');
      if (!line.startsWith("x_") || eq < 0) {
        continue;
      }
      String key = line.substring(2, eq);
      String value = line.substring(eq + 1);
      int tab = value.indexOf('\t');
      if (key.equals("ref") && tab > 0) {
        refs.put(value.substring(tab + 1), value.substring(0, tab));
      } else if (!key.equals("ref")) {
        values.put(key, value.strip());
      }
    }
    return new GitFacts(values, refs);
  }

  boolean noGit() {
    return values.containsKey("nogit");
  }

  boolean repo() {
    return values.containsKey("repo");
  }

  String before() {
    return values.getOrDefault("before", "");
  }

  String remoteUrl() {
    return values.getOrDefault("url", "");
  }

  String headBranch() {
    return values.getOrDefault("head", "");
  }

  /** The branch checked out, or empty when HEAD is detached. */
  String branch() {
    return values.getOrDefault("branch", "");
  }

  boolean localMods() {
    return values.containsKey("mods");
  }

  boolean localBranch() {
    return values.containsKey("local_branch");
  }

  boolean submodulesBehind() {
    return values.containsKey("submodules");
  }

  /** The version as a full commit in the repository, or empty. */
  String localCommit() {
    return values.getOrDefault("local", "");
  }
}
