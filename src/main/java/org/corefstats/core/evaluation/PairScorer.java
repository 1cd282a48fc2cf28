package org.corefstats.core.evaluation;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentNames;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.corpus.DocumentPairing;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.ReadAs;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.corpus.Verdict;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;

/**
 * Scores one response (files) against one key (files) without Spark: reads both, evaluates each key
 * document by the {@link PairEvaluator}, folds the results into a {@link SystemAccumulator} and
 * settles the corpus by the {@link CorpusRules}, as a run does for each of its systems. The parsed
 * key documents are held (their annotations only); the response is streamed one document at a time.
 */
public final class PairScorer {

  /**
   * @param evaluation what is evaluated on each pair (metrics, settings, grouping, analyses)
   * @param maxRepeatedMentions refuse a response with more removed repeated mentions than this
   *     (v8.01: 10), or -1
   */
  public record Options(
      EvaluationRequest evaluation,
      Tolerance tolerance,
      int maxRepeatedMentions,
      InputFormats formats) {
    public Options {
      Objects.requireNonNull(evaluation);
      Objects.requireNonNull(tolerance);
      Objects.requireNonNull(formats);
    }

    /** One setting, no grouping, no analysis. */
    public Options(
        Set<Metric> metrics,
        Tolerance tolerance,
        int maxRepeatedMentions,
        InputFormats formats,
        Semantics semantics) {
      this(EvaluationRequest.of(metrics, semantics), tolerance, maxRepeatedMentions, formats);
    }

    /** CoNLL-2012 inputs (formats by name) with v8.01's semantics. */
    public Options(Set<Metric> metrics, Tolerance tolerance, int maxRepeatedMentions) {
      this(metrics, tolerance, maxRepeatedMentions, InputFormats.BY_NAME, Semantics.V801);
    }

    public static Options defaults(Set<Metric> metrics) {
      return new Options(metrics, Tolerance.DEFAULT, -1);
    }

    /** The primary setting's semantics. */
    public Semantics semantics() {
      return evaluation.primary();
    }

    public Set<Metric> metrics() {
      return evaluation.metrics();
    }
  }

  /**
   * The outcome. When {@code refused()} the counts are not a valid score of the input: an error
   * (see {@link #problems}) was found in the key or the response.
   *
   * @param documents each key document's result, in key order (a later occurrence of a response
   *     document replaces the earlier one)
   * @param corpus the primary setting's counts of the whole corpus
   * @param total the sums of every document, per setting, per group and per analysis
   */
  public record Result(
      List<DocumentResult> documents,
      Counts corpus,
      SystemAccumulator total,
      List<Problem> problems,
      Verdict verdict,
      int keyDocuments,
      int responseDocuments,
      long readNanos,
      long scoreNanos,
      ReadAs inputs,
      EvaluationRequest evaluation,
      Set<Problem> keyProblems) {

    public boolean refused() {
      return !verdict.scored();
    }

    /**
     * Whether a problem is the key's own, as a run attributes it to the key: found while reading
     * the key, or by scoring in the key itself (the same for every response).
     */
    public boolean ofKey(Problem p) {
      return keyProblems.contains(p) || DocumentOutcome.isKeyProblem(p, evaluation.primary());
    }

    /** Each key document's result of {@code analysis}, by document name in key order. */
    public <R> Map<String, R> results(Analysis<R, ?> analysis) {
      Map<String, R> out = new LinkedHashMap<>();
      for (DocumentResult d : documents) {
        R r = d.result(evaluation, analysis);
        if (r != null) {
          out.put(d.name(), r);
        }
      }
      return out;
    }
  }

  private final Options options;

  public PairScorer(Options options) {
    this.options = options;
  }

  /**
   * @param responseRoot the response as given (a file or a directory), where findings about it are
   *     placed
   */
  public Result score(List<Path> keyFiles, List<Path> responseFiles, String responseRoot)
      throws IOException {
    EvaluationRequest evaluation = options.evaluation();
    List<Problem> problems = new ArrayList<>();
    Consumer<Problem> sink = p -> problems.add(options.tolerance().judge(p));
    Set<Problem> keyProblems = Collections.newSetFromMap(new IdentityHashMap<>());
    long t0 = System.nanoTime();
    Map<String, Document> keys;
    KeySideInput side = evaluation.keySide();
    if (side.isKey()) {
      keys = new LinkedHashMap<>();
      side.keyDocuments().forEach(d -> keys.put(d.name(), d));
    } else {
      keys = readKeys(keyFiles, sink);
    }
    evaluation.keyProblems(keys.values(), sink);
    keyProblems.addAll(problems);
    long t1 = System.nanoTime();
    DocumentPairing pairing =
        new DocumentPairing(
            List.copyOf(keys.keySet()), formatsOf(keyFiles).equals(EnumSet.of(Format.CONLL)));
    Responses responses = new Responses(keys, pairing, problems, sink);
    read(responseFiles, DocumentStreams.Side.RESPONSE, sink, responses::score);
    responses.extras.forEach(
        (name, sightings) -> CorpusRules.settle(name, false, sightings).problems().forEach(sink));

    List<DocumentResult> documents = new ArrayList<>(keys.size());
    List<Problem> missingProblems = new ArrayList<>();
    SystemAccumulator total = SystemAccumulator.zero(evaluation);
    for (Document key : keys.values()) {
      DocumentResult result = responses.scored.get(key.name());
      if (result == null) {
        PairEvaluation missing = responses.evaluator.evaluate(key, null);
        missing.problems().forEach(p -> missingProblems.add(options.tolerance().judge(p)));
        result = missing.result();
      }
      documents.add(result);
      total.add(result);
    }
    Problem firstError =
        Stream.concat(problems.stream(), missingProblems.stream())
            .filter(p -> p.severity() == Severity.ERROR)
            .findFirst()
            .orElse(null);
    Verdict verdict =
        CorpusRules.verdict(
            responseRoot,
            total.verdictTally(),
            firstError,
            responses.extras.isEmpty() ? null : responses.extras.keySet().iterator().next(),
            options.maxRepeatedMentions());
    verdict.findings().forEach(sink);
    problems.addAll(missingProblems);
    if (verdict.scored()) {
      total
          .groups()
          .forEach(
              (group, sums) ->
                  CorpusRules.emptyGroup(responseRoot, group, sums.tally()).ifPresent(sink));
    }
    long t2 = System.nanoTime();
    return new Result(
        documents,
        keys.isEmpty()
            ? Counts.zero(options.semantics().scored(options.metrics()))
            : total.counts(),
        total,
        problems,
        verdict,
        keys.size(),
        responses.names.count(),
        t1 - t0,
        t2 - t1,
        new ReadAs(
            formatsOf(keyFiles),
            options.formats().llm() != null ? EnumSet.of(Format.CONLLU) : formatsOf(responseFiles),
            options.semantics()),
        evaluation,
        keyProblems);
  }

