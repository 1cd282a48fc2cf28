package org.corefstats.spark;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.error.InvalidRequestException;

/**
 * The {@link ReadPlan} of a run, its files listed with Hadoop's FileSystem API (local, HDFS or S3
 * paths alike), with the problems the listing noted.
 */
final class InputPlan extends ReadPlan {
  private static final long serialVersionUID = 1L;

  final List<SourcedProblem> problems;

  private InputPlan(
      List<Source> sources,
      List<List<Listed>> files,
      List<Noted> noted,
      long maxSplitBytes,
      int parallelism,
      boolean cutSystemFiles) {
    super(sources, files, maxSplitBytes, parallelism, cutSystemFiles);
    this.problems = SourcedProblem.of(noted);
  }

  /**
   * @param systemsDir a directory whose children (files or directories) are systems named after
   *     them, or null
   * @param namedSystems more systems, name to path
   * @param maxSplitBytes largest split of one file, or 0 for automatic
   * @param llmSuffix the name ending of the systems' files when they are an LLM's output ({@code
   *     .txt}, {@code .json}), which are never cut into splits; null otherwise
   * @throws InvalidRequestException for unusable names or paths (a usage error)
   * @throws IOException when a path cannot be listed
   */
  static InputPlan build(
      Configuration conf,
      String key,
      String systemsDir,
      Map<String, String> namedSystems,
      long maxSplitBytes,
      int parallelism,
      String llmSuffix)
      throws IOException {
    HadoopLister lister = new HadoopLister(conf);
    List<Listed> children = null;
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
      children = lister.children(systemsDir);
    }
    List<Source> sources = ReadPlan.sources(key, children, namedSystems, llmSuffix);
    List<Noted> noted =
        new ArrayList<>(children == null ? List.of() : notSystems(children, llmSuffix));
    List<List<Listed>> files = inputFiles(sources, lister, noted, llmSuffix);
    return new InputPlan(sources, files, noted, maxSplitBytes, parallelism, llmSuffix == null);
  }

  /**
   * Lists with listStatus: listFiles would build LocatedFileStatus objects, which on the local file
   * system start a process per file to read its permissions.
   */
  private record HadoopLister(Configuration conf, CompressionCodecFactory codecs)
      implements Lister {
    HadoopLister(Configuration conf) {
      this(conf, new CompressionCodecFactory(conf));
    }

    @Override
    public Listed entry(String root) throws IOException {
      Path path = new Path(root);
      FileSystem fs = path.getFileSystem(conf);
      if (!fs.exists(path)) {
        throw new NoSuchFileException(root, null, "no such file or directory");
      }
      return listed(fs.getFileStatus(path));
    }

    @Override
    public List<Listed> children(String directory) throws IOException {
      Path dir = new Path(directory);
      return Arrays.stream(dir.getFileSystem(conf).listStatus(dir)).map(this::listed).toList();
    }

    @Override
    public String display(String path) {
      return InputPlan.display(path);
    }

    Listed listed(FileStatus f) {
      String path = f.getPath().toString();
      return new Listed(
          path,
          f.getPath().getName(),
          InputPlan.display(path),
          f.isDirectory(),
          f.getLen(),
          codecs.getCodec(f.getPath()) != null);
    }
  }

  /** A local path without its {@code file:} scheme; other URIs as they are. */
  static String display(String path) {
    return path.startsWith("file:") ? new Path(path).toUri().getPath() : path;
  }
}
