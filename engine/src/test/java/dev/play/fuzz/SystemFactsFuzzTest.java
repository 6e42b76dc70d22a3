package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.facts.FactSubset;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Timeout;

/**
 * The whole fact script's output for every subset, as a compromised node could send it; a node's
 * {@code /etc/os-release}, whose values stay the node's text ({@code {{ 7*7 }}} included); and a
 * local fact file ({@code /etc/ansible/facts.d/*.fact}), read as JSON, else as an ini file.
 */
class SystemFactsFuzzTest {
  /** The fact script's {@code sed} over {@code /etc/os-release} ({@code minimal.sh}). */
  private static final Pattern OS_RELEASE = Pattern.compile("^([A-Z_]*)=\"?([^\"]*)\"?$");

  @FuzzTest
  @Timeout(10)
  void output(byte[] data) {
    FactText.parse(Outcomes.text(data), EnumSet.allOf(FactSubset.class));
  }

  @FuzzTest
  @Timeout(10)
  void osRelease(byte[] data) {
    StringBuilder out = new StringBuilder();
    Map<String, String> sent = new LinkedHashMap<>();
    for (String line : Outcomes.text(data).split("\n")) {
      Matcher m = OS_RELEASE.matcher(line);
      if (m.matches()) {
        out.append("os_").append(m.group(1)).append('=').append(m.group(2)).append('\n');
        sent.putIfAbsent(m.group(1), m.group(2).strip());
      }
    }
    Map<String, Object> facts = FactText.parse(out.toString(), FactSubset.MIN);
    FactText.requireKept(facts, "distribution_version", sent.getOrDefault("VERSION_ID", ""));
    FactText.requireKept(
        facts,
        "distribution_release",
        sent.getOrDefault("VERSION_CODENAME", sent.getOrDefault("UBUNTU_CODENAME", "")));
  }

  @FuzzTest
  @Timeout(10)
  void localFact(byte[] data) {
    String path = encode("/etc/ansible/facts.d/site.fact".getBytes(StandardCharsets.UTF_8));
    Map<String, Object> facts =
        FactText.parse("local|r|0|" + path + "|" + encode(data) + "|\n", FactSubset.MIN);
    if (!(facts.get("local") instanceof Map<?, ?> local) || !local.containsKey("site")) {
      throw new AssertionError("a fact file without its fact: " + facts.get("local"));
    }
  }

  private static String encode(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }
}
