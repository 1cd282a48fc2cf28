package org.corefstats.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.report.Numbers;

/**
 * {@code report.html}: one self-contained page (inline CSS, SVG and images, a few lines of script
 * to sort tables; nothing fetched) that shows the outputs of a directory at a glance: the ranking,
 * the leaderboard over groups of documents (leaderboard.csv, groups.csv), the systems per metric
 * with their intervals, how the metrics agree, the per-document view, the problems and the run's
 * facts, and the error analysis. Every number comes from the directory's files (scores.csv,
 * documents.csv, problems.csv, run.json, errors.csv and its companions, the significance and
 * correlation outputs, the studies' Markdown and plots): the page computes no score of its own,
 * only orders, quartiles and means of what it reads. Sections appear for the files that are there,
 * so one page serves {@code run} and the commands that write only part of these files.
 */
public final class HtmlReport {
  /** The file every command writes into its output directory. */
  public static final String FILE = "report.html";

  /** Above this many systems, charts show the best and worst {@link #SHOWN_AT_EACH_END}. */
  static final int MANY_SYSTEMS = 50;

  static final int SHOWN_AT_EACH_END = 25;

  /** Worst documents per system in its drill-down table. */
  static final int WORST_DOCUMENTS = 10;

  /** Documents listed in the table of documents (the hardest first). */
  static final int DOCUMENT_ROWS = 200;

  /** Groups of problems listed (the rest are counted). */
  static final int PROBLEM_ROWS = 500;

  /** Larger images are scaled down to {@link #IMAGE_WIDTH} pixels and JPEG-encoded. */
  static final int IMAGE_AS_IS_BYTES = 100_000;

  static final int IMAGE_WIDTH = 1200;

  /** Files of one subdirectory listed one by one; more are counted. */
  static final int LISTED_PER_DIRECTORY = 40;

  /** Images embedded in all; beyond this, the page names them instead (it stays a few MB). */
  static final long IMAGE_BYTES = 4L << 20;

  private static final Mustache TEMPLATE =
      new DefaultMustacheFactory("org/corefstats/report/html").compile("report.mustache");

  private HtmlReport() {}

