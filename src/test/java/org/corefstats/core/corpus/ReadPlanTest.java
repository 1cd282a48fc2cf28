package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.junit.jupiter.api.Test;

/** The plan's decisions over a listing held in memory: which files, which systems, which splits. */
class ReadPlanTest {
  /** Directories as name lists; a name ending in '/' is a directory. */
  private static final Map<String, List<String>> TREE =
      Map.of(
          "/sys",
          List.of("beta.conll.gz", "alpha/", "README.md", ".hidden/"),
          "/sys/alpha",
          List.of("notes.txt", "x/", "b_conll"),
          "/sys/alpha/x",
          List.of("a_conll"),
          "/sys/.hidden",
          List.of("c_conll"));

  private static ReadPlan.Listed entry(String path, boolean directory) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    return new ReadPlan.Listed(path, name, path, directory, 1000, path.endsWith(".gz"));
  }

  private static final ReadPlan.Lister LISTER =
      new ReadPlan.Lister() {
        @Override
        public ReadPlan.Listed entry(String path) {
          return ReadPlanTest.entry(path, TREE.containsKey(path));
        }

        @Override
        public List<ReadPlan.Listed> children(String directory) {
          return TREE.get(directory).stream()
              .map(
                  n ->
                      n.endsWith("/")
                          ? ReadPlanTest.entry(directory + "/" + n.replace("/", ""), true)
                          : ReadPlanTest.entry(directory + "/" + n, false))
              .toList();
        }

        @Override
        public String display(String path) {
          return path;
        }
      };

  @Test
  void systemsAreTheReadChildrenByNameAndTheirFilesAreListedByPath() throws Exception {
    List<ReadPlan.Listed> children = LISTER.children("/sys");
    List<ReadPlan.Source> sources =
        ReadPlan.sources("/sys/alpha/x/a_conll", children, Map.of("named", "/sys/alpha"));
    assertEquals(
        List.of("(key)", "alpha", "beta", "named"),
        sources.stream().map(ReadPlan.Source::name).toList());
    List<ReadPlan.Noted> noted = new ArrayList<>(ReadPlan.notSystems(children));
    List<List<ReadPlan.Listed>> files = ReadPlan.inputFiles(sources, LISTER, noted);
    assertEquals(
        List.of("/sys/alpha/b_conll", "/sys/alpha/x/a_conll"),
        files.get(1).stream().map(ReadPlan.Listed::path).toList());
    assertEquals(
        List.of("/sys/README.md", "/sys/alpha/notes.txt", "/sys/alpha/notes.txt"),
        noted.stream().map(n -> n.problem().file()).toList());
    assertEquals(ProblemKind.IGNORED_FILE, noted.get(0).problem().kind());
    assertEquals(ReadPlan.NO_SOURCE, noted.get(0).source());

    ReadPlan plan = new ReadPlan(sources, files, 400, 2) {};
    assertEquals(3, plan.fileCount, "a_conll is the key, alpha's and named's: read once");
    ReadPlan.Split key = plan.splits().get(0);
    assertEquals(List.of(0, 1, 3), Arrays.stream(key.sources()).boxed().toList());
    assertEquals(3, plan.splits().stream().filter(s -> s.path().equals(key.path())).count());
    assertEquals(1000 * 1, plan.keyTextBytes());
  }

  @Test
  void systemNamesMustBeUsableAndDistinct() {
    assertThrows(
        InvalidRequestException.class, () -> ReadPlan.sources("/k", null, Map.of("(x)", "/a")));
    assertThrows(
        InvalidRequestException.class,
        () -> ReadPlan.sources("/k", LISTER.children("/sys"), Map.of("alpha", "/a")));
  }
}
