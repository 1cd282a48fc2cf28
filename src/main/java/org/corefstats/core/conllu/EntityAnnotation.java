package org.corefstats.core.conllu;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.ProblemKind;

/**
 * The coreference annotation of a CorefUD CoNLL-U file (docs/explanation/corefud-and-coval.md
 * 1.3-1.5): the {@code # global.Entity} header, and in each node's MISC the {@code Entity=}
 * brackets that open and close mentions (discontinuous ones in parts {@code eid[i/n]}, heads by the
 * header's {@code head} field) and the {@code SplitAnte=} and {@code Bridge=} links, which are
 * checked but not scored. {@link ConlluParser} reads the nodes and sentences and hands each MISC
 * here; every broken bracket is a problem at its {@link ConlluPlace}.
 */
final class EntityAnnotation {
  private static final String[] DEFAULT_HEADER = {"eid", "etype", "head", "other"};
  private static final Pattern PART = Pattern.compile("(.*)\\[(\\d{1,9})/(\\d{1,9})\\]");

  private final ConlluPlace place;
  private final SentenceNodes sentenceNodes;

  // file state
  private String[] header;
  private String headerValue;
  private int eidField = 0;
  private int headField = 2;
  private int etypeField = 1;
  private boolean reportedMissingHeader;
  private final Set<String> eidsWithMention = new HashSet<>();
  private final Set<String> eidsOfEarlierDocuments = new HashSet<>();
  private final Set<String> eidsOfThisDocument = new HashSet<>();
  private boolean reportedAcrossDocuments;
  private final List<Object[]> references = new ArrayList<>(); // {eid, document, line}

  /**
   * The etype of each eid of the file so far (ANAPHORS.md 1.2): set by its first opening bracket
   * (null: the field is absent), replaced only while absent, by a non-empty one.
   */
  private final Map<String, String> entityTypes = new HashMap<>();

  /** One copy of each UPOS value read at a mention's head. */
  private final Map<String, String> tags = new HashMap<>();

  // document state
  private final List<ConlluMention> mentions = new ArrayList<>();
  private final Map<String, ArrayDeque<ConlluMention>> openMentions = new HashMap<>();
  private final Map<String, List<ConlluMention>> unfinishedParts = new HashMap<>();

