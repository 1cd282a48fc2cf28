package org.corefstats.core.conllu;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentWords;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;

/**
 * Turns the lines of a CorefUD CoNLL-U file into documents of mentions with their exact node lists,
 * one document at a time (MODES-AND-FORMATS.md 1.1-1.5, Udapi's algorithm of 1.4). Every case where
 * the CorefUD scorer aborts is a {@link Problem} with file, document and line; the broken mention
 * is dropped (an error, a warning with {@code lenient}) and reading goes on.
 *
 * <p>Node positions: sentence s (0-based in its document) with W_s words before it owns the slots
 * W_s + s (its "word 0", for empty nodes {@code 0.j}) to W_s + s + n_s; word k is slot W_s + s + k,
 * and a node is {@code slot * 128 + e} with e = 0 for a word and the two-digit decimal part of an
 * empty node ({@code 4.1} → 10, {@code 4.15} → 15). Key and response with the same sentences and
 * words get the same positions whatever their empty nodes.
 */
final class ConlluParser {
  static final int SLOT = Document.NODE_SLOT;
  private static final String[] DEFAULT_HEADER = {"eid", "etype", "head", "other"};
  private static final Pattern NEWDOC = Pattern.compile("#\\s*newdoc(?:\\s+id\\s*=\\s*(.*?))?\\s*");

  /**
   * The CoNLL-2012 name of the document, written by corefstats' own writer after {@code # newdoc}
   * (as jsonlines' {@code conll_document}), so that a conversion back gives the name exactly.
   */
  private static final Pattern CONLL_DOCUMENT =
      Pattern.compile("#\\s*conll_document\\s*=\\s*(.*?)\\s*");

  static final Pattern GLOBAL_ENTITY = Pattern.compile("#\\s*global\\.Entity\\s*=\\s*(.*)");
  private static final Pattern SENT_ID = Pattern.compile("#\\s*sent_id\\s*=\\s*(.*)");
  private static final Pattern PART = Pattern.compile("(.*)\\[(\\d{1,9})/(\\d{1,9})\\]");

  /** One mention being read, then read. */
  static final class Mention {
    final String eid;
    final int sentence;
    final int line; // relative to the document's first line
    final int order;
    int[] nodes = new int[4];
    int size;
    int parts; // n of eid[i/n], 0 when contiguous
    int partsSeen;
    String headField; // as written on the opening that applies, null: first node
    long headLine; // line of that opening
    boolean open;
    boolean finished;
    boolean dropped;
    int head = -1;

    Mention(String eid, int sentence, int line, int order) {
      this.eid = eid;
      this.sentence = sentence;
      this.line = line;
      this.order = order;
    }

    void add(int position) {
      if (size == nodes.length) {
        nodes = Arrays.copyOf(nodes, 2 * size);
      }
      nodes[size++] = position;
    }

    int first() {
      return nodes[0];
    }

    int last() {
      return nodes[size - 1];
    }

    int[] nodeList() {
      return Arrays.copyOf(nodes, size);
    }
  }

  /** A document as read: words, sentences and finished mentions in the order they were opened. */
  static final class Parsed {
    String name;
    long firstLine;
    int[] tokenLine;
    int[] wordHash;
    int[] sentenceWords;
    List<List<String>> forms; // null unless forms are kept
    List<String> emptyNodes; // labels of the empty nodes, only when forms are kept
    List<Mention> mentions;
    Map<Integer, Deps> emptyNodeDeps; // position of an empty node -> its DEPS, when not "_"
    DocumentWords words; // null unless nodes are kept

    /**
     * The DEPS of a zero mention's head (MODES-AND-FORMATS.md 4.1: a zero mention is one whose head
     * is an empty node), {@link Deps#NONE} when its DEPS is {@code _}; null for a mention that is
     * not a zero.
     */
    Deps zeroDeps(Mention m) {
      if (m.head < 0 || m.head % SLOT == 0) {
        return null;
      }
      return emptyNodeDeps.getOrDefault(m.head, Deps.NONE);
    }
  }