  /**
   * The response's documents as they are read, each evaluated against its key document at once: a
   * later occurrence of a name replaces the earlier one, problems included. A document the key
   * lacks is noted once per name, at its last occurrence (as a run notes it).
   */
  private final class Responses {
    final PairEvaluator evaluator = new PairEvaluator(options.evaluation());
    final Map<String, DocumentResult> scored = new LinkedHashMap<>();
    final DocumentNames names = new DocumentNames();

    /** Where the response documents the key lacks were read, by name in order of first sight. */
    final Map<String, List<CorpusRules.Sighting>> extras = new LinkedHashMap<>();

    private final Map<String, Document> keys;
    private final List<String> keyNames;
    private final DocumentPairing pairing;
    private final List<Problem> problems;
    private final Consumer<Problem> sink;
    private final Map<String, List<Problem>> reportedFor = new LinkedHashMap<>();

    Responses(
        Map<String, Document> keys,
        DocumentPairing pairing,
        List<Problem> problems,
        Consumer<Problem> sink) {
      this.keys = keys;
      this.keyNames = List.copyOf(keys.keySet());
      this.pairing = pairing;
      this.problems = problems;
      this.sink = sink;
    }

    void score(Document response) {
      Problem duplicate = names.see(response);
      int k =
          pairing.indexOf(
              response.name(),
              options.formats().ofResponse(response.file() == null ? "" : response.file()));
      Document key = k < 0 ? null : keys.get(keyNames.get(k));
      if (key == null) { // settled once all is read
        extras
            .computeIfAbsent(response.name(), n -> new ArrayList<>(1))
            .add(new CorpusRules.Sighting(response.file(), response.firstLine()));
        return;
      }
      if (duplicate != null) {
        sink.accept(duplicate);
      }
      PairEvaluation evaluated = evaluator.evaluate(key, response);
      int before = problems.size();
      evaluated.problems().forEach(sink);
      List<Problem> superseded =
          reportedFor.put(key.name(), new ArrayList<>(problems.subList(before, problems.size())));
      if (superseded != null) {
        Set<Problem> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        drop.addAll(superseded);
        problems.removeIf(drop::contains);
      }
      scored.put(key.name(), evaluated.result());
    }
  }

  private Map<String, Document> readKeys(List<Path> keyFiles, Consumer<Problem> sink)
      throws IOException {
    Map<String, Document> keys = new LinkedHashMap<>();
    DocumentNames names = new DocumentNames();
    read(
        keyFiles,
        DocumentStreams.Side.KEY,
        sink,
        key -> {
          Problem duplicate = names.see(key);
          if (duplicate != null) {
            sink.accept(duplicate);
          }
          keys.put(key.name(), key);
        });
    return keys;
  }

  /** Reads the documents of {@code files} in order, one at a time. */
  private void read(
      List<Path> files,
      DocumentStreams.Side side,
      Consumer<Problem> sink,
      Consumer<Document> documents)
      throws IOException {
    for (Path file : files) {
      try (DocumentStream reader =
          DocumentStreams.open(
              file, options.formats(), options.tolerance().dropsBrokenMentions(), side, sink)) {
        for (Document d; (d = reader.next()) != null; ) {
          documents.accept(d);
        }
      } catch (IOException e) {
        throw unreadable(file, e);
      }
    }
  }

  private Set<Format> formatsOf(List<Path> files) {
    Set<Format> formats = EnumSet.noneOf(Format.class);
    for (Path f : files) {
      formats.add(options.formats().of(f.getFileName().toString()));
    }
    return formats;
  }

  /**
   * An I/O failure named by its file (a truncated gzip file says only "Unexpected end of ZLIB input
   * stream").
   */
  private static IOException unreadable(Path file, IOException e) {
    return e instanceof NoSuchFileException
        ? e
        : new IOException("cannot read " + file + ": " + e.getMessage(), e);
  }
}
