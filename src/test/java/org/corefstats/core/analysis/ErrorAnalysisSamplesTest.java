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
import org.corefstats.core.analysis.LinkErrorCounts.Kind;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.DocumentStreams.Side;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.text.Format;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The error analysis on whole inputs of every format: the project's samples (CoNLL-2012, CoNLL-U,
 * the CRAC sample, jsonlines) and CoNLL-U files written here with what the CorefUD scorer's test
 * files exercise (discontinuous mentions, zeros, crossing mentions, a mention in two entities or
 * twice in one, no words, a missing document). Every key against itself has no error, every system
 * is analysed without exception, and every row keeps the invariants of
 * docs/explanation/error-analysis.md 5.4.
 */
class ErrorAnalysisSamplesTest {
  private static final Path SAMPLES = Path.of("samples");

  @TempDir Path tmp;

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
  void conlluFilesWithWhatTheCorefudScorersTestFilesExercise() throws IOException {
    InputFormats conllu = new InputFormats(Format.CONLLU).withParseColumns(true);
    Path root = writeConlluCases(tmp.resolve("files"));
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
    assertEquals(2, keys, "the key files written");
  }

  /** One CoNLL-U token line: ID, FORM, HEAD, DEPS and MISC given, the other columns {@code _}. */
  private static String token(String id, String form, String head, String deps, String misc) {
    return String.join("\t", id, form, "_", "_", "_", "_", head, "_", deps, misc) + "\n";
  }

  private static String token(String id, String form, String misc) {
    return token(id, form, "0", "_", misc);
  }

  /**
   * Two documents: d1 with nested mentions, a zero (empty node 3.1 with its DEPS), a discontinuous
   * mention (the big ... house) and two crossing mentions of different entities (the house near /
   * near the lake); d2 a short one. Each response replaces some MISC cells of the key.
   */
  private static Map<String, String> edgeCaseKey() {
    Map<String, String> misc = new LinkedHashMap<>();
    misc.put("d1-1-1", "Entity=(e1-person-1)");
    misc.put("d1-1-3", "Entity=(e2-person-2(e1-person-1)");
    misc.put("d1-1-4", "Entity=e2)");
    misc.put("d1-1-6", "Entity=(e3-person-2(e2-person-1)");
    misc.put("d1-1-7", "Entity=e3)");
    misc.put("d1-2-1", "Entity=(e1-person-1)");
    misc.put("d1-2-3", "Entity=(e2-person-1)");
    misc.put("d1-2-3.1", "Entity=(e3-person-1)");
    misc.put("d1-2-5", "Entity=(e4[1/2]-place-3-");
    misc.put("d1-2-6", "Entity=e4[1/2])");
    misc.put("d1-2-8", "Entity=(e4[2/2]-place-3-)");
    misc.put("d1-3-1", "Entity=(e4-place-2");
    misc.put("d1-3-3", "Entity=e4)(e5-place-3");
    misc.put("d1-3-5", "Entity=e5)");
    misc.put("d2-1-1", "Entity=(e6-person-1)");
    misc.put("d2-1-3", "Entity=(e6-person-1)");
    return misc;
  }

  private static String edgeCaseFile(Map<String, String> misc, boolean withD2) {
    StringBuilder s = new StringBuilder();
    String[][][] documents = {
      {
        {"Anna", "called", "her", "brother", "and", "his", "friend", "."},
        {"She", "and", "he", "left", "the", "big", "old", "house", "."},
        {"The", "house", "near", "the", "lake", "."}
      },
      {{"Tom", "saw", "himself", "."}}
    };
    for (int d = 0; d < (withD2 ? 2 : 1); d++) {
      String doc = "d" + (d + 1);
      s.append("# newdoc id = ").append(doc).append('\n');
      if (d == 0) {
        s.append("# global.Entity = eid-etype-head-other\n");
      }
      for (int i = 0; i < documents[d].length; i++) {
        String[] words = documents[d][i];
        String sentence = doc + "-" + (i + 1);
        s.append("# sent_id = ").append(sentence).append('\n');
        s.append("# text = ").append(String.join(" ", words)).append('\n');
        for (int w = 1; w <= words.length; w++) {
          String id = Integer.toString(w);
          s.append(token(id, words[w - 1], misc.getOrDefault(sentence + "-" + id, "_")));
          if (sentence.equals("d1-2") && w == 3) { // "She and he _ left": the zero of "left"
            s.append(token("3.1", "_", "_", "4:nsubj", misc.getOrDefault("d1-2-3.1", "_")));
          }
        }
        s.append('\n');
      }
    }
    return s.toString();
  }

  /**
   * Writes the cases as the CorefUD scorer's test files are laid out ({@code NAME.key} and its
   * {@code NAME-N.response} files) and returns their folder.
   */
  private static Path writeConlluCases(Path dir) throws IOException {
    Path edge = Files.createDirectories(dir.resolve("edge"));
    Map<String, String> key = edgeCaseKey();
    Files.writeString(edge.resolve("TC-E.key"), edgeCaseFile(key, true));
    // 1: the zero and the discontinuous mention's second part missed, d2 missing
    Map<String, String> missed = new LinkedHashMap<>(key);
    missed.remove("d1-2-3.1");
    missed.put("d1-2-8", "_");
    Files.writeString(edge.resolve("TC-E-1.response"), edgeCaseFile(missed, false));
    // 2: Anna and Ben's entities merged, "the lake" an extra mention, a wrong span ("brother")
    Map<String, String> merged = new LinkedHashMap<>(key);
    merged.replaceAll((k, v) -> v.replace("e2", "e1"));
    merged.put("d1-1-3", "Entity=(e1-person-1)");
    merged.put("d1-1-4", "Entity=(e1-person-1)");
    merged.put("d1-3-4", "Entity=(e7-place-2");
    merged.put("d1-3-5", "Entity=e7)e5)");
    Files.writeString(edge.resolve("TC-E-2.response"), edgeCaseFile(merged, true));
    // 3: "Anna" in two entities, "he" twice in its entity, d2's "himself" alone
    Map<String, String> repeated = new LinkedHashMap<>(key);
    repeated.put("d1-1-1", "Entity=(e1-person-1)(e8-person-1)");
    repeated.put("d1-2-3", "Entity=(e2-person-1)(e2-person-1)");
    repeated.put("d2-1-3", "Entity=(e9-person-1)");
    Files.writeString(edge.resolve("TC-E-3.response"), edgeCaseFile(repeated, true));
    // the CorefUD test files' layout: no words (FORM _), every HEAD 0, one mention per sentence
    Path blank = Files.createDirectories(dir.resolve("blank"));
    Files.writeString(
        blank.resolve("TC-B.key"),
        "# newdoc id = b\n# global.Entity = eid-etype-head-other\n# sent_id = b-1\n"
            + token("1", "_", "Entity=(e1-x-2")
            + token("2", "_", "Entity=e1)")
            + token("3", "_", "_")
            + "\n# sent_id = b-2\n"
            + token("1", "_", "Entity=(e1-x-1)")
            + token("2", "_", "Entity=(e2-x-1)")
            + "\n");
    Files.writeString(
        blank.resolve("TC-B-1.response"),
        "# newdoc id = b\n# global.Entity = eid-etype-head-other\n# sent_id = b-1\n"
            + token("1", "_", "Entity=(e1-x-1)")
            + token("2", "_", "_")
            + token("3", "_", "Entity=(e2-x-1)")
            + "\n# sent_id = b-2\n"
            + token("1", "_", "Entity=(e2-x-1)")
            + token("2", "_", "Entity=(e1-x-1)")
            + "\n");
    return dir;
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
