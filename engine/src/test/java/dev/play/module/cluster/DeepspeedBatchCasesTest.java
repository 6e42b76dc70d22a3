package dev.play.module.cluster;

import dev.play.module.Module;
import dev.play.module.ModuleCaseTest;

/**
 * Data-file cases under {@code cases/deepspeed_batch/}: a DeepSpeed config and a world size in, its
 * batch sizes out.
 */
class DeepspeedBatchCasesTest extends ModuleCaseTest {
  @Override
  protected Module module() {
    return new DeepspeedBatchModule();
  }

  @Override
  protected String dir() {
    return "deepspeed_batch";
  }
}
