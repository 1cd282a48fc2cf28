package org.corefstats.core.corpus;

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
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.cone.NeSource;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.ConeEntities;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;

/**
 * Scores one response (files) against one key (files) without Spark, by the {@link CorpusRules}.
 * The parsed key documents are held (their annotations only); the response is streamed one document
 * at a time.
 */
public final class PairScorer {

  /**
   * @param maxRepeatedMentions refuse a response with more removed repeated mentions than this
   *     (v8.01: 10), or -1
   * @param grouping groups of key documents ({@link Result#groups}), or null
   * @param errors the error analysis of each document ({@link Result#analyses}), or null
   */
  public record Options(
      Set<Metric> metrics,
      Tolerance tolerance,
      int maxRepeatedMentions,
      InputFormats formats,
      Semantics semantics,
      boolean coneEntities,
      DocumentGrouping grouping,
      ErrorRequest errors) {
    public Options {
      metrics = Set.copyOf(metrics);
      Objects.requireNonNull(tolerance);
      Objects.requireNonNull(formats);
      Objects.requireNonNull(semantics);
      if (coneEntities && metrics.stream().noneMatch(Metric::isCone)) {
        throw new InvalidRequestException(
            "CONE's entity rows need the CONE metrics among those scored (the cone group)");
      }
    }

    /** Without CONE's entity rows. */
    public Options(
        Set<Metric> metrics,
        Tolerance tolerance,
        int maxRepeatedMentions,
        InputFormats formats,
        Semantics semantics) {
      this(metrics, tolerance, maxRepeatedMentions, formats, semantics, false, null, null);
    }

    /** CoNLL-2012 inputs (formats by name) with v8.01's semantics. */
    public Options(Set<Metric> metrics, Tolerance tolerance, int maxRepeatedMentions) {
      this(metrics, tolerance, maxRepeatedMentions, InputFormats.BY_NAME, Semantics.V801);
    }

    public static Options defaults(Set<Metric> metrics) {
      return new Options(metrics, Tolerance.DEFAULT, -1);
    }
  }

