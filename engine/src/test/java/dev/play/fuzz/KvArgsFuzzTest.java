package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.playbook.KvArgs;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * {@code k=v} module arguments, as a task's free-form line and as any module's: every text has a
 * meaning (quotes left open stay part of a word), so any exception is a finding.
 */
class KvArgsFuzzTest {
  @FuzzTest
  @Timeout(10)
  void kv(byte[] data) {
    String text = Outcomes.text(data);
    Map<String, Object> options = KvArgs.parse(text, false);
    Map<String, Object> command = KvArgs.parse(text, true);
    if (text.isBlank() != (options.isEmpty() && command.isEmpty())) {
      throw new AssertionError("a text is blank exactly when it gives no arguments: " + text);
    }
  }
}
