package org.corefstats.core.jsonl;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;

/**
 * A stand-in for the CoNLL {@code TextFormat} (written elsewhere) in tests: a CoNLL file's
 * documents as {@link TextDocument}s, the words being the 4th field of each token line
 * (TAB-separated, or blank-separated as the reference test suite's keys; empty when there is none),
 * a sentence ending at each blank line, the entities those {@link ConllReader} read.
 */
final class ConllTextDocuments {
  private ConllTextDocuments() {}

  /** A CoNLL file read by {@link ConllReader}, with its lines. */
  record ConllFile(List<Document> documents, List<String> lines) {
    /** The document with the words of its lines and its own entities. */
    TextDocument text(Document d) {
      return ConllTextDocuments.text(d, sentences(d), d);
    }

    /** The words and sentences of {@code d}. */
    List<List<String>> sentences(Document d) {
      List<List<String>> sentences = new ArrayList<>();
      List<String> sentence = new ArrayList<>();
      for (int t = 0; t < d.tokenCount(); t++) {
        if (t > 0 && d.tokenLine(t) > d.tokenLine(t - 1) + 1) {
          sentences.add(sentence);
          sentence = new ArrayList<>();
        }
        sentence.add(word(lines.get((int) d.tokenLine(t) - 1)));
      }
      if (!sentence.isEmpty()) {
        sentences.add(sentence);
      }
      return sentences;
    }
  }

  static ConllFile read(Path file, Consumer<Problem> problems) throws IOException {
    List<Document> documents = new ArrayList<>();
    try (ConllReader reader = ConllReader.open(file, false, problems)) {
      for (Document d; (d = reader.next()) != null; ) {
        documents.add(d);
      }
    }
    String text = Files.readString(file, StandardCharsets.UTF_8);
    return new ConllFile(documents, List.of(text.split("\n", -1)));
  }

  /** {@code sentences} with the entities of {@code entities} (ids as written). */
  static TextDocument text(Document named, List<List<String>> sentences, Document entities) {
    List<TextEntity> out = new ArrayList<>();
    for (int e = 0; e < entities.entityCount(); e++) {
      List<TextMention> mentions = new ArrayList<>();
      for (int m = entities.entityStart(e);
          m < entities.entityStart(e) + entities.entitySize(e);
          m++) {
        mentions.add(TextMention.of(entities.mentionFirst(m), entities.mentionLast(m)));
      }
      out.add(new TextEntity(entities.entityId(e), mentions));
    }
    return new TextDocument(named.name(), sentences, out, List.of());
  }

  /** The 4th field of a token line, as the CoNLL reader hashes it. */
  static String word(String line) {
    String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    if (l.indexOf('\t') >= 0) {
      String[] fields = l.split("\t", -1);
      return fields.length > 3 ? fields[3] : "";
    }
    String[] fields = l.trim().split(" +");
    return fields.length > 3 ? fields[3] : "";
  }

  /** The documents written as jsonlines by {@link JsonlinesText} and read back as {@code side}. */
  static List<Document> throughJsonlines(
      List<TextDocument> texts, JsonlinesOptions options, Consumer<Problem> problems)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new JsonlinesText().write(texts, out);
    List<Document> back = new ArrayList<>();
    try (JsonlinesReader reader =
        JsonlinesReader.of(
            new ByteArrayInputStream(out.toByteArray()), "converted.jsonl", options, problems)) {
      for (Document d; (d = reader.next()) != null; ) {
        back.add(d);
      }
    }
    return back;
  }
}
