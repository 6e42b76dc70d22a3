package dev.play.playbook;

/** {@code loop_control}: the loop variable name, an optional label template, pause, index_var. */
public record LoopControl(
    String loopVar, String label, String indexVar, Object pause, boolean extended) {
  public static final LoopControl DEFAULT = new LoopControl("item", null, null, null, false);

  public LoopControl {
    loopVar = loopVar == null ? "item" : loopVar;
  }
}