  private final String file;
  private final boolean lenient;
  private final boolean keepForms;
  private boolean keepNodes;
  private final Consumer<Problem> problems;
  private final Consumer<Parsed> documents;

  // file state
  private String[] header;
  private String headerValue;
  private int eidField = 0;
  private int headField = 2;
  private boolean reportedMissingHeader;
  private int documentOrdinal;
  private final Set<String> eidsWithMention = new HashSet<>();
  private final Set<String> eidsOfEarlierDocuments = new HashSet<>();
  private final Set<String> eidsOfThisDocument = new HashSet<>();
  private boolean reportedAcrossDocuments;
  private final List<Object[]> references = new ArrayList<>(); // {eid, document, line}
  private long line;

  // document state, name == null outside a document
  private String name;
  private long firstLine;
  private int sentences;
  private int words; // words of the document's sentences before the current one
  private int[] tokenLines = new int[256];
  private int[] wordHashes = new int[256];
  private int[] sentenceWords = new int[16];
  private List<List<String>> forms;
  private List<String> emptyNodes;
  private NodeWords nodeWords;
  private final List<Mention> mentions = new ArrayList<>();
  private Map<Integer, Deps> emptyNodeDeps = new HashMap<>();
  private final Map<String, ArrayDeque<Mention>> openMentions = new HashMap<>();
  private final Map<String, List<Mention>> unfinishedParts = new HashMap<>();

  // sentence state
  private long sentenceFirstLine;
  private int sentenceWordCount;
  private int[] nodes = new int[64];
  private String[] nodeIds = new String[64];
  private int nodeCount;
  private List<String> sentenceForms;

  ConlluParser(
      String file,
      boolean lenient,
      boolean keepForms,
      Consumer<Problem> problems,
      Consumer<Parsed> documents) {
    this.file = file;
    this.lenient = lenient;
    this.keepForms = keepForms;
    this.problems = problems;
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
    line = lineNumber;
    if (text.isBlank()) {
      endSentence();
      return;
    }
    if (nodeCount == 0 && sentenceWordCount == 0 && sentenceFirstLine == 0) {
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
    line = lastLine;
    endSentence();
    endDocument();
    for (Object[] r : references) {
      if (!eidsWithMention.contains((String) r[0])) {
        problems.accept(
            Problem.of(
                ProblemKind.CONLLU_UNDEFINED_LINK_ENTITY,
                file,
                (String) r[1],
                (Long) r[2],
                "entity "
                    + r[0]
                    + " is named in SplitAnte= or Bridge= but has no mention in the file;"
                    + " the link is not scored anyway"));
      }
    }
  }

  // ---- comments ---------------------------------------------------------------------------------

  private void comment(String text) {
    Matcher m = NEWDOC.matcher(text);
    if (m.matches()) {
      endSentence();
      endDocument();
      startDocument(m.group(1), line);
      sentenceFirstLine = 0;
      return;
    }
    m = GLOBAL_ENTITY.matcher(text);
    if (m.matches()) {
      header(m.group(1).strip());
      return;
    }
    m = CONLL_DOCUMENT.matcher(text);
    if (m.matches() && name != null && sentences == 0 && !m.group(1).isEmpty()) {
      name = m.group(1);
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
              + (sentences + 1)
              + ") instead");
    }
  }

  /**
   * The file's {@code # global.Entity}, for a piece of a file read from its middle: set without a
   * word (the piece that holds the line reports its problems).
   */
  void presetHeader(String value) {
    String[] fields = value.split("-", -1);
    int eid = indexOf(fields, "eid");
    if (eid < 0) {
      eid = indexOf(fields, "GRP");
    }
    if (eid >= 0) {
      headerValue = value;
      header = fields;
      eidField = eid;
      headField = indexOf(fields, "head");
    }
  }

