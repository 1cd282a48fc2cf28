package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.List;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.ne.NeColumn;
import org.corefstats.core.ne.NeSpan;

/**
 * The error analysis of a run (docs/explanation/error-analysis.md 5): both analyses of one (key,
 * response) document pair with the run's singleton mode. The key, of any input format, must have
 * been read with its words ({@link AnalysisText#of}: heads and types of
 * docs/explanation/error-analysis.md 5.2, the same for both analyses); the named spans of cort's
 * types come from the key's named-entity column when it has one (CoNLL-2012).
 */
public record ErrorAnalyser(ErrorSingletons singletons) implements Serializable {
  /** A key document's link types, the same for every system analysed against it. */
  private static final DerivedLayer<LinkTypeRule> LINK_TYPES = DerivedLayer.of("link types");

  /**
   * The error counts of a response (null: the system lacks the document, analysed as empty) against
   * its key.
   */
  public DocumentErrors analyse(Document key, Document response) {
    return analyse(key, response, false, false).errors();
  }

  /**
   * The counts of {@link #analyse}, the errors of {@link #errors} and the corrected responses of
   * {@link #corrections} (each null when not asked for) from one analysis.
   */
  public Analysis analyse(Document key, Document response, boolean list, boolean correct) {
    AnalysisText text = AnalysisText.of(key);
    ErrorAnalysis.Detailed detailed =
        ErrorAnalysis.detailed(text, key, response, singletons, list, correct);
    LinkTypeRule types = key.layer(LINK_TYPES, k -> LinkTypeRule.of(text, namedSpans(k)));
    LinkErrorCounts links = LinkErrors.count(key, response, types);
    return new Analysis(
        new DocumentErrors(detailed.counts(), links), detailed.errors(), detailed.corrections());
  }

  /** What {@link #analyse(Document, Document, boolean, boolean)} gives. */
  public record Analysis(
      DocumentErrors errors, List<ListedError> listed, List<CorrectedResponse> corrections) {}

  /**
   * Every error {@link #analyse} counts in the Kummerfeld and Klein categories, one row each
   * (docs/explanation/error-analysis.md 5.5, {@code --list-errors}), in document order of their
   * first mention (ties: category order); per category as many rows as its count.
   */
  public List<ListedError> errors(Document key, Document response) {
    return ErrorAnalysis.errors(AnalysisText.of(key), key, response, singletons);
  }

  /**
   * The response corrected by the operations of each error category
   * (docs/explanation/error-analysis.md 1.4, 5.7), one per {@link CostStep} in {@link CostStep#ALL}
   * order; what is applied, and when a step returns the previous step's object, {@link
   * ErrorAnalysis#corrections} says. Each is a document of the response's format that can be scored
   * against {@code key}.
   */
  public List<CorrectedResponse> corrections(Document key, Document response) {
    return ErrorAnalysis.corrections(AnalysisText.of(key), key, response, singletons);
  }

  /** The key's named-entity spans (CoNLL-2012 column 11), none when it has no such column. */
  static List<NeSpan> namedSpans(Document key) {
    ParseColumns columns = key.parse();
    if (columns == null || !columns.hasNamedEntityColumn()) {
      return List.of();
    }
    String[] cells = new String[columns.tokenCount()];
    for (int t = 0; t < cells.length; t++) {
      cells[t] = columns.neCell(t);
    }
    return NeColumn.parse(cells).spans();
  }
}
