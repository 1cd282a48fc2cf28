package org.corefstats.core.conllu;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;

/** Test helpers: CoNLL-U written in short lines, read into documents and problems. */
final class Conllu {
  private Conllu() {}

  /**
   * A file from short lines: {@code "ID FORM MISC"} (spaces) becomes a ten-column token line, other
   * lines ({@code #...}, blank) are kept.
   */
  static String file(String... lines) {
    StringBuilder s = new StringBuilder();
    for (String line : lines) {
      if (line.isEmpty() || line.startsWith("#")) {
        s.append(line).append('\n');
        continue;
      }
      String[] f = line.trim().split(" +");
      s.append(f[0])
          .append('\t')
          .append(f.length > 1 ? f[1] : "_")
          .append("\t_\t_\t_\t_\t_\t_\t_\t")
          .append(f.length > 2 ? f[2] : "_")
          .append('\n');
    }
    return s.toString();
  }

  /** Documents and problems of a text. */
  record Read(List<Document> documents, List<Problem> problems) {
    Document only() {
      if (documents.size() != 1) {
        throw new AssertionError("expected one document, got " + documents);
      }
      return documents.get(0);
    }
  }

  static Read read(String text, String fileName, boolean lenient) {
    List<Problem> problems = new ArrayList<>();
    List<Document> documents = new ArrayList<>();
    try (ConlluReader r =
        ConlluReader.of(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            fileName,
            lenient,
            problems::add)) {
      for (Document d; (d = r.next()) != null; ) {
        documents.add(d);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Read(documents, problems);
  }

  static Read read(String text) {
    return read(text, "t.conllu", false);
  }

  /** Position of word k of sentence s (1-based) in a document whose sentences have these sizes. */
  static int word(int[] sizes, int s, int k) {
    return node(sizes, s, k, 0);
  }

  /** Position of node k.j (j as written, e.g. "1" for k.1) of sentence s (1-based). */
  static int node(int[] sizes, int s, int k, int e) {
    int slot = 0;
    for (int i = 0; i < s - 1; i++) {
      slot += sizes[i] + 1;
    }
    return (slot + k) * Document.NODE_SLOT + e;
  }
}
