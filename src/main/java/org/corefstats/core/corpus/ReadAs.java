package org.corefstats.core.corpus;

import java.util.ArrayList;
import java.util.List;
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

  /**
   * {@code formats: key conllu, response jsonl; profile corefud, ...}, and the head rule when heads
   * are compared on a format that gives none ({@link #headRule()}).
   */
  public String describe() {
    String heads = headRule();
    String keyFormats =
        semantics.keySide().keyFormat() != null ? semantics.keySide().keyFormat() : codes(key);
    return "formats: key "
        + keyFormats
        + ", response "
        + codes(response)
        + "; "
        + semantics.describe()
        + (heads == null ? "" : "; " + heads)
        + (semantics.reference() == null ? "" : "\n" + semantics.reference());
  }

  /**
   * The rule that gives heads where the format has none (docs/explanation/corefud-and-coval.md 7):
   * the last word of the mention in CoNLL-2012; in jsonlines the syntactic head from wl-coref's
   * dependency heads ({@code head}) where a record has them, else the last word. Said when head or
   * partial matching compares heads on such input; null otherwise (exact matching ignores heads,
   * CoNLL-U gives every mention's head).
   */
  public String headRule() {
    if (semantics.matching() == Semantics.Matching.EXACT) {
      return null;
    }
    List<String> rules = new ArrayList<>();
    if (key.contains(Format.CONLL) || response.contains(Format.CONLL)) {
      rules.add("the last word of each mention in conll input");
    }
    if (key.contains(Format.JSONL) || response.contains(Format.JSONL)) {
      rules.add(
          "in jsonl input the word whose dependency head is outside the mention where a wl-coref"
              + " record gives heads, else the last word");
    }
    return rules.isEmpty() ? null : "heads: " + String.join("; ", rules);
  }

  static String codes(Set<Format> formats) {
    return new TreeSet<>(formats).stream().map(Format::code).collect(Collectors.joining("+"));
  }
}
