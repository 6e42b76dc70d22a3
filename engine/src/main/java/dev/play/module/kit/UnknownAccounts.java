package dev.play.module.kit;

import dev.play.facts.ProbeResult;
import dev.play.module.ModuleContext;
import java.util.OptionalInt;

/**
 * Ansible's {@code file} module in check mode, for every state but absent: an owner or group the
 * host does not have is warned about ("Create user up to this point in real play") and the task
 * goes on. A path the task would create is predicted as created with that owner; on an existing
 * path the chown still fails, as in Ansible. The real run is unchanged.
 */
public final class UnknownAccounts {
  private UnknownAccounts() {}

  /**
   * The facts to plan from, after warning about the accounts {@code attrs} names that the host
   * lacks.
   */
  public static ProbeResult warned(ModuleContext ctx, FileAttrs attrs, ProbeResult facts) {
    boolean noUser = unknown(attrs.owner(), facts.userId());
    boolean noGroup = unknown(attrs.group(), facts.groupId());
    if (noUser) {
      ctx.warn(message("user", "uid", attrs.owner()));
    }
    if (noGroup) {
      ctx.warn(message("group", "gid", attrs.group()));
    }
    if (facts.file().exists() || (!noUser && !noGroup)) {
      return facts;
    }
    return facts.withIds(
        noUser ? planned(facts.userId()) : facts.userId(),
        noGroup ? planned(facts.groupId()) : facts.groupId());
  }

  /**
   * The facts {@code copy} and {@code template} plan from in check mode: an owner or group the host
   * lacks is taken for one an earlier task of the run creates. Ansible's copy module does not look
   * at attributes in check mode, so its check mode neither fails nor warns on them; the real run
   * fails on the chown as before.
   */
  public static ProbeResult plannedForCopy(FileAttrs attrs, ProbeResult facts) {
    boolean noUser = missingName(attrs.owner(), facts.userId());
    boolean noGroup = missingName(attrs.group(), facts.groupId());
    if (!noUser && !noGroup) {
      return facts;
    }
    return facts.withIds(
        noUser ? planned(facts.userId()) : facts.userId(),
        noGroup ? planned(facts.groupId()) : facts.groupId());
  }

  /** A name (not an id) that the host's lookup did not find. */
  private static boolean missingName(String name, OptionalInt looked) {
    return name != null && !name.matches("[0-9]+") && looked.isEmpty();
  }

  private static boolean unknown(String name, OptionalInt looked) {
    return name != null && (looked.isEmpty() || looked.getAsInt() == Probes.PLANNED_ID);
  }

  private static OptionalInt planned(OptionalInt looked) {
    return OptionalInt.of(looked.orElse(Probes.PLANNED_ID));
  }

  /** Ansible's words (check_owner_exists, check_group_exists). */
  static String message(String kind, String idKind, String name) {
    String who = name.matches("[0-9]+") ? kind + " with " + idKind + " " + name : kind + " " + name;
    return "failed to look up " + who + ". Create " + kind + " up to this point in real play";
  }
}