  /** Reading at {@code place}, the nodes of the sentence being read in {@code sentenceNodes}. */
  EntityAnnotation(ConlluPlace place, SentenceNodes sentenceNodes) {
    this.place = place;
    this.sentenceNodes = sentenceNodes;
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
      etypeField = indexOf(fields, "etype");
    }
  }

  /** The file's {@code # global.Entity} line. */
  void header(String value) {
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
    etypeField = indexOf(fields, "etype");
  }

  private static int indexOf(String[] fields, String name) {
    for (int i = 0; i < fields.length; i++) {
      if (fields[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The end of a document: mentions never closed are dropped and discontinuous ones missing parts
   * kept as read (both reported); the finished mentions in the order they were opened.
   */
  List<ConlluMention> endDocument() {
    for (ArrayDeque<ConlluMention> stack : openMentions.values()) {
      for (ConlluMention m : stack) {
        if (!m.dropped) {
          m.dropped = true;
          place.reportAt(
              ProblemKind.CONLLU_UNCLOSED_MENTION,
              place.document,
              place.firstLine + m.line,
              "mention of "
                  + m.eid
                  + " opened in sentence "
                  + (m.sentence + 1)
                  + " is never closed; dropped (as Udapi 0.4 drops it)");
        }
      }
    }
    for (List<ConlluMention> parts : unfinishedParts.values()) {
      for (ConlluMention m : parts) {
        if (!m.dropped && !m.open) {
          place.reportAt(
              ProblemKind.CONLLU_BAD_DISCONTINUOUS,
              place.document,
              place.firstLine + m.line,
              "discontinuous mention of "
                  + m.eid
                  + " in sentence "
                  + (m.sentence + 1)
                  + " has "
                  + m.partsSeen
                  + " of its "
                  + m.parts
                  + " parts; kept with the nodes read, head = its first node");
          m.finished = true;
          m.head = m.first();
          m.headTag = m.firstTag;
        }
      }
    }
    List<ConlluMention> kept = new ArrayList<>();
    for (ConlluMention m : mentions) {
      if (m.finished && !m.dropped) {
        kept.add(m);
      }
    }
    for (String eid : eidsOfThisDocument) {
      if (eidsOfEarlierDocuments.contains(eid) && !reportedAcrossDocuments) {
        reportedAcrossDocuments = true;
        place.reportAt(
            ProblemKind.CONLLU_ENTITY_ACROSS_DOCUMENTS,
            place.document,
            place.firstLine,
            "entity "
                + eid
                + " also has mentions in an earlier document; as CorefUD, each document"
                + " has its own entity (first such case in the file)");
      }
    }
    eidsOfEarlierDocuments.addAll(eidsOfThisDocument);
    eidsOfThisDocument.clear();
    mentions.clear();
    openMentions.clear();
    unfinishedParts.clear();
    return kept;
  }

  /**
   * The etype of each eid with a mention in the document being read, as known now (a later document
   * of the file can still fill an absent one: the reference reads the whole file first; such an eid
   * is reported as an entity across documents).
   */
  Map<String, String> documentTypes() {
    Map<String, String> types = new HashMap<>();
    for (String eid : eidsOfThisDocument) {
      types.put(eid, entityTypes.get(eid));
    }
    return types;
  }

  /** The end of the file: entities named by links but without a mention. */
  void endFile() {
    for (Object[] r : references) {
      if (!eidsWithMention.contains((String) r[0])) {
        place.reportAt(
            ProblemKind.CONLLU_UNDEFINED_LINK_ENTITY,
            (String) r[1],
            (Long) r[2],
            "entity "
                + r[0]
                + " is named in SplitAnte= or Bridge= but has no mention in the file;"
                + " the link is not scored anyway");
      }
    }
  }

  /** The MISC field of the node at {@code position}: its {@code Entity=} brackets and links. */
  void misc(String misc, int position) {
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
      references.add(new Object[] {target, place.document, place.line});
      references.add(new Object[] {source, place.document, place.line});
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
      etypeField = 1;
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
    if (eid != null) {
      type(eid, etypeField >= 0 && etypeField < fields.length ? fields[etypeField] : null);
    }
    if (head != null && (parts > 0 || !single)) {
      head = checkHead(head, eid == null ? text : eid);
    }
    ConlluMention m;
    if (eid == null) {
      m = null;
    } else if (index > 1) {
      m = nextPart(eid, index);
      if (m != null) {
        m.add(position);
        m.partsSeen = index;
        m.headField = head;
        m.headLine = place.line;
      }
    } else {
      m =
          new ConlluMention(
              eid, place.sentence, (int) (place.line - place.firstLine), mentions.size());
      m.add(position);
      m.firstTag = tagAt(position);
      m.parts = parts;
      m.partsSeen = parts > 0 ? 1 : 0;
      m.headField = head;
      m.headLine = place.line;
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
        m = new ConlluMention(eid == null ? text : eid, place.sentence, 0, -1);
        m.dropped = true;
      }
      m.open = true;
      openMentions.computeIfAbsent(m.eid, x -> new ArrayDeque<>()).push(m);
    }
  }

  /** The head field checked: null for missing or 0 (first node), else a positive integer. */
  private String checkHead(String head, String eid) {
    boolean number = ConlluParser.digits(head, 0, head.length()) && head.length() <= 9;
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
  private ConlluMention nextPart(String eid, int index) {
    List<ConlluMention> candidates = unfinishedParts.getOrDefault(eid, List.of());
    for (ConlluMention m : candidates) {
      if (!m.open && !m.dropped) {
        if (m.sentence != place.sentence) {
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
    ArrayDeque<ConlluMention> stack = openMentions.get(eid);
    if (stack == null || stack.isEmpty()) {
      report(
          ProblemKind.CONLLU_UNMATCHED_CLOSING,
          "closing " + text + ") without an open mention of " + eid + "; ignored");
      return;
    }
    ConlluMention m = stack.pop();
    m.open = false;
    if (m.dropped) {
      return;
    }
    if (m.sentence != place.sentence) {
      m.dropped = true;
      report(
          ProblemKind.CONLLU_CROSS_SENTENCE,
          "closing "
              + text
              + ") of a mention opened in sentence "
              + (m.sentence + 1)
              + " (line "
              + (place.firstLine + m.line)
              + "; cross-sentence mentions are not supported); the mention is dropped");
      return;
    }
    for (int i = sentenceNodes.indexOf(m.last()) + 1; i < sentenceNodes.count(); i++) {
      m.add(sentenceNodes.position(i));
    }
    closed(m, true);
  }

  /** A mention's part is closed: the mention is finished unless parts are still to come. */
  private void closed(ConlluMention m, boolean applyHead) {
    if (m.parts > 0 && m.partsSeen < m.parts) {
      return;
    }
    m.finished = true;
    if (m.parts > 1) {
      unfinishedParts.get(m.eid).remove(m);
    }
    m.head = m.first();
    m.headTag = m.firstTag;
    if ((applyHead || m.parts > 0) && m.headField != null) {
      long index = Long.parseLong(m.headField);
      if (index > m.size) {
        place.reportAt(
            ProblemKind.CONLLU_BAD_HEAD,
            place.document,
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
                + "]");
      } else {
        m.head = m.nodes[(int) index - 1];
        m.headTag = tagAt(m.head);
      }
    }
  }

  /** The etype field of an opening bracket of {@code eid} (null: absent), as 1.2 keeps it. */
  private void type(String eid, String etype) {
    if (!entityTypes.containsKey(eid)) {
      entityTypes.put(eid, etype);
    } else if (entityTypes.get(eid) == null && etype != null && !etype.isEmpty()) {
      entityTypes.put(eid, etype);
    }
  }

  /** The UPOS of the node of this sentence at {@code position}, or null. */
  private String tagAt(int position) {
    int i = sentenceNodes.indexOf(position);
    String tag = i < 0 ? null : sentenceNodes.tag(i);
    return tag == null ? null : tags.computeIfAbsent(tag, t -> t);
  }

  private void report(ProblemKind kind, String message) {
    place.report(kind, message);
  }
}
