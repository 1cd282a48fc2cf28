package org.corefstats.core.conll;

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
 * CoNLL-2011/2012: {@code *.conll}, {@code *_conll} ({@code *_gold_conll}, {@code *_auto_conll}),
 * read by {@link ConllReader}, cut before {@code #begin document}.
 */
public final class ConllFormat implements DocumentFormat {
  private static final List<String> SUFFIXES = List.of(".conll", "_conll");
  private static final SplitRule SPLIT = SplitRule.at("#begin document");

  @Override
  public String name() {
    return "conll";
  }

  @Override
  public List<String> suffixes() {
    return SUFFIXES;
  }

  @Override
  public DocumentStream open(Path file, ReadOptions options, Consumer<Problem> problems)
      throws IOException {
    return ConllReader.open(file, options.lenient(), problems)
        .parseColumns(options.words())
        .covalReading(covalReading(options))
        .inPiece(options.piece());
  }

  @Override
  public DocumentStream read(
      InputStream in, String fileName, ReadOptions options, Consumer<Problem> problems) {
    return new ConllReader(in, fileName, options.lenient(), problems)
        .parseColumns(options.words())
        .covalReading(covalReading(options))
        .inPiece(options.piece());
  }

  private static boolean covalReading(ReadOptions options) {
    return options.setting(ConllReading.class).orElse(ConllReading.V801) == ConllReading.COVAL;
  }

  /** A header with blanks after {@code #} is no cut point: its document stays whole before it. */
  @Override
  public SplitRule splitRule() {
    return SPLIT;
  }

  @Override
  public TextFormat text() {
    return new ConllText();
  }
}
