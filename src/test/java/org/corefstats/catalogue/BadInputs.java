package org.corefstats.catalogue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * The catalogue of bad inputs, built from the bundled sample: the key {@code samples/key} (three
 * documents) and, for each defect, one system made from {@code samples/systems/strong} with that
 * one defect. Every system is a directory of files named like the key's.
 */
final class BadInputs {
  static final Path KEY = Path.of("samples/key");
  static final Path STRONG = Path.of("samples/systems/strong");
  static final String LETTER = "(sample/letter); part 000";

  /**
   * A defective system: its directory, and the line (1-based) of the defect in {@code file}, 0 if
   * none.
   */
  record Variant(String name, Path dir, Path file, long line) {}

  private final Path root;
  private final Map<String, Variant> variants = new LinkedHashMap<>();

  BadInputs(Path root) {
    this.root = root;
  }

  Variant get(String name) {
    return variants.get(name);
  }

  Map<String, Variant> all() {
    return variants;
  }

  /** Makes every variant under {@code root/systems}. */
  BadInputs build() throws IOException {
    lineEdit("unmatched_closing", 8, l -> replaceCoref(l, "99)"));
    lineEdit("unclosed_opening", 8, l -> replaceCoref(l, "(99"));
    lineEdit("split_antecedent", 8, l -> replaceCoref(l, "(5+6)"));
    lineEdit("token_count", 8, l -> null); // the line is deleted
    lineEdit("token_text", 8, l -> replaceField(l, 3, "Spoon"));
    lineEdit(
        "too_few_columns",
        8,
        l -> String.join("\t", List.of(l.split("\t")).subList(0, 2)) + "\t" + lastField(l));
    lineEdit("binary", 8, l -> replaceField(l, 3, "bin\u0000ary"));
    variant("missing_document", dir -> Files.delete(dir.resolve("letter_conll")), null, 0);
    variant(
        "extra_document",
        dir ->
            Files.writeString(
                dir.resolve("extra_conll"),
                "#begin document (sample/extra); part 000\nsample/extra\t0\t0\tHi\t-\t-\t-\t-\t-\t-\t*\t(1)\n#end document\n"),
        "extra_conll",
        1);
    variant(
        "duplicate_document",
        dir ->
            Files.writeString(
                dir.resolve("letter_conll"),
                Files.readString(dir.resolve("letter_conll"))
                    + Files.readString(dir.resolve("letter_conll"))),
        "letter_conll",
        lines(STRONG.resolve("letter_conll")) + 1);
    variant(
        "empty_file", dir -> Files.writeString(dir.resolve("ferry_conll"), ""), "ferry_conll", 0);
    variant(
        "empty_directory",
        dir -> {
          try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
              Files.delete(f);
            }
          }
        },
        null,
        0);
    variant("crlf", dir -> rewriteAll(dir, text -> text.replace("\n", "\r\n")), null, 0);
    variant(
        "latin1_word",
        dir -> {
          byte[] bytes = Files.readAllBytes(dir.resolve("letter_conll"));
          String text =
              new String(bytes, StandardCharsets.ISO_8859_1).replace("\tSam\t", "\tS\u00e9m\t");
          Files.write(
              dir.resolve("letter_conll"),
              text.getBytes(StandardCharsets.ISO_8859_1)); // é as one byte
        },
        null,
        0);
    long lastLine = lines(STRONG.resolve("letter_conll"));
    variant(
        "missing_end",
        dir -> {
          List<String> lines = Files.readAllLines(dir.resolve("letter_conll"));
          Files.write(dir.resolve("letter_conll"), lines.subList(0, lines.size() - 1));
        },
        "letter_conll",
        lastLine - 1);
    variant(
        "nested_begin",
        dir -> {
          List<String> letter = Files.readAllLines(dir.resolve("letter_conll"));
          List<String> both =
              new ArrayList<>(letter.subList(0, letter.size() - 1)); // no #end document
          both.addAll(Files.readAllLines(dir.resolve("market_conll")));
          Files.write(dir.resolve("letter_conll"), both);
          Files.delete(dir.resolve("market_conll"));
        },
        "letter_conll",
        lastLine);
    variant(
        "repeated_mentions",
        dir -> {
          List<String> lines = Files.readAllLines(dir.resolve("letter_conll"));
          // twelve copies of the key's one-token mention "Sam" in one entity: eleven are removed
          lines.set(
              2, replaceCoref(lines.get(2), String.join("|", Collections.nCopies(12, "(1)"))));
          Files.write(dir.resolve("letter_conll"), lines);
        },
        "letter_conll",
        3);
    variant(
        "truncated_gzip",
        dir -> {
          byte[] text = Files.readAllBytes(dir.resolve("letter_conll"));
          Path gz = dir.resolve("letter_conll.gz");
          try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(text);
          }
          byte[] bytes = Files.readAllBytes(gz);
          Files.write(gz, Arrays.copyOf(bytes, bytes.length / 2));
          Files.delete(dir.resolve("letter_conll"));
        },
        "letter_conll.gz",
        0);
    variant(
        "document_names",
        dir -> rewriteAll(dir, text -> text.replace("; part 000", "; part 0")),
        null,
        0);
    return this;
  }

  /**
   * A copy of strong with line {@code line} of letter_conll changed by {@code edit} (null deletes
   * it).
   */
  private void lineEdit(String name, int line, UnaryOperator<String> edit) throws IOException {
    variant(
        name,
        dir -> {
          List<String> lines = new ArrayList<>(Files.readAllLines(dir.resolve("letter_conll")));
          String changed = edit.apply(lines.get(line - 1));
          if (changed == null) {
            lines.remove(line - 1);
          } else {
            lines.set(line - 1, changed);
          }
          Files.write(dir.resolve("letter_conll"), lines);
        },
        "letter_conll",
        line);
  }

  private interface Change {
    void apply(Path dir) throws IOException;
  }

  private void variant(String name, Change change, String file, long line) throws IOException {
    Path dir = Files.createDirectories(root.resolve("systems").resolve(name));
    try (Stream<Path> files = Files.list(STRONG)) {
      for (Path f : files.toList()) {
        Files.copy(f, dir.resolve(f.getFileName()));
      }
    }
    change.apply(dir);
    variants.put(name, new Variant(name, dir, file == null ? null : dir.resolve(file), line));
  }

  private static void rewriteAll(Path dir, UnaryOperator<String> edit) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.toList()) {
        Files.writeString(f, edit.apply(Files.readString(f)));
      }
    }
  }

  static String replaceCoref(String line, String coref) {
    return line.substring(0, line.lastIndexOf('\t') + 1) + coref;
  }

  static String replaceField(String line, int index, String value) {
    String[] fields = line.split("\t", -1);
    fields[index] = value;
    return String.join("\t", fields);
  }

  private static String lastField(String line) {
    return line.substring(line.lastIndexOf('\t') + 1);
  }

  static long lines(Path file) throws IOException {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    }
  }
}
