package org.corefstats.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Absolute line numbers for documents read from the middle of a file: a split counts lines from its
 * first record, and the splits of a file together cover each line once, in order, so a split's base
 * is the number of lines of the splits before it (a prefix sum, computed on the driver from one
 * small count per split).
 */
final class LineBases implements Serializable {
  private static final long serialVersionUID = 1L;

  /** (file, split start) to the lines before the split; only splits that do not start a file. */
  private final Map<SplitKey, Long> bases;

  record SplitKey(int file, long start) implements Serializable {}

  private LineBases(Map<SplitKey, Long> bases) {
    this.bases = bases;
  }

  /** The bases from the line counts among {@code records} (its other records are passed over). */
  static LineBases of(List<? extends JobRecord> records) {
    Map<Integer, List<SplitLines>> byFile = new HashMap<>();
    for (JobRecord r : records) {
      if (r instanceof SplitLines s) {
        byFile.computeIfAbsent(s.file(), f -> new ArrayList<>()).add(s);
      }
    }
    Map<SplitKey, Long> bases = new HashMap<>();
    for (List<SplitLines> file : byFile.values()) {
      file.sort(Comparator.comparingLong(SplitLines::splitStart));
      long before = 0;
      for (SplitLines s : file) {
        if (s.splitStart() > 0) {
          bases.put(new SplitKey(s.file(), s.splitStart()), before);
        }
        before += s.lines();
      }
    }
    return new LineBases(bases);
  }

  long base(int file, long splitStart) {
    return splitStart == 0 ? 0 : bases.getOrDefault(new SplitKey(file, splitStart), 0L);
  }

  SourcedDocument absolute(SourcedDocument d) {
    long base = base(d.file(), d.splitStart());
    return base == 0
        ? d
        : new SourcedDocument(d.source(), d.file(), 0, d.document().withLineOffset(base));
  }

  SourcedProblem absolute(SourcedProblem p) {
    long base = p.file() < 0 ? 0 : base(p.file(), p.splitStart());
    return new SourcedProblem(p.source(), p.problem().withLineOffset(base));
  }
}
