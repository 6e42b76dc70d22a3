package dev.play.engine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How to run: the command-line choices that reach the engine.
 *
 * @param tags run only tasks with these tags (empty: all)
 * @param limit a host pattern further restricting every play's hosts, or null
 * @param startAtTask skip tasks until one with this name, or null
 * @param become command-line become defaults
 * @param gathering when plays gather facts ({@code gathering} of ansible.cfg)
 * @param managed the {@code ansible_managed} text of ansible.cfg, before formatting or null for
 *     Ansible's default
 * @param origin the inventory sources, config file and Python the magic variables name ({@link
 *     OptionVars})
 */
public record RunOptions(
    boolean check,
    boolean diff,
    int forks,
    Set<String> tags,
    Set<String> skipTags,
    String limit,
    Map<String, Object> extraVars,
    String startAtTask,
    int verbosity,
    boolean forceHandlers,
    List<Path> rolesPath,
    BecomeOptions become,
    Gathering gathering,
    String managed,
    RunOrigin origin) {
  public RunOptions {
    tags = Set.copyOf(tags);
    skipTags = Set.copyOf(skipTags);
    extraVars = dev.play.value.Values.frozenMap(extraVars);
    rolesPath = List.copyOf(rolesPath);
    become = become == null ? BecomeOptions.NONE : become;
    gathering = gathering == null ? Gathering.IMPLICIT : gathering;
    origin = origin == null ? RunOrigin.NONE : origin;
    if (forks < 1) {
      throw new IllegalArgumentException("forks must be at least 1");
    }
  }

  /** Without a known origin ({@link RunOrigin#NONE}). */
  public RunOptions(
      boolean check,
      boolean diff,
      int forks,
      Set<String> tags,
      Set<String> skipTags,
      String limit,
      Map<String, Object> extraVars,
      String startAtTask,
      int verbosity,
      boolean forceHandlers,
      List<Path> rolesPath,
      BecomeOptions become,
      Gathering gathering,
      String managed) {
    this(
        check,
        diff,
        forks,
        tags,
        skipTags,
        limit,
        extraVars,
        startAtTask,
        verbosity,
        forceHandlers,
        rolesPath,
        become,
        gathering,
        managed,
        RunOrigin.NONE);
  }

  /** With Ansible's default {@code ansible_managed}. */
  public RunOptions(
      boolean check,
      boolean diff,
      int forks,
      Set<String> tags,
      Set<String> skipTags,
      String limit,
      Map<String, Object> extraVars,
      String startAtTask,
      int verbosity,
      boolean forceHandlers,
      List<Path> rolesPath,
      BecomeOptions become,
      Gathering gathering) {
    this(
        check,
        diff,
        forks,
        tags,
        skipTags,
        limit,
        extraVars,
        startAtTask,
        verbosity,
        forceHandlers,
        rolesPath,
        become,
        gathering,
        null);
  }

  /** With Ansible's default {@code gathering} (implicit). */
  public RunOptions(
      boolean check,
      boolean diff,
      int forks,
      Set<String> tags,
      Set<String> skipTags,
      String limit,
      Map<String, Object> extraVars,
      String startAtTask,
      int verbosity,
      boolean forceHandlers,
      List<Path> rolesPath,
      BecomeOptions become) {
    this(
        check,
        diff,
        forks,
        tags,
        skipTags,
        limit,
        extraVars,
        startAtTask,
        verbosity,
        forceHandlers,
        rolesPath,
        become,
        Gathering.IMPLICIT);
  }

  public static RunOptions defaults() {
    return new RunOptions(
        false,
        false,
        50,
        Set.of(),
        Set.of(),
        null,
        Map.of(),
        null,
        0,
        false,
        List.of(),
        BecomeOptions.NONE);
  }
}
