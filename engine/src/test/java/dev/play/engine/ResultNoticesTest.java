package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.output.HostResult;
import dev.play.output.ResultDisplay;
import dev.play.output.RunListener;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A module's {@code warnings} and {@code deprecations} are reported before its host's result, each
 * in Ansible's words ({@code Display.get_deprecation_message}), and the shown result holds them no
 * more.
 */
class ResultNoticesTest {
  private final List<String> heard = new ArrayList<>();
  private final RunListener listener =
      new RunListener() {
        @Override
        public void warning(String message) {
          heard.add("warning: " + message);
        }

        @Override
        public void deprecation(String message) {
          heard.add("deprecation: " + message);
        }

        @Override
        public void hostResult(HostResult r) {
          heard.add("result: " + r.result());
        }
      };

  @Test
  void noticesComeFirstInAnsiblesWords() {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("changed", true);
    result.put("warnings", List.of("consider using the file module"));
    result.put(
        "deprecations",
        List.of(
            Map.of(
                "msg",
                "Param 'x' is deprecated",
                "version",
                "3.0.0",
                "collection_name",
                "community.general"),
            Map.of(
                "msg", "Old option!", "date", "2025-01-01", "collection_name", "ansible.builtin"),
            Map.of("msg", "Gone soon")));
    ResultNotices.report(
        new HostResult(
            "h1",
            new TaskHeader(TaskHeader.Kind.TASK, null, "t"),
            Status.CHANGED,
            null,
            result,
            List.of(),
            List.of(),
            null,
            false,
            false,
            ResultDisplay.ON_VERBOSE,
            null),
        listener);
    String help =
        " Deprecation warnings can be disabled by setting deprecation_warnings=False in ansible.cfg.";
    assertEquals(
        List.of(
            "warning: consider using the file module",
            "deprecation: Param 'x' is deprecated. This feature will be removed from community.general in version 3.0.0."
                + help,
            "deprecation: Old option! This feature will be removed from ansible-core in a release after 2025-01-01."
                + help,
            "deprecation: Gone soon. This feature will be removed in a future release." + help,
            "result: {changed=true}"),
        heard);
  }

  @Test
  void aResultWithoutNoticesIsReportedAsItIs() {
    ResultNotices.report(
        new HostResult(
            "h1",
            new TaskHeader(TaskHeader.Kind.TASK, null, "t"),
            Status.OK,
            null,
            Map.of("changed", false),
            List.of(),
            List.of(),
            null,
            false,
            false,
            ResultDisplay.ON_VERBOSE,
            null),
        listener);
    assertEquals(List.of("result: {changed=false}"), heard);
  }
}
