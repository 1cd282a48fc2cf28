package org.corefstats.core.corpus;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;

/**
 * How a key and a response were read and scored: the formats of their files and the semantics in
 * force, for summaries and run.json.
 */
public record ReadAs(Set<Format> key, Set<Format> response, Semantics semantics) {
  public ReadAs {
    key = Set.copyOf(key);
    response = Set.copyOf(response);
  }

  /** CoNLL-2012 on both sides under v8.01, as every score was before the other formats. */
  public boolean isV801OfConll() {
    return key.equals(Set.of(Format.CONLL))
        && response.equals(Set.of(Format.CONLL))
        && semantics.equals(Semantics.V801);
  }

  /** {@code formats: key conllu, response jsonl; profile corefud, ...}. */
  public String describe() {
    return "formats: key "
        + codes(key)
        + ", response "
        + codes(response)
        + "; "
        + semantics.describe();
  }

  static String codes(Set<Format> formats) {
    return new TreeSet<>(formats).stream().map(Format::code).collect(Collectors.joining("+"));
  }
}
