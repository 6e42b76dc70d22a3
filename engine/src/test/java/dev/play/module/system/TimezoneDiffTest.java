package dev.play.module.system;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.diff.Diff;
import dev.play.module.Plan;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * timezone's --diff: the settings asked for, before and after, as Ansible renders them (JSON, keys
 * sorted).
 */
class TimezoneDiffTest {
  @Test
  void diffShowsTheAskedSettingsAsSortedJson() throws Exception {
    TimezoneFacts facts =
        TimezoneFacts.parse(
            "zonefile=1\ntimezone=+RXRjL1VUQwo=\nrcs=+VVRDPW5vCg==\n"
                + "link=/usr/share/zoneinfo/Etc/UTC\nlink_ok=1\nhwclock=/usr/sbin/hwclock\n");
    Plan plan = TimezoneModule.plan(new TimezoneModule.Request("UTC", "Asia/Tokyo"), facts, true);
    assertEquals(
        List.of(
            new Diff(
                "before",
                "after",
                "{\n    \"hwclock\": \"local\",\n    \"name\": \"Etc/UTC\"\n}\n",
                "{\n    \"hwclock\": \"UTC\",\n    \"name\": \"Asia/Tokyo\"\n}\n")),
        plan.diffs());
    assertEquals(4, plan.changes().size());
  }

  @Test
  void noDiffWithoutDiffMode() throws Exception {
    TimezoneFacts facts = TimezoneFacts.parse("zonefile=1\ntimezone=+RXRjL1VUQwo=\n");
    assertEquals(
        List.of(),
        TimezoneModule.plan(new TimezoneModule.Request(null, "Asia/Tokyo"), facts, false).diffs());
  }
}
