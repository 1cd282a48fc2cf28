package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * problems.csv grouped by kind and system, each group with its count and its first location (the
 * file is sorted by source, file and line, so a group's first row is where it is first found), and
 * the counts per severity. Read in one pass; only the groups are kept.
 */
record ProblemsFile(List<Group> groups, Map<String, Long> bySeverity, long total) {
  static final String FILE = "problems.csv";

  /** The problems of one kind in one system (or the key). */
  record Group(
      String kind,
      String system,
      String severity,
      long count,
      String file,
      String line,
      String document,
      String message) {}

  /** problems.csv, or empty when there is none. */
  static Optional<ProblemsFile> read(OutputFiles files) throws IOException {
    Map<List<String>, Group> groups = new LinkedHashMap<>();
    Map<String, Long> bySeverity = new TreeMap<>();
    long[] total = {0};
    boolean present =
        CsvFiles.read(
            files,
            FILE,
            List.of("system", "document", "file", "line", "kind", "message", "severity"),
            r -> {
              total[0]++;
              bySeverity.merge(r.get("severity"), 1L, Long::sum);
              groups.merge(
                  List.of(r.get("kind"), r.get("system"), r.get("severity")),
                  new Group(
                      r.get("kind"),
                      r.get("system"),
                      r.get("severity"),
                      1,
                      r.get("file"),
                      r.get("line"),
                      r.get("document"),
                      r.get("message")),
                  (first, next) ->
                      new Group(
                          first.kind(),
                          first.system(),
                          first.severity(),
                          first.count() + 1,
                          first.file(),
                          first.line(),
                          first.document(),
                          first.message()));
            });
    if (!present) {
      return Optional.empty();
    }
    List<Group> sorted = new ArrayList<>(groups.values());
    sorted.sort(
        java.util.Comparator.comparing(Group::kind)
            .thenComparing(g -> !"(key)".equals(g.system()))
            .thenComparing(Group::system));
    return Optional.of(new ProblemsFile(List.copyOf(sorted), bySeverity, total[0]));
  }
}
