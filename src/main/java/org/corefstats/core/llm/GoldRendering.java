package org.corefstats.core.llm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.corefstats.core.conllu.ConlluFormat;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.format.ReadOptions;

/**
 * One gold document prepared as the track's conllu2text and conllu2json prepare it
 * (docs/explanation/llm-outputs.md 2.3, 2.5, 3.1): its skeleton ({@link SkeletonReader}), its gold
 * mentions (read by corefstats' CoNLL-U reader, {@link ConlluFormat}, and put on the skeleton's
 * nodes), MoveHead on every mention from the file's head, then SingleParent; with {@code
 * --zero_mentions} the empty nodes shifted after their parents with the reference's float
 * arithmetic. Then, word by word, the mentions are reduced to the run with their head as the
 * renderers meet them. The skeleton's documents and the CoNLL-U reader's are paired by position:
 * both cut at every {@code # newdoc}.
 */
final class GoldRendering {
  /** A gold mention: its entity, its current nodes (in node order), its head and its order. */
  static final class Mention {
    final String eid;
    final int goldOrder;
    List<TreeNode> words;
    final TreeNode head;

    Mention(String eid, int goldOrder, List<TreeNode> words, TreeNode head) {
      this.eid = eid;
      this.goldOrder = goldOrder;
      this.words = words;
      this.head = head;
    }
  }

  /** A run of a mention's span: the ID values of its first and last node. */
  record Run(double lo, double hi) {}

  final int index;
  final SkeletonDocument skeleton;
  final String file;
  final long line;
  final List<Mention> mentions = new ArrayList<>();
  private final Map<TreeNode, Double> value = new IdentityHashMap<>();
  private final Map<TreeNode, List<TreeNode>> sentenceOrder = new IdentityHashMap<>();
  private final Map<TreeNode, Integer> documentIndex = new IdentityHashMap<>();
  private final Map<TreeNode, List<Mention>> mentionsOf = new IdentityHashMap<>();

  private GoldRendering(int index, SkeletonDocument skeleton, String file, long line) {
    this.index = index;
    this.skeleton = skeleton;
    this.file = file;
    this.line = line;
  }

