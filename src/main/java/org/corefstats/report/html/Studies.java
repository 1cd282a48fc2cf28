package org.corefstats.report.html;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.corefstats.report.ErrorPlot;

/**
 * The studies' own pages and plots: findings.md (behaviour), cone.md (CONE's validation),
 * ranking.md (significance on its own) rendered from their Markdown, and every plot the page does
 * not already show, embedded.
 */
final class Studies {
  private static final List<org.commonmark.Extension> EXTENSIONS =
      List.of(TablesExtension.create());
  private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
  private static final HtmlRenderer RENDERER =
      HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true).sanitizeUrls(true).build();

  private Studies() {}

  /** Null when there is nothing of the kind. */
  static Map<String, Object> section(OutputFiles files, List<String> names, boolean hasScores)
      throws IOException {
    List<Map<String, Object>> documents = new ArrayList<>();
    for (String name : names) {
      boolean shown =
          name.endsWith("findings.md")
              || name.endsWith("cone.md")
              || (!hasScores && name.endsWith("ranking.md"));
      if (shown) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("name", name);
        d.put("html", markdown(HtmlReport.readText(files, name)));
        documents.add(d);
      }
    }
    List<Map<String, Object>> figures = new ArrayList<>();
    List<String> named = new ArrayList<>();
    long bytes = 0;
    for (String name : names) {
      if (!name.endsWith(".png")
          || name.matches("(correlation/)?figure1-[a-z]+(-[a-z_]+)?\\.png")
          || name.equals(ErrorPlot.FILE)
          || name.equals(ErrorPlot.COSTS_FILE)) {
        continue; // figure1 plots: the agreement section shows the combined ones; errors too
      }
      Map<String, Object> f = figure(files, name);
      bytes += ((String) f.get("src")).length();
      if (bytes > HtmlReport.IMAGE_BYTES) {
        named.add(name);
      } else {
        figures.add(f);
      }
    }
    if (documents.isEmpty() && figures.isEmpty() && named.isEmpty()) {
      return null;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("documents", documents);
    m.put("figures", figures);
    m.put("notEmbedded", named);
    m.put("hasNotEmbedded", !named.isEmpty());
    return m;
  }

  static Map<String, Object> figure(OutputFiles files, String name) throws IOException {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("name", name);
    f.put("src", HtmlReport.pngDataUri(files, name));
    return f;
  }

  /** Markdown as HTML, raw HTML in it escaped. */
  static String markdown(String md) {
    return RENDERER.render(PARSER.parse(md));
  }
}
