package org.corefstats.core.cone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.match.ContingencyTable;
import org.corefstats.core.match.PartitionViews;
import org.corefstats.core.match.RepeatRule;
import org.corefstats.core.ne.NeColumn;
import org.corefstats.core.ne.NeSpan;

/**
 * One document's CONE partitions (docs/explanation/cone.md 1.1-1.2), from the document's NE layer
 * ({@link NeSource}: column 11 of the key by default) and words: G^NM and O^NM, the key and the
 * response with only their named mentions (entities left empty gone), and G^NE and O^NE, the
 * entities with a named mention kept whole (the NE-CRR level). Every mention, key or response, is
 * tested the same way ({@link NamedMentions}, 3.1), so a response mention with a key mention's span
 * gets its status. The metrics are then v8.01's B3 and CEAF on these documents (1.3).
 *
 * <p>The approximate gold (docs/explanation/cone.md 5), when asked for: G^NM-approx, the key's
 * admitted NE spans clustered by {@link ApproximateGold} (no coreference annotation needed),
 * against O^NM with each mention replaced by its anchor NE span ({@link ConeOptions.Snap#ANCHOR},
 * 5.4; a repeated span then keeps its first copy in entity order) or as it is.
 *
 * @param keyNamed G^NM
 * @param responseNamed O^NM
 * @param keyEntities G^NE
 * @param responseEntities O^NE
 * @param keyApproximate G^NM-approx, or null when not asked for
 * @param responseApproximate O^NM as compared with the approximate gold, or null
 * @param layerFit how the NE layer fits the key's mentions (docs/explanation/cone.md 3.3's
 *     diagnostics)
 * @param keyNamedApproximated G^NM as the approximate gold would see it (snapped like O^NM), to
 *     measure the approximate gold's quality (docs/explanation/cone.md 5.5); null when not asked
 *     for
 */
