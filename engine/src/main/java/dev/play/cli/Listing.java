package dev.play.cli;

import dev.play.engine.PlayTarget;
import dev.play.engine.RunOptions;
import dev.play.engine.TagFilter;
import dev.play.inventory.HostPattern;
import dev.play.inventory.Inventory;
import dev.play.playbook.Block;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import dev.play.playbook.Playbook;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** {@code --list-hosts}, {@code --list-tasks}, {@code --list-tags} and {@code --syntax-check}. */
final class Listing {
  private final PrintStream out;
  private final Inventory inventory;
  private final RunOptions options;
  private final TagFilter filter;
  private final Function<Play, PlayTarget> targets;

  /**
   * {@code targets}: each play's pattern and name, rendered (a bad template is an error, as in
   * Ansible).
   */
  Listing(
      PrintStream out,
      Inventory inventory,
      RunOptions options,
      Function<Play, PlayTarget> targets) {
    this.out = out;
    this.inventory = inventory;
    this.options = options;
    this.targets = targets;
    this.filter = new TagFilter(options.tags(), options.skipTags());
  }

  void print(List<Playbook> playbooks, RunFlags flags) {
    for (Playbook pb : playbooks) {
      out.println();
      out.println("playbook: " + pb.file());
      if (flags.syntaxCheck && !(flags.listHosts || flags.listTasks || flags.listTags)) {
        for (Play play : pb.plays()) {
          PlayTarget unused = targets.apply(play); // rendered for its errors only
        }
        continue;
      }
      int n = 1;
      for (Play play : pb.plays()) {
        printPlay(play, n++, flags);
      }
    }
  }

  private void printPlay(Play play, int n, RunFlags flags) {
    out.println();
    PlayTarget target = targets.apply(play);
    out.println(
        "  play #"
            + n
            + " ("
            + target.pattern()
            + "): "
            + target.name()
            + "\tTAGS: "
            + play.keywords().tags());
    if (flags.listHosts) {
      List<String> hosts = hosts(target.pattern());
      out.println("    pattern: ['" + target.pattern() + "']");
      out.println("    hosts (" + hosts.size() + "):");
      hosts.forEach(h -> out.println("      " + h));
    }
    List<String[]> tasks = new ArrayList<>();
    Set<String> tags = new TreeSet<>();
    Set<String> playTags = new TreeSet<>(play.keywords().tags());
    collect(play.preTasks(), playTags, tasks, tags);
    for (LoadedRole r : play.roles()) {
      collectRole(r, playTags, tasks, tags);
    }
    collect(play.tasks(), playTags, tasks, tags);
    collect(play.postTasks(), playTags, tasks, tags);
    if (flags.listTasks) {
      out.println("    tasks:");
      tasks.forEach(t -> out.println("      " + t[0] + "\tTAGS: " + t[1]));
    }
    if (flags.listTags) {
      out.println("      TASK TAGS: " + tags);
    }
  }

  private List<String> hosts(String pattern) {
    List<String> hosts = new ArrayList<>(HostPattern.select(pattern, inventory));
    if (options.limit() != null) {
      hosts.retainAll(HostPattern.select(options.limit(), inventory));
    }
    return hosts;
  }

  private void collectRole(
      LoadedRole r, Set<String> inherited, List<String[]> tasks, Set<String> tags) {
    Set<String> mine = new TreeSet<>(inherited);
    mine.addAll(r.keywords().tags());
    for (LoadedRole dep : r.dependencies()) {
      collectRole(dep, mine, tasks, tags);
    }
    collect(r.tasks(), mine, tasks, tags);
  }

  private void collect(
      List<TaskNode> nodes, Set<String> inherited, List<String[]> tasks, Set<String> tags) {
    for (TaskNode n : nodes) {
      Set<String> mine = new TreeSet<>(inherited);
      mine.addAll(n.keywords().tags());
      if (n instanceof Block b) {
        collect(b.block(), mine, tasks, tags);
        collect(b.rescue(), mine, tasks, tags);
        collect(b.always(), mine, tasks, tags);
      } else if (n instanceof Task t && filter.selected(mine)) {
        String name = (t.role() == null ? "" : t.role().name() + " : ") + t.displayName();
        tasks.add(new String[] {name, mine.toString()});
        tags.addAll(mine);
      }
    }
  }
}
