package org.corefstats.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.stream.Stream;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.report.html.OutputFiles;

/**
 * A local output directory written atomically, as a run writes its own: into a hidden sibling that
 * is moved into place when the work has finished, removed when it failed.
 */
public final class LocalOutputDirectory implements OutputDirectory {
  private final Path target;
  private final Path work;

  private LocalOutputDirectory(Path target, Path work) {
    this.target = target;
    this.work = work;
  }

  /** Work that writes its files into an output directory and returns what it made of them. */
  @FunctionalInterface
  public interface Work<T> {
    T writeInto(LocalOutputDirectory output) throws IOException;
  }

  /**
   * Writes {@code out} atomically; refuses an existing {@code out} unless {@code overwrite}.
   *
   * @throws InvalidRequestException when {@code out} exists and {@code overwrite} is false
   */
  public static <T> T write(Path out, boolean overwrite, Work<T> work) throws IOException {
    Path target = out.toAbsolutePath().normalize();
    if (Files.exists(target) && !overwrite) {
      throw OutputDirectory.alreadyExists(target.toString());
    }
    Path parent = target.getParent();
    Files.createDirectories(parent);
    Path dir =
        Files.createDirectory(
            parent.resolve(OutputDirectory.workName(target.getFileName().toString())));
    LocalOutputDirectory output = new LocalOutputDirectory(target, dir);
    try {
      T result = work.writeInto(output);
      if (Files.exists(target)) {
        delete(target);
      }
      Files.move(dir, target, StandardCopyOption.ATOMIC_MOVE);
      return result;
    } catch (Throwable failure) {
      delete(dir);
      throw failure;
    }
  }

  /** Removes a directory and everything in it, if it exists. */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  @Override
  public PrintWriter text(String name) throws IOException {
    return new PrintWriter(
        Files.newBufferedWriter(file(name), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW));
  }

  @Override
  public PrintWriter replacing(String name) throws IOException {
    return new PrintWriter(Files.newBufferedWriter(file(name), StandardCharsets.UTF_8));
  }

  @Override
  public OutputStream create(String name) throws IOException {
    Path f = file(name);
    if (Files.exists(f)) {
      throw new FileAlreadyExistsException(f.toString());
    }
    return Files.newOutputStream(f, StandardOpenOption.CREATE_NEW);
  }

  private Path file(String name) throws IOException {
    Path f = work.resolve(name);
    Files.createDirectories(f.getParent());
    return f;
  }

  @Override
  public OutputFiles files() {
    OutputFiles local = OutputFiles.local(work);
    return new OutputFiles() {
      @Override
      public java.util.List<String> list() throws IOException {
        return local.list();
      }

      @Override
      public java.util.Optional<java.io.InputStream> open(String name) throws IOException {
        return local.open(name);
      }

      @Override
      public String where() {
        return target();
      }
    };
  }

  @Override
  public String target() {
    return target.toString();
  }
}
