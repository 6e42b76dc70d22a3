package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Set-ups beyond the limit wait for a slot, and go as soon as one is given back. */
class SetupLimitTest {
  @Test
  void aSetUpBeyondTheLimitWaitsForASlot() throws Exception {
    for (int i = 0; i < SetupLimit.PERMITS; i++) {
      SetupLimit.enter();
    }
    AtomicBoolean entered = new AtomicBoolean();
    Thread waiting =
        Thread.ofPlatform()
            .start(
                () -> {
                  try {
                    SetupLimit.enter();
                    entered.set(true);
                    SetupLimit.leave();
                  } catch (Exception e) {
                    throw new IllegalStateException(e);
                  }
                });
    try {
      Thread.sleep(200);
      assertFalse(entered.get(), "a set-up started beyond the limit");
      SetupLimit.leave();
      waiting.join(5000);
      assertTrue(entered.get(), "the waiting set-up did not start once a slot was free");
    } finally {
      for (int i = 1; i < SetupLimit.PERMITS; i++) {
        SetupLimit.leave();
      }
    }
  }
}
