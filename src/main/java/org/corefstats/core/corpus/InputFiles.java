package org.corefstats.core.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;

/** Resolves an input path to the CoNLL files it names: the file itself, or a directory's CoNLL files. */
public final class InputFiles {
  private InputFiles() {}

  /** True for names CoNLL corpora use: {@code *_conll}, {@code *.conll}, optionally gzipped. */
  public static boolean isConllName(String fileName) {
    String name = fileName.endsWith(".gz") ? fileName.substring(0, fileName.length() - 3) : fileName;
    return name.endsWith("_conll") || name.endsWith(".conll");
  }

  /**
   * A file is taken as it is, whatever its name; a directory gives its CoNLL files (recursively,
   * sorted by path), and its other files are reported as ignored.
   */
  public static List<Path> list(Path input, Consumer<Problem> problems) throws IOException {
    if (!Files.exists(input)) {
      throw new NoSuchFileException(input.toString(), null, "no such file or directory");
    }
    if (!Files.isDirectory(input)) {
      return List.of(input);
    }
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(input)) {
      walk.filter(Files::isRegularFile).sorted().forEach(f -> {
        if (isConllName(f.getFileName().toString())) {
          files.add(f);
        } else {
          problems.accept(Problem.of(ProblemKind.IGNORED_FILE, f.toString(), null, 0,
              "not a CoNLL file name (*_conll, *.conll, optionally .gz): ignored"));
        }
      });
    }
    return files;
  }
}
