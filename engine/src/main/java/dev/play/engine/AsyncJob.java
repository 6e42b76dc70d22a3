package dev.play.engine;

import static dev.play.value.Shell.quote;

import dev.play.output.Status;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A task's {@code async}/{@code poll}: with poll > 0 each command of the module runs under a time
 * limit of {@code seconds}; with poll 0 a command or shell task starts detached on the host, its
 * output and exit status written to {@code ~/.ansible_async/<jid>.{out,err,rc}} for {@code
 * async_status}, and the task returns at once with the job id.
 */
record AsyncJob(int seconds, int poll, String jid) {
  /** Exit status of {@code timeout} when the limit is reached. */
  static final int TIMED_OUT = 124;

  /** From the task's keywords; null when the task has no {@code async}. */
  static AsyncJob of(Object async, Object poll) throws TaskFailure {
    if (async == null) {
      return null;
    }
    int seconds = integer(async, "async");
    int every = poll == null ? 15 : integer(poll, "poll");
    String jid =
        "j" + Long.toUnsignedString(ThreadLocalRandom.current().nextLong() & 0xffffffffffffL, 36);
    return seconds <= 0 ? null : new AsyncJob(seconds, every, jid);
  }

  private static int integer(Object v, String what) throws TaskFailure {
    try {
      return v instanceof Number n ? n.intValue() : Integer.parseInt(String.valueOf(v).strip());
    } catch (NumberFormatException e) {
      throw new TaskFailure(what + " must be a number of seconds, got '" + v + "'");
    }
  }

  boolean detached() {
    return poll == 0;
  }

  /** The script as it runs on the host: limited in time, or started in the background. */
  String wrap(String script) {
    if (!detached()) {
      return "timeout -s TERM " + seconds + " sh -c " + quote(script);
    }
    return "d=\"$HOME/.ansible_async\"; mkdir -p \"$d\" && f=\"$d/"
        + jid
        + "\" && "
        + "nohup setsid sh -c 'timeout -s TERM \"$3\" sh -c \"$1\" > \"$2.out\" 2> \"$2.err\" < /dev/null;"
        + " echo $? > \"$2.rc.tmp\" && mv \"$2.rc.tmp\" \"$2.rc\"' play-async "
        + quote(script)
        + " \"$f\" "
        + seconds
        + " > /dev/null 2>&1 < /dev/null & echo \"$f\"";
  }

  /** The outcome of a detached start: the job id for {@code async_status}. */
  Outcome started(Outcome ran) {
    if (ran.status() == Status.FAILED
        || ran.status() == Status.UNREACHABLE
        || ran.status() == Status.SKIPPED) {
      return ran;
    }
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("ansible_job_id", jid);
    r.put("started", 1);
    r.put("finished", 0);
    r.put("results_file", "~/.ansible_async/" + jid);
    r.put("changed", true);
    return ran.withResult(Status.CHANGED, r);
  }

  /** A command stopped by the time limit fails with Ansible's message. */
  Outcome limited(Outcome ran) {
    if (ran.status() != Status.FAILED
        || !Integer.valueOf(TIMED_OUT).equals(ran.result().get("rc"))) {
      return ran;
    }
    Map<String, Object> r = new LinkedHashMap<>(ran.result());
    r.put("msg", "async task did not complete within the requested time - " + seconds + "s");
    return ran.withResult(Status.FAILED, r);
  }

  static boolean allowsDetached(String module) {
    return module.equals("command") || module.equals("shell");
  }
}
