package org.corefstats.core.corpus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;
import org.corefstats.core.conll.Severity;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;

/**
 * Scores one response (files) against one key (files) without Spark, as v8.01 does with a key
 * and a response file: only key documents are scored, a key document missing from the response
 * counts as an empty response, response-only documents are ignored, and a document name that
 * occurs twice counts once, by its last occurrence. The parsed key documents are held (their
 * annotations only); the response is streamed one document at a time.
 */
public final class PairScorer {

  /**
   * @param maxRepeatedMentions refuse a response with more removed repeated mentions than this (v8.01: 10), or -1
   */
  public record Options(Set<Metric> metrics, Tolerance tolerance, int maxRepeatedMentions) {
    public Options {
      metrics = Set.copyOf(metrics);
      Objects.requireNonNull(tolerance);
    }

    public static Options defaults(Set<Metric> metrics) {
      return new Options(metrics, Tolerance.DEFAULT, -1);
    }
  }

  /**
   * The outcome. When {@code refused()} the counts are not a valid score of the input: an error
   * (see {@link #problems}) was found in the key or the response.
   */
  public record Result(List<ScoredDocument> documents, Counts corpus, List<Problem> problems, int keyDocuments,
      int responseDocuments, long readNanos, long scoreNanos) {

    public boolean refused() {
      return problems.stream().anyMatch(p -> p.severity() == Severity.ERROR);
    }
  }

  private final Options options;

  public PairScorer(Options options) {
    this.options = options;
  }

  public Result score(List<Path> keyFiles, List<Path> responseFiles) throws IOException {
    List<Problem> problems = new ArrayList<>();
    Consumer<Problem> sink = p -> problems.add(options.tolerance().judge(p));
    long t0 = System.nanoTime();
    Map<String, Document> keys = readKeys(keyFiles, sink);
    long t1 = System.nanoTime();

    DocumentScorer scorer = new DocumentScorer(options.metrics());
    Map<String, Counts> scored = new LinkedHashMap<>();
    Map<String, Location> responseSeen = new LinkedHashMap<>();
    int removedRepeats = 0;
    String firstResponse = null;
    for (Path file : responseFiles) {
      try (ConllReader reader = ConllReader.open(file, options.tolerance().dropsBrokenMentions(), sink)) {
        for (Document response; (response = reader.next()) != null; ) {
          if (firstResponse == null) {
            firstResponse = response.name();
          }
          Location earlier = responseSeen.put(response.name(), Location.of(response));
          if (earlier != null) {
            sink.accept(CorpusProblems.duplicate(response, earlier.file(), earlier.line()));
          }
          Document key = keys.get(response.name());
          if (key == null) {
            sink.accept(CorpusProblems.extra(response));
            continue;
          }
          int[] removed = {0};
          scored.put(response.name(), scorer.score(key, response, p -> {
            if (p.kind() == ProblemKind.REPEATED_RESPONSE_MENTION) {
              removed[0]++;
            }
            sink.accept(p);
          }));
          removedRepeats += removed[0];
        }
      } catch (IOException e) {
        throw unreadable(file, e);
      }
    }
    if (!keys.isEmpty() && scored.isEmpty()) {
      sink.accept(CorpusProblems.noMatchingDocuments(String.join(", ", responseFiles.stream().map(Path::toString)
          .toList()), keys.keySet().iterator().next(), firstResponse));
    }
    if (options.maxRepeatedMentions() >= 0 && removedRepeats > options.maxRepeatedMentions()) {
      sink.accept(Problem.of(ProblemKind.TOO_MANY_REPEATS, String.join(", ", responseFiles.stream()
          .map(Path::toString).toList()), null, 0, removedRepeats + " repeated response mentions were removed,"
              + " more than the " + options.maxRepeatedMentions() + " allowed; the response is refused"));
    }

    List<ScoredDocument> documents = new ArrayList<>(keys.size());
    Counts corpus = Counts.zero(options.metrics());
    for (Document key : keys.values()) {
      Counts counts = scored.get(key.name());
      boolean missing = counts == null;
      if (missing) {
        sink.accept(CorpusProblems.missing(key));
        counts = scorer.score(key, Document.empty(key.name()), sink);
      }
      documents.add(new ScoredDocument(key.name(), counts, missing));
      corpus = corpus.plus(counts);
    }
    long t2 = System.nanoTime();
    return new Result(documents, corpus, problems, keys.size(), responseSeen.size(), t1 - t0, t2 - t1);
  }

  private Map<String, Document> readKeys(List<Path> keyFiles, Consumer<Problem> sink) throws IOException {
    Map<String, Document> keys = new LinkedHashMap<>();
    for (Path file : keyFiles) {
      try (ConllReader reader = ConllReader.open(file, options.tolerance().dropsBrokenMentions(), sink)) {
        for (Document key; (key = reader.next()) != null; ) {
          Document earlier = keys.put(key.name(), key);
          if (earlier != null) {
            sink.accept(CorpusProblems.duplicate(key, earlier.file(), earlier.firstLine()));
          }
        }
      } catch (IOException e) {
        throw unreadable(file, e);
      }
    }
    return keys;
  }

  /** An I/O failure named by its file (a truncated gzip file says only "Unexpected end of ZLIB input stream"). */
  private static IOException unreadable(Path file, IOException e) {
    return e instanceof java.nio.file.NoSuchFileException ? e
        : new IOException("cannot read " + file + ": " + e.getMessage(), e);
  }

  /** Where a document's header is. */
  private record Location(String file, long line) {
    static Location of(Document d) {
      return new Location(d.file(), d.firstLine());
    }
  }
}
