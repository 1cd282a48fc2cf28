package org.corefstats.cli;

import java.util.EnumSet;
import java.util.Set;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.metrics.Semantics;
import picocli.CommandLine.Option;

/** coval's options (docs/explanation/corefud-and-coval.md 5), which read the key's parse bits. */
final class CovalOptions {
  @Option(
      names = "--np-only",
      description =
          "coval's NP_only: mentions whose subtree in the key's parse bits is a VP removed; an"
              + " entity left with one mention dropped (CoNLL-2012 key with real parse bits)")
  private boolean npOnly;

  @Option(
      names = "--min-span",
      description =
          "coval's min_span: mentions identified by their minimum spans (MINA) in the key's parse"
              + " bits (CoNLL-2012 key with real parse bits)")
  private boolean minSpan;

  @Option(
      names = "--remove-nested",
      description =
          "coval's remove_nested: mentions nested in another mention of their entity, in one"
              + " sentence, removed (CoNLL-2012 key)")
  private boolean removeNested;

  /** coval's options asked for. */
  Set<Semantics.CovalOption> options() {
    Set<Semantics.CovalOption> options = EnumSet.noneOf(Semantics.CovalOption.class);
    if (npOnly) {
      options.add(Semantics.CovalOption.NP_ONLY);
    }
    if (minSpan) {
      options.add(Semantics.CovalOption.MIN_SPAN);
    }
    if (removeNested) {
      options.add(Semantics.CovalOption.REMOVE_NESTED);
    }
    return options;
  }

  /** The formats, a CoNLL-2012 key read with its parse columns when an option is asked for. */
  InputFormats formats(InputFormats formats) {
    return options().isEmpty() ? formats : formats.withParseColumns(true);
  }
}
