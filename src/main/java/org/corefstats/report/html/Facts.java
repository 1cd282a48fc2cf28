package org.corefstats.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The run's facts from run.json: inputs, options, profile and modes, versions, timings. */
final class Facts {
  private Facts() {}

  static Map<String, Object> section(JsonNode run) {
    JsonNode c = run.path("context");
    JsonNode in = run.path("inputs");
    JsonNode sem = run.path("semantics");
    List<Map<String, Object>> facts = new ArrayList<>();
    add(facts, "status", run.path("status").asText());
    add(facts, "key", c.path("key").asText());
    add(facts, "systems", systems(c));
    add(
        facts,
        "inputs",
        HtmlReport.fmt(
            "%d key documents in %d files; %d files, %,d bytes read in %d tasks",
            in.path("keyDocuments").asLong(),
            in.path("keyFiles").asLong(),
            in.path("files").asLong(),
            in.path("bytes").asLong(),
            in.path("tasks").asLong()));
    add(
        facts,
        "formats",
        "key " + join(in.path("keyFormats")) + ", systems " + join(in.path("systemFormats")));
    add(
        facts,
        "profile and modes",
        HtmlReport.fmt(
                "profile %s, matching %s, singletons %s, zeros %s",
                sem.path("profile").asText(),
                sem.path("matching").asText(),
                sem.path("singletons").asText(),
                sem.path("zeros").asText())
            + (sem.path("coval").size() > 0 ? ", coval " + join(sem.path("coval")) : ""));
    if (run.path("settings").size() > 0) {
      List<String> settings = new ArrayList<>();
      run.path("settings").forEach(x -> settings.add(x.asText()));
      settings.set(0, settings.get(0) + " (primary)");
      add(facts, "settings", String.join(", ", settings));
    }
    JsonNode groups = run.path("groups");
    if (groups.isObject()) {
      add(facts, "groups", groups(groups));
    }
    add(facts, "metrics", join(c.path("metrics")));
    add(
        facts,
        "options",
        HtmlReport.fmt(
            "%s; max repeated mentions %s; split size %s; key broadcast limit %,d bytes%s",
            c.path("strict").asBoolean()
                ? "strict"
                : c.path("lenient").asBoolean() ? "lenient" : "default tolerance",
            c.path("maxRepeatedMentions").asText(),
            c.path("splitSize").asLong() == 0 ? "automatic" : c.path("splitSize").asText(),
            c.path("keyBroadcastLimit").asLong(),
            c.path("conf").size() > 0 ? "; conf " + c.path("conf") : ""));
    add(
        facts,
        "versions",
        HtmlReport.fmt(
            "corefstats %s, Spark %s, Java %s; master %s (%d cores)",
            c.path("corefstats").asText(),
            c.path("spark").asText(),
            c.path("java").asText(),
            c.path("master").asText(),
            c.path("defaultParallelism").asInt()));
    add(facts, "finished", c.path("finished").asText());
    add(facts, "output", c.path("out").asText());

    List<Map<String, Object>> timings = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = run.path("timingsMillis").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> t = it.next();
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("step", t.getKey());
      row.put("seconds", HtmlReport.fmt("%.2f", t.getValue().asLong() / 1000.0));
      timings.add(row);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("facts", facts);
    m.put("timings", timings);
    try {
      m.put(
          "json",
          new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(run));
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    return m;
  }

  /** "by file: 3 groups, 7 documents (a 3, b 4); 0 ungrouped" from run.json's groups. */
  private static String groups(JsonNode groups) {
    List<String> counts = new ArrayList<>();
    long documents = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = groups.path("documents").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> g = it.next();
      counts.add(g.getKey() + " " + g.getValue().asLong());
      documents += g.getValue().asLong();
    }
    return HtmlReport.fmt(
        "by %s: %d group%s, %d documents (%s)%s",
        groups.path("by").asText("?"),
        counts.size(),
        counts.size() == 1 ? "" : "s",
        documents,
        String.join(", ", counts),
        groups.has("ungrouped")
            ? HtmlReport.fmt("; %d ungrouped", groups.path("ungrouped").asLong())
            : "");
  }

  private static String systems(JsonNode c) {
    List<String> parts = new ArrayList<>();
    if (c.hasNonNull("systemsDir")) {
      parts.add("directory " + c.path("systemsDir").asText());
    }
    c.path("namedSystems")
        .fields()
        .forEachRemaining(e -> parts.add(e.getKey() + "=" + e.getValue().asText()));
    return String.join("; ", parts);
  }

  private static String join(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(v -> values.add(v.asText()));
    return String.join(", ", values);
  }

  private static void add(List<Map<String, Object>> facts, String name, String value) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("name", name);
    f.put("value", value);
    facts.add(f);
  }
}