  private void header(String value) {
    if (headerValue != null && !headerValue.equals(value)) {
      report(
          ProblemKind.CONLLU_ENTITY_HEADER_CHANGED,
          "# global.Entity = "
              + value
              + " differs from the earlier '"
              + headerValue
              + "'; CorefUD applies the last one to the whole file, corefstats from here on");
    }
    headerValue = value;
    String[] fields = value.split("-", -1);
    int eid = indexOf(fields, "eid");
    if (eid < 0) {
      eid = indexOf(fields, "GRP");
    }
    if (eid < 0) {
      report(
          ProblemKind.CONLLU_BAD_ENTITY_HEADER,
          "# global.Entity = "
              + value
              + " has no eid (or GRP) field; read as eid-etype-head-other");
      fields = DEFAULT_HEADER;
      eid = 0;
    }
    header = fields;
    eidField = eid;
    headField = indexOf(fields, "head");
  }

  private static int indexOf(String[] fields, String name) {
    for (int i = 0; i < fields.length; i++) {
      if (fields[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  // ---- documents and sentences ------------------------------------------------------------------

  private void ensureDocument() {
    if (name == null) {
      startDocument(null, sentenceFirstLine > 0 ? sentenceFirstLine : line);
      report(
          ProblemKind.CONLLU_MISSING_NEWDOC,
          "sentence before any # newdoc (the CorefUD scorer crashes); read as document " + name);
    }
  }

  private void startDocument(String id, long at) {
    documentOrdinal++;
    name = id == null || id.isEmpty() ? Integer.toString(documentOrdinal) : id;
    firstLine = at;
    sentences = 0;
    words = 0;
    forms = keepForms ? new ArrayList<>() : null;
    emptyNodes = keepForms ? new ArrayList<>() : null;
    nodeWords = keepNodes ? new NodeWords() : null;
  }

  private void endSentence() {
    if (nodeCount > 0 || sentenceWordCount > 0) {
      if (sentences == sentenceWords.length) {
        sentenceWords = Arrays.copyOf(sentenceWords, 2 * sentences);
      }
      sentenceWords[sentences++] = sentenceWordCount;
      words += sentenceWordCount;
      if (forms != null) {
        forms.add(sentenceForms);
      }
    }
    sentenceWordCount = 0;
    nodeCount = 0;
    sentenceForms = null;
    sentenceFirstLine = 0;
  }

  private void endDocument() {
    if (name == null) {
      return;
    }
    for (ArrayDeque<Mention> stack : openMentions.values()) {
      for (Mention m : stack) {
        if (!m.dropped) {
          m.dropped = true;
          problems.accept(
              severity(
                  Problem.of(
                      ProblemKind.CONLLU_UNCLOSED_MENTION,
                      file,
                      name,
                      firstLine + m.line,
                      "mention of "
                          + m.eid
                          + " opened in sentence "
                          + (m.sentence + 1)
                          + " is never closed; dropped (as Udapi 0.4 drops it)")));
        }
      }
    }
    for (List<Mention> parts : unfinishedParts.values()) {
      for (Mention m : parts) {
        if (!m.dropped && !m.open) {
          problems.accept(
              severity(
                  Problem.of(
                      ProblemKind.CONLLU_BAD_DISCONTINUOUS,
                      file,
                      name,
                      firstLine + m.line,
                      "discontinuous mention of "
                          + m.eid
                          + " in sentence "
                          + (m.sentence + 1)
                          + " has "
                          + m.partsSeen
                          + " of its "
                          + m.parts
                          + " parts; kept with the nodes read, head = its first node")));
          m.finished = true;
          m.head = m.first();
        }
      }
    }
    Parsed p = new Parsed();
    p.name = name;
    p.firstLine = firstLine;
    p.tokenLine = Arrays.copyOf(tokenLines, words);
    p.wordHash = Arrays.copyOf(wordHashes, words);
    p.sentenceWords = Arrays.copyOf(sentenceWords, sentences);
    p.forms = forms;
    p.emptyNodes = emptyNodes;
    p.words = nodeWords == null ? null : nodeWords.finish();
    nodeWords = null;
    List<Mention> kept = new ArrayList<>();
    for (Mention m : mentions) {
      if (m.finished && !m.dropped) {
        kept.add(m);
      }
    }
    p.mentions = kept;
    p.emptyNodeDeps = emptyNodeDeps;
    emptyNodeDeps = new HashMap<>();
    for (String eid : eidsOfThisDocument) {
      if (eidsOfEarlierDocuments.contains(eid) && !reportedAcrossDocuments) {
        reportedAcrossDocuments = true;
        problems.accept(
            Problem.of(
                ProblemKind.CONLLU_ENTITY_ACROSS_DOCUMENTS,
                file,
                name,
                firstLine,
                "entity "
                    + eid
                    + " also has mentions in an earlier document; as CorefUD, each document"
                    + " has its own entity (first such case in the file)"));
      }
    }
    eidsOfEarlierDocuments.addAll(eidsOfThisDocument);
    eidsOfThisDocument.clear();
    mentions.clear();
    openMentions.clear();
    unfinishedParts.clear();
    name = null;
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
    for (int field = 1; field < 9 && tab >= 0; field++) {
      tab = text.indexOf('\t', tab + 1);
      if (field == 7 && tab >= 0) {
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
      position = (words + sentences + k) * SLOT;
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
    addNode(position, id);
    if (nodeWords != null) {
      String[] fields = text.split("\t", 5);
      nodeWords.add(position, sentences, form, fields.length > 3 ? fields[3].strip() : "_");
    }
    if (!misc.equals("_")) {
      misc(misc, position);
    }
  }

  /**
   * An empty node's DEPS ({@code parent:relation|...}, MODES-AND-FORMATS.md 4.2) with parents as
   * node positions of this sentence (the root 0); a malformed pair is reported and skipped.
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
      return k == 0 ? 0 : (words + sentences + k) * SLOT;
    }
    if (dot == 0 || dot > 9 || !digits(id, 0, dot) || !digits(id, dot + 1, id.length())) {
      return -1;
    }
    String j = id.substring(dot + 1);
    int e = j.length() == 1 ? 10 * (j.charAt(0) - '0') : j.length() == 2 ? Integer.parseInt(j) : 0;
    return e == 0 ? -1 : (words + sentences + Integer.parseInt(id.substring(0, dot))) * SLOT + e;
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
    int position = (words + sentences + k) * SLOT + e;
    int at = Arrays.binarySearch(nodes, 0, nodeCount, position);
    if (at >= 0) {
      report(
          ProblemKind.CONLLU_EMPTY_NODE_COLLISION,
          "empty node "
              + id
              + " is the decimal number "
              + nodeIds[at]
              + " of an earlier node of sentence "
              + (sentences + 1)
              + " (the CorefUD scorer merges them and corrupts the scores); this node and its"
              + " mentions are ignored");
      return -1;
    }
    if (nodeCount > 0 && position < nodes[nodeCount - 1]) {
      report(
          ProblemKind.CONLLU_BAD_NODE_ID,
          "empty node "
              + id
              + " after node "
              + nodeIds[nodeCount - 1]
              + ": out of order; the node and its mentions are ignored");
      return -1;
    }
    if (emptyNodes != null) {
      emptyNodes.add("s" + (sentences + 1) + ":" + id);
    }
    return position;
  }

  private void addWord(String form) {
    int w = words + sentenceWordCount;
    if (w == tokenLines.length) {
      tokenLines = Arrays.copyOf(tokenLines, 2 * w);
      wordHashes = Arrays.copyOf(wordHashes, 2 * w);
    }
    tokenLines[w] = (int) (line - firstLine);
    wordHashes[w] = Document.wordHash(form);
    sentenceWordCount++;
    if (forms != null) {
      if (sentenceForms == null) {
        sentenceForms = new ArrayList<>();
      }
      sentenceForms.add(form);
    }
  }

  private void addNode(int position, String id) {
    if (nodeCount == nodes.length) {
      nodes = Arrays.copyOf(nodes, 2 * nodeCount);
      nodeIds = Arrays.copyOf(nodeIds, 2 * nodeCount);
    }
    nodes[nodeCount] = position;
    nodeIds[nodeCount++] = id;
    if (forms != null && sentenceForms == null) {
      sentenceForms = new ArrayList<>();
    }
  }

  private static boolean digits(String s, int from, int to) {
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

  // ---- MISC -------------------------------------------------------------------------------------

  private void misc(String misc, int position) {
    String entity = null;
    List<String[]> links = new ArrayList<>();
    for (String item : misc.split("\\|")) {
      if (item.startsWith("Entity=")) {
        entity = item.substring(7);
      } else if (item.startsWith("SplitAnte=")) {
        links.add(new String[] {"SplitAnte", item.substring(10)});
      } else if (item.startsWith("Split=")) {
        links.add(new String[] {"SplitAnte", item.substring(6)});
      } else if (item.startsWith("Bridge=")) {
        links.add(new String[] {"Bridge", item.substring(7)});
      }
    }
    if (entity != null) {
      entity(entity, position);
    }
    for (String[] link : links) {
      links(link[0], link[1]);
    }
  }

  /** {@code SplitAnte=ANTE<ANA,...} or {@code Bridge=TARGET<SOURCE[:rel],...}. */
  private void links(String attribute, String value) {
    for (String item : value.split(",", -1)) {
      int lt = item.indexOf('<');
      String target = lt < 0 ? "" : item.substring(0, lt);
      String source = lt < 0 ? "" : item.substring(lt + 1);
      int colon = source.indexOf(':');
      if (attribute.equals("Bridge") && colon >= 0) {
        source = source.substring(0, colon);
      }
      if (!validEid(target) || !validEid(source)) {
        report(
            ProblemKind.CONLLU_BAD_LINK,
            attribute
                + "= item '"
                + item
                + "' is not "
                + (attribute.equals("Bridge") ? "TARGET<SOURCE[:relation]" : "ANTE<ANA")
                + " with two entity ids; ignored (links are not scored)");
        continue;
      }
      if (!eidsWithMention.contains(source)) {
        report(
            ProblemKind.CONLLU_BAD_LINK,
            attribute
                + "= item '"
                + item
                + "': entity "
                + source
                + " has no mention yet (the link must start at one of its mentions); links are"
                + " not scored");
      }
      references.add(new Object[] {target, name, line});
      references.add(new Object[] {source, name, line});
    }
  }

  static boolean validEid(String eid) {
    if (eid.isEmpty()) {
      return false;
    }
    for (int i = 0; i < eid.length(); i++) {
      char c = eid.charAt(i);
      if (c == '-' || c == '=' || c == '|' || c == ' ' || c == '\t' || c == '(' || c == ')') {
        return false;
      }
    }
    return true;
  }

  /** The chunks of an {@code Entity=} value, in string order (1.3). */
  private void entity(String value, int position) {
    if (header == null) {
      if (!reportedMissingHeader) {
        reportedMissingHeader = true;
        report(
            ProblemKind.CONLLU_MISSING_ENTITY_HEADER,
            "Entity= without a # global.Entity line before it (the CorefUD scorer stops);"
                + " read as eid-etype-head-other");
      }
      header = DEFAULT_HEADER;
      eidField = 0;
      headField = 2;
    }
    int i = 0;
    int n = value.length();
    while (i < n) {
      char c = value.charAt(i);
      int j = i + 1;
      if (c == '(') {
        while (j < n && value.charAt(j) != '(' && value.charAt(j) != ')') {
          j++;
        }
        boolean single = j < n && value.charAt(j) == ')';
        opening(value.substring(i + 1, j), single, position);
        i = single ? j + 1 : j;
        continue;
      }
      j = i;
      while (j < n && value.charAt(j) != '(' && value.charAt(j) != ')') {
        j++;
      }
      if (j < n && value.charAt(j) == ')' && j > i) {
        closing(value.substring(i, j), position);
        i = j + 1;
      } else {
        int to = j < n && value.charAt(j) == ')' ? j + 1 : j;
        report(
            ProblemKind.CONLLU_IGNORED_ENTITY_TEXT,
            "'"
                + value.substring(i, to)
                + "' in Entity="
                + value
                + " is no bracket; ignored (as the CorefUD scorer ignores it)");
        i = to;
      }
    }
  }

  /** {@code eid[i/n]} as {eid, i, n}, i = n = 0 when contiguous; null when malformed (reported). */
  private Object[] eidPart(String text) {
    Matcher part = PART.matcher(text);
    String eid = text;
    int index = 0;
    int parts = 0;
    if (part.matches()) {
      eid = part.group(1);
      index = Integer.parseInt(part.group(2));
      parts = Integer.parseInt(part.group(3));
    }
    if (!validEid(eid)) {
      report(
          ProblemKind.CONLLU_BAD_EID,
          "entity id '"
              + eid
              + "' is empty or has one of - = | space TAB ( ) (the CorefUD scorer stops);"
              + " this bracket is ignored");
      return null;
    }
    if (part.matches() && (index < 1 || index > parts)) {
      report(
          ProblemKind.CONLLU_BAD_DISCONTINUOUS,
          "'" + text + "': a part number must be between 1 and the number of parts; ignored");
      return null;
    }
    return new Object[] {eid, index, parts};
  }

  private void opening(String text, boolean single, int position) {
    String[] fields = text.split("-", -1);
    Object[] eidPart = eidPart(eidField < fields.length ? fields[eidField] : "");
    String eid = eidPart == null ? null : (String) eidPart[0];
    int index = eidPart == null ? 0 : (Integer) eidPart[1];
    int parts = eidPart == null ? 0 : (Integer) eidPart[2];
    String head = headField >= 0 && headField < fields.length ? fields[headField] : null;
    if (head != null && (parts > 0 || !single)) {
      head = checkHead(head, eid == null ? text : eid);
    }
    Mention m;
    if (eid == null) {
      m = null;
    } else if (index > 1) {
      m = nextPart(eid, index);
      if (m != null) {
        m.add(position);
        m.partsSeen = index;
        m.headField = head;
        m.headLine = line;
      }
    } else {
      m = new Mention(eid, sentences, (int) (line - firstLine), mentions.size());
      m.add(position);
      m.parts = parts;
      m.partsSeen = parts > 0 ? 1 : 0;
      m.headField = head;
      m.headLine = line;
      mentions.add(m);
      eidsWithMention.add(eid);
      eidsOfThisDocument.add(eid);
      if (parts > 1) {
        unfinishedParts.computeIfAbsent(eid, x -> new ArrayList<>()).add(m);
      }
    }
    if (single) {
      if (m != null) {
        closed(m, false);
      }
    } else {
      if (m == null) { // a placeholder, so that its closing is not reported again
        m = new Mention(eid == null ? text : eid, sentences, 0, -1);
        m.dropped = true;
      }
      m.open = true;
      openMentions.computeIfAbsent(m.eid, x -> new ArrayDeque<>()).push(m);
    }
  }

  /** The head field checked: null for missing or 0 (first node), else a positive integer. */
  private String checkHead(String head, String eid) {
    boolean number = digits(head, 0, head.length()) && head.length() <= 9;
    if (number && Integer.parseInt(head) == 0) {
      return null;
    }
    if (!number) {
      report(
          ProblemKind.CONLLU_BAD_HEAD,
          "head '"
              + head
              + "' of a mention of "
              + eid
              + " is not a node number (the CorefUD scorer stops); head = the mention's first"
              + " node");
      return null;
    }
    return head;
  }

  /** The earliest unfinished discontinuous mention of eid that is not open, or null (reported). */
  private Mention nextPart(String eid, int index) {
    List<Mention> candidates = unfinishedParts.getOrDefault(eid, List.of());
    for (Mention m : candidates) {
      if (!m.open && !m.dropped) {
        if (m.sentence != sentences) {
          m.dropped = true;
          report(
              ProblemKind.CONLLU_CROSS_SENTENCE,
              "part "
                  + index
                  + " of a discontinuous mention of "
                  + eid
                  + " begun in sentence "
                  + (m.sentence + 1)
                  + " (cross-sentence mentions are not supported); the mention is dropped");
          return null;
        }
        return m;
      }
    }
    report(
        ProblemKind.CONLLU_BAD_DISCONTINUOUS,
        "part "
            + index
            + " of a discontinuous mention of "
            + eid
            + " without an earlier part waiting for it; ignored");
    return null;
  }

  private void closing(String text, int position) {
    Object[] eidPart = eidPart(text);
    if (eidPart == null) {
      return;
    }
    String eid = (String) eidPart[0];
    ArrayDeque<Mention> stack = openMentions.get(eid);
    if (stack == null || stack.isEmpty()) {
      report(
          ProblemKind.CONLLU_UNMATCHED_CLOSING,
          "closing " + text + ") without an open mention of " + eid + "; ignored");
      return;
    }
    Mention m = stack.pop();
    m.open = false;
    if (m.dropped) {
      return;
    }
    if (m.sentence != sentences) {
      m.dropped = true;
      report(
          ProblemKind.CONLLU_CROSS_SENTENCE,
          "closing "
              + text
              + ") of a mention opened in sentence "
              + (m.sentence + 1)
              + " (line "
              + (firstLine + m.line)
              + "; cross-sentence mentions are not supported); the mention is dropped");
      return;
    }
    int from = Arrays.binarySearch(nodes, 0, nodeCount, m.last());
    for (int i = from + 1; i < nodeCount; i++) {
      m.add(nodes[i]);
    }
    closed(m, true);
  }

  /** A mention's part is closed: the mention is finished unless parts are still to come. */
  private void closed(Mention m, boolean applyHead) {
    if (m.parts > 0 && m.partsSeen < m.parts) {
      return;
    }
    m.finished = true;
    if (m.parts > 1) {
      unfinishedParts.get(m.eid).remove(m);
    }
    m.head = m.first();
    if ((applyHead || m.parts > 0) && m.headField != null) {
      long index = Long.parseLong(m.headField);
      if (index > m.size) {
        problems.accept(
            severity(
                Problem.of(
                    ProblemKind.CONLLU_BAD_HEAD,
                    file,
                    name,
                    m.headLine,
                    "head "
                        + index
                        + " of a mention of "
                        + m.eid
                        + " that has "
                        + m.size
                        + (m.size == 1 ? " node" : " nodes")
                        + " (the CorefUD scorer stops); head = the mention's first node [sentence "
                        + (m.sentence + 1)
                        + "]")));
      } else {
        m.head = m.nodes[(int) index - 1];
      }
    }
  }

  private void report(ProblemKind kind, String message) {
    problems.accept(severity(Problem.of(kind, file, name, line, message + sentenceSuffix(kind))));
  }

  private String sentenceSuffix(ProblemKind kind) {
    return name == null || kind == ProblemKind.CONLLU_MISSING_NEWDOC
        ? ""
        : " [sentence " + (sentences + 1) + "]";
  }

  /** In lenient reading a broken mention is dropped with a warning instead of an error. */
  private Problem severity(Problem problem) {
    return lenient && problem.severity() == Severity.ERROR
        ? problem.withSeverity(Severity.WARNING)
        : problem;
  }
}
