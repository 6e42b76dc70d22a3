package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code sequence}: formatted numbers, e.g. {@code 4:host%02d} or
 * {@code start=0x0f00 count=4 format=%04x} ({@link SequenceSpec}); strings, as Ansible's.
 * Keyword options are ignored, as in Ansible 2.14: the spec is in the terms.
 */
final class SequenceLookup implements Lookup {
  @Override
  public String name() {
    return "sequence";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      out.addAll(SequenceSpec.parse(Terms.text(term, name())).values());
    }
    return out;
  }
}
