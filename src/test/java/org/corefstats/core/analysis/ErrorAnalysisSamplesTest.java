package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.corefstats.SharedData;
import org.corefstats.core.analysis.LinkErrorCounts.Kind;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.DocumentStreams.Side;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.text.Format;
import org.junit.jupiter.api.Test;

/**
 * The error analysis on whole inputs of every format: the project's samples (CoNLL-2012, CoNLL-U,
 * the CRAC sample, jsonlines) and the CorefUD scorer's test files. Every key against itself has no
 * error, every system is analysed without exception, and every row keeps the invariants of
 * docs/explanation/error-analysis.md 5.4.
 */
class ErrorAnalysisSamplesTest {
  private static final Path SAMPLES = Path.of("samples");

  @Test
  void theSamplesOfEveryFormat() throws IOException {
    InputFormats byName = InputFormats.BY_NAME.withParseColumns(true);
    assertEquals(
        List.of(HeadRule.COLLINS),
        corpus(SAMPLES.resolve("key"), systems(SAMPLES.resolve("systems")), byName));
    assertEquals(
        List.of(HeadRule.CONLLU),
        corpus(SAMPLES.resolve("conllu/key"), systems(SAMPLES.resolve("conllu/systems")), byName));
    assertEquals(
        List.of(HeadRule.CONLLU),
        corpus(SAMPLES.resolve("crac/key"), systems(SAMPLES.resolve("crac/systems")), byName));
    assertEquals(
        List.of(HeadRule.JSONLINES),
        corpus(SAMPLES.resolve("jsonl/key"), systems(SAMPLES.resolve("jsonl/systems")), byName));
  }

  @Test
  void theCorefudScorersTestFiles() throws IOException {
    InputFormats conllu = new InputFormats(Format.CONLLU).withParseColumns(true);
    Path root = SharedData.conformance().resolve("corefud").resolve("files");
    int keys = 0;
    try (Stream<Path> files = Files.walk(root)) {
      for (Path key : files.filter(f -> f.toString().endsWith(".key")).sorted().toList()) {
        String stem = key.getFileName().toString().replace(".key", "-");
        List<Path> responses;
        try (Stream<Path> siblings = Files.list(key.getParent())) {
          responses =
              siblings
                  .filter(f -> f.getFileName().toString().startsWith(stem))
                  .filter(f -> f.toString().endsWith(".response"))
                  .sorted()
                  .toList();
        }
        analyse(key, responses, conllu);
        keys++;
      }
    }
    assertTrue(keys >= 30, "only " + keys + " key files");
  }

  /** The system folders' files of the same names as the key's. */
  private static List<Path> systems(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isDirectory).sorted().toList();
    }
  }

  /** Analyses every key file of {@code keyDir} against the same file of every system. */
  private static List<HeadRule> corpus(Path keyDir, List<Path> systemDirs, InputFormats formats)
      throws IOException {
    List<HeadRule> rules = new ArrayList<>();
    List<Path> keyFiles;
    try (Stream<Path> s = Files.list(keyDir)) {
      keyFiles = s.sorted().toList();
    }
    assertTrue(!keyFiles.isEmpty() && !systemDirs.isEmpty(), keyDir.toString());
    for (Path key : keyFiles) {
      List<Path> responses = systemDirs.stream().map(d -> d.resolve(key.getFileName())).toList();
      for (HeadRule r : analyse(key, responses, formats)) {
        if (!rules.contains(r)) {
          rules.add(r);
        }
      }
    }
    return rules;
  }

  /** The head rules of the key file's documents. */
  private static List<HeadRule> analyse(
      Path keyFile, List<Path> responseFiles, InputFormats formats) throws IOException {
    Map<String, Document> keys = read(keyFile, formats, Side.KEY);
    assertTrue(!keys.isEmpty(), keyFile.toString());
    List<HeadRule> rules = new ArrayList<>();
    for (Document key : keys.values()) {
      rules.add(AnalysisText.of(key).headRule());
      for (ErrorSingletons mode : ErrorSingletons.values()) {
        DocumentErrors self = new ErrorAnalyser(mode).analyse(key, key);
        assertInvariants(self, keyFile + " " + key.name());
        assertEquals(ErrorCounts.ZERO.plus(dropped(self)), self.categories(), keyFile + " " + mode);
        assertEquals(LinkErrorCounts.ZERO, self.links(), keyFile + " " + mode);
      }
    }
    for (Path responseFile : responseFiles) {
      Map<String, Document> responses = read(responseFile, formats, Side.RESPONSE);
      for (Document key : keys.values()) {
        for (ErrorSingletons mode : ErrorSingletons.values()) {
          DocumentErrors errors = new ErrorAnalyser(mode).analyse(key, responses.get(key.name()));
          assertInvariants(errors, responseFile + " " + key.name() + " " + mode);
        }
      }
    }
    return rules;
  }

  /**
   * Only the repeated spans a key drops itself (counted once per side): the one count a key against
   * itself may have.
   */
  private static ErrorCounts dropped(DocumentErrors self) {
    long[] values = new long[ErrorColumn.values().length];
    values[ErrorColumn.DROPPED_MENTIONS.ordinal()] =
        self.categories().get(ErrorColumn.DROPPED_MENTIONS);
    return ErrorCounts.of(values);
  }

  private static void assertInvariants(DocumentErrors errors, String what) {
    ErrorCounts c = errors.categories();
    for (long v : errors.values()) {
      assertTrue(v >= 0, what + " " + errors);
    }
    // 5.4: what no category reports is what the operations leave over
    assertEquals(
        c.get(ErrorColumn.OP_REMOVE)
            - c.get(ErrorColumn.EXTRA_MENTION)
            - c.get(ErrorColumn.EXTRA_ENTITY_MENTIONS),
        c.get(ErrorColumn.UNREPORTED_EXTRA),
        what);
    assertEquals(
        c.get(ErrorColumn.OP_INTRODUCE)
            - c.get(ErrorColumn.MISSING_MENTION)
            - c.get(ErrorColumn.MISSING_ENTITY_MISSING),
        c.get(ErrorColumn.UNREPORTED_MISSING),
        what);
    assertTrue(c.get(ErrorColumn.SPAN_ERROR) == c.get(ErrorColumn.OP_CORRECT_SPAN), what + " " + c);
    assertTrue(errors.links().total(Kind.RECALL) >= 0, what);
  }

  private static Map<String, Document> read(Path file, InputFormats formats, Side side)
      throws IOException {
    Map<String, Document> out = new LinkedHashMap<>();
    try (DocumentStream in = DocumentStreams.open(file, formats, true, side, p -> {})) {
      for (Document d; (d = in.next()) != null; ) {
        out.putIfAbsent(d.name(), d);
      }
    }
    return out;
  }
}
