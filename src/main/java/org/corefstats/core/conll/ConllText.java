package org.corefstats.core.conll;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.format.TextFormat;

/**
 * CoNLL-2011/2012 as a {@link TextFormat}, for {@code corefstats convert}.
 *
 * <p><b>Reading</b> goes through the scoring reader ({@link ConllReader}, {@link
 * DocumentAssembler}, {@link CorefColumn}) in one pass, so documents, entities, mentions (in their
 * order) and problems are exactly those that scoring sees: the reader also hands over each token
 * line's word (the 4th field, as {@link LineShape} finds it: TAB-separated, or blank-separated when
 * the line has no TAB; empty when the line has fewer than four fields) and each blank line inside a
 * document, which ends a sentence. Broken mentions are dropped and reported as errors, as {@code
 * score} reads without {@code --lenient}. What a {@link TextDocument} does not keep is noted per
 * document: the other columns ({@code columns 5-11 not kept} for OntoNotes' 12 columns), and tokens
 * without a word column.
 *
 * <p><b>Writing</b> gives {@code #begin document NAME} (the name verbatim), one line per word
 * {@code DOCID<TAB>PART<TAB>INDEX<TAB>WORD<TAB>-<TAB>-<TAB>-<TAB>-<TAB>-<TAB>-<TAB>-<TAB>COREF}
 * (OntoNotes' 12 columns, {@code -} for what is not known; DOCID and PART from a name {@code
 * (DOCID); part PART}, else the name with blanks as {@code _} and part 0; INDEX within the
 * sentence), a blank line after each sentence and {@code #end document}. The coreference column is
 * written by {@link CorefBrackets} so that it reads back as the same entities and mentions, in the
 * same order, whenever the document is in the order the reader produces (as every document read
 * from CoNLL without errors is). What cannot be written is dropped and noted: heads, crossing
 * mentions of one entity, mentions past the last word; entity ids that are not distinct numbers are
 * renumbered by position.
 */
public final class ConllText implements TextFormat {
  /** The placeholder columns 5 to 11 of OntoNotes' layout, with the TABs around them. */
  private static final String PLACEHOLDERS = "\t-\t-\t-\t-\t-\t-\t-\t";

  private static final Pattern ONTONOTES_NAME = Pattern.compile("\\((.*)\\); part (\\d+)");

  static final String NO_WORD_COLUMN =
      "tokens without a word column (fewer than 4 fields): their words are empty";
  static final String LINE_BREAK_IN_NAME = "line breaks in the document name written as blanks";
  static final String LINE_BREAK_IN_WORD = "TAB or line breaks in words written as _";
  static final String HASH_REPLACED =
      "'#' written as '_' on token lines that would have read as #begin or #end document";
  static final String EMPTY_SENTENCES = "empty sentences not written";

  public ConllText() {}

  @Override
  public List<TextDocument> read(InputStream in, String fileName, Consumer<Problem> problems)
      throws IOException {
    Words words = new Words();
    List<TextDocument> documents = new ArrayList<>();
    // not closed: the stream is the caller's
    ConllReader reader = new ConllReader(in, fileName, false, problems).tokenLines(words);
    for (Document d; (d = reader.next()) != null; ) {
      documents.add(words.document(d));
    }
    return documents;
  }

  /** The note of a document whose widest token line has {@code fields} fields, or null. */
  static String columnsNote(int fields) {
    int lastLost = fields - 1; // the last field is the coreference column
    if (lastLost < 5) {
      return null;
    }
    return lastLost == 5 ? "column 5 not kept" : "columns 5-" + lastLost + " not kept";
  }

  /** Collects the words of the document being read, sentence by sentence. */
  private static final class Words implements DocumentAssembler.TokenLines {
    private List<List<String>> sentences = new ArrayList<>();
    private List<String> sentence = new ArrayList<>();
    private int tokens;
    private int maxFields;
    private int withoutWord;

    @Override
    public void token(byte[] buf, int wordFrom, int wordTo, int fields) {
      sentence.add(new String(buf, wordFrom, wordTo - wordFrom, StandardCharsets.UTF_8));
      tokens++;
      maxFields = Math.max(maxFields, fields);
      if (fields < 4) {
        withoutWord++;
      }
    }

    @Override
    public void blank() {
      endSentence();
    }

    private void endSentence() {
      if (!sentence.isEmpty()) {
        sentences.add(sentence);
        sentence = new ArrayList<>();
      }
    }

