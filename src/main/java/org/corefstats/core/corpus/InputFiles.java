package org.corefstats.core.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/** Resolves a local input path to the input files it names, by the rules of {@link InputNames}. */
public final class InputFiles {
  private InputFiles() {}

  /**
   * A file is taken as it is, whatever its name; a directory gives its input files (recursively,
   * sorted by path), hidden entries are skipped and other files are reported as ignored.
   */
  public static List<Path> list(Path input, Consumer<Problem> problems) throws IOException {
    return list(input, InputNames::isInputFile, InputNames.NOT_CONLL, problems);
  }

  /**
   * {@link #list(Path, Consumer)} with another rule for the files of a directory: those whose name
   * is {@code wanted}; other files that are not hidden are reported as ignored, with {@code
   * whyIgnored} as the message.
   */
  public static List<Path> list(
      Path input, Predicate<String> wanted, String whyIgnored, Consumer<Problem> problems)
      throws IOException {
    if (!Files.exists(input)) {
      throw new NoSuchFileException(input.toString(), null, "no such file or directory");
    }
    if (!Files.isDirectory(input)) {
      return List.of(input);
    }
    List<Path> files = new ArrayList<>();
    List<Path> ignored = new ArrayList<>();
    // links are followed, as Hadoop's listing follows them for run: a linked directory is its files
    Files.walkFileTree(
        input,
        EnumSet.of(FileVisitOption.FOLLOW_LINKS),
        Integer.MAX_VALUE,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            return dir.equals(input)
                    || InputNames.classify(dir.getFileName().toString(), true)
                        == InputNames.Entry.READ
                ? FileVisitResult.CONTINUE
                : FileVisitResult.SKIP_SUBTREE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            if (Files.isRegularFile(file)) { // a link to a file is read, as the file
              String name = file.getFileName().toString();
              if (InputNames.isHidden(name)) {
                return FileVisitResult.CONTINUE;
              }
              (wanted.test(name) ? files : ignored).add(file);
            }
            return FileVisitResult.CONTINUE;
          }
        });
    files.sort(null);
    ignored.sort(null);
    for (Path f : ignored) {
      problems.accept(Problem.of(ProblemKind.IGNORED_FILE, f.toString(), null, 0, whyIgnored));
    }
    return files;
  }

  /** A local input file's bytes, {@code .gz} decompressed. */
  public static InputStream open(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz")
        ? new GZIPInputStream(in)
        : in;
  }
}
