package dev.play.module.net;

/**
 * What {@code version} names, resolved as Ansible resolves it: the remote's HEAD (its branch, for a
 * work tree that has one), a branch, a tag (an annotated tag's commit), else a commit, taken as
 * given unless the repository already has it.
 *
 * @param commit the commit wanted: a full hash, or the version as written when it is not known yet
 * @param branch the branch to check out for HEAD and BRANCH, else null
 */
record GitTarget(Kind kind, String commit, String branch) {
  enum Kind {
    HEAD,
    BRANCH,
    TAG,
    COMMIT
  }

  /** Resolves {@code version} from the facts. Pure. */
  static GitTarget of(String version, GitFacts facts) {
    if (version.equals("HEAD")) {
      String head = facts.headBranch();
      String onBranch = head.isEmpty() ? null : facts.refs().get("refs/heads/" + head);
      return new GitTarget(
          Kind.HEAD,
          onBranch != null ? onBranch : facts.refs().getOrDefault("HEAD", ""),
          head.isEmpty() ? null : head);
    }
    if (facts.refs().containsKey("refs/heads/" + version)) {
      return new GitTarget(Kind.BRANCH, facts.refs().get("refs/heads/" + version), version);
    }
    String tag =
        facts
            .refs()
            .getOrDefault("refs/tags/" + version + "^{}", facts.refs().get("refs/tags/" + version));
    if (tag != null) {
      return new GitTarget(Kind.TAG, tag, null);
    }
    return new GitTarget(
        Kind.COMMIT, facts.localCommit().isEmpty() ? version : facts.localCommit(), null);
  }

  /** Whether the commit is a full hash the remote or the repository gave. */
  boolean known() {
    return commit.matches("[0-9a-f]{40}([0-9a-f]{24})?");
  }
}
