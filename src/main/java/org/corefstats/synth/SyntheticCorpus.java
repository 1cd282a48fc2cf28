package org.corefstats.synth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.corefstats.core.document.Document;

/**
 * Deterministic OntoNotes-like key documents, for benchmarks and tests without licensed data.
 *
 * <p>Document sizes vary around the requested means (log-normal weights, normalised so that the
 * corpus totals are {@code docs} times the means, up to rounding: one document gets exactly the
 * means). In a document:
 *
 * <ul>
 *   <li>mentions are 1-6 tokens long (mostly 1-2) and never cross; about 12% sit inside a longer
 *       mention of another entity (e.g. "his" in "his father"), the rest are spread over the text
 *       with random gaps;
 *   <li>entity sizes follow a Zipf law: many singletons and a few long chains whose mentions are
 *       scattered over the whole document;
 *   <li>spans are unique, and the document is in reading order ({@link Documents}), so {@link
 *       ConllWriter} writes it and our reader reads back the same document.
 * </ul>
 *
 * Document {@code i} depends only on the options and {@code i}; the options need at least one token
 * per mention. Names are {@code (synth/doc_00042); part 000}.
 */
public final class SyntheticCorpus {
  private static final double NESTED = 0.12;
  private static final double[] LENGTHS = {0.45, 0.25, 0.13, 0.08, 0.05, 0.04}; // 1..6 tokens
  private static final double ZIPF = 1.0;

  /**
   * @param docs number of documents
   * @param mentionsPerDoc mean mentions per document
   * @param entitiesPerDoc mean entities per document, or 0 for 30% of the mentions
   * @param tokensPerDoc mean tokens per document, or 0 for 4 tokens per mention (at least 10)
   * @param seed everything follows from it
   */
  public record Options(
      int docs, double mentionsPerDoc, double entitiesPerDoc, double tokensPerDoc, long seed) {
    public Options {
      if (docs < 0 || mentionsPerDoc < 0 || entitiesPerDoc < 0 || tokensPerDoc < 0) {
        throw new IllegalArgumentException("sizes must not be negative");
      }
      if (tokens(tokensPerDoc, mentionsPerDoc) < mentionsPerDoc) {
        throw new IllegalArgumentException(
            "fewer tokens ("
                + tokensPerDoc
                + ") than mentions ("
                + mentionsPerDoc
                + ") per document");
      }
      if (entitiesPerDoc > mentionsPerDoc) {
        throw new IllegalArgumentException(
            "more entities ("
                + entitiesPerDoc
                + ") than mentions ("
                + mentionsPerDoc
                + ") per document");
      }
    }

    double entities() {
      return entitiesPerDoc > 0 ? entitiesPerDoc : 0.3 * mentionsPerDoc;
    }

    double tokens() {
      return tokens(tokensPerDoc, mentionsPerDoc);
    }

    private static double tokens(double tokensPerDoc, double mentionsPerDoc) {
      return tokensPerDoc > 0 ? tokensPerDoc : Math.max(10, 4 * mentionsPerDoc);
    }
  }

  private final Options options;

  /** Relative size of each document; mean 1. */
  private final double[] weights;

  public SyntheticCorpus(Options options) {
    this.options = options;
    this.weights = new double[options.docs()];
    Random random = new Random(options.seed());
    double sum = 0;
    for (int i = 0; i < weights.length; i++) {
      weights[i] = Math.exp(0.4 * random.nextGaussian());
      sum += weights[i];
    }
    for (int i = 0; i < weights.length; i++) {
      weights[i] *= weights.length / sum;
    }
  }

  public Options options() {
    return options;
  }

  public int size() {
    return weights.length;
  }

  /** {@code (synth/doc_00042); part 000} for index 42. */
  public static String name(int index) {
    return String.format(Locale.ROOT, "(synth/doc_%05d); part 000", index);
  }

  /** {@code doc_00042_conll} for index 42. */
  public static String fileName(int index) {
    return String.format(Locale.ROOT, "doc_%05d_conll", index);
  }

  /**
   * Document {@code index} (0-based). When its mentions would not fit in its tokens, they are
   * shortened (to one token, hosts of a nested mention to two).
   */
  public Document document(int index) {
    double w = weights[index];
    int mentions = (int) Math.round(options.mentionsPerDoc() * w);
    int entities =
        Math.min(
            mentions, Math.max(mentions > 0 ? 1 : 0, (int) Math.round(options.entities() * w)));
    int tokens = Math.max(1, (int) Math.round(options.tokens() * w));
    Random random = new Random(options.seed() * 0x9E3779B97F4A7C15L + index);
    int[][] spans = layout(random, mentions, tokens);
    int[] labels = entityLabels(random, spans, entities);
    return build(name(index), tokens, spans, labels, entities);
  }

