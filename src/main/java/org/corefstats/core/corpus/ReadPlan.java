package org.corefstats.core.corpus;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;

/**
 * What a run reads, decided on the driver from what a {@link Lister} lists: the key and the systems
 * (sources), their input files, and the work: large uncompressed files cut into splits of at most
 * {@link #maxSplitBytes} (documents are whole in exactly one split), small files packed together,
 * so that both directories of many one-document files and a few huge concatenated files give tasks
 * of similar size.
 */
public class ReadPlan implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Index of the key among the sources; systems follow. */
  public static final int KEY = 0;

  /** Source of a problem that belongs to no input (a stray file beside the systems). */
  public static final int NO_SOURCE = -1;

  /** Name used for the key in outputs. */
  public static final String KEY_NAME = InputNames.KEY;

  /**
   * Cost of opening a file, counted as bytes when packing small files (as Spark's openCostInBytes).
   * Spark's 4 MB made a task of every ~30 files of 27 KB: 259 tasks for one system of 4000
   * documents, whose overhead took 40% of the run (11.5 s); with 128 KB, 10 tasks (8.3 s).
   */
  public static final long OPEN_COST = 128L << 10;

  /**
   * Automatic pieces are at least this large: smaller files are never cut (cut files need a line
   * count pass).
   */
  public static final long MIN_AUTO_SPLIT = 4L << 20;

  public static final long MAX_AUTO_SPLIT = 128L << 20;

  /** What a compressed input file expands to, about (CoNLL text compresses 6 to 10 times). */
  public static final int COMPRESSION_RATIO = 10;

  /** A key or a system: its name and the path it was given as. */
  public record Source(String name, String root) implements Serializable {}

  /**
   * A file or directory as listed: {@code name} its last segment, {@code display} its path as
   * outputs show it, {@code compressed} whether it is read through a codec (and so whole).
   */
  public record Listed(
      String path,
      String name,
      String display,
      boolean directory,
      long length,
      boolean compressed) {}

  /**
   * A problem of a source or of {@link #NO_SOURCE}: found while listing, or by a verdict on a whole
   * system.
   */
  public record Noted(int source, Problem problem) {}

  /** What lists paths: local, HDFS or S3 alike. */
  public interface Lister {
    /**
     * The entry of a path the user gave.
     *
     * @throws java.nio.file.NoSuchFileException when there is nothing at {@code path}
     */
    Listed entry(String path) throws IOException;

    List<Listed> children(String directory) throws IOException;

    /** A path as outputs show it. */
    String display(String path);
  }

  /**
   * One byte range of one file, read by one task; {@code sources} are the key/systems the file
   * belongs to; {@code whole} when the range is the whole file.
   */
  public record Split(
      int file, String path, String display, long start, long length, boolean whole, int[] sources)
      implements Serializable {
    /** This split read for some of its sources only. */
    public Split withSources(int[] only) {
      return new Split(file, path, display, start, length, whole, only);
    }

    public boolean isOfKey() {
      return Arrays.stream(sources).anyMatch(s -> s == KEY);
    }
  }

  public final List<Source> sources;
  public final List<List<Split>> groups;
  private final List<Split> splits;
  public final int fileCount;
  public final long totalBytes;
  public final long maxSplitBytes;
  private final long keyTextBytes;
  private final int parallelism;

  /** Files of each source. */
  public final int[] filesPerSource;

  /**
   * @param filesOfSources the input files of each source ({@link #inputFiles})
   * @param maxSplitBytes largest split of one file, or 0 for automatic (like Spark's
   *     maxPartitionBytes rule: total bytes over twice the parallelism, between 4 and 128 MB)
   */
  protected ReadPlan(
      List<Source> sources,
      List<List<Listed>> filesOfSources,
      long maxSplitBytes,
      int parallelism) {
    this(sources, filesOfSources, maxSplitBytes, parallelism, true);
  }

  /**
   * @param cutSystemFiles whether a system's file may be cut into splits (not when each is read
   *     whole against the key: an LLM's output, whose documents are paired by position)
   */
  protected ReadPlan(
      List<Source> sources,
      List<List<Listed>> filesOfSources,
      long maxSplitBytes,
      int parallelism,
      boolean cutSystemFiles) {
    Map<String, FileEntry> files = new LinkedHashMap<>();
    filesPerSource = new int[sources.size()];
    for (int s = 0; s < sources.size(); s++) {
      filesPerSource[s] = filesOfSources.get(s).size();
      for (Listed f : filesOfSources.get(s)) {
        files.computeIfAbsent(f.path(), p -> new FileEntry(f)).addSource(s);
      }
    }
    long total = files.values().stream().mapToLong(f -> f.listed.length()).sum();
    // Spark's rule for file sources, with two tasks per core for balance:
    // (bytes + opening costs) / (2 cores)
    long splitBytes =
        maxSplitBytes > 0
            ? maxSplitBytes
            : Math.min(
                MAX_AUTO_SPLIT,
                Math.max(
                    MIN_AUTO_SPLIT,
                    (total + files.size() * OPEN_COST) / Math.max(1, 2L * parallelism)));
    this.sources = List.copyOf(sources);
    this.splits = List.copyOf(splits(files.values(), splitBytes, cutSystemFiles));
    this.groups = pack(splits, splitBytes);
    this.fileCount = files.size();
    this.totalBytes = total;
    this.maxSplitBytes = splitBytes;
    this.parallelism = Math.max(1, parallelism);
    this.keyTextBytes =
        files.values().stream()
            .filter(f -> Arrays.stream(f.sources()).anyMatch(s -> s == KEY))
            .mapToLong(f -> f.listed.length() * (f.listed.compressed() ? COMPRESSION_RATIO : 1))
            .sum();
  }

  /**
   * The key, then the systems: the children of the systems directory by name (null: none), then the
   * named ones.
   *
   * @throws InvalidRequestException for an unusable or repeated system name
   */
  public static List<Source> sources(
      String key, List<Listed> systemsChildren, Map<String, String> namedSystems) {
    return sources(key, systemsChildren, namedSystems, null);
  }

  /**
   * {@link #sources(String, List, Map)} where the systems are an LLM's outputs, files named with
   * {@code llmSuffix} ({@link InputNames#classify(String, boolean, String)}; null: none).
   */
  public static List<Source> sources(
      String key,
      List<Listed> systemsChildren,
      Map<String, String> namedSystems,
      String llmSuffix) {
    List<Source> sources = new ArrayList<>();
    sources.add(new Source(KEY_NAME, key));
    if (systemsChildren != null) {
      for (Listed child :
          systemsChildren.stream().sorted(Comparator.comparing(Listed::name)).toList()) {
        if (InputNames.classify(child.name(), child.directory(), llmSuffix)
            == InputNames.Entry.READ) { // README.txt: noted by notSystems
          sources.add(
              new Source(
                  InputNames.systemName(child.name(), child.directory(), llmSuffix), child.path()));
        }
      }
    }
    for (Map.Entry<String, String> e : namedSystems.entrySet()) {
      sources.add(new Source(e.getKey(), e.getValue()));
    }
    checkNames(sources);
    return sources;
  }

  /** The children of the systems directory that are no system, in listing order. */
  public static List<Noted> notSystems(List<Listed> systemsChildren) {
    return notSystems(systemsChildren, null);
  }

  /** {@link #notSystems(List)} where the systems may be files named with {@code llmSuffix}. */
  public static List<Noted> notSystems(List<Listed> systemsChildren, String llmSuffix) {
    return systemsChildren.stream()
        .filter(
            c ->
                InputNames.classify(c.name(), c.directory(), llmSuffix) == InputNames.Entry.IGNORED)
        .map(c -> ignored(NO_SOURCE, c, InputNames.NOT_A_SYSTEM))
        .toList();
  }

  /**
   * The input files of every source: a path that is a file is itself, a directory the input files
   * below it, by path; others below it are noted as ignored, and a source without files too.
   */
  public static List<List<Listed>> inputFiles(
      List<Source> sources, Lister lister, List<Noted> noted) throws IOException {
    return inputFiles(sources, lister, noted, null);
  }

  /**
   * {@link #inputFiles(List, Lister, List)} where the systems' files may be an LLM's outputs, named
   * with {@code llmSuffix} (the key's never are).
   */
  public static List<List<Listed>> inputFiles(
      List<Source> sources, Lister lister, List<Noted> noted, String llmSuffix) throws IOException {
    List<List<Listed>> files = new ArrayList<>();
    for (int s = 0; s < sources.size(); s++) {
      Listed root = lister.entry(sources.get(s).root());
      List<Listed> listed = new ArrayList<>();
      if (root.directory()) {
        walk(lister, sources.get(s).root(), s, listed, noted, s == KEY ? null : llmSuffix);
        listed.sort(Comparator.comparing(Listed::path));
      } else {
        listed.add(root);
      }
      if (listed.isEmpty()) {
        noted.add(
            new Noted(
                s,
                Problem.of(
                    ProblemKind.NO_INPUT_FILES,
                    lister.display(sources.get(s).root()),
                    null,
                    0,
                    (s == KEY ? "the key" : "system " + sources.get(s).name())
                        + " has no "
                        + InputNames.INPUT_FILES)));
      }
      files.add(listed);
    }
    return files;
  }

  private static void walk(
      Lister lister, String dir, int source, List<Listed> out, List<Noted> noted, String llmSuffix)
      throws IOException {
    for (Listed f : lister.children(dir)) {
      switch (InputNames.classify(f.name(), f.directory(), llmSuffix)) {
        case READ -> {
          if (f.directory()) {
            walk(lister, f.path(), source, out, noted, llmSuffix);
          } else {
            out.add(f);
          }
        }
        case IGNORED -> noted.add(ignored(source, f, InputNames.NOT_CONLL));
        case HIDDEN -> {}
      }
    }
  }

  private static Noted ignored(int source, Listed entry, String why) {
    return new Noted(source, Problem.of(ProblemKind.IGNORED_FILE, entry.display(), null, 0, why));
  }

  /** Each file whole, or in pieces of {@code splitBytes} when it is larger and not compressed. */
  private static List<Split> splits(
      Iterable<FileEntry> files, long splitBytes, boolean cutSystemFiles) {
    List<Split> splits = new ArrayList<>();
    int index = 0;
    for (FileEntry entry : files) {
      Listed f = entry.listed;
      long length = f.length();
      boolean keyOnly = Arrays.stream(entry.sources()).allMatch(s -> s == KEY);
      if (f.compressed() || length <= splitBytes || !(cutSystemFiles || keyOnly)) {
        splits.add(new Split(index, f.path(), f.display(), 0, length, true, entry.sources()));
      } else {
        for (long start = 0; start < length; start += splitBytes) {
          splits.add(
              new Split(
                  index,
                  f.path(),
                  f.display(),
                  start,
                  Math.min(splitBytes, length - start),
                  false,
                  entry.sources()));
        }
      }
      index++;
    }
    return splits;
  }

  /**
   * Whether every document read is CoNLL-2012 (documents then pair by name only, as v8.01 pairs
   * them; across formats, by the document-key convention).
   */
  public boolean allConll(InputFormats formats) {
    return splits.stream()
        .allMatch(
            s ->
                formats.of(s.path()) == Format.CONLL
                    && formats.ofResponse(s.path()) == Format.CONLL);
  }

  /** The key's files, each once, in file order. */
  public List<String> keyFiles() {
    return splits.stream().filter(s -> s.isOfKey() && s.start() == 0).map(Split::path).toList();
  }

  /** Every split, in file order. */
  public List<Split> splits() {
    return splits;
  }

  /** The format of the key's first file (CoNLL-2012 when it has none). */
  public Format keyFormat(InputFormats formats) {
    for (Split split : splits) {
      if (split.isOfKey()) {
        return formats.of(split.path());
      }
    }
    return Format.CONLL;
  }

  /**
   * The formats of the key's and the systems' files, and the primary setting's semantics (resolved
   * by the format of the key's first file).
   */
  public ReadAs readAs(InputFormats formats, Semantics primary) {
    Set<Format> key = EnumSet.noneOf(Format.class);
    Set<Format> systems = EnumSet.noneOf(Format.class);
    for (Split split : splits) {
      if (split.isOfKey()) {
        key.add(formats.of(split.path()));
      }
      if (Arrays.stream(split.sources()).anyMatch(s -> s != KEY)) {
        systems.add(formats.ofResponse(split.path()));
      }
    }
    return new ReadAs(key, systems, primary);
  }

  /**
   * Packs splits, in order, into groups of about {@code target} bytes (each split costing OPEN_COST
   * more).
   */
  public static List<List<Split>> pack(List<Split> splits, long target) {
    List<List<Split>> groups = new ArrayList<>();
    List<Split> current = new ArrayList<>();
    long size = 0;
    for (Split s : splits) {
      long cost = s.length() + OPEN_COST;
      if (!current.isEmpty() && size + cost > target) {
        groups.add(current);
        current = new ArrayList<>();
        size = 0;
      }
      current.add(s);
      size += cost;
    }
    if (!current.isEmpty()) {
      groups.add(current);
    }
    return groups;
  }

  private static void checkNames(List<Source> sources) {
    Map<String, String> seen = new LinkedHashMap<>();
    for (Source s : sources.subList(1, sources.size())) {
      String unusable = InputNames.unusableSystemName(s.name());
      if (unusable != null) {
        throw new InvalidRequestException(
            "unusable system name '" + s.name() + "' (" + s.root() + "): " + unusable);
      }
      String earlier = seen.put(s.name(), s.root());
      if (earlier != null) {
        throw new InvalidRequestException(
            "two systems named " + s.name() + ": " + earlier + " and " + s.root());
      }
    }
  }

  /** The name of a source in outputs: empty for {@link #NO_SOURCE}. */
  public static String sourceName(List<String> names, int source) {
    return source == NO_SOURCE ? "" : names.get(source);
  }

  /**
   * Whether some file is read in several pieces (its later pieces then count lines from their
   * start).
   */
  public boolean splitsFiles() {
    return groups.stream().flatMap(List::stream).anyMatch(s -> !s.whole());
  }

  /**
   * The key's splits (read for the key only), packed into tasks of at most {@link #maxSplitBytes},
   * and at least two per core when the key has as many files: the key is read on its own, before
   * the systems, so its tasks alone keep the cores busy.
   */
  public List<List<Split>> keyGroups(int parallelism) {
    List<Split> ofKey =
        splits.stream().filter(Split::isOfKey).map(s -> s.withSources(new int[] {KEY})).toList();
    long bytes = ofKey.stream().mapToLong(s -> s.length() + OPEN_COST).sum();
    return pack(ofKey, Math.min(maxSplitBytes, Math.max(OPEN_COST, bytes / (2L * parallelism))));
  }

  /**
   * The systems' splits (read for the systems only: a file that is also the key is read twice),
   * packed into tasks of about {@link #maxSplitBytes}, each system's splits kept in one task when
   * they fit in one ({@link #packBySystem}), so that the task holds the whole system; when every
   * system fits in a task, as many tasks as a multiple of the cores, evenly filled ({@link
   * #balanced}), so that no core waits alone for a last task.
   */
  public List<List<Split>> systemGroups() {
    List<Split> ofSystems = new ArrayList<>();
    for (Split s : splits) {
      int[] systems = Arrays.stream(s.sources()).filter(source -> source != KEY).toArray();
      if (systems.length > 0) {
        ofSystems.add(systems.length == s.sources().length ? s : s.withSources(systems));
      }
    }
    List<List<Split>> groups = packBySystem(ofSystems, maxSplitBytes);
    int tasks = groups.size();
    if (tasks <= parallelism || tasks % parallelism == 0 || !runsFit(ofSystems, maxSplitBytes)) {
      return groups;
    }
    return balanced(ofSystems, (tasks + parallelism - 1) / parallelism * parallelism);
  }

  /** Whether every run of one set of systems' splits fits in a group of {@code target} bytes. */
  private static boolean runsFit(List<Split> splits, long target) {
    return runs(splits).stream().allMatch(run -> cost(run) <= target);
  }

  /**
   * Splits in order into at most {@code groups} groups of about equal cost, never cutting a run of
   * one set of systems: each run goes to the group its middle byte falls in (of the runs' costs end
   * to end, cut into equal parts).
   */
  public static List<List<Split>> balanced(List<Split> splits, int groups) {
    List<List<Split>> runs = runs(splits);
    long total = runs.stream().mapToLong(ReadPlan::cost).sum();
    List<List<Split>> out = new ArrayList<>();
    long before = 0;
    int last = -1;
    for (List<Split> run : runs) {
      long cost = cost(run);
      int g = (int) Math.min(groups - 1, (before + cost / 2) * groups / Math.max(1, total));
      if (g != last) {
        out.add(new ArrayList<>());
        last = g;
      }
      out.get(out.size() - 1).addAll(run);
      before += cost;
    }
    return out;
  }

  private static long cost(List<Split> run) {
    return run.stream().mapToLong(s -> s.length() + OPEN_COST).sum();
  }

  /** The runs of consecutive splits of one set of systems, in order. */
  private static List<List<Split>> runs(List<Split> splits) {
    List<List<Split>> runs = new ArrayList<>();
    int from = 0;
    while (from < splits.size()) {
      int to = from + 1;
      while (to < splits.size()
          && Arrays.equals(splits.get(to).sources(), splits.get(from).sources())) {
        to++;
      }
      runs.add(splits.subList(from, to));
      from = to;
    }
    return runs;
  }

  /**
   * Packs splits, in order, into groups of about {@code target} bytes as {@link #pack} does, but
   * never cuts the run of consecutive splits of one set of systems (one system's files) that fits
   * in a group: it starts a new group instead. A run larger than a group is packed split by split.
   */
  public static List<List<Split>> packBySystem(List<Split> splits, long target) {
    List<List<Split>> groups = new ArrayList<>();
    List<Split> current = new ArrayList<>();
    long size = 0;
    for (List<Split> run : runs(splits)) {
      long cost = cost(run);
      if (cost > target) {
        for (Split s : run) { // larger than a task: as pack does
          long one = s.length() + OPEN_COST;
          if (!current.isEmpty() && size + one > target) {
            groups.add(current);
            current = new ArrayList<>();
            size = 0;
          }
          current.add(s);
          size += one;
        }
      } else {
        if (!current.isEmpty() && size + cost > target) {
          groups.add(current);
          current = new ArrayList<>();
          size = 0;
        }
        current.addAll(run);
        size += cost;
      }
    }
    if (!current.isEmpty()) {
      groups.add(current);
    }
    return groups;
  }

  /**
   * The systems each group of {@code groups} holds whole: all their splits are in it and each is a
   * whole file (lines counted from the file's start), so that the task reading the group knows
   * every document of the system and where it stands in its file, and can settle the system's
   * corpus rules itself (repeated and missing documents).
   */
  public static List<Set<Integer>> wholeSystems(List<List<Split>> groups) {
    Map<Integer, Integer> groupOf = new HashMap<>();
    Set<Integer> cut = new HashSet<>();
    for (int g = 0; g < groups.size(); g++) {
      for (Split s : groups.get(g)) {
        for (int source : s.sources()) {
          Integer earlier = groupOf.putIfAbsent(source, g);
          if ((earlier != null && earlier != g) || !s.whole()) {
            cut.add(source);
          }
        }
      }
    }
    List<Set<Integer>> whole = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      whole.add(new TreeSet<>());
    }
    groupOf.forEach(
        (source, g) -> {
          if (!cut.contains(source)) {
            whole.get(g).add(source);
          }
        });
    return whole;
  }

  /**
   * The key's size as text, for choosing how it reaches the scoring tasks: its bytes on disk, a
   * compressed file counted as {@link #COMPRESSION_RATIO} times its size.
   */
  public long keyTextBytes() {
    return keyTextBytes;
  }

  /** The path of file {@code file} as shown in outputs. */
  public String display(int file) {
    for (Split s : splits) {
      if (s.file() == file) {
        return s.display();
      }
    }
    throw new IllegalArgumentException("no file " + file);
  }

  public int splitCount() {
    return groups.stream().mapToInt(List::size).sum();
  }

  /** A file and the sources it belongs to (a file may be both the key and a system). */
  private static final class FileEntry {
    final Listed listed;
    private int[] sources = new int[0];

    FileEntry(Listed listed) {
      this.listed = listed;
    }

    void addSource(int s) {
      sources = Arrays.copyOf(sources, sources.length + 1);
      sources[sources.length - 1] = s;
    }

    int[] sources() {
      return sources.clone();
    }
  }
}