    /** The document just read, with the words collected since the previous one. */
    TextDocument document(Document d) {
      endSentence();
      if (tokens != d.tokenCount()) {
        throw new IllegalStateException(
            d.name() + ": " + tokens + " words for " + d.tokenCount() + " tokens");
      }
      List<TextEntity> entities = new ArrayList<>(d.entityCount());
      for (int e = 0; e < d.entityCount(); e++) {
        List<TextMention> mentions = new ArrayList<>(d.entitySize(e));
        for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
          mentions.add(TextMention.of(d.mentionFirst(m), d.mentionLast(m)));
        }
        entities.add(new TextEntity(d.entityId(e), mentions));
      }
      List<String> notes = new ArrayList<>(2);
      String columns = columnsNote(maxFields);
      if (columns != null) {
        notes.add(columns);
      }
      if (withoutWord > 0) {
        notes.add(NO_WORD_COLUMN);
      }
      TextDocument document = new TextDocument(d.name(), sentences, entities, notes);
      sentences = new ArrayList<>();
      tokens = 0;
      maxFields = 0;
      withoutWord = 0;
      return document;
    }
  }

  @Override
  public List<List<String>> write(List<TextDocument> documents, OutputStream out)
      throws IOException {
    Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    List<List<String>> notes = new ArrayList<>(documents.size());
    for (TextDocument d : documents) {
      notes.add(write(d, w));
    }
    w.flush();
    return notes;
  }

  /** Writes one document; returns what could not be written. */
  private static List<String> write(TextDocument d, Writer w) throws IOException {
    Notes notes = new Notes();
    String name = d.name();
    if (name.indexOf('\n') >= 0 || name.indexOf('\r') >= 0) {
      name = name.replace('\n', ' ').replace('\r', ' ');
      notes.add(LINE_BREAK_IN_NAME);
    }
    Matcher m = ONTONOTES_NAME.matcher(name);
    String docId = blanksAsUnderscores(m.matches() ? m.group(1) : name);
    String part = m.matches() ? withoutLeadingZeros(m.group(2)) : "0";
    String[] coref = CorefBrackets.of(d, notes::add);
    w.write("#begin document " + name + "\n");
    StringBuilder line = new StringBuilder(128);
    int token = 0;
    boolean emptySentence = false;
    for (List<String> sentence : d.sentences()) {
      if (sentence.isEmpty()) {
        emptySentence = true;
        continue;
      }
      for (int i = 0; i < sentence.size(); i++) {
        String word = sentence.get(i);
        if (word.indexOf('\t') >= 0 || word.indexOf('\n') >= 0 || word.indexOf('\r') >= 0) {
          word = word.replace('\t', '_').replace('\n', '_').replace('\r', '_');
          notes.add(LINE_BREAK_IN_WORD);
        }
        tokenLine(line, docId, part, i, word);
        if (line.indexOf("#") >= 0 && readsAsHeaderOrEnd(line)) {
          tokenLine(line, docId.replace('#', '_'), part, i, word.replace('#', '_'));
          notes.add(HASH_REPLACED);
        }
        line.append(coref[token] == null ? "-" : coref[token]).append('\n');
        w.append(line);
        token++;
      }
      w.write('\n');
    }
    if (emptySentence) {
      notes.add(EMPTY_SENTENCES);
    }
    w.write("#end document\n");
    return notes.list;
  }

  /** The line of a token up to its coreference column. */
  private static void tokenLine(StringBuilder line, String docId, String part, int i, String word) {
    line.setLength(0);
    line.append(docId)
        .append('\t')
        .append(part)
        .append('\t')
        .append(i)
        .append('\t')
        .append(word)
        .append(PLACEHOLDERS);
  }

  private static boolean readsAsHeaderOrEnd(CharSequence line) {
    byte[] b = line.toString().getBytes(StandardCharsets.UTF_8);
    return ConllLines.isHeader(b, 0, b.length) || ConllLines.isEnd(b, 0, b.length);
  }

  private static String blanksAsUnderscores(String s) {
    String id = s.replaceAll("\\s", "_");
    return id.isEmpty() ? "-" : id;
  }

  private static String withoutLeadingZeros(String digits) {
    int i = 0;
    while (i < digits.length() - 1 && digits.charAt(i) == '0') {
      i++;
    }
    return digits.substring(i);
  }

  /** A document's notes, each once, in the order they were first made. */
  private static final class Notes {
    final List<String> list = new ArrayList<>(2);

    void add(String note) {
      if (!list.contains(note)) {
        list.add(note);
      }
    }
  }
}