  /**
   * The documents of a gold CoNLL-U text, prepared; problems of reading and of the reference's
   * crashes (8.7, 8.12) go to {@code problems}.
   */
  static List<GoldRendering> prepare(
      String conllu, String file, boolean zeroMentions, Consumer<Problem> problems) {
    List<SkeletonDocument> skeletons = SkeletonReader.read(conllu);
    List<Document> gold = new ArrayList<>();
    try (DocumentStream stream =
        new ConlluFormat()
            .read(
                new ByteArrayInputStream(conllu.getBytes(StandardCharsets.UTF_8)),
                file,
                ReadOptions.of(false, false),
                problems)) {
      for (Document d; (d = stream.next()) != null; ) {
        gold.add(d);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<GoldRendering> out = new ArrayList<>();
    for (int k = 0; k < skeletons.size(); k++) {
      Document document = k < gold.size() ? gold.get(k) : null;
      GoldRendering r =
          new GoldRendering(k, skeletons.get(k), file, document == null ? 0 : document.firstLine());
      if (document != null) {
        r.readMentions(document);
      }
      r.prepare(zeroMentions, problems);
      out.add(r);
    }
    return out;
  }

  /** The gold mentions on the skeleton's nodes, by their CoNLL-U positions ({@link Document}). */
  private void readMentions(Document document) {
    Map<Integer, TreeNode> byPosition = new HashMap<>();
    int before = 0;
    List<SkeletonSentence> sentences = skeleton.sentences();
    for (int s = 0; s < sentences.size(); s++) {
      for (TreeNode node : sentences.get(s).nodesAndEmpty()) {
        int e = node.minor() < 10 ? node.minor() * 10 : node.minor();
        byPosition.put((before + s + node.major()) * Document.NODE_SLOT + e, node);
      }
      before += sentences.get(s).regularNodes().size();
    }
    for (int entity = 0; entity < document.entityCount(); entity++) {
      int start = document.entityStart(entity);
      for (int m = start; m < start + document.entitySize(entity); m++) {
        List<TreeNode> words = new ArrayList<>();
        for (int position : document.mentionNodes(m)) {
          TreeNode node = byPosition.get(position);
          if (node != null) {
            words.add(node);
          }
        }
        if (words.isEmpty()) {
          continue;
        }
        TreeNode head = byPosition.get(document.mentionHead(m));
        mentions.add(
            new Mention(
                document.entityId(entity),
                mentions.size(),
                words,
                head == null || !words.contains(head) ? words.get(0) : head));
      }
    }
  }

  /** MoveHead (6.2), SingleParent (6.5), the shift of 2.5 with {@code zeroMentions}. */
  private void prepare(boolean zeroMentions, Consumer<Problem> problems) {
    List<Mention> moved = new ArrayList<>();
    for (Mention m : mentions) {
      MoveHead.Outcome outcome = MoveHead.find(m.words, m.head);
      if (outcome.noRegularCandidate()) {
        problems.accept(
            problem(
                ProblemKind.LLM_NO_REGULAR_HEAD,
                "mention of "
                    + m.eid
                    + " at "
                    + m.words.get(0)
                    + ": MoveHead's head candidates are empty nodes with only empty parents;"
                    + " its head is kept (the reference crashes, "
                    + "docs/explanation/llm-outputs.md 8.12)"));
      }
      moved.add(new Mention(m.eid, m.goldOrder, m.words, outcome.head()));
    }
    mentions.clear();
    mentions.addAll(moved);
    SingleParent.apply(skeleton);
    for (SkeletonSentence sentence : skeleton.sentences()) {
      value.put(sentence.root(), 0.0);
      sentence.regularNodes().forEach(n -> value.put(n, (double) n.major()));
      List<TreeNode> empty = new ArrayList<>(sentence.emptyNodes());
      empty.forEach(n -> value.put(n, Double.parseDouble(n.id())));
      if (zeroMentions) {
        for (TreeNode node : sentence.nodesAndEmpty()) {
          if (node.isEmpty()) {
            shift(node, empty, problems);
          }
        }
      }
      List<TreeNode> order = new ArrayList<>(sentence.regularNodes());
      order.addAll(empty);
      order.sort(Comparator.comparingDouble(value::get)); // stable: regular nodes first on ties
      order.forEach(n -> sentenceOrder.put(n, order));
    }
    for (TreeNode n : skeleton.sentences().stream().flatMap(s -> orderOf(s).stream()).toList()) {
      documentIndex.put(n, documentIndex.size());
    }
    // A mention's nodes stay in the order read (udapi sorts them when they are set, by the values
    // of then): its first and last node for conllu2json are those until it is reduced.
    for (Mention m : mentions) {
      m.words.forEach(w -> mentionsOf.computeIfAbsent(w, k -> new ArrayList<>()).add(m));
    }
  }

  /**
   * The reference's {@code shift_empty_node} (2.5 step 2): after the first enhanced parent, with
   * Python's float arithmetic; a node without DEPS stays and is reported (8.7).
   */
  private void shift(TreeNode node, List<TreeNode> empty, Consumer<Problem> problems) {
    List<TreeNode.EnhancedDep> deps = node.deps();
    if (deps.isEmpty()) {
      problems.accept(
          problem(
              ProblemKind.LLM_EMPTY_NODE_WITHOUT_DEPS,
              "sentence "
                  + (node.sentence() + 1)
                  + ", empty node "
                  + node.id()
                  + ": no enhanced parent to write it after (--zero-mentions); left in place"
                  + " (the reference's conllu2text -z crashes, "
                  + "docs/explanation/llm-outputs.md 8.7)"));
      return;
    }
    double parent = value.get(deps.get(0).parent());
    if (integerPart(value.get(node)) == parent) {
      return;
    }
    double shifted = parent + 0.1;
    for (TreeNode e : empty) {
      if (integerPart(value.get(e)) == parent) {
        shifted += 0.1;
      }
    }
    value.put(node, shifted);
    empty.sort(Comparator.comparingDouble(value::get));
  }

  /**
   * Reports each gold mention the rendering cannot write as it is, before any is reduced: a span of
   * several parts (2.3), and in the markup ({@code text}) a zero mention or an empty first or last
   * node without {@code zeroMentions} (2.4), a first or last FORM with a space or a pipe, which
   * clean never matches (2.1, 4.2).
   */
  void reportLosses(boolean text, boolean zeroMentions, Consumer<Problem> problems) {
    for (Mention m : mentions) {
      String at = "mention of " + m.eid + " at " + m.words.get(0) + ": ";
      int parts = runs(m).size();
      if (parts > 1) {
        problems.accept(
            problem(
                ProblemKind.LLM_RENDERING_LOSS,
                at
                    + "a span of "
                    + parts
                    + " parts, written as the part with its head "
                    + "(docs/explanation/llm-outputs.md 2.3)"));
      }
      if (!text) {
        continue;
      }
      TreeNode first = m.words.get(0);
      TreeNode last = m.words.get(m.words.size() - 1);
      if (!zeroMentions && m.words.stream().allMatch(TreeNode::isEmpty)) {
        problems.accept(
            problem(
                ProblemKind.LLM_RENDERING_LOSS,
                at
                    + "a zero mention, not written without --zero-mentions "
                    + "(docs/explanation/llm-outputs.md 2.4)"));
      } else if (!zeroMentions && (first.isEmpty() || last.isEmpty())) {
        problems.accept(
            problem(
                ProblemKind.LLM_RENDERING_LOSS,
                at
                    + "its "
                    + (first.isEmpty() ? "first" : "last")
                    + " node is an empty node, whose bracket is not written without"
                    + " --zero-mentions (docs/explanation/llm-outputs.md 2.4)"));
      }
      for (TreeNode end : first == last ? List.of(first) : List.of(first, last)) {
        if (!end.isEmpty() && (end.form().contains(" ") || end.form().contains("|"))) {
          problems.accept(
              problem(
                  ProblemKind.LLM_RENDERING_LOSS,
                  at
                      + "the FORM '"
                      + end.form()
                      + "' has a "
                      + (end.form().contains(" ") ? "space" : "pipe")
                      + ", which clean never matches: its tags are lost when read back"
                      + " (docs/explanation/llm-outputs.md 2.1, 4.2)"));
        }
      }
    }
  }

  /** Python's {@code int(x)} of a non-negative ID value, as a number compared with a float. */
  private static double integerPart(double x) {
    return (double) (long) x;
  }

  /** A problem of this document, located by file, document name and its first line. */
  Problem problem(ProblemKind kind, String message) {
    return Problem.of(
        kind,
        file,
        skeleton.name().isEmpty() ? null : skeleton.name(),
        line,
        "document " + (index + 1) + ", " + message);
  }

  /** The sentence's nodes by current ID value (udapi's {@code descendants_and_empty}). */
  private List<TreeNode> orderOf(SkeletonSentence sentence) {
    List<TreeNode> regular = sentence.regularNodes();
    if (!regular.isEmpty()) {
      return sentenceOrder.get(regular.get(0));
    }
    return sentence.emptyNodes();
  }

  /** The words written: all nodes by current value with {@code zeroMentions}, else regular ones. */
  List<TreeNode> words(boolean zeroMentions) {
    List<TreeNode> all = new ArrayList<>();
    for (SkeletonSentence s : skeleton.sentences()) {
      all.addAll(zeroMentions ? orderOf(s) : s.regularNodes());
    }
    return all;
  }

  /** udapi's {@code doc.nodes_and_empty} after the shift: every node of every sentence. */
  List<TreeNode> nodesAndEmpty() {
    return words(true);
  }

  double value(TreeNode node) {
    return value.get(node);
  }

  /** The mentions over {@code node} now, in mention order (first node, then longer first). */
  List<Mention> mentionsOf(TreeNode node) {
    List<Mention> of = new ArrayList<>(mentionsOf.getOrDefault(node, List.of()));
    of.sort(mentionOrder());
    return of;
  }

  /** udapi's mention order: by first node, the longer first, then by head, then gold order. */
  Comparator<Mention> mentionOrder() {
    return Comparator.<Mention>comparingInt(m -> documentIndex.get(m.words.get(0)))
        .thenComparing(m -> -m.words.size())
        .thenComparingInt(m -> documentIndex.get(m.head))
        .thenComparingInt(m -> m.goldOrder);
  }

  /** The runs of the mention's span (udapi's {@code nodes_to_span}) in the current node order. */
  List<Run> runs(Mention m) {
    List<TreeNode> order = sentenceOrder.get(m.words.get(0));
    List<Run> runs = new ArrayList<>();
    int i = 0;
    while (i < order.size()) {
      if (!m.words.contains(order.get(i))) {
        i++;
        continue;
      }
      int j = i;
      while (j + 1 < order.size() && m.words.contains(order.get(j + 1))) {
        j++;
      }
      runs.add(new Run(value(order.get(i)), value(order.get(j))));
      i = j + 1;
    }
    return runs;
  }

  /**
   * The reference's {@code reduce_discontinuous_mention} (2.3 step 2) when the span has several
   * runs: the mention becomes the nodes whose value lies in the first run that holds its head.
   */
  void reduce(Mention m) {
    List<Run> runs = runs(m);
    if (runs.size() < 2) {
      return;
    }
    List<TreeNode> order = sentenceOrder.get(m.words.get(0));
    for (Run run : runs) {
      List<TreeNode> in =
          order.stream().filter(n -> value(n) >= run.lo() && value(n) <= run.hi()).toList();
      if (in.contains(m.head)) {
        m.words.forEach(w -> mentionsOf.get(w).remove(m));
        m.words = new ArrayList<>(in);
        m.words.forEach(w -> mentionsOf.computeIfAbsent(w, k -> new ArrayList<>()).add(m));
        return;
      }
    }
  }

  /** A node as the reference writes it: spaces as {@code _}, an empty node as {@code ##FORM}. */
  static String token(TreeNode node, boolean noEmptyNodeForm) {
    String form = node.form().replace(' ', '_');
    if (node.isEmpty()) {
      return "##" + (noEmptyNodeForm || form.equals("_") ? "" : form);
    }
    return form;
  }
}
