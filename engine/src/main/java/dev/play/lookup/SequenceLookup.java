package dev.play.lookup;

import java.util.List;

/**
 * {@code sequence}: formatted numbers, e.g. {@code 4:host%02d} or {@code start=0x0f00 count=4
 * format=%04x} ({@link SequenceSpec}); strings, as Ansible's. Keyword options are ignored, as in
 * Ansible 2.14: the spec is in the terms.
 */
final class SequenceLookup implements TermLookup {
  @Override
  public String name() {
    return "sequence";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    return SequenceSpec.parse(term).values();
  }
}
