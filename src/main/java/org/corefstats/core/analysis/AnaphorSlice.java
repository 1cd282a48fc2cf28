package org.corefstats.core.analysis;

import java.io.Serializable;

/**
 * One bucket of one slice family (ANAPHORS.md 4.1), ordered as the report lists them: by family,
 * then in the family's bucket order ({@link AnaphorFamily#order}).
 */
public record AnaphorSlice(AnaphorFamily family, String bucket)
    implements Comparable<AnaphorSlice>, Serializable {

  @Override
  public int compareTo(AnaphorSlice o) {
    int c = family.compareTo(o.family);
    if (c != 0) {
      return c;
    }
    c = Integer.compare(family.order(bucket), family.order(o.bucket));
    return c != 0 ? c : bucket.compareTo(o.bucket);
  }
}