  /**
   * The outcome. When {@code refused()} the counts are not a valid score of the input: an error
   * (see {@link #problems}) was found in the key or the response. {@code coneEntities}: each key
   * document's rows of CONE's entity level, by document name, when asked for (else empty). {@code
   * groups}: with a grouping, the group of each key document in one, by document name in key order
   * (a document in none is reported among the problems); else empty. {@code analyses}: with the
   * error analysis, each key document's, by document name in key order (a later occurrence of a
   * response document replaces the earlier one, as its scores do); else empty.
   */
  public record Result(
      List<DocumentOutcome> documents,
      Counts corpus,
      List<Problem> problems,
      Verdict verdict,
      int keyDocuments,
      int responseDocuments,
      long readNanos,
      long scoreNanos,
      ReadAs inputs,
      ConeTally cone,
      Map<String, List<ConeEntities.Row>> coneEntities,
      Map<String, String> groups,
      Map<String, DocumentAnalysis> analyses) {

    public boolean refused() {
      return !verdict.scored();
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
    List<Problem> problems = new ArrayList<>();
    Consumer<Problem> sink = p -> problems.add(options.tolerance().judge(p));
    long t0 = System.nanoTime();
    Map<String, Document> keys;
    NeSource ne = options.semantics().cone().ne();
    if (ne.asKey()) { // approx-only: the key is an NE file, its documents without tokens yet
      keys = new LinkedHashMap<>();
      ne.keyDocuments().forEach(d -> keys.put(d.name(), d));
    } else {
      keys = readKeys(keyFiles, sink);
      if (options.metrics().stream().anyMatch(Metric::isCone)) {
        ne.unknownDocuments(keys.keySet()).forEach(sink);
      }
    }
    Map<String, String> groups = new LinkedHashMap<>();
    if (options.grouping() != null) {
      for (Document key : keys.values()) {
        String file = key.file() == null ? "" : Path.of(key.file()).getFileName().toString();
        String group = options.grouping().group(key.name(), file);
        if (group == null) {
          sink.accept(CorpusRules.ungrouped(key, options.grouping().spec()));
        } else {
          groups.put(key.name(), group);
        }
      }
    }
    long t1 = System.nanoTime();
    DocumentPairing pairing =
        new DocumentPairing(
            List.copyOf(keys.keySet()), formatsOf(keyFiles).equals(EnumSet.of(Format.CONLL)));
    Responses responses = new Responses(keys, pairing, problems, sink);
    read(responseFiles, DocumentStreams.Side.RESPONSE, sink, responses::score);

    Map<String, DocumentAnalysis> analyses = new LinkedHashMap<>();
    List<DocumentOutcome> documents = new ArrayList<>(keys.size());
    List<Problem> missingProblems = new ArrayList<>();
    CountsSum corpus = new CountsSum(options.semantics().scored(options.metrics()));
    SystemTally tally = SystemTally.EMPTY;
    for (Document key : keys.values()) {
      DocumentOutcome outcome = responses.scored.get(key.name());
      if (outcome == null) {
        outcome = CorpusRules.score(responses.scorer, key, null, responses.entitiesOf(key));
        outcome.problems().forEach(p -> missingProblems.add(options.tolerance().judge(p)));
      }
      if (options.errors() != null) {
        DocumentAnalysis analysis = responses.analyses.get(key.name());
        analyses.put(
            key.name(),
            analysis != null
                ? analysis
                : DocumentAnalysis.of(options.errors(), responses.scorer, key, null));
      }
      documents.add(outcome);
      corpus.add(outcome.counts());
      tally = tally.plus(SystemTally.of(outcome));
    }
    Problem firstError =
        Stream.concat(problems.stream(), missingProblems.stream())
            .filter(p -> p.severity() == Severity.ERROR)
            .findFirst()
            .orElse(null);
    Verdict verdict =
        CorpusRules.verdict(
            responseRoot, tally, firstError, responses.firstExtra, options.maxRepeatedMentions());
    verdict.findings().forEach(sink);
    problems.addAll(missingProblems);
    long t2 = System.nanoTime();
    return new Result(
        documents,
        keys.isEmpty()
            ? Counts.zero(options.semantics().scored(options.metrics()))
            : corpus.counts(),
        problems,
        verdict,
        keys.size(),
        responses.names.count(),
        t1 - t0,
        t2 - t1,
        new ReadAs(formatsOf(keyFiles), formatsOf(responseFiles), options.semantics()),
        tally.cone(),
        responses.entities,
        groups,
        analyses);
  }

  /**
   * The response's documents as they are read, each scored against its key document at once: a
   * later occurrence of a name replaces the earlier one, problems included.
   */
  private final class Responses {
    final DocumentScorer scorer = new DocumentScorer(options.metrics(), options.semantics());
    final Map<String, DocumentOutcome> scored = new LinkedHashMap<>();
    final DocumentNames names = new DocumentNames();
    final Map<String, List<ConeEntities.Row>> entities = new LinkedHashMap<>();
    final Map<String, DocumentAnalysis> analyses = new LinkedHashMap<>();

    /** The first response document the key lacks, for messages. */
    String firstExtra;

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
      if (duplicate != null) {
        sink.accept(duplicate);
      }
      int k =
          pairing.indexOf(
              response.name(),
              options.formats().of(response.file() == null ? "" : response.file()));
      Document key = k < 0 ? null : keys.get(keyNames.get(k));
      if (key == null) {
        firstExtra = firstExtra == null ? response.name() : firstExtra;
        sink.accept(CorpusRules.extra(response));
        return;
      }
      DocumentOutcome outcome = CorpusRules.score(scorer, key, response, entitiesOf(key));
      int before = problems.size();
      outcome.problems().forEach(sink);
      List<Problem> superseded =
          reportedFor.put(key.name(), new ArrayList<>(problems.subList(before, problems.size())));
      if (superseded != null) {
        Set<Problem> drop = Collections.newSetFromMap(new IdentityHashMap<>());
        drop.addAll(superseded);
        problems.removeIf(drop::contains);
      }
      scored.put(key.name(), outcome);
      if (options.errors() != null) {
        analyses.put(key.name(), DocumentAnalysis.of(options.errors(), scorer, key, response));
      }
    }

    /** Keeps a key document's CONE entity rows (a later occurrence's replace them), if asked. */
    Consumer<DocumentScorer.Matched> entitiesOf(Document key) {
      return matched -> {
        if (options.coneEntities() && matched.cone() != null) {
          entities.put(key.name(), ConeEntities.of(matched.cone()).rows());
        }
      };
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
