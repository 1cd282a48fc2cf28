package org.corefstats.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of every Markdown file of the repository (README.md, CHANGELOG.md, docs/**,
 * samples/README.md, conf/README.md, notebooks/*.md, ...; build output, hidden and ignored
 * directories aside) resolves to a file or directory of the repository, and to a heading of that
 * file when it names one ({@code #anchor}, by GitHub's slug rules). No link may leave the
 * repository ({@code ../} above the root, absolute paths, {@code file:} URLs), and no page but
 * docs/development.md (which tells maintainers where the tests find it) may point to the shared
 * data folder {@code ../shared}, which a clone does not have.
 */
class MarkdownLinksTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().normalize();
  private static final Set<String> SKIPPED_DIRS =
      Set.of("target", "node_modules", "spark-warehouse", "metastore_db");

  /** {@code [text](target "title")} and {@code ![alt](target)}, not across lines. */
  private static final Pattern INLINE = Pattern.compile("!?\\[([^\\]]*)\\]\\(\\s*<?([^)\\s>]*)>?");

  /** {@code [label]: target}. */
  private static final Pattern DEFINITION =
      Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s*<?([^\\s>]+)>?");

  private static final Pattern HEADING = Pattern.compile("^\\s{0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern FENCE = Pattern.compile("^\\s*(```+|~~~+).*$");
  private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

  record Link(Path file, int line, String target) {
    String where() {
      return ROOT.relativize(file) + ":" + line + " (" + target + ")";
    }
  }

  static List<Path> markdownFiles() throws IOException {
    try (Stream<Path> s =
        Files.walk(ROOT)
            .filter(
                p -> {
                  for (Path part : ROOT.relativize(p)) {
                    String n = part.toString();
                    if (n.startsWith(".") || SKIPPED_DIRS.contains(n)) {
                      return false;
                    }
                  }
                  return true;
                })) {
      return s.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** The links of a Markdown file outside code blocks and code spans. */
  static List<Link> links(Path file) throws IOException {
    List<Link> links = new ArrayList<>();
    List<String> lines = Files.readAllLines(file);
    String fence = null;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      Matcher f = FENCE.matcher(line);
      if (f.matches()) {
        String marker = f.group(1);
        if (fence == null) {
          fence = marker;
          continue;
        } else if (line.trim().startsWith(fence)) {
          fence = null;
          continue;
        }
      }
      if (fence != null) {
        continue;
      }
      String text = line.replaceAll("`+[^`]*`+", "``");
      Matcher m = INLINE.matcher(text);
      while (m.find()) {
        links.add(new Link(file, i + 1, m.group(2)));
      }
      Matcher d = DEFINITION.matcher(text);
      if (d.find()) {
        links.add(new Link(file, i + 1, d.group(1)));
      }
    }
    return links;
  }

  /** GitHub's anchors of a Markdown file's headings (duplicates get -1, -2, ...). */
  static Set<String> anchors(Path file) throws IOException {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    String fence = null;
    for (String line : Files.readAllLines(file)) {
      Matcher f = FENCE.matcher(line);
      if (f.matches()) {
        if (fence == null) {
          fence = f.group(1);
          continue;
        } else if (line.trim().startsWith(fence)) {
          fence = null;
          continue;
        }
      }
      if (fence != null) {
        continue;
      }
      Matcher h = HEADING.matcher(line);
      if (h.matches()) {
        String slug = slug(h.group(2));
        int n = seen.merge(slug, 1, Integer::sum) - 1;
        anchors.add(n == 0 ? slug : slug + "-" + n);
      }
      Matcher named = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"").matcher(line);
      while (named.find()) {
        anchors.add(named.group(1));
      }
    }
    return anchors;
  }

  /** GitHub's slug: markup and punctuation dropped (but '-' and '_'), lower case, spaces to '-'. */
  static String slug(String heading) {
    String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
    StringBuilder slug = new StringBuilder();
    text.toLowerCase(Locale.ROOT)
        .codePoints()
        .forEach(
            c -> {
              if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
              } else if (c == ' ') {
                slug.append('-');
              }
            });
    return slug.toString();
  }

  /** What is wrong with a link, or null. */
  static String problem(Link link) throws IOException {
    String target = link.target();
    if (target.isEmpty()) {
      return "an empty link";
    }
    if (target.contains("../shared") || target.matches("^(\\.\\./)+shared(/.*)?$")) {
      return "a link to ../shared, which a clone of the repository does not have";
    }
    if (target.startsWith("http://")
        || target.startsWith("https://")
        || target.startsWith("mailto:")) {
      return null;
    }
    if (SCHEME.matcher(target).find()) {
      return "a link with the scheme of " + target + " (only relative links and http(s))";
    }
    if (target.startsWith("/") || target.startsWith("\\")) {
      return "an absolute path (use a path relative to the file)";
    }
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    path = URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
    Path resolved =
        path.isEmpty() ? link.file() : link.file().getParent().resolve(path).normalize();
    if (!resolved.startsWith(ROOT)) {
      return "a link that leaves the repository";
    }
    if (!Files.exists(resolved)) {
      return "no such file: " + ROOT.relativize(resolved);
    }
    if (anchor != null && !anchor.isEmpty() && resolved.toString().endsWith(".md")) {
      Set<String> anchors = anchors(resolved);
      if (!anchors.contains(anchor)) {
        return "no heading #" + anchor + " in " + ROOT.relativize(resolved);
      }
    }
    return null;
  }

  @Test
  void everyRelativeLinkResolvesInsideTheRepository() throws IOException {
    List<String> broken = new ArrayList<>();
    int count = 0;
    for (Path file : markdownFiles()) {
      for (Link link : links(file)) {
        count++;
        String problem = problem(link);
        if (problem != null) {
          broken.add(link.where() + ": " + problem);
        }
      }
    }
    System.out.println(
        "MarkdownLinksTest: " + count + " links checked, " + broken.size() + " broken");
    assertTrue(count > 0, "no links found: is the working directory the project root?");
    assertEquals(
        List.of(),
        broken,
        () -> broken.size() + " broken links:\n  " + String.join("\n  ", broken));
  }

  @Test
  void noPageButDevelopmentPointsToTheSharedDataFolder() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path file : markdownFiles()) {
      String rel = ROOT.relativize(file).toString().replace('\\', '/');
      if (rel.equals("docs/development.md")) {
        continue; // the maintainers' page says where the tests find the shared data
      }
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains("../shared")) {
          found.add(rel + ":" + (i + 1) + ": " + lines.get(i).trim());
        }
      }
    }
    assertEquals(
        List.of(),
        found,
        () ->
            "these lines point to ../shared, which a clone does not have (use the bundled"
                + " samples):\n  "
                + String.join("\n  ", found));
  }

  @Test
  void slugsFollowGitHub() {
    assertEquals("the-report-reporthtml", slug("The report: `report.html`"));
    assertEquals(
        "leaderboards-per-dataset-per-genre-several-settings-in-one-pass",
        slug("Leaderboards: per dataset, per genre, several settings in one pass"));
    assertEquals("what-identical-to-v801-means", slug("What \"identical to v8.01\" means"));
    assertEquals("snake_case-and-dashes", slug("snake_case and-dashes"));
  }
}
