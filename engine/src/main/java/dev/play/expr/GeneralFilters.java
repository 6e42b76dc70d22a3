package dev.play.expr;

import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * community.general's filters that need no library, as its 2.14-era code computes them: {@code
 * counter}, {@code dict}, {@code dict_kv}, {@code groupby_as_dict}, {@code lists_mergeby}, {@code
 * crc32}, {@code unicode_normalize}, {@code version_sort}; the time units are {@link
 * TimeUnitFilters}.
 */
final class GeneralFilters {
  private GeneralFilters() {}

  /** {@code counter}: each element of a list (or character of a string) and how often it occurs. */
  static Object counter(Object v, List<Object> args) {
    List<?> items =
        v instanceof String s
            ? s.codePoints().mapToObj(Character::toString).toList()
            : v instanceof List<?> l ? l : null;
    if (items == null) {
      throw new ExpressionException(
          "Argument for community.general.counter must be a sequence (string or list). "
              + ValueFormat.str(v)
              + " is "
              + pythonClass(v));
    }
    Map<Object, Object> out = new LinkedHashMap<>();
    for (Object item : items) {
      if (item instanceof Map<?, ?> || (item instanceof List<?> && !(item instanceof Tuple))) {
        throw new ExpressionException(
            "community.general.counter needs a sequence with hashable elements (int, float"
                + " or str) - unhashable type: '"
                + Types.name(item)
                + "'");
      }
      Object key = existingKey(out, item);
      out.merge(key, 1, (a, b) -> (Integer) a + 1);
    }
    return out;
  }

  /**
   * The key of {@code map} Python takes {@code item} for (1, 1.0 and True are one key), else {@code
   * item}.
   */
  private static Object existingKey(Map<Object, Object> map, Object item) {
    if (map.containsKey(item)) {
      return item;
    }
    Object equal = Access.equalKey(map, item);
    return equal != null ? equal : item;
  }

