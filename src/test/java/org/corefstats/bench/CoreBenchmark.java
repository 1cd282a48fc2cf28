package org.corefstats.bench;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.conll.LineSource;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.match.AlignmentDocuments;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Single-threaded throughput of the core (no Spark, no file system): one operation is one pass over
 * an in-memory corpus, the bytes of every response file, read once in setup; the key documents are
 * parsed in setup too. Multiply ops/s by the corpus's bytes or documents for MB/s or documents/s
 * ({@code scripts/bench.sh} does, from JMH's CSV).
 *
 * <ul>
 *   <li>{@code readAndScore}: read every response document with {@link ConllReader} and score it
 *       against its key with {@link DocumentScorer}, for one metric (plus mention detection, which
 *       every run computes) or all;
 *   <li>{@code readOnly}: reading and parsing only;
 *   <li>{@code rawLineSplit}, {@code rawBufferedReader}: the physical reference, splitting the same
 *       bytes into lines with {@link LineSource} (the reader's own line splitter) or with {@link
 *       BufferedReader#readLine()} over the bytes decoded as UTF-8;
 *   <li>{@code tenThousandMentionsHead}, {@code tenThousandMentionsPartial}: the time (ms) to score
 *       one document of 10,000 mentions in 1,000 entities, all metrics, CorefUD profile, in head or
 *       partial matching, where every mention is paired by the scored step (solver included):
 *       {@link AlignmentDocuments#longerByOneWord}, as {@code MentionAlignmentTest} checks it; for
 *       partial matching with the sides swapped (on the other order it pairs nothing). The issue's
 *       target: under one second in head mode. These use no corpus.
 * </ul>
 *
 * <p>Not a unit test: nothing runs it during {@code mvn verify}. Run it with {@code
 * scripts/bench.sh}, or after {@code mvn -B -q test-compile} and writing the test class path
 * ({@code mvn -q dependency:build-classpath -Dmdep.includeScope=test
 * -Dmdep.outputFile=target/test-classpath.txt}): {@code java -cp
 * target/classes:target/test-classes:$(cat target/test-classpath.txt) org.openjdk.jmh.Main
 * CoreBenchmark -p corpus=DIR -p key=DIR}. Relative paths are resolved against the working
 * directory (the defaults expect the project root, after {@code bench.sh} has made the perturbed
 * LitBank system).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Threads(1)
public class CoreBenchmark {

  /** The corpus: response files' bytes and the parsed key documents, by name. */
  @State(Scope.Benchmark)
  public static class Corpus {
    /** A directory of response CoNLL files (one simulated system). */
    @Param({"target/bench/litbank-perturbed/sys01"})
    public String corpus;

    /** The key directory the responses are scored against. */
    @Param({"../shared/data/litbank/conll"})
    public String key;

    List<byte[]> responses;
    List<String> responseNames;
    Map<String, Document> keys;
    long bytes;

    @Setup(Level.Trial)
    public void load() throws IOException {
      responses = new ArrayList<>();
      responseNames = new ArrayList<>();
      for (Path f : conllFiles(Path.of(corpus))) {
        byte[] b = Files.readAllBytes(f);
        responses.add(b);
        responseNames.add(f.toString());
        bytes += b.length;
      }
      keys = new HashMap<>();
      List<Problem> problems = new ArrayList<>();
      for (Path f : conllFiles(Path.of(key))) {
        try (ConllReader r = ConllReader.open(f, false, problems::add)) {
          for (Document d; (d = r.next()) != null; ) {
            keys.put(d.name(), d);
          }
        }
      }
      if (responses.isEmpty() || keys.isEmpty()) {
        throw new IllegalStateException("no CoNLL files in " + corpus + " or " + key);
      }
      // On stderr, so that bench.sh's figures can be checked against the run's log
      System.err.printf(
          "corpus %s: %d files, %d bytes; key %s: %d documents%n",
          corpus, responses.size(), bytes, key, keys.size());
    }

    private static List<Path> conllFiles(Path dir) throws IOException {
      try (Stream<Path> s = Files.list(dir)) {
        return s.filter(Files::isRegularFile)
            .filter(p -> p.getFileName().toString().endsWith("conll"))
            .sorted()
            .toList();
      }
    }
  }

  /** The metric set of {@code readAndScore}: one metric plus mention detection, or all. */
  @State(Scope.Benchmark)
  public static class Scoring {
    @Param({"mentions", "muc", "bcub", "ceafm", "ceafe", "blanc", "lea", "all"})
    public String metric;

    DocumentScorer scorer;

    @Setup(Level.Trial)
    public void create() {
      Set<Metric> set =
          metric.equals("all")
              ? Metric.all()
              : EnumSet.of(Metric.MENTIONS, Metric.fromCode(metric));
      scorer = new DocumentScorer(set);
    }
  }

  /**
   * Counts problems (a perturbed system may have some), so that reporting them is not optimised
   * away.
   */
  private static final class ProblemCount implements Consumer<Problem> {
    long count;

    @Override
    public void accept(Problem p) {
      count++;
    }
  }

  @Benchmark
  public long readAndScore(Corpus c, Scoring s, Blackhole bh) throws IOException {
    ProblemCount problems = new ProblemCount();
    long scored = 0;
    for (int i = 0; i < c.responses.size(); i++) {
      try (ConllReader r =
          ConllReader.of(
              new ByteArrayInputStream(c.responses.get(i)),
              c.responseNames.get(i),
              false,
              problems)) {
        for (Document d; (d = r.next()) != null; ) {
          Document k = c.keys.get(d.name());
          if (k != null) { // as PairScorer: a response-only document is not scored
            bh.consume(s.scorer.score(k, d, problems));
            scored++;
          }
        }
      }
    }
    return scored + problems.count;
  }

  @Benchmark
  public long readOnly(Corpus c, Blackhole bh) throws IOException {
    ProblemCount problems = new ProblemCount();
    long documents = 0;
    for (int i = 0; i < c.responses.size(); i++) {
      try (ConllReader r =
          ConllReader.of(
              new ByteArrayInputStream(c.responses.get(i)),
              c.responseNames.get(i),
              false,
              problems)) {
        for (Document d; (d = r.next()) != null; ) {
          bh.consume(d);
          documents++;
        }
      }
    }
    return documents + problems.count;
  }

  // Both raw references count lines and their lengths (so that each line is used)

  @Benchmark
  public long rawLineSplit(Corpus c) throws IOException {
    long lines = 0;
    long chars = 0;
    for (byte[] b : c.responses) {
      LineSource s = new LineSource(new ByteArrayInputStream(b));
      while (s.next()) {
        lines++;
        chars += s.end() - s.start();
      }
    }
    return lines + chars;
  }

  @Benchmark
  public long rawBufferedReader(Corpus c) {
    long lines = 0;
    long chars = 0;
    for (byte[] b : c.responses) {
      try (BufferedReader r =
          new BufferedReader(
              new InputStreamReader(new ByteArrayInputStream(b), StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          lines++;
          chars += line.length();
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return lines + chars;
  }

  /**
   * One document of 10,000 mentions, key and response, and a scorer per matching mode (all metrics,
   * CorefUD profile, singletons kept as in {@code MentionAlignmentTest}).
   */
  @State(Scope.Benchmark)
  public static class TenThousand {
    Document key;
    Document response;
    DocumentScorer head;
    DocumentScorer partial;

    @Setup(Level.Trial)
    public void create() {
      Document[] pair = AlignmentDocuments.longerByOneWord(10_000);
      key = pair[0];
      response = pair[1];
      head = scorer(Semantics.Matching.HEAD);
      partial = scorer(Semantics.Matching.PARTIAL);
    }

    private static DocumentScorer scorer(Semantics.Matching matching) {
      return new DocumentScorer(
          Metric.all(),
          Semantics.of(Semantics.Profile.COREFUD, matching, Semantics.Singletons.KEEP));
    }
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public Object tenThousandMentionsHead(TenThousand t) {
    return t.head.score(t.key, t.response, p -> {});
  }

  /** Sides swapped: the shorter mentions are the response, so that partial matching pairs them. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public Object tenThousandMentionsPartial(TenThousand t) {
    return t.partial.score(t.response, t.key, p -> {});
  }
}
