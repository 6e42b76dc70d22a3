package dev.play.module.kit;

import static dev.play.value.Shell.quote;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts.Owner;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A directory to create, in one command, with the mode and owner asked for: the one way a module
 * creates a directory. It declares the directory, so that check mode can plan inside it. {@code
 * parents} says what becomes of the missing directories above it.
 *
 * @param mode the mode to set, or null for the default (umask)
 * @param owner the owner to set, or null to keep the creating user
 */
public record MakeDirectory(String path, Integer mode, Owner owner, Parents parents)
    implements Change {
  /** What becomes of the missing directories above the one made. */
  public enum Parents {
    /**
     * None may be missing: {@code mkdir} alone (a recursive copy's inner directories, made top
     * down).
     */
    NONE,
    /**
     * {@code mkdir -p}: they get the defaults (umask, the creating user); the mode and owner go to
     * the last alone.
     */
    DEFAULTS,
    /**
     * Each missing one gets the mode and owner too, as Ansible's file module ({@code state:
     * directory}) sets them on every directory it creates; those that exist are left as they are.
     */
    ALIKE
  }

  /** {@code mkdir -p PATH}: the directory and its missing parents, all with the defaults. */
  public static MakeDirectory withParents(String path) {
    return new MakeDirectory(path, null, null, Parents.DEFAULTS);
  }

  @Override
  public String describe() {
    return "create directory "
        + path
        + (mode == null ? "" : " (mode " + ModeSpec.format(mode) + ")")
        + (owner == null ? "" : " (owner " + owner.user() + ":" + owner.group() + ")");
  }

  /** Runs {@link #script}; its failure says so, with the command's output. */
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script());
    if (!r.ok()) {
      throw new ModuleFailure(
          "cannot create " + path + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return Map.of();
  }

  /** The one command that makes the directory, as {@link #parents} says. */
  String script() {
    return parents == Parents.ALIKE ? eachMissing() : mkdir();
  }

  /** {@code mkdir [-p]}, then the mode and owner of the last directory. */
  private String mkdir() {
    String p = quote(path);
    StringBuilder s =
        new StringBuilder("mkdir " + (parents == Parents.DEFAULTS ? "-p " : "") + "-- " + p);
    if (mode != null) {
      s.append(" && chmod -- ").append(ModeSpec.format(mode)).append(' ').append(p);
    }
    if (owner != null) {
      s.append(" && chown -- ")
          .append(owner.uid())
          .append(':')
          .append(owner.gid())
          .append(' ')
          .append(p);
    }
    return s.toString();
  }

  /**
   * From the top: each directory that is missing is made, given its owner, then its mode. One that
   * another process made meanwhile (two hosts sharing a file system) is taken, and given them, as
   * Ansible takes it.
   */
  private String eachMissing() {
    StringBuilder make = new StringBuilder("{ mkdir -- \"$d\" || [ -d \"$d\" ]; }");
    if (owner != null) {
      make.append(" && chown -h -- ")
          .append(owner.uid())
          .append(':')
          .append(owner.gid())
          .append(" \"$d\"");
    }
    if (mode != null) {
      make.append(" && chmod -- ").append(ModeSpec.format(mode)).append(" \"$d\"");
    }
    StringBuilder s = new StringBuilder("for d in");
    for (String d : chain(path)) {
      s.append(' ').append(quote(d));
    }
    return s.append("; do [ -d \"$d\" ] || { ")
        .append(make)
        .append("; } || exit 1; done")
        .toString();
  }

  /**
   * {@code /a/b/c}: {@code /a}, {@code /a/b}, {@code /a/b/c}; a relative path's from its first
   * name.
   */
  static List<String> chain(String path) {
    List<String> out = new ArrayList<>();
    boolean absolute = path.startsWith("/");
    StringBuilder at = new StringBuilder();
    for (String name : path.split("/")) {
      if (name.isEmpty()) {
        continue;
      }
      if (absolute || !at.isEmpty()) {
        at.append('/');
      }
      at.append(name);
      out.add(at.toString());
    }
    return out;
  }

  @Override
  public List<String> createsDirectories() {
    return List.of(path);
  }
}
