package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.OutputDirectory;
import org.corefstats.report.html.OutputFiles;

/**
 * The output directory of a run, written atomically: everything goes to a hidden sibling directory
 * that is renamed to the requested name only when the run has finished, so that a failed or killed
 * run never leaves a half-written output under that name. {@link #write} is the only way in: it
 * prepares the directory, runs the work, and commits or aborts.
 */
public final class RunOutput implements OutputDirectory {
  private final FileSystem fs;
  private final Path target;
  private final Path work;
  private final boolean overwrite;

  private RunOutput(FileSystem fs, Path target, Path work, boolean overwrite) {
    this.fs = fs;
    this.target = target;
    this.work = work;
    this.overwrite = overwrite;
  }

  /** Work that writes its files into an output directory and returns what it made of them. */
  @FunctionalInterface
  public interface Work<T> {
    T writeInto(RunOutput output) throws IOException;
  }

  /**
   * Writes an output directory atomically: creates the work directory beside {@code out}, runs
   * {@code work} into it, and moves it into place when the work returns; on any failure of the work
   * or of the move, removes the work directory and rethrows.
   *
   * @throws InvalidRequestException when {@code out} exists and {@code overwrite} is false
   */
  public static <T> T write(Configuration conf, String out, boolean overwrite, Work<T> work)
      throws IOException {
    RunOutput output = prepare(conf, out, overwrite);
    try {
      T result = work.writeInto(output);
      output.commit();
      return result;
    } catch (Throwable failure) {
      output.abort();
      throw failure;
    }
  }

  /**
   * Creates the work directory next to {@code out}; refuses an existing {@code out} unless {@code
   * overwrite}.
   */
  private static RunOutput prepare(Configuration conf, String out, boolean overwrite)
      throws IOException {
    Path target = UserPaths.of(out);
    FileSystem fs = withoutChecksums(target.getFileSystem(conf));
    target = fs.makeQualified(target);
    if (fs.exists(target) && !overwrite) {
      throw OutputDirectory.alreadyExists(InputPlan.display(target.toString()));
    }
    Path parent = target.getParent();
    if (parent != null) {
      fs.mkdirs(parent);
    }
    Path work = new Path(parent, OutputDirectory.workName(target.getName()));
    if (!fs.mkdirs(work)) {
      throw new IOException("cannot create " + work);
    }
    return new RunOutput(fs, target, work, overwrite);
  }

  /** The local file system writes a .crc file beside every file; our outputs do without. */
  static FileSystem withoutChecksums(FileSystem fs) {
    return fs instanceof LocalFileSystem local ? local.getRawFileSystem() : fs;
  }

  /** Where the work writes until it is moved into place. */
  public String workDir() {
    return work.toString();
  }

  public String target() {
    return InputPlan.display(target.toString());
  }

  /** A text file in the work directory that replaces one written before. */
  public PrintWriter replacing(String name) throws IOException {
    return new PrintWriter(
        new OutputStreamWriter(fs.create(new Path(work, name), true), StandardCharsets.UTF_8));
  }

  /** A new file in the work directory ({@code name} may contain '/'). */
  public OutputStream create(String name) throws IOException {
    return fs.create(new Path(work, name), false);
  }

  /** A text file in the work directory. */
  public PrintWriter text(String name) throws IOException {
    return new PrintWriter(new OutputStreamWriter(create(name), StandardCharsets.UTF_8));
  }

  /**
   * The files written so far, as the report reads them (through the output's file system, so that a
   * run on HDFS reports from HDFS).
   */
  public OutputFiles files() {
    return new OutputFiles() {
      @Override
      public List<String> list() throws IOException {
        List<String> names = new ArrayList<>();
        String root = work.toUri().getPath();
        RemoteIterator<LocatedFileStatus> it = fs.listFiles(work, true);
        while (it.hasNext()) {
          String path = it.next().getPath().toUri().getPath();
          names.add(path.substring(root.length() + 1));
        }
        Collections.sort(names);
        return names;
      }

      @Override
      public Optional<InputStream> open(String name) throws IOException {
        Path file = new Path(work, name);
        return fs.exists(file) ? Optional.of(fs.open(file)) : Optional.empty();
      }

      @Override
      public String where() {
        return target();
      }
    };
  }

  /** Moves the finished output into place (replacing an old one only with overwrite). */
  private void commit() throws IOException {
    if (fs.exists(target)) {
      if (!overwrite) {
        throw new InvalidRequestException(
            target + " appeared while the run was writing; this run's results were" + " not kept");
      }
      fs.delete(target, true);
    }
    if (!fs.rename(work, target)) {
      throw new IOException("cannot move " + work + " to " + target);
    }
  }

  /** Removes the work directory of a failed run. */
  private void abort() {
    try {
      fs.delete(work, true);
    } catch (IOException e) {
      // best effort: a hidden .incomplete directory is all that remains
    }
  }
}
