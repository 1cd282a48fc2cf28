package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.corefstats.core.analysis.MentionLengths;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;

/**
 * mention_lengths.csv ({@code --mention-lengths}): per scored system and length bucket, its key and
 * response mentions, how many matched, and the recall and precision of those.
 */
public final class MentionLengthOutputs implements AnalysisOutputs {
  public static final String FILE = "mention_lengths.csv";

  public static final List<String> COLUMNS =
      List.of(
          "system", "words", "key_mentions", "response_mentions", "matched", "recall", "precision");

  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return MentionLengths.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    return List.of();
  }

  @Override
  public Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, COLUMNS, rows(result));
    }
    return new Summary(summary(result), "");
  }

  private static List<List<String>> rows(RunResult result) {
    MentionLengths analysis = result.evaluation().analysis(MentionLengths.class);
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult s : result.systems()) {
      MentionLengths.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      for (int b = 0; b < MentionLengths.BUCKETS.size(); b++) {
        long key = sum.keyMentions(b);
        long response = sum.responseMentions(b);
        long matched = sum.matched(b);
        rows.add(
            List.of(
                s.name(),
                MentionLengths.BUCKETS.get(b),
                Long.toString(key),
                Long.toString(response),
                Long.toString(matched),
                Double.toString(key == 0 ? 0 : (double) matched / key),
                Double.toString(response == 0 ? 0 : (double) matched / response)));
      }
    }
    return rows;
  }

  /** The table of the summary: per system, each bucket's key, response and matched mentions. */
  @Override
  public String printedByScore(
      RunResult result, List<DocumentResult> documents, java.util.Set<String> filesWritten) {
    return summary(result);
  }

  private static String summary(RunResult result) {
    MentionLengths analysis = result.evaluation().analysis(MentionLengths.class);
    StringBuilder printed = new StringBuilder();
    printed.append("Mentions by length (words: key, response, matched; mention_lengths.csv):\n");
    for (RunResult.SystemResult s : result.systems()) {
      MentionLengths.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      printed.append("  ").append(s.name());
      for (int b = 0; b < MentionLengths.BUCKETS.size(); b++) {
        printed.append(
            String.format(
                Locale.ROOT,
                "  %s: %d, %d, %d",
                MentionLengths.BUCKETS.get(b),
                sum.keyMentions(b),
                sum.responseMentions(b),
                sum.matched(b)));
      }
      printed.append('\n');
    }
    return printed.toString();
  }

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    return List.of(FILE);
  }
}