  /**
   * Writes the page of the outputs in {@code files}.
   *
   * @param command the command that wrote them, for the title ({@code run}, {@code correlate}...)
   */
  public static void write(OutputFiles files, String command, Writer out) throws IOException {
    Map<String, Object> page = page(files, command);
    try {
      TEMPLATE.execute(out, page).flush();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  static Map<String, Object> page(OutputFiles files, String command) throws IOException {
    List<String> names = files.list();
    JsonNode run = readJson(files, "run.json");
    Semantics.Profile profile = profile(run);
    Optional<Leaderboard> leaderboard =
        LeaderboardFiles.read(files)
            .filter(l -> !l.rows().isEmpty() && !l.settings().isEmpty())
            .map(l -> new Leaderboard(l, profile));
    List<String> settings = settings(run);
    String primary =
        !settings.isEmpty()
            ? settings.get(0)
            : leaderboard.map(Leaderboard::primary).orElse(null); // else the first seen
    Optional<SignificanceFiles> significance =
        SignificanceFiles.read(files, List.of("", "significance/"), primary);
    boolean fromScores = names.contains(SystemScoresFile.FILE);
    Optional<SystemScoresFile> scores =
        fromScores
            ? SystemScoresFile.read(files, primary)
            : significance.map(SignificanceFiles::asScores); // significance alone: its estimates
    List<CorrelationMatrices.Matrix> matrices =
        CorrelationMatrices.read(files, List.of("", "correlation/"));
    Optional<ProblemsFile> problems = ProblemsFile.read(files);

    Map<String, Object> page = new LinkedHashMap<>();
    List<Map<String, Object>> sections = new ArrayList<>();
    page.put("title", "corefstats " + command);
    page.put("css", resource("report.css"));
    page.put("script", resource("report.js"));
    page.put("where", files.where());
    page.put("generated", java.time.Instant.now().toString());
    String setting = scores.map(SystemScoresFile::setting).orElse(null);
    if (setting != null) {
      List<String> all = settings.isEmpty() ? scores.get().settings() : settings;
      page.put(
          "settingNote",
          fmt(
              "The run scored %d settings (%s); this section shows the primary one, %s, only.",
              all.size(), String.join(", ", all), setting));
    }

    List<String> rankedSystems = List.of();
    String rankMetric = null;
    Ranking ranking = null;
    if (scores.isPresent() && !scores.get().systems().isEmpty()) {
      SystemScoresFile s = scores.get();
      rankMetric =
          s.metrics().contains(Metric.CONLL.code()) ? Metric.CONLL.code() : s.metrics().get(0);
      Map<String, Double> textDrift = new LinkedHashMap<>();
      CsvFiles.read(
          files,
          org.corefstats.report.TextDriftOutputs.SYSTEMS_FILE,
          List.of("system", "drift"),
          r -> textDrift.put(r.get("system"), CsvFiles.number(r, "drift")));
      // --empty-nodes: the headline key (2026's ALL, else 2024's WO_DEP) of each system
      Map<String, Double> allF1 = new LinkedHashMap<>();
      Map<String, Double> woDepF1 = new LinkedHashMap<>();
      CsvFiles.read(
          files,
          org.corefstats.report.EmptyNodeOutputs.FILE,
          List.of("system", "evaluation", "key", "f1"),
          r -> {
            if (r.get("evaluation").equals("crac2026") && r.get("key").equals("ALL")) {
              allF1.put(r.get("system"), CsvFiles.number(r, "f1"));
            } else if (r.get("evaluation").equals("crac2024") && r.get("key").equals("WO_DEP")) {
              woDepF1.put(r.get("system"), CsvFiles.number(r, "f1"));
            }
          });
      Ranking.EmptyNodes emptyNodes =
          allF1.isEmpty()
              ? (woDepF1.isEmpty() ? null : new Ranking.EmptyNodes("CRAC 2024 WO_DEP", woDepF1))
              : new Ranking.EmptyNodes("CRAC 2026 ALL", allF1);
      ranking =
          new Ranking(
              s, rankMetric, significance.orElse(null), profile, run, textDrift, emptyNodes);
      rankedSystems = ranking.systems();
      page.put(
          "lead",
          leaderboard.isPresent()
              ? leaderboard.get().lead() + " " + ranking.lead(true)
              : ranking.lead(false));
      page.put("ranking", ranking.table());
      sections.add(section("ranking", "Ranking"));
    } else if (leaderboard.isPresent()) {
      page.put("lead", leaderboard.get().lead());
    }
    if (leaderboard.isPresent()) {
      page.put("leaderboard", leaderboard.get().section());
      sections.add(section("leaderboard", "Leaderboard"));
    }
    if (ranking != null) {
      page.put("metricCharts", ranking.metricCharts());
      page.put("spread", ranking.spread());
      page.put("manySystems", rankedSystems.size() > MANY_SYSTEMS);
      page.put("systemCount", rankedSystems.size());
      page.put("charts", true);
      sections.add(section("metrics", "Per metric"));
    }

    Map<String, Object> agreement = Agreement.section(files, names, matrices);
    if (agreement != null) {
      page.put("agreement", agreement);
      sections.add(section("agreement", "Metric agreement"));
    }

    if (fromScores && !rankedSystems.isEmpty()) {
      Optional<DocumentScoresFile> documents =
          DocumentScoresFile.read(
              files,
              scores.get().metrics(),
              rankMetric,
              new java.util.HashSet<>(
                  Selection.ends(rankedSystems).stream().filter(x -> x != null).toList()),
              setting);
      if (documents.isPresent() && !documents.get().documents().isEmpty()) {
        page.put(
            "documents",
            new DocumentView(documents.get(), rankedSystems, rankMetric, profile).section());
        sections.add(section("documents", "Documents"));
      }
    }

    Map<String, Object> anaphors = Anaphors.section(files, setting, rankedSystems);
    if (anaphors != null) {
      page.put("anaphors", anaphors);
      sections.add(section("anaphors", "Anaphors"));
    }

    Map<String, Object> descriptors = CorpusDescriptors.section(files, rankedSystems);
    if (descriptors != null) {
      page.put("descriptors", descriptors);
      sections.add(section("descriptors", "Descriptors"));
    }

    Map<String, Object> longDocuments = LongDocumentScores.section(files, rankedSystems);
    if (longDocuments != null) {
      page.put("longdocs", longDocuments);
      sections.add(section("long-documents", "Long documents"));
    }

    Map<String, Object> errors = Errors.section(files, names, rankedSystems);
    if (errors != null) {
      page.put("errors", errors);
      sections.add(section("errors", "Errors"));
    }

    Map<String, Object> studies = Studies.section(files, names, !rankedSystems.isEmpty());
    if (studies != null) {
      page.put("studies", studies);
      sections.add(section("studies", "Studies and figures"));
    }

    if (problems.isPresent() || run != null) {
      page.put("problems", Problems.section(problems.orElse(null), run));
      sections.add(section("problems", "Problems"));
    }
    if (run != null) {
      page.put("facts", Facts.section(run));
      sections.add(section("facts", "Run"));
    }
    page.put("outputs", outputs(names));
    sections.add(section("outputs", "Files"));
    page.put("sections", sections);
    return page;
  }

  /**
   * The directory's files for the list at the end: hidden and marker files left out, a subdirectory
   * of more than {@link #LISTED_PER_DIRECTORY} files named once with its count.
   */
  static List<String> outputs(List<String> names) {
    Map<String, List<String>> byDirectory = new LinkedHashMap<>();
    for (String n : names) {
      String base = n.substring(n.lastIndexOf('/') + 1);
      if (n.equals(FILE) || base.startsWith(".") || base.startsWith("_")) {
        continue;
      }
      int slash = n.indexOf('/');
      byDirectory
          .computeIfAbsent(slash < 0 ? "" : n.substring(0, slash + 1), d -> new ArrayList<>())
          .add(n);
    }
    List<String> out = new ArrayList<>();
    byDirectory.forEach(
        (dir, files) -> {
          if (dir.isEmpty() || files.size() <= LISTED_PER_DIRECTORY) {
            out.addAll(files);
          } else {
            out.add(fmt("%s (%d files)", dir, files.size()));
          }
        });
    return out;
  }

  static Map<String, Object> section(String id, String name) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", id);
    m.put("name", name);
    return m;
  }

  /** The settings of run.json, the primary first; empty without them. */
  static List<String> settings(JsonNode run) {
    List<String> settings = new ArrayList<>();
    if (run != null) {
      run.path("settings").forEach(s -> settings.add(s.asText()));
    }
    return settings;
  }

  /** The profile of run.json (its percentages' rule), v8.01 without one. */
  static Semantics.Profile profile(JsonNode run) {
    String code = run == null ? null : run.path("semantics").path("profile").asText(null);
    for (Semantics.Profile p : Semantics.Profile.values()) {
      if (p.code().equals(code)) {
        return p;
      }
    }
    return Semantics.Profile.V801;
  }

  static String percent(double fraction, Semantics.Profile profile) {
    return Double.isNaN(fraction) ? "–" : Numbers.percent(fraction, profile);
  }

  static JsonNode readJson(OutputFiles files, String name) throws IOException {
    Optional<InputStream> in = files.open(name);
    if (in.isEmpty()) {
      return null;
    }
    try (InputStream s = in.get()) {
      return new ObjectMapper().readTree(s);
    }
  }

  static String readText(OutputFiles files, String name) throws IOException {
    Optional<InputStream> in = files.open(name);
    if (in.isEmpty()) {
      return null;
    }
    try (InputStream s = in.get()) {
      return new String(s.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * A PNG of the outputs as a data URI: as it is, or, when larger than {@link #IMAGE_AS_IS_BYTES}
   * (a scatter plot of many documents), scaled to the page's width and JPEG-encoded when that is
   * smaller, so that the page stays a few hundred KB. The outputs keep the full-size PNG.
   */
  static String pngDataUri(OutputFiles files, String name) throws IOException {
    Optional<InputStream> in = files.open(name);
    if (in.isEmpty()) {
      return null;
    }
    byte[] png;
    try (InputStream s = in.get()) {
      png = s.readAllBytes();
    }
    if (png.length > IMAGE_AS_IS_BYTES) {
      byte[] jpeg = Images.shrunkJpeg(png, IMAGE_WIDTH);
      if (jpeg != null && jpeg.length < png.length) {
        return "data:image/jpeg;base64," + Base64.getEncoder().encodeToString(jpeg);
      }
    }
    return "data:image/png;base64," + Base64.getEncoder().encodeToString(png);
  }

  private static String resource(String name) {
    try (InputStream in =
        HtmlReport.class.getResourceAsStream("/org/corefstats/report/html/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String fmt(String format, Object... args) {
    return String.format(Locale.ROOT, format, args);
  }
}