public record NamedPartitions(
    Document keyNamed,
    Document responseNamed,
    Document keyEntities,
    Document responseEntities,
    Document keyApproximate,
    Document responseApproximate,
    LayerFit layerFit,
    Document keyNamedApproximated)
    implements PartitionViews {
  /** The view of the named mentions: G^NM against O^NM (docs/explanation/cone.md 1.1). */
  public static final View NAMED = new View("named", ConeOptions.DEFAULT);

  /**
   * The view of the entities with a named mention, kept whole (NE-CRR, docs/explanation/cone.md
   * 1.2).
   */
  public static final View ENTITIES = new View("entities", ConeOptions.DEFAULT);

  /** The view of the approximate gold: G^NM-approx against O^NM (docs/explanation/cone.md 5). */
  public static final View APPROXIMATE = new View("approximate", ConeOptions.DEFAULT);

  /**
   * v8.01's table on a view's partitions (docs/explanation/cone.md 1.3); their repeat problems are
   * the full table's, reported there.
   */
  @Override
  public ContingencyTable table(String view) {
    Document k;
    Document r;
    switch (view) {
      case "named" -> {
        k = keyNamed;
        r = responseNamed;
      }
      case "entities" -> {
        k = keyEntities;
        r = responseEntities;
      }
      case "approximate" -> {
        k = keyApproximate;
        r = responseApproximate;
      }
      default -> throw new IllegalArgumentException("no view " + view);
    }
    return k == null ? null : ContingencyTable.build(k, r, x -> {}, RepeatRule.V801);
  }

  /**
   * docs/explanation/cone.md 3.3's diagnostics of one document's NE layer against its key mentions,
   * which let a user judge whether the layer fits the mentions: the NE spans read and admitted (by
   * type, within the document's tokens), and of the admitted ones, those equal to a key mention,
   * those sharing only an approximate head with one, and those matching none.
   */
  public record LayerFit(
      int spansRead,
      int spansAdmitted,
      int equalToKeyMention,
      int sharingHeadWithKeyMention,
      int matchingNoKeyMention) {}

  /**
   * The partitions of {@code response} against {@code key}, with the approximate gold when {@code
   * approximate}; NE brackets that do not parse and a key without an NE column are reported to
   * {@code problems} (located at the key's lines), and the document then has fewer or no names.
   */
  public static NamedPartitions of(
      Document key,
      Document response,
      ConeOptions options,
      boolean approximate,
      Consumer<Problem> problems) {
    // the key's side is the same for every response unless the layer is the response's own
    KeySide k =
        options.ne().kind() == NeSource.Kind.RESPONSE
            ? KeySide.of(key, response, options, approximate)
            : key.layer(KEY_SIDES, d -> new ConcurrentHashMap<>())
                .computeIfAbsent(
                    new KeySideOf(options, approximate),
                    x -> KeySide.of(key, response, options, approximate));
    k.problems().forEach(problems);
    int[] responseAnchor = anchors(response, k.layer());
    boolean[] responseNamed = named(responseAnchor);
    Document responseNm = response.keepMentions(responseNamed);
    Document responseApproximate = null;
    if (approximate) {
      responseApproximate =
          options.snap() == ConeOptions.Snap.ANCHOR
              ? snapped(response, responseAnchor, k.layer().spans())
              : responseNm;
    }
    return new NamedPartitions(
        k.keyNamed(),
        responseNm,
        k.keyEntities(),
        response.keepMentions(wholeEntities(response, responseNamed)),
        k.keyApproximate(),
        responseApproximate,
        k.layerFit(),
        k.keyNamedApproximated());
  }

  /** What a key document's side of the partitions is computed under. */
  private record KeySideOf(ConeOptions options, boolean approximate) {}

  /** A key document's sides, one for each setting it was asked for under. */
  private static final DerivedLayer<ConcurrentHashMap<KeySideOf, KeySide>> KEY_SIDES =
      DerivedLayer.of("CONE key sides");

  /**
   * The key's side, the same for every response: its NE layer with the problems found in it, G^NM,
   * G^NE and G^NM-approx (null unless asked for). Computed once per key document and JVM ({@link
   * Document#layer}), unless the NE layer is the response's (then per pair).
   */
  private record KeySide(
      Layer layer,
      List<Problem> problems,
      Document keyNamed,
      Document keyEntities,
      Document keyApproximate,
      LayerFit layerFit,
      Document keyNamedApproximated) {
    static KeySide of(Document key, Document response, ConeOptions options, boolean approximate) {
      List<Problem> problems = new ArrayList<>();
      Layer layer = Layer.of(key, response, options, problems::add);
      int[] keyAnchor = anchors(key, layer);
      boolean[] isNamed = NamedPartitions.named(keyAnchor);
      Document keyNamed = key.keepMentions(isNamed);
      Document keyNamedApproximated = null;
      if (approximate) {
        keyNamedApproximated =
            options.snap() == ConeOptions.Snap.ANCHOR
                ? snapped(key, keyAnchor, layer.spans())
                : keyNamed;
      }
      return new KeySide(
          layer,
          List.copyOf(problems),
          keyNamed,
          key.keepMentions(wholeEntities(key, isNamed)),
          approximate ? approximateGold(key, layer, options.ignoreTypes()) : null,
          fitOf(key, layer),
          keyNamedApproximated);
    }
  }

  /**
   * How the admitted NE spans meet the key's mentions (docs/explanation/cone.md 3.3's diagnostics):
   * equal to a key mention's span, else sharing its approximate head with one, else neither.
   */
  private static LayerFit fitOf(Document key, Layer layer) {
    if (layer.spans().isEmpty()) {
      return new LayerFit(layer.spansRead(), 0, 0, 0, 0);
    }
    Set<Long> spans = new HashSet<>();
    Set<Integer> heads = new HashSet<>();
    String[] words = layer.words();
    for (int m = 0; m < key.mentionCount(); m++) {
      int first = key.mentionFirst(m);
      int last = key.mentionLast(m);
      spans.add(((long) first << 32) | last);
      if (last < words.length) {
        heads.add(NamedMentions.approximateHead(words, first, last));
      }
    }
    int equal = 0;
    int sharingHead = 0;
    for (NeSpan s : layer.spans()) {
      if (spans.contains(((long) s.start() << 32) | s.end())) {
        equal++;
      } else if (heads.contains(NamedMentions.approximateHead(words, s.start(), s.end()))) {
        sharingHead++;
      }
    }
    int admitted = layer.spans().size();
    return new LayerFit(
        layer.spansRead(), admitted, equal, sharingHead, admitted - equal - sharingHead);
  }

  /**
   * A document's words, its admitted NE spans, and the named-mention test on them; mentions past
   * its {@code words} are not named.
   */
  private record Layer(String[] words, List<NeSpan> spans, NamedMentions named, int spansRead) {
    /**
     * The NE layer of {@code options.ne()} (docs/explanation/cone.md 3.1): column 11 of the key or
     * of the response, or a separate file's spans; words from the key, or from the response when
     * the layer is the response's or the key is an NE file (approx-only mode). Empty when there is
     * no NE column or no document in the file (reported); brackets or spans that cannot be used are
     * reported and ignored.
     */
    static Layer of(
        Document key, Document response, ConeOptions options, Consumer<Problem> problems) {
      NeSource ne = options.ne();
      // the response's words when its layer is read, or when the key is an NE file (approx-only);
      // the key's otherwise (its side is cached: it may not depend on a response)
      String[] words = words(ne.kind() == NeSource.Kind.RESPONSE || ne.asKey() ? response : key);
      if (words == null) {
        words = unknownWords(key.tokenCount());
      }
      List<NeSpan> read =
          switch (ne.kind()) {
            case KEY -> column11(key, "key", problems);
            case RESPONSE -> column11(response, "response", problems);
            case FILE -> ne.spans(key, words.length, problems);
          };
      List<NeSpan> admitted = new ArrayList<>();
      for (NeSpan s : read) {
        if (s.end() < words.length && NeColumn.admitted(s.type(), options.types())) {
          admitted.add(s);
        }
      }
      return new Layer(
          words, admitted, new NamedMentions(words, admitted, options.rule()), read.size());
    }

    /** A document's words (column 4), or null when it was not read with them. */
    private static String[] words(Document d) {
      ParseColumns columns = d.parse();
      return columns == null ? null : columns.words();
    }

    /**
     * Words for a document read without them (not CoNLL-2012, or a missing response in approx-only
     * mode): distinct capitalised tokens, so that each name is its own name.
     */
    private static String[] unknownWords(int tokens) {
      String[] out = new String[tokens];
      for (int t = 0; t < tokens; t++) {
        out[t] = "T" + t;
      }
      return out;
    }

    /**
     * The NE spans of column 11 of {@code d} ({@code side}: key or response); none when it has no
     * NE column (reported, unless {@code d} is a missing response: an empty document of no file).
     */
    private static List<NeSpan> column11(Document d, String side, Consumer<Problem> problems) {
      ParseColumns columns = d.parse();
      if (columns == null || !columns.hasNamedEntityColumn()) {
        if (side.equals("key") || d.file() != null) {
          problems.accept(
              Problem.of(
                  ProblemKind.CONE_NO_NE_COLUMN,
                  d.file(),
                  d.name(),
                  d.firstLine(),
                  "the "
                      + side
                      + " has no named-entity column (field 11 of a line of at least 12 fields):"
                      + " no mention is named, CONE metrics count nothing here"));
        }
        return List.of();
      }
      String[] cells = new String[columns.tokenCount()];
      for (int t = 0; t < cells.length; t++) {
        cells[t] = columns.neCell(t);
      }
      NeColumn.Result read = NeColumn.parse(cells);
      for (NeColumn.Issue issue : read.issues()) {
        problems.accept(
            Problem.of(
                ProblemKind.CONE_NE_BRACKET,
                d.file(),
                d.name(),
                d.hasWords() ? d.tokenLine(issue.token()) : d.firstLine(),
                issue.message() + " (named-entity column 11; ignored)"));
      }
      return read.spans();
    }
  }

  /**
   * The anchor NE span of each mention (an index of the admitted spans), -1 for a mention that is
   * not named; a mention past the layer's tokens (a longer response or key) is not.
   */
  private static int[] anchors(Document d, Layer layer) {
    int[] out = new int[d.mentionCount()];
    int tokens = layer.words().length;
    for (int m = 0; m < out.length; m++) {
      out[m] =
          d.mentionLast(m) < tokens
              ? layer.named().anchor(d.mentionFirst(m), d.mentionLast(m))
              : -1;
    }
    return out;
  }

  private static boolean[] named(int[] anchor) {
    boolean[] out = new boolean[anchor.length];
    for (int m = 0; m < out.length; m++) {
      out[m] = anchor[m] >= 0;
    }
    return out;
  }

  /** Every mention of an entity that has a named mention (G^NE, O^NE). */
  private static boolean[] wholeEntities(Document d, boolean[] named) {
    boolean[] keep = new boolean[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      int to = from + d.entitySize(e);
      boolean any = false;
      for (int m = from; m < to && !any; m++) {
        any = named[m];
      }
      for (int m = from; m < to; m++) {
        keep[m] = any;
      }
    }
    return keep;
  }

  /**
   * G^NM-approx: the admitted NE spans clustered by name matching (docs/explanation/cone.md 5.3).
   */
  private static Document approximateGold(Document key, Layer layer, boolean ignoreTypes) {
    List<List<int[]>> entities = new ArrayList<>();
    for (List<Integer> cluster :
        ApproximateGold.clusters(layer.words(), layer.spans(), ignoreTypes)) {
      List<int[]> mentions = new ArrayList<>();
      for (int i : cluster) {
        NeSpan s = layer.spans().get(i);
        mentions.add(new int[] {s.start(), s.end()});
      }
      entities.add(mentions);
    }
    return Document.of(key.name(), key.tokenCount(), entities);
  }

  /**
   * O^NM with each mention replaced by its anchor NE span (docs/explanation/cone.md 5.4); a span
   * that repeats keeps its first copy in entity order, and entities left empty are dropped.
   */
  private static Document snapped(Document response, int[] anchor, List<NeSpan> spans) {
    Set<Long> seen = new HashSet<>();
    List<List<int[]>> entities = new ArrayList<>();
    for (int e = 0; e < response.entityCount(); e++) {
      List<int[]> mentions = new ArrayList<>();
      int from = response.entityStart(e);
      for (int m = from; m < from + response.entitySize(e); m++) {
        if (anchor[m] < 0) {
          continue;
        }
        NeSpan s = spans.get(anchor[m]);
        if (seen.add(((long) s.start() << 32) | s.end())) {
          mentions.add(new int[] {s.start(), s.end()});
        }
      }
      entities.add(mentions);
    }
    return Document.of(response.name(), response.tokenCount(), entities);
  }
}
