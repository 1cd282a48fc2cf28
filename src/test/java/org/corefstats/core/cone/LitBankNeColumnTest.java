package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.ne.NeColumn;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link NeColumn} and {@link NamedMentions} on LitBank (docs/explanation/cone.md 9: the 100
 * documents with column 11 = LitBank's PROP mentions, 3,550 names with 20 nested pairs; named key
 * mentions per rule in the table of 3.3).
 */
@NeedsSharedData
class LitBankNeColumnTest {
  /** One document: its name line, words, column-11 cells and key mentions {first, last}. */
  private record Doc(String name, String[] words, String[] cells, List<int[]> mentions) {}

  private static List<Doc> docs;

  @BeforeAll
  static void read() throws IOException {
    Path dir = ne();
    List<Path> files;
    try (Stream<Path> listing = Files.list(dir)) {
      files = listing.filter(p -> p.toString().endsWith(".conll")).sorted().toList();
    }
    docs = new ArrayList<>();
    for (Path file : files) {
      String name = null;
      List<String> words = new ArrayList<>();
      List<String> cells = new ArrayList<>();
      List<int[]> mentions = new ArrayList<>();
      Map<String, Deque<Integer>> open = new HashMap<>();
      for (String line : Files.readAllLines(file)) {
        if (line.startsWith("#begin document ")) {
          name = line.substring("#begin document ".length());
          words.clear();
          cells.clear();
          mentions = new ArrayList<>();
          open.clear();
        } else if (line.startsWith("#end document")) {
          docs.add(
              new Doc(name, words.toArray(String[]::new), cells.toArray(String[]::new), mentions));
          name = null;
        } else if (name != null && !line.isBlank()) {
          String[] fields = line.split("\t", -1);
          int token = words.size();
          words.add(fields[3]);
          cells.add(fields.length >= 12 ? fields[10] : null);
          String coref = fields[fields.length - 1];
          if (coref.isEmpty() || coref.equals("-") || coref.equals("_")) {
            continue;
          }
          for (String part : coref.split("\\|")) {
            String id = part.replace("(", "").replace(")", "");
            if (part.startsWith("(")) {
              open.computeIfAbsent(id, k -> new ArrayDeque<>()).push(token);
            }
            if (part.endsWith(")")) {
              mentions.add(new int[] {open.get(id).pop(), token});
            }
          }
        }
      }
    }
  }

  private static Path ne() {
    return SharedData.root().resolve("data").resolve("litbank").resolve("ne");
  }

  @Test
  void readsEveryLitBankDocumentWithoutIssues() {
    int spans = 0;
    int nested = 0;
    List<String> issues = new ArrayList<>();
    for (Doc doc : docs) {
      NeColumn.Result result = NeColumn.parse(doc.cells());
      spans += result.spans().size();
      nested += nestedPairs(result.spans());
      for (NeColumn.Issue issue : result.issues()) {
        issues.add(doc.name() + " " + issue);
      }
    }
    assertEquals(100, docs.size());
    assertEquals(List.of(), issues);
    assertEquals(3550, spans);
    assertEquals(20, nested);
  }

  @Test
  void spansAreThoseOfNamedMentionsTsv() throws IOException {
    Set<String> parsed = new HashSet<>();
    for (Doc doc : docs) {
      for (NeSpan s : NeColumn.parse(doc.cells()).spans()) {
        parsed.add(doc.name() + "\t" + s.start() + "\t" + s.end() + "\t" + s.type());
      }
    }
    Set<String> listed = new HashSet<>();
    List<String> lines = Files.readAllLines(ne().resolve("named_mentions.tsv"));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split("\t", -1);
      listed.add(f[0] + "\t" + f[4] + "\t" + f[5] + "\t" + f[6]);
    }
    assertEquals(3550, listed.size());
    assertEquals(listed, parsed);
  }

  @Test
  void namedKeyMentionsPerRule() {
    Map<ConeRule, Integer> named = new EnumMap<>(ConeRule.class);
    for (ConeRule rule : ConeRule.values()) {
      int count = 0;
      for (Doc doc : docs) {
        List<NeSpan> admitted =
            NeColumn.parse(doc.cells()).spans().stream()
                .filter(s -> NeColumn.admitted(s.type(), null))
                .toList();
        NamedMentions m = new NamedMentions(doc.words(), admitted, rule);
        for (int[] mention : doc.mentions()) {
          if (m.anchor(mention[0], mention[1]) >= 0) {
            count++;
          }
        }
      }
      named.put(rule, count);
    }
    // docs/explanation/cone.md 3.3: G^NM mentions 3,553 (head), 3,550 (exact), 3,552 (strip).
    assertEquals(Map.of(ConeRule.HEAD, 3553, ConeRule.EXACT, 3550, ConeRule.STRIP, 3552), named);
  }

  /** Pairs (a, b) of spans with a strictly inside b (contained, not the same tokens). */
  private static int nestedPairs(List<NeSpan> spans) {
    int pairs = 0;
    for (NeSpan a : spans) {
      for (NeSpan b : spans) {
        boolean inside = b.start() <= a.start() && a.end() <= b.end();
        boolean same = a.start() == b.start() && a.end() == b.end();
        if (inside && !same) {
          pairs++;
        }
      }
    }
    return pairs;
  }
}
