package org.corefstats.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What went wrong in the inputs: systems left out with their reason (run.json), then the problems
 * of problems.csv grouped by kind and system with the first location of each.
 */
final class Problems {
  private Problems() {}

  static Map<String, Object> section(ProblemsFile problems, JsonNode run) {
    Map<String, Object> m = new LinkedHashMap<>();
    List<String> leftOut = new ArrayList<>();
    if (run != null) {
      for (JsonNode s : run.path("systems")) {
        if (s.path("leftOut").asBoolean()) {
          leftOut.add(s.path("name").asText() + ": " + s.path("reason").asText("left out"));
        }
      }
    }
    m.put("leftOut", leftOut);
    m.put("hasLeftOut", !leftOut.isEmpty());
    m.put("hasGroups", false);
    if (problems == null) {
      m.put("summary", "No problems.csv in this directory.");
      m.put("groups", List.of());
      return m;
    }
    List<String> severities = new ArrayList<>();
    problems.bySeverity().forEach((s, n) -> severities.add(n + " " + s + (n == 1 ? "" : "s")));
    m.put(
        "summary",
        problems.total() == 0
            ? "No problems were found in the inputs."
            : HtmlReport.fmt(
                "%d problem%s (%s) in %d group%s of one kind and one system, each with its first"
                    + " location.",
                problems.total(),
                problems.total() == 1 ? "" : "s",
                String.join(", ", severities),
                problems.groups().size(),
                problems.groups().size() == 1 ? "" : "s"));
    List<Map<String, Object>> rows = new ArrayList<>();
    for (ProblemsFile.Group g : problems.groups()) {
      if (rows.size() == HtmlReport.PROBLEM_ROWS) {
        break;
      }
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("kind", g.kind());
      r.put("system", g.system());
      r.put("severity", g.severity());
      r.put("count", g.count());
      r.put(
          "location",
          (g.file() == null || g.file().isEmpty() ? "" : g.file())
              + (g.line() == null || g.line().isEmpty() ? "" : ":" + g.line()));
      r.put("document", g.document());
      r.put("message", g.message());
      rows.add(r);
    }
    m.put("groups", rows);
    m.put("hasGroups", !rows.isEmpty());
    m.put(
        "more",
        problems.groups().size() > rows.size()
            ? HtmlReport.fmt(
                "%d more groups in problems.csv.", problems.groups().size() - rows.size())
            : "");
    return m;
  }
}
