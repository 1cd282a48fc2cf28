package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;

/** The rows of {@link ErrorAnalysis#errors}: recorded errors with their mentions written out. */
final class ErrorListing {
  private ErrorListing() {}

  static List<ListedError> of(AnalysisText text, Document key, ErrorRecorder recorder) {
    List<ErrorRecorder.Recorded> sorted = new ArrayList<>(recorder.errors);
    sorted.sort(
        Comparator.comparingLong((ErrorRecorder.Recorded r) -> r.mentions()[0])
            .thenComparing(ErrorRecorder.Recorded::category));
    List<ListedError> out = new ArrayList<>(sorted.size());
    for (ErrorRecorder.Recorded r : sorted) {
      List<String> mentions = new ArrayList<>(r.mentions().length);
      for (long s : r.mentions()) {
        mentions.add(label(text, key, s));
      }
      out.add(new ListedError(r.category(), mentions, words(text, key, r.mentions()[0]), r.type()));
    }
    return out;
  }

  /** {@code sentence:start-end} as {@link ListedError} says. */
  static String label(AnalysisText text, Document key, long span) {
    int first = ErrorAnalysis.first(span);
    int last = ErrorAnalysis.last(span);
    if (key.hasSentences()) {
      return key.sentenceOfNode(first) + ":" + nodeId(key, first) + "-" + nodeId(key, last);
    }
    int sentence = text.sentence(first);
    int start = sentenceStart(text, key.parse(), sentence, first);
    return sentence + ":" + (first - start) + "-" + (last - start);
  }

  private static String nodeId(Document key, int position) {
    String label = key.positionLabel(position);
    return label.substring(label.indexOf(':') + 1);
  }

  private static int sentenceStart(AnalysisText text, ParseColumns parse, int sentence, int token) {
    if (parse != null) {
      return parse.sentenceStart(sentence);
    }
    int t = token;
    while (t > 0 && text.sentence(t - 1) == sentence) {
      t--;
    }
    return t;
  }

  /**
   * The words of a span: its tokens, or in CoNLL-U its syntactic words (its first node if none).
   */
  private static String words(AnalysisText text, Document key, long span) {
    int first = ErrorAnalysis.first(span);
    int last = ErrorAnalysis.last(span);
    StringJoiner words = new StringJoiner(" ");
    if (!key.hasSentences()) {
      for (int t = first; t <= last; t++) {
        words.add(text.word(t));
      }
      return words.toString();
    }
    int slot = Document.NODE_SLOT;
    for (int p = (first + slot - 1) / slot * slot; p <= last; p += slot) {
      words.add(text.word(p));
    }
    return words.length() == 0 ? text.word(first) : words.toString();
  }
}
