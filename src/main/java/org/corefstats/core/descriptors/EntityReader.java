package org.corefstats.core.descriptors;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * The entities of a udapi document from the MISC {@code Entity} attributes of its nodes, as udapi
 * reads them (DESCRIPTORS.md §3): chunks left to right (§3.2), fields paired with the {@code #
 * global.Entity} header (§3.3), mention nodes and head (§3.4), discontinuous parts (§3.5), entity
 * identity by eid within the udapi document (§3.6), mention and entity order (§3.7-3.8). Where
 * udapi stops while loading, a located problem says so and the mention is read as its brackets
 * allow.
 */
final class EntityReader {
  private static final Pattern PART = Pattern.compile("(.*)\\[(\\d+)/(\\d+)\\]");

  /**
   * Mention order (§3.7): first node; more nodes first; earlier last node; eid. Entities are
   * ordered by their first mentions the same way (§3.8).
   */
  static final Comparator<Mention> ORDER =
      (a, b) -> {
        int c = Integer.compare(a.first(), b.first());
        if (c == 0) {
          c = Integer.compare(b.nodes.size(), a.nodes.size());
        }
        if (c == 0) {
          c = Integer.compare(a.last(), b.last());
        }
        return c != 0 ? c : a.eid.compareTo(b.eid);
      };

  /** An entity: its eid and its mentions in mention order. */
  record Entity(String eid, List<Mention> mentions) {}

  /** An open part of a mention: where its bracket opened, which part it is, its head field. */
  private record Open(
      Mention mention,
      int sentence,
      int node,
      String headValue,
      boolean last,
      boolean discontinuous) {}

  private final String file;
  private final List<Problem> problems;
  private final int eidField;
  private final int headField;
  private final List<Mention> mentions = new ArrayList<>();
  private final Map<String, ArrayDeque<Open>> open = new HashMap<>();
  private final Map<String, List<Mention>> unfinished = new HashMap<>();

  /** §3.10: eids named before {@code <} in {@code SplitAnte} or {@code Bridge}, first line. */
  private final Map<String, Long> named = new LinkedHashMap<>();

  private EntityReader(String file, String header, List<Problem> problems) {
    this.file = file;
    this.problems = problems;
    List<String> fields = List.of((header == null ? "eid-etype-head-other" : header).split("-"));
    this.eidField = fields.indexOf("eid");
    this.headField = fields.indexOf("head");
  }

  /** The entities of {@code document} in entity order; problems are added to {@code problems}. */
  static List<Entity> entities(String file, UdapiDocument document, List<Problem> problems) {
    EntityReader reader = new EntityReader(file, document.entityHeader(), problems);
    reader.read(document);
    List<Entity> entities = reader.entities();
    reader.checkNamed(entities);
    return entities;
  }

  private void read(UdapiDocument document) {
    List<UdapiSentence> sentences = document.sentences();
    boolean headerChecked = document.entityHeader() != null;
    int position = 0;
    for (int s = 0; s < sentences.size(); s++) {
      UdapiSentence sentence = sentences.get(s);
      for (int k = 0; k < sentence.nodes().size(); k++) {
        UdapiNode node = sentence.nodes().get(k);
        String value = entityValue(node.misc());
        if (value == null) {
          continue;
        }
        if (!headerChecked) {
          headerChecked = true;
          stops(
              node.line(),
              "Entity= without a # global.Entity header: udapi stops while loading"
                  + " (ValueError: No global.Entity header found); read with eid-etype-head-other");
        }
        chunks(value, sentence, s, k, position);
        links(node);
      }
      position += sentence.nodes().size();
    }
    for (ArrayDeque<Open> stack : open.values()) {
      for (Open o : stack) {
        o.mention().dropped = true;
        UdapiNode node = sentences.get(o.sentence()).nodes().get(o.node());
        problems.add(
            Problem.of(
                ProblemKind.DESCRIPTORS_MENTION_DROPPED,
                file,
                null,
                node.line(),
                "mention of " + o.mention().eid + " opened here never closed: dropped"));
      }
    }
  }

  private static String entityValue(String misc) {
    if (misc.equals("_")) {
      return null;
    }
    for (String attribute : misc.split("\\|")) {
      if (attribute.startsWith("Entity=")) {
        return attribute.substring("Entity=".length());
      }
    }
    return null;
  }

