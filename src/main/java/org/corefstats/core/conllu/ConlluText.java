package org.corefstats.core.conllu;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.format.TextFormat;

/**
 * CorefUD CoNLL-U as {@link TextDocument}s, for conversion. Reading keeps the syntactic words and
 * the mentions as word spans with their head word; what a word span cannot hold is noted: each
 * empty node, each zero mention (head on an empty node, or only empty nodes: dropped), each mention
 * with an empty node inside (kept without it) and each discontinuous mention (kept as the span from
 * its first to its last word). Writing gives {@code # newdoc id}, {@code # global.Entity =
 * eid-etype-head-other}, {@code # sent_id}, {@code # text} and ten columns, coreference in MISC
 * {@code Entity=} in CorefUD's order on each word (closings, then openings longer first, then
 * single-word mentions).
 */
public final class ConlluText implements TextFormat {
  static final String HEADER = "eid-etype-head-other";

  @Override
  public List<TextDocument> read(InputStream in, String fileName, Consumer<Problem> problems)
      throws IOException {
    List<TextDocument> out = new ArrayList<>();
    ConlluReader reader = new ConlluReader(in, fileName, false, true, problems);
    for (ConlluParser.Parsed p; (p = reader.nextParsed()) != null; ) {
      out.add(toText(p));
    }
    return out;
  }

  private static TextDocument toText(ConlluParser.Parsed p) {
    List<String> notes = new ArrayList<>();
    for (String node : p.emptyNodes) {
      notes.add("empty nodes dropped");
    }
    int[] sentenceStart = new int[p.sentenceWords.length + 1];
    for (int s = 0; s < p.sentenceWords.length; s++) {
      sentenceStart[s + 1] = sentenceStart[s] + p.sentenceWords[s];
    }
    List<TextEntity> entities = new ArrayList<>();
    for (List<ConlluMention> entity : ConlluReader.entities(p.mentions)) {
      List<TextMention> mentions = new ArrayList<>();
      for (ConlluMention m : entity) {
        int slot0 = sentenceStart[m.sentence] + m.sentence; // slot of the sentence's word 0
        int first = -1;
        int last = -1;
        int words = 0;
        for (int i = 0; i < m.size; i++) {
          if (m.nodes[i] % ConlluParser.SLOT == 0) {
            int word = sentenceStart[m.sentence] + m.nodes[i] / ConlluParser.SLOT - slot0 - 1;
            first = first < 0 ? word : first;
            last = word;
            words++;
          }
        }
        if (m.head % ConlluParser.SLOT != 0 || words == 0) {
          notes.add("zero mentions dropped (their head is an empty node)");
          continue;
        }
        if (words < m.size) {
          notes.add("empty nodes inside mentions dropped (the mentions kept as their words)");
        }
        if (last - first + 1 != words) {
          notes.add("discontinuous mentions kept as the whole span of their words");
        }
        int head = sentenceStart[m.sentence] + m.head / ConlluParser.SLOT - slot0 - 1;
        mentions.add(new TextMention(first, last, head));
      }
      if (!mentions.isEmpty()) {
        entities.add(new TextEntity(entity.get(0).eid, mentions));
      }
    }
    List<List<String>> sentences = new ArrayList<>();
    for (List<String> s : p.forms) {
      sentences.add(s == null ? List.of() : s);
    }
    return new TextDocument(p.name, sentences, entities, notes);
  }

  @Override
  public List<List<String>> write(List<TextDocument> documents, OutputStream out)
      throws IOException {
    List<List<String>> notes = new ArrayList<>();
    Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    for (TextDocument d : documents) {
      notes.add(write(d, w));
    }
    w.flush();
    return notes;
  }

  /** One opening or closing bracket of a word. */
  private record Bracket(String eid, int first, int last, int head) {}

