package org.corefstats.core.jsonl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.conll.LineSource;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;

/**
 * The {@code doc_key} and clusters of each record of a jsonlines file, as written: every cluster in
 * its place, empty ones included, each a list of {@code [start, end]} pairs in their order, repeats
 * kept, nothing checked against words. For inputs whose clusters are aligned by their index, such
 * as MEI's (LONG-DOCUMENTS.md 4.1: the i-th cluster of a response stands for the key's i-th). The
 * document reader ({@link JsonlinesReader}) cannot serve: a {@code Document} has no empty entity
 * and no span outside its words. A response takes {@code predicted_clusters} when the record has
 * them, else {@code clusters}. Files ending in {@code .gz} are decompressed.
 */
public final class ClusterRecords {
  private ClusterRecords() {}

  /**
   * One record.
   *
   * @param docKey its {@code doc_key}, as written
   * @param line its 1-based line in the file
   * @param clusters each cluster's pairs, {@code [2i]} the start and {@code [2i + 1]} the end of
   *     its i-th
   */
  public record ClusterRecord(String docKey, long line, List<long[]> clusters) {}

  /**
   * The records of {@code file} in order. A blank line is skipped; a line that is not a JSON
   * object, a record without a {@code doc_key} string or without a list of clusters, and a cluster
   * or pair that is malformed are errors given to {@code problems} (file, line and document), and
   * the record is left out.
   */
  public static List<ClusterRecord> read(Path file, boolean response, Consumer<Problem> problems)
      throws IOException {
    String name = file.toString();
    List<ClusterRecord> records = new ArrayList<>();
    try (InputStream in = open(file)) {
      LineSource lines = new LineSource(in);
      long line = 0;
      while (lines.next()) {
        line++;
        if (JsonlinesReader.blank(lines.buffer(), lines.start(), lines.end())) {
          continue;
        }
        JsonRecord r;
        try {
          r = RecordParser.parse(lines.buffer(), lines.start(), lines.end(), line);
        } catch (RecordParser.NotAnObject e) {
          problems.accept(Problem.of(ProblemKind.MALFORMED_JSON, name, null, line, e.getMessage()));
          continue;
        }
        ClusterRecord record = record(r, name, response, problems);
        if (record != null) {
          records.add(record);
        }
      }
    }
    if (records.isEmpty()) {
      problems.accept(
          Problem.of(ProblemKind.EMPTY_FILE, name, null, 0, "no jsonlines record with clusters"));
    }
    return records;
  }

  private static ClusterRecord record(
      JsonRecord r, String file, boolean response, Consumer<Problem> problems) {
    if (r.docKey == null || r.docKey.isEmpty()) {
      problems.accept(
          Problem.of(
              ProblemKind.MISSING_DOC_KEY,
              file,
              null,
              r.line,
              (r.malformed.contains("doc_key") ? "doc_key is not a string" : "no doc_key")
                  + "; the record is not read"));
      return null;
    }
    JsonRecord.Clusters clusters =
        response && r.predictedClusters != null ? r.predictedClusters : r.clusters;
    if (clusters == null) {
      problems.accept(
          Problem.of(
                  ProblemKind.MISSING_CLUSTERS,
                  file,
                  r.docKey,
                  r.line,
                  "no " + (response ? "predicted_clusters or clusters" : "clusters") + " field")
              .withSeverity(Severity.ERROR));
      return null;
    }
    if (!clusters.problems.isEmpty()) {
      for (String message : clusters.problems) {
        problems.accept(Problem.of(ProblemKind.MALFORMED_CLUSTER, file, r.docKey, r.line, message));
      }
      return null;
    }
    return new ClusterRecord(r.docKey, r.line, List.copyOf(clusters.pairs));
  }

  private static InputStream open(Path file) throws IOException {
    InputStream in;
    try {
      in = Files.newInputStream(file);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + file + ": no such file or directory", e);
    }
    if (file.getFileName().toString().endsWith(".gz")) {
      try {
        return new GZIPInputStream(in, 1 << 16);
      } catch (IOException e) {
        in.close();
        throw e;
      }
    }
    return in;
  }
}
