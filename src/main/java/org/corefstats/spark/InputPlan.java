package org.corefstats.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.ProblemTable;

/**
 * What a run reads, decided on the driver: the key and the systems (sources), their CoNLL files,
 * and the work: large uncompressed files cut into splits of at most {@code maxSplitBytes}
 * (documents are whole in exactly one split, see {@link SplitReader}), small files packed together,
 * so that both directories of many one-document files and a few huge concatenated files give tasks
 * of similar size. Uses Hadoop's FileSystem API: local, HDFS or S3 paths alike.
 */
final class InputPlan implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Index of the key among the sources; systems follow. */
  static final int KEY = 0;

  /** Source of a problem that belongs to no input (a stray file beside the systems). */
  static final int NO_SOURCE = -1;

  /** Name used for the key in outputs (system names cannot start with '('). */
  static final String KEY_NAME = ProblemTable.KEY;

  /**
   * Cost of opening a file, counted as bytes when packing small files (as Spark's openCostInBytes).
   * Spark's 4 MB made a task of every ~30 files of 27 KB: 259 tasks for one system of 4000
   * documents, whose overhead took 40% of the run (11.5 s); with 128 KB, 10 tasks (8.3 s).
   */
  static final long OPEN_COST = 128L << 10;

  /**
   * Automatic pieces are at least this large: smaller files are never cut (cut files need a line
   * count pass).
   */
  static final long MIN_AUTO_SPLIT = 4L << 20;

  static final long MAX_AUTO_SPLIT = 128L << 20;

  /** A key or a system: its name and the path it was given as. */
  record Source(String name, String root) implements Serializable {}

  /**
   * One byte range of one file, read by one task; {@code sources} are the key/systems the file
   * belongs to; {@code whole} when the range is the whole file.
   */
  record Split(
      int file, String path, String display, long start, long length, boolean whole, int[] sources)
      implements Serializable {
    /** This split read for some of its sources only. */
    Split withSources(int[] only) {
      return new Split(file, path, display, start, length, whole, only);
    }

    boolean isOfKey() {
      return Arrays.stream(sources).anyMatch(s -> s == KEY);
    }
  }

  final List<Source> sources;
  final List<List<Split>> groups;
  private final List<Split> splits;
  final List<SourcedProblem> problems;
  final int fileCount;
  final long totalBytes;
  final long maxSplitBytes;
  private final long keyTextBytes;

  /** Files of each source. */
  final int[] filesPerSource;

  private InputPlan(
      List<Source> sources,
      List<Split> splits,
      List<List<Split>> groups,
      List<SourcedProblem> problems,
      int fileCount,
      long totalBytes,
      long maxSplitBytes,
      long keyTextBytes,
      int[] filesPerSource) {
    this.sources = sources;
    this.splits = splits;
    this.groups = groups;
    this.problems = problems;
    this.fileCount = fileCount;
    this.totalBytes = totalBytes;
    this.maxSplitBytes = maxSplitBytes;
    this.keyTextBytes = keyTextBytes;
    this.filesPerSource = filesPerSource;
  }

  /**
   * @param systemsDir a directory whose children (files or directories) are systems named after
   *     them, or null
   * @param namedSystems more systems, name to path
   * @param maxSplitBytes largest split of one file, or 0 for automatic (like Spark's
   *     maxPartitionBytes rule: total bytes over twice the parallelism, between 4 and 128 MB)
   * @throws InvalidRequestException for unusable names or paths (a usage error)
   * @throws IOException when a path cannot be listed
   */
  static InputPlan build(
      Configuration conf,
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      long maxSplitBytes,
      int parallelism)
      throws IOException {
    List<Source> sources = sources(conf, key, systemsDir, namedSystems);
    Listing listing = listFiles(conf, sources, systemsDir);
    long total = listing.files().values().stream().mapToLong(f -> f.status.getLen()).sum();
    // Spark's rule for file sources, with two tasks per core for balance:
    // (bytes + opening costs) / (2 cores)
    long splitBytes =
        maxSplitBytes > 0
            ? maxSplitBytes
            : Math.min(
                MAX_AUTO_SPLIT,
                Math.max(
                    MIN_AUTO_SPLIT,
                    (total + listing.files().size() * OPEN_COST) / Math.max(1, 2L * parallelism)));
    List<Split> splits = splits(conf, listing.files().values(), splitBytes);
    return new InputPlan(
        List.copyOf(sources),
        List.copyOf(splits),
        pack(splits, splitBytes),
        listing.problems(),
        listing.files().size(),
        total,
        splitBytes,
        keyTextBytes(conf, listing.files().values()),
        listing.filesPerSource());
  }

  /**
   * The key, then the systems: the children of the systems directory by name, then the named ones.
   */
  private static List<Source> sources(
      Configuration conf, String key, String systemsDir, Map<String, String> namedSystems)
      throws IOException {
    List<Source> sources = new ArrayList<>();
    sources.add(new Source(KEY_NAME, key));
    if (systemsDir != null) {
      Path dir = new Path(systemsDir);
      FileSystem fs = dir.getFileSystem(conf);
      if (!fs.exists(dir)) {
        throw new NoSuchFileException(systemsDir, null, "no such directory of systems");
      }
      if (!fs.getFileStatus(dir).isDirectory()) {
        throw new InvalidRequestException(
            "the systems must be a directory, not a file (one system in one file is"
                + " given by its name and path): "
                + systemsDir);
      }
      FileStatus[] children = fs.listStatus(dir);
      Arrays.sort(children, (a, b) -> a.getPath().getName().compareTo(b.getPath().getName()));
      for (FileStatus child : children) {
        String name = child.getPath().getName();
        if (InputNames.classify(name, child.isDirectory())
            == InputNames.Entry.READ) { // README.txt: noted when listing
          sources.add(
              new Source(
                  InputNames.systemName(name, child.isDirectory()), child.getPath().toString()));
        }
      }
    }
    for (Map.Entry<String, String> e : namedSystems.entrySet()) {
      sources.add(new Source(e.getKey(), e.getValue()));
    }
    checkNames(sources);
    return sources;
  }

  /** The files of every source, each file once (by path) with the sources it belongs to. */
  private record Listing(
      Map<String, FileEntry> files, List<SourcedProblem> problems, int[] filesPerSource) {}

  private static Listing listFiles(Configuration conf, List<Source> sources, String systemsDir)
      throws IOException {
    Map<String, FileEntry> files = new LinkedHashMap<>();
    List<SourcedProblem> problems = new ArrayList<>();
    int[] filesPerSource = new int[sources.size()];
    if (systemsDir != null) {
      noteIgnoredChildren(conf, systemsDir, problems);
    }
    for (int s = 0; s < sources.size(); s++) {
      List<FileStatus> listed = list(conf, sources.get(s).root(), s, problems);
      filesPerSource[s] = listed.size();
      if (listed.isEmpty()) {
        problems.add(
            new SourcedProblem(
                s,
                Problem.of(
                    ProblemKind.NO_INPUT_FILES,
                    display(sources.get(s).root()),
                    null,
                    0,
                    (s == KEY ? "the key" : "system " + sources.get(s).name())
                        + " has no "
                        + InputNames.INPUT_FILES)));
      }
      for (FileStatus f : listed) {
        files.computeIfAbsent(f.getPath().toString(), p -> new FileEntry(f)).addSource(s);
      }
    }
    return new Listing(files, problems, filesPerSource);
  }

  private static long keyTextBytes(Configuration conf, Collection<FileEntry> files) {
    CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
    long bytes = 0;
    for (FileEntry f : files) {
      if (Arrays.stream(f.sources()).anyMatch(s -> s == KEY)) {
        boolean compressed = codecs.getCodec(f.status.getPath()) != null;
        bytes += f.status.getLen() * (compressed ? COMPRESSION_RATIO : 1);
      }
    }
    return bytes;
  }

  /** Each file whole, or in pieces of {@code splitBytes} when it is larger and not compressed. */
  private static List<Split> splits(
      Configuration conf, Collection<FileEntry> files, long splitBytes) {
    CompressionCodecFactory codecs = new CompressionCodecFactory(conf);
    List<Split> splits = new ArrayList<>();
    int index = 0;
    for (FileEntry f : files) {
      Path path = f.status.getPath();
      long length = f.status.getLen();
      boolean splittable = codecs.getCodec(path) == null; // compressed files are read whole
      int[] sourcesOfFile = f.sources();
      if (!splittable || length <= splitBytes) {
        splits.add(
            new Split(
                index, path.toString(), display(path.toString()), 0, length, true, sourcesOfFile));
      } else {
        for (long start = 0; start < length; start += splitBytes) {
          splits.add(
              new Split(
                  index,
                  path.toString(),
                  display(path.toString()),
                  start,
                  Math.min(splitBytes, length - start),
                  false,
                  sourcesOfFile));
        }
      }
      index++;
    }
    return splits;
  }

  /** Every split, in file order. */
  List<Split> splits() {
    return splits;
  }

  /**
   * Packs splits, in order, into groups of about {@code target} bytes (each split costing OPEN_COST
   * more).
   */
  static List<List<Split>> pack(List<Split> splits, long target) {
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

  /**
   * The CoNLL files of a path: itself if a file, else the CoNLL files below it (others noted as
   * ignored).
   */
  private static List<FileStatus> list(
      Configuration conf, String root, int source, List<SourcedProblem> problems)
      throws IOException {
    Path path = new Path(root);
    FileSystem fs = path.getFileSystem(conf);
    if (!fs.exists(path)) {
      throw new NoSuchFileException(root, null, "no such file or directory");
    }
    FileStatus status = fs.getFileStatus(path);
    if (!status.isDirectory()) {
      return List.of(status);
    }
    List<FileStatus> out = new ArrayList<>();
    walk(fs, path, source, out, problems);
    out.sort((a, b) -> a.getPath().toString().compareTo(b.getPath().toString()));
    return out;
  }

  /**
   * Depth-first listing with listStatus: listFiles would build LocatedFileStatus objects, which on
   * the local file system start a process per file to read its permissions.
   */
  private static void walk(
      FileSystem fs, Path dir, int source, List<FileStatus> out, List<SourcedProblem> problems)
      throws IOException {
    for (FileStatus f : fs.listStatus(dir)) {
      switch (InputNames.classify(f.getPath().getName(), f.isDirectory())) {
        case READ -> {
          if (f.isDirectory()) {
            walk(fs, f.getPath(), source, out, problems);
          } else {
            out.add(f);
          }
        }
        case IGNORED ->
            problems.add(
                new SourcedProblem(
                    source,
                    Problem.of(
                        ProblemKind.IGNORED_FILE,
                        display(f.getPath().toString()),
                        null,
                        0,
                        InputNames.NOT_CONLL)));
        case HIDDEN -> {}
      }
    }
  }

  private static void noteIgnoredChildren(
      Configuration conf, String systemsDir, List<SourcedProblem> problems) throws IOException {
    Path dir = new Path(systemsDir);
    for (FileStatus child : dir.getFileSystem(conf).listStatus(dir)) {
      if (InputNames.classify(child.getPath().getName(), child.isDirectory())
          == InputNames.Entry.IGNORED) {
        problems.add(
            new SourcedProblem(
                NO_SOURCE,
                Problem.of(
                    ProblemKind.IGNORED_FILE,
                    display(child.getPath().toString()),
                    null,
                    0,
                    InputNames.NOT_A_SYSTEM)));
      }
    }
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
  static String sourceName(List<String> names, int source) {
    return source == NO_SOURCE ? "" : names.get(source);
  }

  /** A local path without its {@code file:} scheme; other URIs as they are. */
  static String display(String path) {
    return path.startsWith("file:") ? new Path(path).toUri().getPath() : path;
  }

  /**
   * Whether some file is read in several pieces (its later pieces then count lines from their
   * start).
   */
  boolean splitsFiles() {
    return groups.stream().flatMap(List::stream).anyMatch(s -> !s.whole());
  }

  /**
   * The key's splits (read for the key only), packed into tasks of at most {@link #maxSplitBytes},
   * and at least two per core when the key has as many files: the key is read on its own, before
   * the systems, so its tasks alone keep the cores busy.
   */
  List<List<Split>> keyGroups(int parallelism) {
    List<Split> ofKey =
        splits.stream().filter(Split::isOfKey).map(s -> s.withSources(new int[] {KEY})).toList();
    long bytes = ofKey.stream().mapToLong(s -> s.length() + OPEN_COST).sum();
    return pack(ofKey, Math.min(maxSplitBytes, Math.max(OPEN_COST, bytes / (2L * parallelism))));
  }

  /**
   * The systems' splits (read for the systems only: a file that is also the key is read twice),
   * packed into tasks as {@link #groups}.
   */
  List<List<Split>> systemGroups() {
    List<Split> ofSystems = new ArrayList<>();
    for (Split s : splits) {
      int[] systems = Arrays.stream(s.sources()).filter(source -> source != KEY).toArray();
      if (systems.length > 0) {
        ofSystems.add(systems.length == s.sources().length ? s : s.withSources(systems));
      }
    }
    return pack(ofSystems, maxSplitBytes);
  }

  /**
   * The key's size as text, for choosing how it reaches the scoring tasks: its bytes on disk, a
   * compressed file counted as {@link #COMPRESSION_RATIO} times its size.
   */
  long keyTextBytes() {
    return keyTextBytes;
  }

  /** What a compressed CoNLL file expands to, about (CoNLL text compresses 6 to 10 times). */
  static final int COMPRESSION_RATIO = 10;

  /** The path of file {@code file} as shown in outputs. */
  String display(int file) {
    for (Split s : splits) {
      if (s.file() == file) {
        return s.display();
      }
    }
    throw new IllegalArgumentException("no file " + file);
  }

  int splitCount() {
    return groups.stream().mapToInt(List::size).sum();
  }

  /** A file and the sources it belongs to (a file may be both the key and a system). */
  private static final class FileEntry {
    final FileStatus status;
    private int[] sources = new int[0];

    FileEntry(FileStatus status) {
      this.status = status;
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
