package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;

/**
 * Test helpers: write with {@link ConllWriter}, read back with our reader, expecting no problem at
 * all.
 */
final class Io {
  private Io() {}

  static String write(Document... documents) {
    StringWriter out = new StringWriter();
    try {
      for (Document d : documents) {
        ConllWriter.write(out, d, 7);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** Reads every document of {@code text}, asserting that the reader reports no problem. */
  static List<Document> read(String text) {
    return read(text.getBytes(StandardCharsets.UTF_8));
  }

  static List<Document> read(byte[] bytes) {
    List<Problem> problems = new ArrayList<>();
    List<Document> out = new ArrayList<>();
    try (ConllReader reader =
        ConllReader.of(new ByteArrayInputStream(bytes), "test", false, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.add(d);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertEquals(List.of(), problems);
    return out;
  }

  static Map<String, Document> readFile(Path file) throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Document> out = new LinkedHashMap<>();
    try (ConllReader reader = ConllReader.open(file, false, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.put(d.name(), d);
      }
    }
    assertEquals(List.of(), problems, file.toString());
    return out;
  }

  static byte[] rewrite(byte[] template, Map<String, Document> replacement) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      ConllWriter.rewrite(new ByteArrayInputStream(template), "template", replacement, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** Asserts that {@code actual} has the annotations, name and token count of {@code expected}. */
  static void assertSame(Document expected, Document actual) {
    assertEquals(expected.name(), actual.name());
    assertEquals(
        null,
        Documents.firstDifference(expected, actual),
        () -> expected + "\nread back as\n" + actual);
  }
}
