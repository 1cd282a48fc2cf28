package org.corefstats.spark;

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

/**
 * The sample key with a named-entity layer for CONE: {@code samples/key} (whose column 11 is {@code
 * *} throughout) with column 11 filled in OntoNotes brackets ({@code (PERSON*}, {@code *)}, {@code
 * (PERSON)}) from {@code docs/guide/cone-sample-ne.tsv}, the NE file of the samples (20 names:
 * 0-based, inclusive token spans over each document). Every other byte is the sample's.
 */
final class SampleNeKey {
  /** The sample key without an NE layer. */
  static final Path PLAIN = Path.of("samples/key");

  /** Its NE layer as a TSV ({@code document, doc_tok_start, doc_tok_end, type}). */
  static final Path TSV = Path.of("docs/guide/cone-sample-ne.tsv");

  /** The names of the TSV. */
  static final int NAMES = 20;

  private SampleNeKey() {}

  private record Name(int start, int end, String type) {}

  /** Writes the files of {@code samples/key} with column 11 filled into {@code dir}; returns it. */
  static Path write(Path dir) throws IOException {
    return write(dir, 1);
  }

  /**
   * Writes {@code copies} copies of the files of {@code samples/key} with column 11 filled into
   * {@code dir}, a larger corpus of the same texts; returns it. With more than one copy, copy k of
   * {@code ferry_conll} is {@code ferry-k_conll}, its document {@code (sample/ferry-k); part 000}.
   */
  static Path write(Path dir, int copies) throws IOException {
    Map<String, List<Name>> names = names();
    int written = 0;
    Files.createDirectories(dir);
    List<Path> files;
    try (Stream<Path> listed = Files.list(PLAIN)) {
      files = listed.sorted().toList();
    }
    for (Path file : files) {
      String sample = file.getFileName().toString().replace("_conll", ""); // ferry
      for (int k = 1; k <= copies; k++) {
        String renamed = copies == 1 ? sample : sample + "-" + k;
        List<String> lines = new ArrayList<>();
        List<Name> open = List.of();
        int token = 0;
        for (String line : Files.readAllLines(file)) {
          if (line.startsWith("#begin document ")) {
            open = names.getOrDefault(line.substring("#begin document ".length()), List.of());
            token = 0;
          } else if (!line.startsWith("#") && !line.isBlank()) {
            String[] f = line.split("\t", -1);
            assertEquals(12, f.length, line);
            assertEquals("*", f[10], "the sample has no NE layer of its own: " + line);
            f[10] = cell(open, token++);
            written += f[10].startsWith("(") ? 1 : 0;
            line = String.join("\t", f);
          }
          lines.add(line.replace("sample/" + sample, "sample/" + renamed)); // column 1, #begin
        }
        Files.write(dir.resolve(renamed + "_conll"), lines);
      }
    }
    assertEquals(copies * NAMES, written, "every name of the TSV opens in the key");
    return dir;
  }

  /** The names of the TSV by document, checked to be in order and apart. */
  private static Map<String, List<Name>> names() throws IOException {
    Map<String, List<Name>> names = new LinkedHashMap<>();
    List<String> tsv = Files.readAllLines(TSV);
    assertEquals("document\tdoc_tok_start\tdoc_tok_end\ttype", tsv.get(0));
    for (String row : tsv.subList(1, tsv.size())) {
      String[] f = row.split("\t");
      names
          .computeIfAbsent(f[0], d -> new ArrayList<>())
          .add(new Name(Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3]));
    }
    for (List<Name> document : names.values()) {
      for (int i = 0; i < document.size(); i++) {
        Name n = document.get(i);
        assertTrue(n.start() <= n.end(), n.toString());
        assertTrue(i == 0 || document.get(i - 1).end() < n.start(), "in order, apart: " + n);
      }
    }
    return names;
  }

  /**
   * Column 11 of a token (the names do not overlap): {@code (T)}, {@code (T*}, {@code *)}, {@code
   * *}.
   */
  private static String cell(List<Name> names, int token) {
    for (Name n : names) {
      if (n.start() == token) {
        return n.end() == token ? "(" + n.type() + ")" : "(" + n.type() + "*";
      }
      if (n.end() == token) {
        return "*)";
      }
    }
    return "*";
  }
}