  private static List<String> write(TextDocument d, Writer w) throws IOException {
    List<String> notes = new ArrayList<>();
    String key = DocumentKeys.docKey(d.name());
    int words = d.wordCount();
    int[] sentenceOf = new int[words];
    int at = 0;
    for (int s = 0; s < d.sentences().size(); s++) {
      for (int k = 0; k < d.sentences().get(s).size(); k++) {
        sentenceOf[at++] = s;
      }
    }
    List<String> ids = eids(d.entities());
    List<List<Bracket>> opens = new ArrayList<>();
    List<List<Bracket>> closes = new ArrayList<>();
    for (int t = 0; t < words; t++) {
      opens.add(new ArrayList<>());
      closes.add(new ArrayList<>());
    }
    for (int e = 0; e < d.entities().size(); e++) {
      List<TextMention> kept = new ArrayList<>();
      for (TextMention m : d.entities().get(e).mentions()) {
        TextMention crossed = crossing(kept, m);
        if (crossed != null) {
          notes.add(
              "mentions crossing another mention of their entity dropped (Entity= brackets"
                  + " cannot tell them apart)");
        } else if (m.last() >= words) {
          notes.add("mentions beyond the last word dropped");
        } else if (sentenceOf[m.first()] != sentenceOf[m.last()]) {
          notes.add("mentions crossing a sentence boundary dropped (CoNLL-U cannot hold them)");
        } else {
          kept.add(m);
          Bracket b = new Bracket(ids.get(e), m.first(), m.last(), m.head());
          opens.get(m.first()).add(b);
          closes.get(m.last()).add(b);
        }
      }
    }
    w.write("# newdoc id = " + key + "\n");
    if (!key.equals(d.name())) { // read back by corefstats as the document's name
      w.write("# conll_document = " + d.name() + "\n");
    }
    w.write("# global.Entity = " + HEADER + "\n");
    int word = 0;
    for (int s = 0; s < d.sentences().size(); s++) {
      List<String> sentence = d.sentences().get(s);
      List<String> forms = new ArrayList<>();
      for (String f : sentence) {
        forms.add(form(f, notes));
      }
      // no '/' in a sent_id: Udapi reads it as bundle/zone (docs/explanation/corefud-and-coval.md
      // 1.1)
      w.write("# sent_id = " + key.replace('/', '_') + "-" + (s + 1) + "\n");
      w.write("# text = " + String.join(" ", forms) + "\n");
      for (int k = 0; k < sentence.size(); k++, word++) {
        String misc = entity(opens.get(word), closes.get(word), word);
        w.write(
            (k + 1)
                + "\t"
                + forms.get(k)
                + "\t_\t_\t_\t_\t_\t_\t_\t"
                + (misc.isEmpty() ? "_" : "Entity=" + misc)
                + "\n");
      }
      w.write("\n");
    }
    return notes;
  }

  /**
   * A mention of the same entity that {@code m} crosses (they overlap, neither holds the other).
   */
  private static TextMention crossing(List<TextMention> kept, TextMention m) {
    for (TextMention k : kept) {
      if ((k.first() < m.first() && m.first() <= k.last() && k.last() < m.last())
          || (m.first() < k.first() && k.first() <= m.last() && m.last() < k.last())) {
        return k;
      }
    }
    return null;
  }

  /** The Entity= value of a word: closings, then openings (longer first), then single words. */
  private static String entity(List<Bracket> opens, List<Bracket> closes, int word) {
    StringBuilder s = new StringBuilder();
    List<Bracket> closing = new ArrayList<>();
    for (Bracket b : closes) {
      if (b.first() < word) {
        closing.add(b);
      }
    }
    closing.sort(Comparator.comparingInt(Bracket::first).reversed()); // inner (later) first
    for (Bracket b : closing) {
      s.append(b.eid()).append(')');
    }
    List<Bracket> opening = new ArrayList<>(opens);
    opening.sort(Comparator.comparingInt(Bracket::last).reversed()); // longer first, singles last
    for (Bracket b : opening) {
      s.append('(').append(b.eid());
      if (b.head() >= 0) {
        s.append("--").append(b.head() - b.first() + 1);
      }
      if (b.last() == word) {
        s.append(')');
      }
    }
    return s.toString();
  }

  /** A FORM fit for a CoNLL-U line (no TAB or line break, not empty). */
  private static String form(String f, List<String> notes) {
    if (f.isEmpty()) {
      notes.add("empty word written as _");
      return "_";
    }
    if (f.indexOf('\t') >= 0 || f.indexOf('\n') >= 0 || f.indexOf('\r') >= 0) {
      notes.add("word '" + f + "' has a TAB or line break, each written as a space");
      return f.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }
    return f;
  }

  /** The source ids when each is a valid, distinct eid, else e1, e2, ... */
  static List<String> eids(List<TextEntity> entities) {
    Set<String> seen = new HashSet<>();
    boolean keep = true;
    for (TextEntity e : entities) {
      String id = e.id();
      keep &= EntityAnnotation.validEid(id) && id.indexOf('[') < 0 && seen.add(id);
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < entities.size(); i++) {
      out.add(keep ? entities.get(i).id() : "e" + (i + 1));
    }
    return out;
  }
}
