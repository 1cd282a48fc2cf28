package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.metrics.DocumentScorer;

/**
 * Anaphors by kind ({@code --anaphors}, ANAPHORS.md): the CorefUD scorer's anaphor-level score
 * ({@link org.corefstats.core.metrics.AnaphorScore}) per bucket of the slice families of 4 ({@link
 * AnaphorFamily}), under every setting of the request. Under each setting the pair is prepared
 * ({@link CorpusRules#sides}) and aligned ({@link DocumentScorer#align}) exactly as that setting's
 * {@code zero} metric is, so the {@code official} family equals it.
 */
public record AnaphorSlices() implements Analysis<AnaphorSlices.Result, AnaphorSlices.Sum> {

  @Override
  public String name() {
    return "anaphors";
  }

  /** A document's tables, one per setting in the request's order. */
  public record Result(AnaphorTable[] settings) {}

  @Override
  public Result measure(AnalysedPair pair) {
    List<String> etypes = etypes(pair.key());
    AnaphorTable[] tables = new AnaphorTable[pair.scorers().size()];
    for (int i = 0; i < tables.length; i++) {
      DocumentScorer scorer = pair.scorers().get(i);
      Document[] sides = CorpusRules.sides(scorer.semantics(), pair.key(), pair.response());
      tables[i] =
          AnaphorTable.of(
              new SlicedPair(sides[0], sides[1], scorer.align(sides[0], sides[1]), etypes));
    }
    return new Result(tables);
  }

  /**
   * The etype buckets of a key document as read (4.4): the bucket names of its entities' etypes,
   * singletons included, sorted; none when the format has no etypes.
   */
  static List<String> etypes(Document key) {
    TreeSet<String> names = new TreeSet<>();
    if (key.hasEntityTypes()) {
      for (int e = 0; e < key.entityCount(); e++) {
        names.add(SlicedPair.typeBucket(key.entityType(e)));
      }
    }
    return List.copyOf(names);
  }

  @Override
  public Sum newSum() {
    return new Sum();
  }

  /** A system's tables summed exactly, per setting. */
  public static final class Sum implements Analysis.Sum<Result, Sum> {
    private static final long serialVersionUID = 1L;

    /** Per setting (grown as settings are met), {tp, fp, fn, wl} by slice. */
    private final ArrayList<TreeMap<AnaphorSlice, long[]>> settings = new ArrayList<>();

    private TreeMap<AnaphorSlice, long[]> setting(int i) {
      while (settings.size() <= i) {
        settings.add(new TreeMap<>());
      }
      return settings.get(i);
    }

    @Override
    public void add(Result document) {
      for (int i = 0; i < document.settings().length; i++) {
        document.settings()[i].addTo(setting(i), 1);
      }
    }

    @Override
    public void add(Sum other) {
      for (int i = 0; i < other.settings.size(); i++) {
        new AnaphorTable(other.settings.get(i)).addTo(setting(i), 1);
      }
    }

    @Override
    public void remove(Result document) {
      for (int i = 0; i < document.settings().length; i++) {
        document.settings()[i].addTo(setting(i), -1);
      }
    }

    /** The sums under setting {@code i} (empty when no document was added). */
    public AnaphorTable table(int i) {
      TreeMap<AnaphorSlice, long[]> copy = new TreeMap<>();
      setting(i).forEach((s, c) -> copy.put(s, c.clone()));
      return new AnaphorTable(copy);
    }
  }
}
