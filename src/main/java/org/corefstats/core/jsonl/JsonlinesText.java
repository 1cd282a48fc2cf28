package org.corefstats.core.jsonl;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.format.TextFormat;
import org.corefstats.core.jsonl.JsonlinesOptions.Side;

/**
 * jsonlines for conversion. Reads every family of docs/explanation/corefud-and-coval.md section 7
 * with the mentions {@link JsonlinesReader} scores (the same code reads them); writes the e2e-coref
 * form, one object per line:
 *
 * <pre>{@code
 * {"doc_key":"bc/cctv/00/cctv_0000_0","conll_document":"(bc/cctv/00/cctv_0000); part 000",
 *  "sentences":[["In","the","summer"],...],"clusters":[[[0,2],[7,7]],...]}
 * }</pre>
 *
 * with {@code doc_key} from {@link DocumentKeys#docKey}, {@code conll_document} the name verbatim
 * (read back as the name, so a round trip keeps it exactly), word spans with inclusive ends over
 * the whole document, and the clusters in entity order (an empty entity is an empty cluster, so
 * that cluster positions stay entity positions).
 */
public final class JsonlinesText implements TextFormat {
  private static final JsonFactory FACTORY =
      new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private final JsonlinesOptions options;

  /** Reading as {@code options} say (the side picks gold or predicted clusters). */
  public JsonlinesText(JsonlinesOptions options) {
    this.options = options;
  }

  /** Reading the gold clusters, index space and span end detected per record. */
  public JsonlinesText() {
    this(JsonlinesOptions.auto(Side.KEY));
  }

  /**
   * Every record of the input as a document. In subtoken space the words are rebuilt from their
   * subtokens and the sentences from {@code sentence_map} (or the segments), with a note.
   */
  @Override
  public List<TextDocument> read(InputStream in, String fileName, Consumer<Problem> problems)
      throws IOException {
    List<TextDocument> out = new ArrayList<>();
    JsonlinesReader reader =
        JsonlinesReader.of(in, fileName, options, problems); // the caller closes
    for (RecordReading r; (r = reader.nextRecord()) != null; ) {
      if (r != RecordReading.NONE) {
        out.add(document(r));
      }
    }
    return out;
  }

  private static TextDocument document(RecordReading r) {
    List<TextEntity> entities = new ArrayList<>(r.entities.size());
    for (int e = 0; e < r.entities.size(); e++) {
      List<TextMention> mentions = new ArrayList<>();
      for (int[] span : r.entities.get(e)) {
        mentions.add(TextMention.of(span[0], span[1]));
      }
      entities.add(new TextEntity(r.entityIds.get(e), mentions));
    }
    List<String> notes = new ArrayList<>();
    if (r.words == null) {
      notes.add(
          r.subtokens == null
              ? "the record has no subtokens: its "
                  + r.wordCount
                  + " words are unknown and written as _"
              : "words rebuilt from their subtokens (WordPiece ## and word markers taken off):"
                  + " the record does not hold the words exactly");
    }
    return new TextDocument(r.name, r.textSentences(), entities, notes);
  }

  /**
   * Writes one e2e-coref object per document; the notes say, per document, what jsonlines cannot
   * hold: heads, entity ids other than the cluster positions, mentions beyond the words.
   */
  @Override
  public List<List<String>> write(List<TextDocument> documents, OutputStream out)
      throws IOException {
    List<List<String>> notes = new ArrayList<>(documents.size());
    try (JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      g.setPrettyPrinter(new MinimalPrettyPrinter("\n"));
      for (TextDocument d : documents) {
        notes.add(write(d, g));
      }
      g.flush();
    }
    if (!documents.isEmpty()) {
      out.write('\n');
    }
    out.flush();
    return notes;
  }

  /** {@link DocumentKeys#docKey}, or the name itself when its part is too long for an int. */
  private static String docKey(String name) {
    try {
      return DocumentKeys.docKey(name);
    } catch (NumberFormatException e) {
      return name;
    }
  }

  private static List<String> write(TextDocument d, JsonGenerator g) throws IOException {
    g.writeStartObject();
    g.writeStringField("doc_key", docKey(d.name()));
    g.writeStringField("conll_document", d.name());
    g.writeArrayFieldStart("sentences");
    for (List<String> sentence : d.sentences()) {
      g.writeStartArray();
      for (String word : sentence) {
        g.writeString(word);
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("clusters");
    int heads = 0;
    int beyond = 0;
    List<String> renamed = new ArrayList<>();
    int words = d.wordCount();
    for (int e = 0; e < d.entities().size(); e++) {
      TextEntity entity = d.entities().get(e);
      if (!entity.id().equals(Integer.toString(e))) {
        renamed.add(entity.id() + " -> " + e);
      }
      g.writeStartArray();
      for (TextMention m : entity.mentions()) {
        heads += m.head() >= 0 ? 1 : 0;
        beyond += m.last() >= words ? 1 : 0;
        g.writeStartArray();
        g.writeNumber(m.first());
        g.writeNumber(m.last());
        g.writeEndArray();
      }
      g.writeEndArray();
    }
    g.writeEndArray();
    g.writeEndObject();
    List<String> notes = new ArrayList<>();
    if (heads > 0) {
      notes.add("the heads of " + heads + " mentions are not written: jsonlines has no heads");
    }
    if (!renamed.isEmpty()) {
      notes.add(
          "entity ids become cluster positions ("
              + String.join(", ", renamed.subList(0, Math.min(5, renamed.size())))
              + (renamed.size() > 5 ? ", ... " + renamed.size() + " in all" : "")
              + ")");
    }
    if (beyond > 0) {
      notes.add(beyond + " mentions end beyond the document's " + words + " words");
    }
    return notes;
  }
}
