package dev.play.engine;

import dev.play.module.Args;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;

/**
 * One play: hosts, serial batches, facts, then pre_tasks, roles and tasks, post_tasks, each section
 * followed by a handler flush, as Ansible.
 */
final class PlayRunner {
  private final RunContext run;
  private final ExecutorService pool;

  PlayRunner(RunContext run, ExecutorService pool) {
    this.run = run;
    this.pool = pool;
  }

  void run(Play play) {
    PlayTarget target = new PlayTargets(run).of(play);
    List<String> hosts =
        target.order().apply(PlayHosts.select(run, target.pattern()), run.random());
    run.listener().playStart(target.name(), hosts);
    if (hosts.isEmpty()) {
      run.listener().warning("no hosts matched '" + target.pattern() + "'; skipping play");
      return;
    }
    hosts.forEach(h -> run.host(h).resetForPlay());
    PlayFrame frame = new PlayFrame(play, prompted(play), hosts, hosts);
    List<Map<String, Object>> varsFiles = new ArrayList<>(frame.varsFiles());
    varsFiles.addAll(new VarsFiles(run).load(frame));
    frame = new PlayFrame(play, varsFiles, hosts, hosts);
    for (List<String> batch : Serial.batches(play.serial(), hosts)) {
      if (run.interrupted() || !runBatch(frame.withBatch(batch))) {
        return;
      }
    }
  }

  /**
   * The answers of the play's vars_prompt, below its vars_files as in Ansible; none when it has
   * none.
   */
  private List<Map<String, Object>> prompted(Play play) {
    Map<String, Object> answers =
        new VarPrompts(run.session().prompts(), run.session().secrets())
            .answers(play, run.options().extraVars());
    return answers.isEmpty() ? List.of() : List.of(answers);
  }

  /** Returns false when the play must not go on to the next batch. */
  private boolean runBatch(PlayFrame frame) {
    Play play = frame.play();
    List<HostState> lane = new ArrayList<>();
    frame.batch().forEach(h -> lane.add(run.host(h)));
    Handlers handlers = new Handlers(play.handlers());
    PlayControl control = new PlayControl();
    TaskRunner runner = new TaskRunner(run, new Scopes(run));
    TaskDispatch dispatch = new TaskDispatch(run, runner, pool, handlers);
    TaskWalker walker = new TaskWalker(run, frame, dispatch, handlers, control);
    Inherited root = Inherited.root(play.keywords());
    if (gatherFacts(play, run.options().gathering())) {
      new FactGathering(run, frame, dispatch).gather(lane);
    }
    if (Strategy.of(play) == Strategy.FREE) {
      eachHostFreely(lane, h -> sections(play, walker, List.of(h), root));
    } else {
      sections(play, walker, lane, root);
    }
    if (control.stopped() || allFailed(lane)) {
      run.listener().noHostsLeft();
      return false;
    }
    return lane.stream().anyMatch(HostState::active);
  }

  /**
   * Whether every host that is still reachable failed, as Ansible's linear strategy decides to
   * print NO MORE HOSTS LEFT: not when the hosts were all unreachable, nor when some ended ({@code
   * meta: end_host}) instead of failing.
   */
  private static boolean allFailed(List<HostState> lane) {
    long reachable = lane.stream().filter(h -> !h.unreachable()).count();
    return reachable > 0
        && lane.stream().filter(h -> h.failed() && !h.unreachable()).count() >= reachable;
  }

  /** pre_tasks, roles and tasks, post_tasks: each followed by a handler flush. */
  private static void sections(Play play, TaskWalker walker, List<HostState> lane, Inherited root) {
    walker.runAll(play.preTasks(), lane, root);
    walker.flushHandlers(lane);
    for (LoadedRole role : play.roles()) {
      if (!walker.stop(lane)) {
        walker.runRole(role, lane, root);
      }
    }
    walker.runAll(play.tasks(), lane, root);
    walker.flushHandlers(lane);
    walker.runAll(play.postTasks(), lane, root);
    walker.flushHandlers(lane);
  }

  /**
   * {@code strategy: free}: every host goes through the play at its own pace, up to forks at once.
   */
  private void eachHostFreely(
      List<HostState> lane, java.util.function.Consumer<HostState> program) {
    List<java.util.concurrent.Future<?>> running = new ArrayList<>();
    lane.forEach(h -> running.add(pool.submit(() -> program.accept(h))));
    for (java.util.concurrent.Future<?> f : running) {
      try {
        f.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (java.util.concurrent.ExecutionException e) {
        throw new IllegalStateException(
            "internal error in a host's run: " + e.getCause(), e.getCause());
      }
    }
  }

  /**
   * {@code gather_facts} when the play sets it, else whether {@code gathering} gathers by default.
   */
  private static boolean gatherFacts(Play play, Gathering gathering) {
    Object v = play.gatherFacts();
    return v == null ? gathering != Gathering.EXPLICIT : !Boolean.FALSE.equals(Args.toBool(v));
  }
}
