package org.corefstats.core.longdocs;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.metrics.ExactSum;

/**
 * Long documents ({@code --windows}, {@code --major-entities}, {@code --strata}, {@code
 * --long-documents}; docs/explanation/long-documents.md): each pair scored whole with BookCoref's
 * metric family (LONG-DOCUMENTS.md 1), in windows of each length and scheme asked (2, 3), on its
 * major entities for each setting asked (4.3-4.4, 5) and by entity-size strata (6). It reads the
 * documents as read, before any setting's matching: BookCoref's family keeps singletons and
 * repeated spans as listed.
 *
 * @param lengths the window lengths L (tokens)
 * @param schemes the window schemes, for every length
 * @param majors the major-entity settings
 * @param strata whether to score the strata
 */
public record LongDocuments(
    List<Integer> lengths, List<WindowScheme> schemes, List<MajorEntities> majors, boolean strata)
    implements Analysis<LongDocuments.Result, LongDocuments.Sum> {

  public LongDocuments {
    lengths = List.copyOf(lengths);
    schemes = List.copyOf(schemes);
    majors = List.copyOf(majors);
    for (int l : lengths) {
      if (l < 1) {
        throw new IllegalArgumentException("a window length is at least 1 token, not " + l);
      }
    }
  }

  /** The window runs asked, lengths outer, schemes inner. */
  public List<Windowing> windowings() {
    List<Windowing> out = new ArrayList<>();
    for (int l : lengths) {
      for (WindowScheme s : schemes) {
        out.add(new Windowing(s, l));
      }
    }
    return out;
  }

  /** One scheme at one length: {@code window-fixed} at {@code L=1500}. */
  public record Windowing(WindowScheme scheme, int length) implements Serializable {
    public String setting() {
      return "L=" + length;
    }
  }

  @Override
  public String name() {
    return "long-documents";
  }

  /** Whether the key's sentences must be read (sentence windows). */
  public boolean needsSentences() {
    return !lengths.isEmpty() && schemes.contains(WindowScheme.SENTENCE);
  }

  /**
   * One document's results: the full counts, each windowing's counts per window, each major-entity
   * setting's entities, the strata (null when not asked).
   */
  public record Result(
      FamilyCounts full,
      List<FamilyCounts[]> windows,
      List<List<MajorEntities.EntityScore>> majors,
      Strata.Stratum[] strata)
      implements Serializable {}

  @Override
  public Result measure(AnalysedPair pair) {
    Document keyDocument = pair.key();
    BookSide.Interner ids = new BookSide.Interner();
    BookSide key0 = BookSide.of(keyDocument, ids);
    BookSide response0 = BookSide.of(pair.response(), ids);
    BookSide key = key0.withIdCount(ids.count());
    BookSide response = response0.withIdCount(ids.count());
    List<FamilyCounts[]> windows = new ArrayList<>();
    int lastStart = WindowedScoring.lastStart(key, response);
    int[] ends = needsSentences() ? sentenceEnds(keyDocument) : null;
    for (Windowing w : windowings()) {
      WindowScheme.Cut cut = w.scheme().cut(w.length(), keyDocument.tokenCount(), ends, lastStart);
      windows.add(WindowedScoring.score(key, response, cut));
    }
    List<List<MajorEntities.EntityScore>> majorScores = new ArrayList<>();
    for (MajorEntities m : majors) {
      majorScores.add(List.copyOf(m.score(key, response)));
    }
    return new Result(
        FamilyCounts.score(key, response),
        windows,
        majorScores,
        strata ? Strata.score(key, response) : null);
  }

  /** The key's sentence ends (exclusive token offsets), from the words or sentences read. */
  static int[] sentenceEnds(Document d) {
    int n = d.tokenCount();
    int[] sentenceOf = new int[n];
    if (d.words() != null && d.words().size() == n) {
      for (int t = 0; t < n; t++) {
        sentenceOf[t] = d.words().sentence(t);
      }
    } else if (d.parse() != null) {
      for (int t = 0; t < n; t++) {
        sentenceOf[t] = d.parse().sentence(t);
      }
    } else if (d.hasSentences()) {
      int t = 0;
      for (int s = 0; s < d.sentenceCount(); s++) {
        for (int w = 0; w < d.sentenceWords(s) && t < n; w++) {
          sentenceOf[t++] = s;
        }
      }
    } else {
      throw new RefusedInputException(
          "document "
              + d.name()
              + (d.file() == null ? "" : " of " + d.file())
              + ": sentence windows need the key's sentences, and none were read");
    }
    int[] ends = new int[n];
    int count = 0;
    for (int t = 1; t <= n; t++) {
      if (t == n || sentenceOf[t] != sentenceOf[t - 1]) {
        ends[count++] = t;
      }
    }
    return java.util.Arrays.copyOf(ends, count);
  }

  @Override
  public Sum newSum() {
    return new Sum(windowings().size(), majors.size(), strata);
  }

  /** One major-entity setting's sums over documents (4.4). */
  public static final class MeiSum implements Serializable {
    private static final long serialVersionUID = 1L;
    final ExactSum f1 = new ExactSum();
    final ExactSum weighted = new ExactSum();
    final ExactSum documentMeans = new ExactSum();
    long entities;
    long support;
    long documents;

    /** One document's sums. */
    public static MeiSum of(List<MajorEntities.EntityScore> document) {
      MeiSum s = new MeiSum();
      s.add(document, 1);
      return s;
    }

    void add(List<MajorEntities.EntityScore> document, int sign) {
      double docWeighted = 0;
      long docSupport = 0;
      for (MajorEntities.EntityScore e : document) {
        f1.add(sign * e.f1());
        weighted.add(sign * e.f1() * e.keySize());
        docWeighted += e.f1() * e.keySize();
        docSupport += e.keySize();
      }
      entities += sign * (long) document.size();
      support += sign * docSupport;
      documentMeans.add(sign * (docSupport == 0 ? 0 : docWeighted / docSupport));
      documents += sign;
    }

    void add(MeiSum o) {
      f1.add(o.f1);
      weighted.add(o.weighted);
      documentMeans.add(o.documentMeans);
      entities += o.entities;
      support += o.support;
      documents += o.documents;
    }

    public long entities() {
      return entities;
    }

    /** MEI's Macro F1 in percent: Σ F1 / entities × 100 (NaN without an entity). */
    public double macro() {
      return f1.value() / entities * 100;
    }

    /** MEI's Micro F1 in percent: Σ F1·support / Σ support × 100. */
    public double micro() {
      return weighted.value() / support * 100;
    }

    /** MEI's Macro-Micro F1 in percent: the mean over documents of their support-weighted means. */
    public double macroMicro() {
      return documentMeans.value() / documents * 100;
    }
  }

  /** A stratum's sums. */
  public static final class StratumSum implements Serializable {
    private static final long serialVersionUID = 1L;
    public final FamilySum counts = new FamilySum();
    final long[] sizes = new long[4];

    void add(Strata.Stratum s, int sign) {
      if (sign > 0) {
        counts.add(s.counts());
      } else {
        counts.remove(s.counts());
      }
      sizes[0] += sign * s.keyEntities();
      sizes[1] += sign * s.sysEntities();
      sizes[2] += sign * s.keyMentions();
      sizes[3] += sign * s.sysMentions();
    }

    public Strata.Stratum value() {
      return new Strata.Stratum(counts.value(), sizes[0], sizes[1], sizes[2], sizes[3]);
    }
  }

  /** A system's sums: exact, mergeable, documents taken out again. */
  public static final class Sum implements Analysis.Sum<Result, Sum> {
    private static final long serialVersionUID = 1L;
    public final FamilySum full = new FamilySum();
    public final FamilySum[] windowed;
    public final long[] windowCount;
    public final MeiSum[] mei;
    public final StratumSum[] strata;

    Sum(int windowings, int majors, boolean strata) {
      windowed = new FamilySum[windowings];
      windowCount = new long[windowings];
      for (int i = 0; i < windowings; i++) {
        windowed[i] = new FamilySum();
      }
      mei = new MeiSum[majors];
      for (int i = 0; i < majors; i++) {
        mei[i] = new MeiSum();
      }
      this.strata =
          strata ? new StratumSum[] {new StratumSum(), new StratumSum(), new StratumSum()} : null;
    }

    @Override
    public void add(Result document) {
      add(document, 1);
    }

    @Override
    public void remove(Result document) {
      add(document, -1);
    }

    private void add(Result d, int sign) {
      if (sign > 0) {
        full.add(d.full());
      } else {
        full.remove(d.full());
      }
      for (int i = 0; i < windowed.length; i++) {
        for (FamilyCounts w : d.windows().get(i)) {
          if (sign > 0) {
            windowed[i].add(w);
          } else {
            windowed[i].remove(w);
          }
        }
        windowCount[i] += sign * (long) d.windows().get(i).length;
      }
      for (int i = 0; i < mei.length; i++) {
        mei[i].add(d.majors().get(i), sign);
      }
      if (strata != null) {
        for (int x = 0; x < 3; x++) {
          strata[x].add(d.strata()[x], sign);
        }
      }
    }

    @Override
    public void add(Sum o) {
      full.add(o.full);
      for (int i = 0; i < windowed.length; i++) {
        windowed[i].add(o.windowed[i]);
        windowCount[i] += o.windowCount[i];
      }
      for (int i = 0; i < mei.length; i++) {
        mei[i].add(o.mei[i]);
      }
      if (strata != null) {
        for (int x = 0; x < 3; x++) {
          strata[x].counts.add(o.strata[x].counts);
          for (int j = 0; j < 4; j++) {
            strata[x].sizes[j] += o.strata[x].sizes[j];
          }
        }
      }
    }
  }
}