  /**
   * §3.2: the chunks of an {@code Entity} value left to right, as the block's regex {@code
   * \\([^()]+\\)?|[^()]+\\)} finds them: an opening bracket with its text and perhaps its closing
   * bracket, or a text with a closing bracket; anything else is skipped.
   */
  private void chunks(String value, UdapiSentence sentence, int s, int k, int position) {
    int n = value.length();
    int p = 0;
    while (p < n) {
      char c = value.charAt(p);
      int q = c == '(' ? p + 1 : p;
      while (q < n && value.charAt(q) != '(' && value.charAt(q) != ')') {
        q++;
      }
      boolean closed = q < n && value.charAt(q) == ')';
      if (c == '(' && q > p + 1) {
        int end = closed ? q + 1 : q;
        chunk(value.substring(p, end), sentence, s, k, position);
        p = end;
      } else if (c != '(' && c != ')' && closed) {
        chunk(value.substring(p, q + 1), sentence, s, k, position);
        p = q + 1;
      } else {
        p = c == '(' || c == ')' ? p + 1 : q; // no chunk starts here nor inside the text
      }
    }
  }

  /**
   * §3.10: the eids a node with {@code Entity} names in {@code Bridge} (targets, {@code
   * target<source}) and {@code SplitAnte} (or the old {@code Split}; antecedents, {@code
   * ante<this}): udapi creates an entity for each, which must get a mention.
   */
  private void links(UdapiNode node) {
    String misc = node.misc();
    if (misc.indexOf("Bridge=") < 0 && misc.indexOf("Split") < 0) {
      return;
    }
    String bridge = null;
    String splitAnte = null;
    String split = null;
    for (String attribute : misc.split("\\|")) {
      if (attribute.startsWith("Bridge=")) {
        bridge = attribute.substring("Bridge=".length());
      } else if (attribute.startsWith("SplitAnte=")) {
        splitAnte = attribute.substring("SplitAnte=".length());
      } else if (attribute.startsWith("Split=")) {
        split = attribute.substring("Split=".length());
      }
    }
    for (String value : new String[] {bridge, splitAnte != null ? splitAnte : split}) {
      if (value == null || value.isEmpty()) {
        continue;
      }
      for (String link : value.split(",")) {
        int lt = link.indexOf('<');
        if (lt > 0) {
          named.putIfAbsent(link.substring(0, lt), node.line());
        }
      }
    }
  }

  /** §3.10, §11: an eid named in a link but given no mention stops udapi's loading. */
  private void checkNamed(List<Entity> entities) {
    if (named.isEmpty()) {
      return;
    }
    java.util.Set<String> defined = new java.util.HashSet<>();
    entities.forEach(e -> defined.add(e.eid()));
    named.forEach(
        (eid, line) -> {
          if (!defined.contains(eid)) {
            stops(
                line,
                "entity "
                    + eid
                    + " is named in SplitAnte or Bridge (here) but has no mention: udapi stops"
                    + " while loading (ValueError: Entity "
                    + eid
                    + " referenced in SplitAnte or Bridge, but not defined with Entity); described"
                    + " without it");
          }
        });
  }

  private void chunk(String chunk, UdapiSentence sentence, int s, int k, int position) {
    if (!chunk.startsWith("(")) {
      close(chunk.substring(0, chunk.length() - 1), sentence, s, k, position, false);
      return;
    }
    boolean single = chunk.endsWith(")");
    String[] values = chunk.substring(1, chunk.length() - (single ? 1 : 0)).split("-", -1);
    String written = field(values, eidField);
    String headValue = field(values, headField);
    if (written == null || written.isEmpty()) {
      stops(
          sentence.nodes().get(k).line(),
          "mention '" + chunk + "' without an eid: udapi stops" + " while loading; ignored");
      return;
    }
    Matcher part = written.endsWith("]") ? PART.matcher(written) : null;
    boolean discontinuous = part != null && part.matches();
    String eid = discontinuous ? part.group(1) : written;
    int index = discontinuous ? Integer.parseInt(part.group(2)) : 1;
    int parts = discontinuous ? Integer.parseInt(part.group(3)) : 1;
    Mention mention = index > 1 ? waiting(eid) : null;
    if (mention == null) {
      mention = new Mention(eid);
      mentions.add(mention);
      if (discontinuous) {
        unfinished.computeIfAbsent(eid, e -> new ArrayList<>()).add(mention);
      }
    }
    mention.openParts++;
    open.computeIfAbsent(written, w -> new ArrayDeque<>())
        .push(new Open(mention, s, k, headValue, index >= parts, discontinuous));
    if (single) {
      close(written, sentence, s, k, position, !discontinuous);
    }
  }

