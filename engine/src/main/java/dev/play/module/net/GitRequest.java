package dev.play.module.net;

import static dev.play.value.Shell.quote;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;

/**
 * A {@code git} task's arguments, checked as Ansible checks them. A repository given as an absolute
 * path becomes a {@code file://} URL, as in Ansible (depth needs a protocol).
 *
 * @param dest the work tree, null with {@code clone: no}
 * @param depth 0 for a full history
 * @param umask an octal umask for the commands that write, or null
 */
record GitRequest(
    String repo,
    String dest,
    String version,
    String remote,
    String refspec,
    String reference,
    boolean force,
    int depth,
    boolean mayClone,
    boolean update,
    boolean recursive,
    boolean singleBranch,
    String git,
    String sshCommand,
    String umask) {

  static GitRequest of(Args args) throws ModuleFailure {
    args.refuse(GitModule.UNIMPLEMENTED.toArray(String[]::new));
    for (String flag : new String[] {"bare", "verify_commit", "track_submodules"}) {
      if (args.bool(flag)) {
        throw new ModuleFailure("git: " + flag + " is not supported by play");
      }
    }
    boolean acceptHostkey = args.bool("accept_hostkey");
    boolean acceptNew = args.bool("accept_newhostkey");
    if (acceptHostkey && acceptNew) {
      throw new ModuleFailure(
          "parameters are mutually exclusive: accept_hostkey|accept_newhostkey");
    }
    boolean clone = args.bool("clone");
    String dest = args.stringOrNull("dest");
    if (dest == null && clone) {
      throw new ModuleFailure("the destination directory must be specified unless clone=no");
    }
    String repo = args.string("repo");
    return new GitRequest(
        repo.startsWith("/") ? "file://" + repo : repo,
        dest == null ? null : trimmed(dest),
        args.string("version"),
        args.string("remote"),
        args.stringOrNull("refspec"),
        args.stringOrNull("reference"),
        args.bool("force"),
        Math.max(0, args.integer("depth")),
        clone,
        args.bool("update"),
        args.bool("recursive"),
        args.bool("single_branch"),
        args.string("executable"),
        ssh(args, acceptHostkey, acceptNew),
        umask(args));
  }

  /** Ansible's GIT_SSH_COMMAND: ssh_opts, host key acceptance, BatchMode, the key file. */
  private static String ssh(Args args, boolean acceptHostkey, boolean acceptNew)
      throws ModuleFailure {
    String opts = args.string("ssh_opts");
    if (acceptHostkey && !opts.contains("StrictHostKeyChecking=")) {
      opts += " -o StrictHostKeyChecking=no";
    }
    if (acceptNew && !opts.contains("StrictHostKeyChecking=")) {
      opts += " -o StrictHostKeyChecking=accept-new";
    }
    if (!opts.contains("BatchMode=yes")) {
      opts += " -o BatchMode=yes";
    }
    String key = args.stringOrNull("key_file");
    if (key != null) {
      opts += " -i " + quote(key) + " -o IdentitiesOnly=yes";
    }
    return "ssh " + opts.strip();
  }

  private static String umask(Args args) throws ModuleFailure {
    Object raw = args.raw("umask");
    if (raw == null) {
      return null;
    }
    if (!(raw instanceof String s)) {
      throw new ModuleFailure("umask must be defined as a quoted octal integer");
    }
    if (!s.strip().matches("[0-7]{1,4}")) {
      throw new ModuleFailure("umask must be an octal integer");
    }
    return s.strip();
  }

  private static String trimmed(String dest) {
    return dest.length() > 1 && dest.endsWith("/") ? dest.substring(0, dest.length() - 1) : dest;
  }

  /** The environment every git command runs with: C locale, no prompts, the ssh command. */
  String environment() {
    return "LC_ALL=C LANG=C GIT_TERMINAL_PROMPT=0 GIT_SSH_COMMAND="
        + quote(sshCommand)
        + "; export LC_ALL LANG GIT_TERMINAL_PROMPT GIT_SSH_COMMAND";
  }

  /** {@code git -C DEST} (the command in the work tree). */
  String inDest() {
    return quote(git) + " -C " + quote(dest);
  }
}
