package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A lookup whose terms are strings, each giving its values on its own, in order. */
interface TermLookup extends Lookup {
  /** The values of one term. */
  List<Object> values(String term, Options options, LookupContext ctx);

  @Override
  default List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Options o = new Options(name(), options);
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      out.addAll(values(Terms.text(term, name()), o, ctx));
    }
    return out;
  }
}
