package org.corefstats.core.emptynodes;

import java.math.BigInteger;
import java.util.Objects;

/**
 * One empty node as the scripts read it (§5). Integers are {@link BigInteger}: the scripts' values
 * have no size limit (§5.6). The five word columns are null when the 2024 script read the line,
 * which never looks at them (§5.3).
 *
 * @param sentence the count of empty lines before it (§3)
 * @param wordOrder column 1 before its first full stop (§5.2)
 * @param head the first DEPS item's head, read as Python's int() (§5.6)
 * @param deprel the first DEPS item after its first colon (§5.5)
 * @param line its 1-based line
 */
public record EmptyNode(
    long sentence,
    BigInteger wordOrder,
    BigInteger head,
    String deprel,
    String form,
    String lemma,
    String upos,
    String xpos,
    String feats,
    long line)
    implements java.io.Serializable {
  public EmptyNode {
    Objects.requireNonNull(wordOrder);
    Objects.requireNonNull(head);
    Objects.requireNonNull(deprel);
  }
}
