package org.corefstats.core.conllu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentWords;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * Turns the lines of a CorefUD CoNLL-U file into documents of mentions with their exact node lists,
 * one document at a time (docs/explanation/corefud-and-coval.md 1.1-1.5, Udapi's algorithm of 1.4).
 * Every case where the CorefUD scorer aborts is a {@link Problem} with file, document and line; the
 * broken mention is dropped (an error, a warning with {@code lenient}) and reading goes on.
 *
 * <p>Node positions: sentence s (0-based in its document) with W_s words before it owns the slots
 * W_s + s (its "word 0", for empty nodes {@code 0.j}) to W_s + s + n_s; word k is slot W_s + s + k,
 * and a node is {@code slot * 128 + e} with e = 0 for a word and the two-digit decimal part of an
 * empty node ({@code 4.1} → 10, {@code 4.15} → 15). Key and response with the same sentences and
 * words get the same positions whatever their empty nodes.
 *
 * <p>This class reads the layer of documents, sentences and nodes; each node's MISC goes to the
 * coreference annotation ({@link EntityAnnotation}), and problems are reported at the {@link
 * ConlluPlace} both keep up to date.
 */
final class ConlluParser {
  static final int SLOT = Document.NODE_SLOT;

  static final Pattern GLOBAL_ENTITY = Pattern.compile("#\\s*global\\.Entity\\s*=\\s*(.*)");
  private static final Pattern SENT_ID = Pattern.compile("#\\s*sent_id\\s*=\\s*(.*)");

  /** A document as read: words, sentences and finished mentions in the order they were opened. */
  static final class Parsed {
    String name;
    long firstLine;
    int[] tokenLine;
    int[] wordHash;
    int[] sentenceWords;
    List<List<String>> forms; // null unless forms are kept
    List<String> emptyNodes; // labels of the empty nodes, only when forms are kept
    List<ConlluMention> mentions;
    Map<Integer, Deps> emptyNodeDeps; // position of an empty node -> its DEPS, when not "_"
    DocumentWords words; // null unless nodes are kept

    /** The etype of each eid of the document (null: absent) as far as read; null: not read. */
    Map<String, String> entityTypes;

    /**
     * The DEPS of a zero mention's head (docs/explanation/corefud-and-coval.md 4.1: a zero mention
     * is one whose head is an empty node), {@link Deps#NONE} when its DEPS is {@code _}; null for a
     * mention that is not a zero.
     */
    Deps zeroDeps(ConlluMention m) {
      if (m.head < 0 || m.head % SLOT == 0) {
        return null;
      }
      return emptyNodeDeps.getOrDefault(m.head, Deps.NONE);
    }
  }

  private final boolean keepForms;
  private boolean keepNodes;
  private final Consumer<Parsed> documents;

  // file state
  private final ConlluPlace place;
  private final SentenceNodes nodes = new SentenceNodes(); // of the sentence being read
  private final EntityAnnotation entities;
  private int documentOrdinal;

  // document state (place.document == null outside a document)
  private int words; // words of the document's sentences before the current one
  private int[] tokenLines = new int[256];
  private int[] wordHashes = new int[256];
  private int[] sentenceWords = new int[16];
  private List<List<String>> forms;
  private List<String> emptyNodes;
  private NodeWords nodeWords;
  private Map<Integer, Deps> emptyNodeDeps = new HashMap<>();

  // sentence state
  private long sentenceFirstLine;
  private int sentenceWordCount;
  private List<String> sentenceForms;

  ConlluParser(
      String file,
      boolean lenient,
      boolean keepForms,
      Consumer<Problem> problems,
      Consumer<Parsed> documents) {
    this.place = new ConlluPlace(file, lenient, problems);
    this.entities = new EntityAnnotation(place, nodes);
    this.keepForms = keepForms;
    this.documents = documents;
  }

  /**
   * Whether each document keeps the form, UPOS and sentence of every node ({@link DocumentWords},
   * for the error analysis); set before the first line.
   */
  void keepNodes(boolean keep) {
    keepNodes = keep;
  }

  /** The nodes of the current document, one entry each, in position order. */
  private static final class NodeWords {
    int[] positions = new int[256];
    int[] sentence = new int[256];
    final List<String> forms = new ArrayList<>();
    final List<String> upos = new ArrayList<>();

    void add(int position, int sentenceIndex, String form, String tag) {
      int n = forms.size();
      if (n == positions.length) {
        positions = Arrays.copyOf(positions, 2 * n);
        sentence = Arrays.copyOf(sentence, 2 * n);
      }
      positions[n] = position;
      sentence[n] = sentenceIndex;
      forms.add(form);
      upos.add(tag);
    }

    DocumentWords finish() {
      int n = forms.size();
      return DocumentWords.ofNodes(
          Arrays.copyOf(positions, n),
          forms.toArray(new String[0]),
          upos.toArray(new String[0]),
          Arrays.copyOf(sentence, n));
    }
  }

  /** Whether no document was started. */
  boolean noDocument() {
    return documentOrdinal == 0;
  }

  /** One line without its line end; {@code lineNumber} is 1-based. */
  void line(String text, long lineNumber) {
    place.line = lineNumber;
    if (text.isBlank()) {
      endSentence();
      return;
    }
    if (nodes.count() == 0 && sentenceWordCount == 0 && sentenceFirstLine == 0) {
      sentenceFirstLine = lineNumber;
    }
    if (text.charAt(0) == '#') {
      comment(text.strip());
    } else {
      node(text);
    }
  }

  /** End of input after {@code lastLine} lines. */
  void end(long lastLine) {
    place.line = lastLine;
    endSentence();
    endDocument();
    entities.endFile();
  }

  // ---- comments ---------------------------------------------------------------------------------

  private void comment(String text) {
    String newdoc = DocumentComments.newdoc(text);
    if (newdoc != null) {
      endSentence();
      endDocument();
      startDocument(newdoc, place.line);
      sentenceFirstLine = 0;
      return;
    }
    Matcher m = GLOBAL_ENTITY.matcher(text);
    if (m.matches()) {
      entities.header(m.group(1).strip());
      return;
    }
    String conllDocument = DocumentComments.conllDocument(text);
    if (conllDocument != null && place.document != null && place.sentence == 0) {
      place.document = conllDocument;
      return;
    }
    m = SENT_ID.matcher(text);
    if (m.matches() && m.group(1).indexOf('/') >= 0) {
      ensureDocument();
      report(
          ProblemKind.CONLLU_SLASH_IN_SENT_ID,
          "sent_id '"
              + m.group(1).strip()
              + "' has a '/', which Udapi reads as bundle/zone; corefstats uses the sentence's"
              + " position ("
              + (place.sentence + 1)
              + ") instead");
    }
  }

  /**
   * The file's {@code # global.Entity}, for a piece of a file read from its middle: set without a
   * word (the piece that holds the line reports its problems).
   */
  void presetHeader(String value) {
    entities.presetHeader(value);
  }

  // ---- documents and sentences ------------------------------------------------------------------

  private void ensureDocument() {
    if (place.document == null) {
      startDocument(null, sentenceFirstLine > 0 ? sentenceFirstLine : place.line);
      report(
          ProblemKind.CONLLU_MISSING_NEWDOC,
          "sentence before any # newdoc (the CorefUD scorer crashes); read as document "
              + place.document);
    }
  }

  private void startDocument(String id, long at) {
    documentOrdinal++;
    place.document = DocumentComments.name(id, documentOrdinal);
    place.firstLine = at;
    place.sentence = 0;
    words = 0;
    forms = keepForms ? new ArrayList<>() : null;
    emptyNodes = keepForms ? new ArrayList<>() : null;
    nodeWords = keepNodes ? new NodeWords() : null;
  }

  private void endSentence() {
    if (nodes.count() > 0 || sentenceWordCount > 0) {
      if (place.sentence == sentenceWords.length) {
        sentenceWords = Arrays.copyOf(sentenceWords, 2 * place.sentence);
      }
      sentenceWords[place.sentence++] = sentenceWordCount;
      words += sentenceWordCount;
      if (forms != null) {
        forms.add(sentenceForms);
      }
    }
    sentenceWordCount = 0;
    nodes.clear();
    sentenceForms = null;
    sentenceFirstLine = 0;
  }

  private void endDocument() {
    if (place.document == null) {
      return;
    }
    Parsed p = new Parsed();
    p.name = place.document;
    p.firstLine = place.firstLine;
    p.tokenLine = Arrays.copyOf(tokenLines, words);
    p.wordHash = Arrays.copyOf(wordHashes, words);
    p.sentenceWords = Arrays.copyOf(sentenceWords, place.sentence);
    p.forms = forms;
    p.emptyNodes = emptyNodes;
    p.words = nodeWords == null ? null : nodeWords.finish();
    nodeWords = null;
    p.entityTypes = entities.documentTypes();
    p.mentions = entities.endDocument();
    p.emptyNodeDeps = emptyNodeDeps;
    emptyNodeDeps = new HashMap<>();
    place.document = null;
    documents.accept(p);
  }

  // ---- nodes ------------------------------------------------------------------------------------

  private void node(String text) {
    ensureDocument();
    // ID, FORM and MISC (fields 1, 2 and 10) found without splitting every field: this runs on
    // every word of every input
    int idEnd = text.indexOf('\t');
    String id = (idEnd < 0 ? text : text.substring(0, idEnd)).strip();
    String form = idEnd < 0 ? "_" : text.substring(idEnd + 1, fieldEnd(text, idEnd + 1));
    int tab = idEnd;
    int depsStart = -1;
    int uposStart = -1;
    int uposEnd = -1;
    for (int field = 1; field < 9 && tab >= 0; field++) {
      tab = text.indexOf('\t', tab + 1);
      if (field == 2 && tab >= 0) {
        uposStart = tab + 1;
      } else if (field == 3 && uposStart >= 0) {
        uposEnd = tab >= 0 ? tab : text.length();
      } else if (field == 7 && tab >= 0) {
        depsStart = tab + 1;
      }
    }
    String misc = tab < 0 ? "_" : text.substring(tab + 1, fieldEnd(text, tab + 1)).strip();
    int dash = id.indexOf('-');
    int dot = id.indexOf('.');
    if (dash > 0 && digits(id, 0, dash) && digits(id, dash + 1, id.length())) {
      if (misc.contains("Entity=")) {
        report(
            ProblemKind.CONLLU_MULTIWORD_ENTITY,
            "Entity= on multiword-token line "
                + id
                + " ignored (as the CorefUD scorer ignores it): annotate its words instead");
      }
      return;
    }
    int position;
    if (dot < 0 && digits(id, 0, id.length()) && id.length() <= 9) {
      int k = sentenceWordCount + 1;
      if (Integer.parseInt(id) != k) {
        report(
            ProblemKind.CONLLU_BAD_NODE_ID,
            "word ID " + id + " where " + k + " was expected; read as word " + k);
      }
      position = (words + place.sentence + k) * SLOT;
      addWord(form);
    } else if (dot > 0 && digits(id, 0, dot) && dot <= 9 && digits(id, dot + 1, id.length())) {
      position = emptyNode(id, dot);
      if (position < 0) {
        return;
      }
      if (depsStart >= 0 && tab > depsStart) {
        Deps deps = deps(text.substring(depsStart, tab).strip(), id);
        if (!deps.isEmpty()) {
          emptyNodeDeps.put(position, deps);
        }
      }
    } else {
      report(
          ProblemKind.CONLLU_BAD_NODE_ID,
          "'" + id + "' is not a CoNLL-U ID (n, a-b or k.j); line ignored");
      return;
    }
    addNode(position, id, uposEnd < 0 ? null : text, uposStart, uposEnd);
    if (nodeWords != null) {
      String[] fields = text.split("\t", 5);
      nodeWords.add(position, place.sentence, form, fields.length > 3 ? fields[3].strip() : "_");
    }
    if (!misc.equals("_")) {
      entities.misc(misc, position);
    }
  }

  /**
   * An empty node's DEPS ({@code parent:relation|...}, docs/explanation/corefud-and-coval.md 4.2)
   * with parents as node positions of this sentence (the root 0); a malformed pair is reported and
   * skipped.
   */
  private Deps deps(String field, String id) {
    if (field.equals("_") || field.isEmpty()) {
      return Deps.NONE;
    }
    String[] pairs = field.split("\\|");
    int[] parents = new int[pairs.length];
    String[] relations = new String[pairs.length];
    int n = 0;
    for (String pair : pairs) {
      int colon = pair.indexOf(':');
      int parent = colon > 0 ? parentPosition(pair.substring(0, colon)) : -1;
      if (parent < 0 || colon == pair.length() - 1) {
        report(
            ProblemKind.CONLLU_BAD_NODE_ID,
            "DEPS pair '" + pair + "' of empty node " + id + " is not parent:relation; ignored");
        continue;
      }
      parents[n] = parent;
      relations[n++] = pair.substring(colon + 1);
    }
    return new Deps(Arrays.copyOf(parents, n), Arrays.copyOf(relations, n));
  }

  /** The position of a DEPS parent of this sentence ({@code 0}: the root, 0), or -1. */
  private int parentPosition(String id) {
    int dot = id.indexOf('.');
    if (dot < 0) {
      if (!digits(id, 0, id.length()) || id.length() > 9) {
        return -1;
      }
      int k = Integer.parseInt(id);
      return k == 0 ? 0 : (words + place.sentence + k) * SLOT;
    }
    if (dot == 0 || dot > 9 || !digits(id, 0, dot) || !digits(id, dot + 1, id.length())) {
      return -1;
    }
    String j = id.substring(dot + 1);
    int e = j.length() == 1 ? 10 * (j.charAt(0) - '0') : j.length() == 2 ? Integer.parseInt(j) : 0;
    return e == 0
        ? -1
        : (words + place.sentence + Integer.parseInt(id.substring(0, dot))) * SLOT + e;
  }

  /** The end of the TAB-separated field that starts at {@code start}. */
  private static int fieldEnd(String text, int start) {
    int tab = text.indexOf('\t', start);
    return tab < 0 ? text.length() : tab;
  }

  /** The position of empty node {@code id}, or -1 (reported) when it cannot be placed. */
  private int emptyNode(String id, int dot) {
    int k = Integer.parseInt(id.substring(0, dot));
    String j = id.substring(dot + 1);
    int e = j.length() == 1 ? 10 * (j.charAt(0) - '0') : j.length() == 2 ? Integer.parseInt(j) : 0;
    if (j.length() > 2 || e == 0) {
      report(
          ProblemKind.CONLLU_BAD_NODE_ID,
          "empty node "
              + id
              + ": corefstats reads empty nodes k.1 to k.99 (the CorefUD scorer keeps the ID as a"
              + " decimal number); the node and its mentions are ignored");
      return -1;
    }
    if (k != sentenceWordCount) {
      report(
          ProblemKind.CONLLU_BAD_NODE_ID,
          "empty node "
              + id
              + " after word "
              + sentenceWordCount
              + " (it belongs right after word "
              + k
              + "); the node and its mentions are ignored");
      return -1;
    }
    int position = (words + place.sentence + k) * SLOT + e;
    int at = nodes.indexOf(position);
    if (at >= 0) {
      report(
          ProblemKind.CONLLU_EMPTY_NODE_COLLISION,
          "empty node "
              + id
              + " is the decimal number "
              + nodes.id(at)
              + " of an earlier node of sentence "
              + (place.sentence + 1)
              + " (the CorefUD scorer merges them and corrupts the scores); this node and its"
              + " mentions are ignored");
      return -1;
    }
    if (nodes.count() > 0 && position < nodes.position(nodes.count() - 1)) {
      report(
          ProblemKind.CONLLU_BAD_NODE_ID,
          "empty node "
              + id
              + " after node "
              + nodes.id(nodes.count() - 1)
              + ": out of order; the node and its mentions are ignored");
      return -1;
    }
    if (emptyNodes != null) {
      emptyNodes.add("s" + (place.sentence + 1) + ":" + id);
    }
    return position;
  }

  private void addWord(String form) {
    int w = words + sentenceWordCount;
    if (w == tokenLines.length) {
      tokenLines = Arrays.copyOf(tokenLines, 2 * w);
      wordHashes = Arrays.copyOf(wordHashes, 2 * w);
    }
    tokenLines[w] = (int) (place.line - place.firstLine);
    wordHashes[w] = Document.wordHash(form);
    sentenceWordCount++;
    if (forms != null) {
      if (sentenceForms == null) {
        sentenceForms = new ArrayList<>();
      }
      sentenceForms.add(form);
    }
  }

  private void addNode(int position, String id, String line, int uposStart, int uposEnd) {
    nodes.add(position, id, line, uposStart, uposEnd);
    if (forms != null && sentenceForms == null) {
      sentenceForms = new ArrayList<>();
    }
  }

  static boolean digits(String s, int from, int to) {
    if (from >= to) {
      return false;
    }
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private void report(ProblemKind kind, String message) {
    place.report(kind, message);
  }
}
