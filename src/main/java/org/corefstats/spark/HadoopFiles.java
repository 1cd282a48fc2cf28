package org.corefstats.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.report.RunFiles;

/**
 * A run's outputs read back through Hadoop's FileSystem API (local, HDFS or S3): the file system
 * that {@link RunFiles} decides over, and the small files it parses.
 */
public final class HadoopFiles implements RunFiles.Files {
  private final Configuration conf;

  public HadoopFiles(Configuration conf) {
    this.conf = conf;
  }

  private FileSystem fs(Path path) throws IOException {
    return RunOutput.withoutChecksums(path.getFileSystem(conf));
  }

  @Override
  public boolean exists(String path) throws IOException {
    Path p = UserPaths.of(path);
    return fs(p).exists(p);
  }

  @Override
  public boolean isDirectory(String path) throws IOException {
    Path p = UserPaths.of(path);
    FileSystem fs = fs(p);
    return fs.exists(p) && fs.getFileStatus(p).isDirectory();
  }

  @Override
  public String parent(String path) throws IOException {
    Path p = UserPaths.of(path);
    Path parent = fs(p).makeQualified(p).getParent();
    return parent == null ? path : parent.toString();
  }

  /**
   * A text file.
   *
   * @throws NoSuchFileException when there is none
   */
  public BufferedReader reader(String path) throws IOException {
    Path p = UserPaths.of(path);
    FileSystem fs = fs(p);
    if (!fs.exists(p)) {
      throw new NoSuchFileException(path);
    }
    return new BufferedReader(new InputStreamReader(fs.open(p), StandardCharsets.UTF_8));
  }

  /** A file's bytes as a stream, {@code .gz} decompressed. */
  public InputStream open(String path) throws IOException {
    Path p = UserPaths.of(path);
    InputStream raw = fs(p).open(p);
    return path.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw, 1 << 16) : raw;
  }

  /** A text file's content, {@code .gz} decompressed. */
  public String text(String path) throws IOException {
    Path p = UserPaths.of(path);
    InputStream raw = fs(p).open(p);
    try (InputStream in =
        path.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw, 1 << 16) : raw) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The settings the run.json in {@code dir} records, in order; empty when it has none. */
  List<String> settings(String dir) throws IOException {
    Path json = new Path(UserPaths.of(dir), RunFiles.RUN_JSON);
    FileSystem fs = fs(json);
    return fs.exists(json) ? RunFiles.settings(fs.open(json), json.toString()) : List.of();
  }

  /** Key document to group, from the document_groups.csv in {@code dir}; null when none. */
  Map<String, String> documentGroups(String dir) throws IOException {
    Path file = new Path(UserPaths.of(dir), RunFiles.DOCUMENT_GROUPS);
    FileSystem fs = fs(file);
    if (!fs.exists(file)) {
      return null;
    }
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(fs.open(file), StandardCharsets.UTF_8))) {
      return RunFiles.documentGroups(reader, file.toString());
    }
  }

  /** The profile the run.json beside {@code output} records; null when none. */
  Semantics.Profile recordedProfile(String output) throws IOException {
    Path path = UserPaths.of(output);
    FileSystem fs = fs(path);
    Path parent = fs.makeQualified(path).getParent();
    if (parent == null) {
      return null;
    }
    Path json = new Path(parent, RunFiles.RUN_JSON);
    return fs.exists(json) ? RunFiles.profile(fs.open(json), json.toString()) : null;
  }
}