  /** {@code dict}: Python's {@code dict()} of a list of pairs (or of a mapping). */
  static Object dict(Object v, List<Object> args) {
    if (v instanceof Map<?, ?> m) {
      return new LinkedHashMap<Object, Object>(m);
    }
    if (!(v instanceof List<?> pairs)) {
      throw new ExpressionException("'" + Types.name(v) + "' object is not iterable");
    }
    Map<Object, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < pairs.size(); i++) {
      List<?> pair = pair(pairs.get(i), i);
      out.put(existingKey(out, pair.get(0)), pair.get(1));
    }
    return out;
  }

  private static List<?> pair(Object element, int i) {
    List<?> pair =
        element instanceof String s
            ? s.codePoints().mapToObj(Character::toString).toList()
            : element instanceof List<?> l ? l : null;
    if (pair == null) {
      throw new ExpressionException(
          "cannot convert dictionary update sequence element #" + i + " to a sequence");
    }
    if (pair.size() != 2) {
      throw new ExpressionException(
          "dictionary update sequence element #"
              + i
              + " has length "
              + pair.size()
              + "; 2 is required");
    }
    return pair;
  }

  /** {@code dict_kv(key)}: {@code {key: value}}. */
  static Object dictKv(Object v, List<Object> args) {
    Map<Object, Object> out = new LinkedHashMap<>();
    out.put(args.get(0), v);
    return out;
  }

  /**
   * {@code groupby_as_dict(attribute)}: the mappings of a list by their {@code attribute}, which
   * must differ.
   */
  static Object groupbyAsDict(Object v, List<Object> args) {
    if (!(v instanceof List<?> items)) {
      throw new ExpressionException("Input is not a sequence");
    }
    Object attribute = args.get(0);
    Map<Object, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < items.size(); i++) {
      if (!(items.get(i) instanceof Map<?, ?> element)) {
        throw new ExpressionException("Sequence element #" + i + " is not a mapping");
      }
      if (!element.containsKey(attribute)) {
        throw new ExpressionException("Attribute not contained in element #" + i + " of sequence");
      }
      Object key = element.get(attribute);
      if (out.containsKey(key) || Access.equalKey(out, key) != null) {
        throw new ExpressionException(
            "Multiple sequence entries have attribute value " + ValueFormat.repr(key));
      }
      out.put(key, element);
    }
    return out;
  }

  /**
   * {@code lists_mergeby(*lists, index, recursive=False, list_merge='replace')}: the lists of
   * mappings merged by the value of {@code index} (later lists win, with {@code combine}'s merge),
   * sorted by it; {@code [l1, l2] | lists_mergeby('i')} works too.
   */
  static Object listsMergeby(Object v, List<Object> args) {
    List<Object> terms = new ArrayList<>();
    terms.add(v);
    terms.addAll((List<?>) args.get(0));
    if (terms.size() < 2) {
      throw new ExpressionException("At least one list and index are needed.");
    }
    List<List<?>> lists = new ArrayList<>();
    for (Object sublist : terms.subList(0, terms.size() - 1)) {
      if (!(sublist instanceof List<?> l)) {
        throw new ExpressionException(
            "All arguments before the argument index for community.general.lists_mergeby"
                + " must be lists. "
                + ValueFormat.str(sublist)
                + " is "
                + pythonClass(sublist));
      }
      if (!l.isEmpty() && l.stream().allMatch(x -> x instanceof List<?> || x instanceof String)) {
        l.forEach(x -> lists.add(x instanceof List<?> inner ? inner : List.of(x)));
      } else if (!l.isEmpty()) {
        lists.add(l);
      }
    }
    if (lists.isEmpty()) {
      return List.of();
    }
    if (lists.size() == 1) {
      return lists.get(0);
    }
    if (!(terms.get(terms.size() - 1) instanceof String index)) {
      Object index = terms.get(terms.size() - 1);
      throw new ExpressionException(
          "First argument after the lists for community.general.lists_mergeby must be"
              + " string. "
              + ValueFormat.str(index)
              + " is "
              + pythonClass(index));
    }
    List<?> result = lists.get(lists.size() - 1);
    for (int i = lists.size() - 2; i >= 0; i--) {
      result = mergeby(lists.get(i), result, index, args.get(1), args.get(2));
    }
    return result;
  }

  private static List<?> mergeby(
      List<?> low, List<?> high, String index, Object recursive, Object listMerge) {
    Map<Object, Object> byIndex = new LinkedHashMap<>();
    for (List<?> list : List.of(low, high)) {
      for (Object element : list) {
        if (!(element instanceof Map<?, ?> m)) {
          throw new ExpressionException(
              "Elements of list arguments for lists_mergeby must be dictionaries. "
                  + ValueFormat.str(element)
                  + " is "
                  + pythonClass(element));
        }
        if (m.containsKey(index)) {
          Object key = existingKey(byIndex, m.get(index));
          Object before = byIndex.getOrDefault(key, Map.of());
          byIndex.put(
              key,
              DictFilters.combine(
                  before, java.util.Arrays.asList(List.of(m), recursive, listMerge)));
        }
      }
    }
    List<Object> out = new ArrayList<>(byIndex.values());
    out.sort(
        (a, b) ->
            ListFilters.compareForSort(((Map<?, ?>) a).get(index), ((Map<?, ?>) b).get(index)));
    return ListFilters.frozen(out);
  }

  /** Python's {@code type(v)} as printed: {@code <class 'str'>}. */
  private static String pythonClass(Object v) {
    return "<class '" + Types.name(v) + "'>";
  }

  /** {@code crc32}: the CRC-32 of a string's UTF-8 bytes, in lower-case hexadecimal. */
  static Object crc32(Object v, List<Object> args) {
    if (!(v instanceof String s)) {
      throw new ExpressionException(
          "Invalid value type (" + pythonClass(v) + ") for crc32 (" + ValueFormat.repr(v) + ")");
    }
    CRC32 crc = new CRC32();
    crc.update(s.getBytes(StandardCharsets.UTF_8));
    return Long.toHexString(crc.getValue());
  }

  /** {@code unicode_normalize(form='NFC')}. */
  static Object unicodeNormalize(Object v, List<Object> args) {
    if (!(v instanceof String s)) {
      throw new ExpressionException(pythonClass(v) + " is not a valid input type");
    }
    String form = ValueFormat.str(args.get(0));
    if (!List.of("NFC", "NFD", "NFKC", "NFKD").contains(form)) {
      throw new ExpressionException(form + " is not a valid form");
    }
    return Normalizer.normalize(s, Normalizer.Form.valueOf(form));
  }

  /**
   * {@code version_sort(reverse=False)}: strings in LooseVersion's order ({@code 2.9} before {@code
   * 2.10}).
   */
  static Object versionSort(Object v, List<Object> args) {
    List<Object> out = new ArrayList<>(ListFilters.items(v));
    java.util.Comparator<Object> order =
        (a, b) -> VersionCompare.compareLoose(ValueFormat.str(a), ValueFormat.str(b));
    out.sort(Truthiness.isTrue(args.get(0)) ? order.reversed() : order);
    return Collections.unmodifiableList(out);
  }
}
