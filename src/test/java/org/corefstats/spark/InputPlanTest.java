package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding systems and files, cutting files into splits and packing them into tasks. */
class InputPlanTest {
  @TempDir Path tmp;

  private static final Configuration CONF = new Configuration();

  private Path file(String relative, int bytes) throws IOException {
    Path f = tmp.resolve(relative);
    Files.createDirectories(f.getParent());
    Files.write(f, new byte[bytes]);
    return f;
  }

  @Test
  void systemsAreTheChildrenOfTheSystemsDirectory() throws IOException {
    file("key/a_conll", 10);
    file("sys/alpha/x/a_conll", 10);
    file("sys/alpha/notes.txt", 10);
    file("sys/beta.conll.gz", 10);
    file("sys/README.md", 10);
    file("sys/_SUCCESS", 0);
    file("sys/.hidden/a_conll", 10);
    Files.createDirectories(tmp.resolve("sys/empty"));
    InputPlan plan =
        InputPlan.build(
            CONF,
            tmp.resolve("key").toString(),
            tmp.resolve("sys").toString(),
            Map.of("gamma", tmp.resolve("key/a_conll").toString()),
            0,
            2,
            null);
    assertEquals(
        List.of("(key)", "alpha", "beta", "empty", "gamma"),
        plan.sources.stream().map(InputPlan.Source::name).toList());
    assertEquals(
        3, plan.fileCount, "key, alpha, beta; the key file is also system gamma: read once");
    assertEquals(
        List.of(ProblemKind.NO_INPUT_FILES, ProblemKind.IGNORED_FILE, ProblemKind.IGNORED_FILE),
        plan.problems.stream().map(p -> p.problem().kind()).sorted().toList());
    InputPlan.Split keyFile =
        plan.groups.stream()
            .flatMap(List::stream)
            .filter(s -> s.path().endsWith("key/a_conll"))
            .findFirst()
            .orElseThrow();
    assertEquals(List.of(0, 4), Arrays.stream(keyFile.sources()).boxed().toList());
  }

  @Test
  void namesMustBeUsable() throws IOException {
    file("key/a_conll", 10);
    String key = tmp.resolve("key").toString();
    assertThrows(
        InvalidRequestException.class,
        () -> InputPlan.build(CONF, key, null, Map.of("(x)", key), 0, 2, null));
    assertThrows(
        NoSuchFileException.class,
        () ->
            InputPlan.build(
                CONF, key, null, Map.of("a", tmp.resolve("missing").toString()), 0, 2, null),
        "a missing path is an I/O error (exit 4)");
    assertThrows(
        InvalidRequestException.class,
        () -> InputPlan.build(CONF, key, key + "/a_conll", Map.of(), 0, 2, null));
    assertEquals("sys1", InputNames.systemName("sys1.conll.gz", false));
    assertEquals("sys1", InputNames.systemName("sys1_conll", false));
    assertEquals("_conll", InputNames.systemName("_conll", false));
  }

  @Test
  void largeFilesAreCutAndSmallOnesPacked() throws IOException {
    file("key/big_conll", 1000);
    for (int i = 0; i < 5; i++) {
      file("key/small" + i + "_conll", 10);
    }
    file("key/packed_conll.gz", 5000);
    InputPlan plan =
        InputPlan.build(
            CONF,
            tmp.resolve("key").toString(),
            null,
            Map.of("s", tmp.resolve("key").toString()),
            300,
            2,
            null);
    List<InputPlan.Split> splits = plan.groups.stream().flatMap(List::stream).toList();
    List<InputPlan.Split> big =
        splits.stream().filter(s -> s.path().endsWith("big_conll")).toList();
    assertEquals(List.of(0L, 300L, 600L, 900L), big.stream().map(InputPlan.Split::start).toList());
    assertEquals(100, big.get(3).length());
    assertTrue(big.stream().noneMatch(InputPlan.Split::whole));
    InputPlan.Split gz =
        splits.stream().filter(s -> s.path().endsWith(".gz")).findFirst().orElseThrow();
    assertTrue(gz.whole(), "a compressed file is read whole, whatever its size");
    assertEquals(5000, gz.length());
    assertTrue(plan.splitsFiles());
  }