  /** §3.5: the earliest-begun discontinuous mention of {@code eid} not complete and not open. */
  private Mention waiting(String eid) {
    for (Mention m : unfinished.getOrDefault(eid, List.of())) {
      if (!m.complete && m.openParts == 0) {
        return m;
      }
    }
    return null;
  }

  private void close(
      String written, UdapiSentence sentence, int s, int k, int position, boolean singleNode) {
    UdapiNode node = sentence.nodes().get(k);
    ArrayDeque<Open> stack = open.get(written);
    if (stack == null || stack.isEmpty()) {
      stops(
          node.line(),
          "closing bracket '"
              + written
              + ")' without an open mention: udapi stops"
              + " while loading (ValueError); ignored");
      return;
    }
    Open o = stack.pop();
    Mention mention = o.mention();
    mention.openParts--;
    if (o.sentence() != s) {
      mention.dropped = true;
      stops(
          node.line(),
          "mention of "
              + written
              + " crosses a sentence boundary: udapi stops"
              + " while loading (ValueError); dropped");
      return;
    }
    mention.addNodes(sentence, s, position, o.node(), k);
    if (singleNode) {
      mention.head = node;
      mention.headPosition = position + k;
      mention.complete = true;
    } else if (o.last()) {
      mention.complete = true;
      head(mention, o.headValue(), node.line());
    }
  }

  /** §3.4: the head-th node (1-based, empty nodes counted); missing or 0 the first node. */
  private void head(Mention mention, String headValue, long line) {
    int index = 1;
    if (headValue != null && !headValue.isEmpty()) {
      try {
        index = Integer.parseInt(headValue);
      } catch (NumberFormatException e) {
        stops(
            line,
            "head '"
                + headValue
                + "' of a mention of "
                + mention.eid
                + " is not a number:"
                + " udapi stops while loading (ValueError); first node taken");
      }
      if (index > mention.nodes.size() || index < 0) {
        stops(
            line,
            "head "
                + index
                + " beyond the "
                + mention.nodes.size()
                + " nodes of a mention"
                + " of "
                + mention.eid
                + ": udapi stops while loading (ValueError); first node taken");
        index = 1;
      }
    }
    int h = Math.max(index, 1) - 1;
    mention.head = mention.nodes.get(h);
    mention.headPosition = mention.position(h);
  }

  private static String field(String[] values, int index) {
    return index >= 0 && index < values.length ? values[index] : null;
  }

  private void stops(long line, String message) {
    problems.add(Problem.of(ProblemKind.DESCRIPTORS_UDAPI_STOPS, file, null, line, message));
  }

  /** Kept mentions grouped by eid; an unfinished discontinuous mention heads its first node. */
  private List<Entity> entities() {
    Map<String, List<Mention>> byEid = new LinkedHashMap<>();
    for (Mention m : mentions) {
      if (m.dropped || m.nodes.isEmpty()) {
        continue;
      }
      if (m.head == null) {
        m.head = m.nodes.get(0);
        m.headPosition = m.first();
      }
      byEid.computeIfAbsent(m.eid, e -> new ArrayList<>()).add(m);
    }
    List<Entity> entities = new ArrayList<>();
    for (Map.Entry<String, List<Mention>> e : byEid.entrySet()) {
      List<Mention> sorted = new ArrayList<>(e.getValue());
      sorted.sort(ORDER);
      entities.add(new Entity(e.getKey(), List.copyOf(sorted)));
    }
    entities.sort(Comparator.comparing((Entity e) -> e.mentions().get(0), ORDER));
    return entities;
  }
}