  /**
   * Spans in document order, each {first, last, host}: host is the index of the mention it is
   * nested in, or -1. Top-level mentions do not overlap; a nested one is strictly inside its host.
   */
  private static int[][] layout(Random random, int mentions, int tokens) {
    int nested = (int) Math.round(NESTED * mentions);
    int top = mentions - nested;
    int[] lengths = new int[top]; // a negative length -L marks a host of length L
    long used = 0;
    for (int i = 0; i < top; i++) {
      lengths[i] = i < nested ? -(2 + random.nextInt(5)) : sampleLength(random);
      used += Math.abs(lengths[i]);
    }
    for (int i = 0;
        i < top && used > tokens;
        i++) { // few tokens: shorten mentions (hosts to 2 tokens)
      int shortest = lengths[i] < 0 ? -2 : 1;
      used -= Math.abs(lengths[i]) - Math.abs(shortest);
      lengths[i] = shortest;
    }
    shuffle(random, lengths);
    int[] gaps = new int[top + 1];
    for (long g = tokens - used; g > 0; g--) {
      gaps[random.nextInt(gaps.length)]++;
    }
    int[][] spans = new int[mentions][];
    int n = 0;
    int position = gaps[0];
    for (int i = 0; i < top; i++) {
      int length = Math.abs(lengths[i]);
      int host = n;
      spans[n++] = new int[] {position, position + length - 1, -1};
      if (lengths[i] < 0) {
        int inner = 1 + random.nextInt(length - 1);
        int start = position + random.nextInt(length - inner + 1);
        spans[n++] = new int[] {start, start + inner - 1, host};
      }
      position += length + gaps[i + 1];
    }
    return spans;
  }

  private static int sampleLength(Random random) {
    double r = random.nextDouble();
    for (int k = 0; k < LENGTHS.length; k++) {
      r -= LENGTHS[k];
      if (r < 0) {
        return k + 1;
      }
    }
    return LENGTHS.length;
  }

  private static void shuffle(Random random, int[] a) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /**
   * An entity label per span: entity sizes from a Zipf law (every entity at least one mention),
   * labels shuffled over the document; a nested mention never shares its host's entity.
   */
  private static int[] entityLabels(Random random, int[][] spans, int entities) {
    int[] labels = new int[spans.length];
    if (entities == 0) {
      return labels;
    }
    int[] sizes = zipfSizes(random, spans.length, entities);
    int n = 0;
    for (int e = 0; e < entities; e++) {
      for (int k = 0; k < sizes[e]; k++) {
        labels[n++] = e;
      }
    }
    shuffle(random, labels);
    for (int i = 0; i < spans.length; i++) {
      if (spans[i][2] >= 0 && labels[i] == labels[spans[i][2]]) {
        swapWithSomeOther(random, spans, labels, i);
      }
    }
    return labels;
  }

  /**
   * Gives nested mention i the label of some j (and j its label) so that neither then shares its
   * host's.
   */
  private static void swapWithSomeOther(Random random, int[][] spans, int[] labels, int i) {
    for (int attempt = 0; attempt < 100; attempt++) {
      int j = random.nextInt(labels.length);
      int li = labels[i];
      int lj = labels[j];
      if (lj == li || lj == labels[spans[i][2]]) {
        continue;
      }
      labels[i] = lj;
      labels[j] = li;
      if (!sharesWithHostOrGuest(spans, labels, j)) {
        return;
      }
      labels[j] = lj;
      labels[i] = li;
    }
    // one huge entity: leave it nested in its own entity, which is laminar and writable
  }

  private static boolean sharesWithHostOrGuest(int[][] spans, int[] labels, int j) {
    boolean host = spans[j][2] >= 0 && labels[spans[j][2]] == labels[j];
    boolean guest = j + 1 < spans.length && spans[j + 1][2] == j && labels[j + 1] == labels[j];
    return host || guest;
  }

  /**
   * Entity sizes summing to {@code mentions}: one each, the rest drawn with Zipf weights 1/rank.
   */
  private static int[] zipfSizes(Random random, int mentions, int entities) {
    double[] cumulative = new double[entities];
    double sum = 0;
    for (int e = 0; e < entities; e++) {
      sum += 1 / Math.pow(e + 1, ZIPF);
      cumulative[e] = sum;
    }
    int[] sizes = new int[entities];
    Arrays.fill(sizes, 1);
    for (int k = entities; k < mentions; k++) {
      int e = Arrays.binarySearch(cumulative, random.nextDouble() * sum);
      sizes[Math.min(entities - 1, e < 0 ? -e - 1 : e)]++;
    }
    return sizes;
  }

  private static Document build(
      String name, int tokens, int[][] spans, int[] labels, int entities) {
    List<List<int[]>> out = new ArrayList<>(entities);
    for (int e = 0; e < entities; e++) {
      out.add(new ArrayList<>());
    }
    for (int i = 0; i < spans.length; i++) {
      out.get(labels[i]).add(new int[] {spans[i][0], spans[i][1]});
    }
    return Documents.canonical(Document.of(name, tokens, out));
  }
}
