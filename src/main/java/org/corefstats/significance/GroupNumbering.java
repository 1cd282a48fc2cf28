package org.corefstats.significance;

import java.io.Serializable;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.corefstats.core.error.RefusedInputException;

/**
 * Which documents are numbered, in which order: every one by name (the corpus as one group), or
 * those of a group, group by group (groups by name), by name within each.
 *
 * @param index document name to its group's number; null: every document, one group
 * @param sizes documents of each group
 */
public record GroupNumbering(
    Map<String, Integer> index, List<String> groups, List<Long> sizes, long leftOut) {
  /**
   * Of the documents {@code names}; {@code groupOf} null: one group of all.
   *
   * @throws RefusedInputException when no document is in a group
   */
  public static GroupNumbering of(List<String> names, Map<String, String> groupOf) {
    if (groupOf == null) {
      return new GroupNumbering(null, List.of(), List.of(), 0);
    }
    TreeMap<String, Long> sizes = new TreeMap<>();
    long leftOut = 0;
    for (String name : names) {
      String group = groupOf.get(name);
      if (group == null) {
        leftOut++;
      } else {
        sizes.merge(group, 1L, Long::sum);
      }
    }
    if (sizes.isEmpty()) {
      throw new RefusedInputException(
          "no document of the input is in a group (" + names.size() + " documents, none listed)");
    }
    List<String> groups = List.copyOf(sizes.keySet());
    Map<String, Integer> index = new HashMap<>();
    for (String name : names) {
      String group = groupOf.get(name);
      if (group != null) {
        index.put(name, groups.indexOf(group));
      }
    }
    return new GroupNumbering(index, groups, List.copyOf(sizes.values()), leftOut);
  }

  /** The strata of {@code n} numbered documents. */
  public Strata strata(long n) {
    return index == null ? Strata.whole(Math.toIntExact(n)) : Strata.ofSizes(sizes);
  }

  /** Documents by group number, then by name. */
  public static final class GroupThenName implements Comparator<String>, Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Integer> index;

    public GroupThenName(Map<String, Integer> index) {
      this.index = index;
    }

    @Override
    public int compare(String a, String b) {
      int c = Integer.compare(index.get(a), index.get(b));
      return c != 0 ? c : a.compareTo(b);
    }
  }
}