  @Test
  void manySmallFilesMakeAFewTasksPerCore() throws IOException {
    // 2000 documents of 27 KB, as a synthetic system (sparse files: nothing is written)
    for (int i = 0; i < 2000; i++) {
      Path f = tmp.resolve(String.format("key/d%04d_conll", i));
      Files.createDirectories(f.getParent());
      try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
        r.setLength(27_000);
      }
    }
    String key = tmp.resolve("key").toString();
    for (int cores : new int[] {2, 16}) {
      InputPlan plan = InputPlan.build(CONF, key, null, Map.of(), 0, cores, null);
      int tasks = plan.groups.size();
      assertTrue(tasks >= 2 * cores && tasks <= 3 * cores, cores + " cores: " + tasks + " tasks");
      assertTrue(
          plan.groups.stream().flatMap(List::stream).allMatch(InputPlan.Split::whole),
          "no file is cut");
    }
  }

  @Test
  void packingKeepsGroupsNearTheTarget() {
    List<InputPlan.Split> splits = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      splits.add(new InputPlan.Split(i, "f" + i, "f" + i, 0, 5 << 20, true, new int[] {0}));
    }
    // each costs 5 MB + 128 KB opening: 3 per 16 MB group
    assertEquals(
        List.of(3, 3, 3, 1), InputPlan.pack(splits, 16L << 20).stream().map(List::size).toList());
    assertEquals(10, InputPlan.pack(splits, 1).size(), "a tiny target gives one split per task");
  }

  /**
   * A system's files stay in one task when they fit in one, so that the task holds the system
   * whole; a system larger than a task is packed file by file, and held whole by none.
   */
  @Test
  void packingBySystemKeepsASystemInOneTaskWhenItFits() {
    List<InputPlan.Split> splits = new ArrayList<>();
    int file = 0;
    // systems 1 and 2: 3 files of 2 MB; system 3: 10 files of 2 MB; system 4: one file cut in two
    for (int[] system : new int[][] {{1, 3}, {2, 3}, {3, 10}}) {
      for (int f = 0; f < system[1]; f++, file++) {
        splits.add(
            new InputPlan.Split(
                file, "f" + file, "f" + file, 0, 2 << 20, true, new int[] {system[0]}));
      }
    }
    splits.add(new InputPlan.Split(file, "big", "big", 0, 4 << 20, false, new int[] {4}));
    splits.add(new InputPlan.Split(file, "big", "big", 4 << 20, 1 << 20, false, new int[] {4}));
    long target = 10L << 20; // 4 files of 2 MB and 128 KB
    List<List<InputPlan.Split>> groups = InputPlan.packBySystem(splits, target);
    // pack would cut system 2 after its first file ([1 1 1 2] [2 2 ...]); by system it starts a
    // new task; system 3, larger than a task, fills tasks file by file from there on
    assertEquals(
        List.of(List.of(1), List.of(2, 3), List.of(3), List.of(3), List.of(3, 4)),
        groups.stream().map(g -> g.stream().map(s -> s.sources()[0]).distinct().toList()).toList());
    assertEquals(List.of(3, 4, 4, 4, 3), groups.stream().map(List::size).toList());
    assertEquals(
        List.of(Set.of(1), Set.of(2), Set.of(), Set.of(), Set.of()),
        InputPlan.wholeSystems(groups),
        "system 3 is in four tasks, system 4's file is cut");
    assertEquals(
        List.of(Set.of(1, 2)),
        InputPlan.wholeSystems(List.of(splits.subList(0, 6))),
        "one task, two systems whole");
  }

  @Test
  void balancedPackingFillsAMultipleOfTheCoresEvenlyInOrder() {
    List<InputPlan.Split> splits = new ArrayList<>();
    for (int system = 0; system < 17; system++) { // one file of 20 MB each, as synth writes them
      splits.add(
          new InputPlan.Split(
              system, "f" + system, "f" + system, 0, 20 << 20, true, new int[] {system}));
    }
    // by size alone: 4 systems a task, 5 tasks, the last one of a single system (two cores: the
    // fifth runs alone)
    assertEquals(
        List.of(4, 4, 4, 4, 1),
        InputPlan.packBySystem(splits, 90L << 20).stream().map(List::size).toList());
    List<List<InputPlan.Split>> six = InputPlan.balanced(splits, 6);
    assertEquals(List.of(3, 3, 2, 3, 3, 3), six.stream().map(List::size).toList());
    assertEquals(
        splits,
        six.stream().flatMap(List::stream).toList(),
        "every split once, in order: each task holds consecutive systems");
    assertEquals(
        List.of(Set.of(0, 1, 2), Set.of(3, 4, 5), Set.of(6, 7)),
        InputPlan.wholeSystems(six).subList(0, 3));
    // a system of several files stays in one task
    List<InputPlan.Split> twoFiles = new ArrayList<>(splits.subList(0, 3));
    twoFiles.add(new InputPlan.Split(17, "g", "g", 0, 20 << 20, true, new int[] {2}));
    assertEquals(
        List.of(List.of(0, 1), List.of(2, 2)),
        InputPlan.balanced(twoFiles, 2).stream()
            .map(g -> g.stream().map(s -> s.sources()[0]).toList())
            .toList());
  }

  @Test
  void lineBasesArePrefixSumsPerFile() {
    LineBases bases =
        LineBases.of(
            List.of(
                new SplitLines(0, 200, 7),
                new SplitLines(0, 0, 10),
                new SplitLines(0, 100, 5),
                new SplitLines(1, 0, 3),
                new SplitLines(1, 50, 4)));
    assertEquals(0, bases.base(0, 0));
    assertEquals(10, bases.base(0, 100));
    assertEquals(15, bases.base(0, 200));
    assertEquals(3, bases.base(1, 50));
  }
}
