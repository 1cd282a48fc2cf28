package org.corefstats.core.conllu;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.format.DocumentFormat;
import org.corefstats.core.format.ReadOptions;
import org.corefstats.core.format.SplitRule;
import org.corefstats.core.format.TextFormat;

/**
 * CorefUD CoNLL-U, coreference in MISC {@code Entity=}: {@code *.conllu}, read by {@link
 * ConlluReader}, cut before {@code # newdoc}. A piece from the middle of a file gets the {@code #
 * global.Entity} the file declares at its start; entities are per document in CoNLL-U scoring
 * (docs/explanation/corefud-and-coval.md 1.5), so a piece scores as the whole file, and only the
 * file-wide checks of {@code SplitAnte=} and {@code Bridge=} (warnings) see one piece at a time.
 */
public final class ConlluFormat implements DocumentFormat {
  private static final List<String> SUFFIXES = List.of(".conllu");
  private static final SplitRule SPLIT = SplitRule.at("# newdoc");

  @Override
  public String name() {
    return "conllu";
  }

  @Override
  public List<String> suffixes() {
    return SUFFIXES;
  }

  @Override
  public DocumentStream open(Path file, ReadOptions options, Consumer<Problem> problems)
      throws IOException {
    return configured(ConlluReader.open(file, options.lenient(), problems), options);
  }

  @Override
  public DocumentStream read(
      InputStream in, String fileName, ReadOptions options, Consumer<Problem> problems) {
    return configured(ConlluReader.of(in, fileName, options.lenient(), problems), options);
  }

  private static ConlluReader configured(ConlluReader reader, ReadOptions options) {
    return reader
        .withEntityHeader(options.fileStart())
        .parseColumns(options.words())
        .inPiece(options.piece());
  }

  @Override
  public SplitRule splitRule() {
    return SPLIT;
  }

  /**
   * The {@code # global.Entity} value a file declares before its first sentence (it comes after the
   * first {@code # newdoc}), or null.
   */
  @Override
  public String fileStart(BufferedReader start) throws IOException {
    for (String line; (line = start.readLine()) != null; ) {
      String value = ConlluReader.entityHeader(line);
      if (value != null) {
        return value;
      }
      if (!line.isBlank() && !line.startsWith("#")) {
        return null; // a word line: no header before the first sentence
      }
    }
    return null;
  }

  @Override
  public TextFormat text() {
    return new ConlluText();
  }
}
