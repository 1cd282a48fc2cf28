package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.List;

/**
 * The gold words as the track's {@code clean} reads them, with its own reader rather than udapi's
 * (docs/explanation/llm-outputs.md 4.2): documents cut only at {@code # newdoc id}, sentences only
 * at {@code # sent_id} or {@code # newdoc id}; the word is a token line's second
 * whitespace-separated field (a FORM with a space keeps its first part: a reference bug
 * reproduced); multiword tokens skipped; empty nodes skipped, or kept in file order with their raw
 * FORM under {@code -z}.
 */
public final class CleanGold {
  private CleanGold() {}

  /**
   * One gold document: its id and its sentences' words.
   *
   * @param line the file line of its {@code # newdoc id} (1-based; 0 when it had none)
   * @param aligned its words numbered for the alignment, once for every output aligned to it
   */
  public record Document(
      String id, long line, List<List<String>> sentences, WordAlignment.Gold aligned) {
    Document(String id, long line, List<List<String>> sentences) {
      this(id, line, sentences, WordAlignment.gold(concatenated(sentences)));
    }

    private static List<String> concatenated(List<List<String>> sentences) {
      List<String> all = new ArrayList<>();
      sentences.forEach(all::addAll);
      return all;
    }

    /** The number of words of all its sentences. */
    public int words() {
      return sentences.stream().mapToInt(List::size).sum();
    }

    /** All its words, sentences concatenated. */
    public List<String> allWords() {
      List<String> all = new ArrayList<>(words());
      sentences.forEach(all::addAll);
      return all;
    }
  }

  /** The documents of a CoNLL-U file's text; {@code zeros}: clean's {@code -z}. */
  public static List<Document> read(String conllu, boolean zeros) {
    List<Document> documents = new ArrayList<>();
    String id = null;
    long idLine = 0;
    List<List<String>> sentences = new ArrayList<>();
    List<String> sentence = new ArrayList<>();
    boolean started = false;
    List<String> lines = LlmText.lines(conllu, false);
    for (int k = 0; k < lines.size(); k++) {
      String line = lines.get(k);
      if (line.startsWith("# newdoc id")) {
        if (started) {
          close(sentences, sentence);
          documents.add(new Document(id, idLine, sentences));
        }
        started = true;
        id = value(line);
        idLine = k + 1;
        sentences = new ArrayList<>();
        sentence = new ArrayList<>();
      } else if (line.startsWith("# sent_id")) {
        close(sentences, sentence);
        sentence = new ArrayList<>();
      } else if (!line.startsWith("#") && !LlmText.strip(line).isEmpty()) {
        String[] fields = LlmText.tokens(line, 2); // the ID and the FORM's first piece
        if (fields.length < 2 || fields[0].contains("-")) {
          continue;
        }
        if (fields[0].contains(".") && !zeros) {
          continue;
        }
        started = true;
        sentence.add(fields[1]);
      }
    }
    if (started) {
      close(sentences, sentence);
      documents.add(new Document(id, idLine, sentences));
    }
    return documents;
  }

  private static void close(List<List<String>> sentences, List<String> sentence) {
    if (!sentence.isEmpty()) {
      sentences.add(sentence);
    }
  }

  private static String value(String newdoc) {
    int eq = newdoc.indexOf('=');
    return eq < 0 ? "" : newdoc.substring(eq + 1).strip();
  }
}
