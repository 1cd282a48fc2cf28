package org.corefstats.cli.cone;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.corefstats.cli.EnumCodes;
import org.corefstats.core.cone.ConeOptions;
import org.corefstats.core.cone.ConeRule;
import org.corefstats.core.cone.NeSource;
import org.corefstats.core.cone.evaluation.ConeDiagnostics;
import org.corefstats.core.cone.evaluation.ConeEntityRows;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.metrics.Metric;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The options of the CONE metrics (docs/explanation/cone.md): which mentions are named, by which NE
 * layer (the key's column 11, each response's, or a file), and approx-only mode ({@code
 * --cone-approx-only}: the key is an NE layer without coreference).
 */
public final class ConeOptionsMixin {
  @Option(
      names = "--cone-rule",
      paramLabel = "head|exact|strip",
      converter = ConeRuleConverter.class,
      description =
          "CONE metrics: which mention is named by the key's NE column (11): head (its"
              + " approximate head is an NE span's, or it equals one; default), exact (it equals"
              + " an NE span) or strip (equal after dropping a leading the/a/an and a trailing"
              + " possessive or punctuation)")
  private ConeRule coneRule;

  @Option(
      names = "--cone-types",
      paramLabel = "TYPES",
      split = ",",
      description =
          "CONE metrics: the NE types that name a mention, comma-separated (default: all but"
              + " DATE, TIME, PERCENT, MONEY, QUANTITY, ORDINAL, CARDINAL)")
  private Set<String> coneTypes;

  @Option(
      names = "--cone-approx-snap",
      paramLabel = "anchor|none",
      converter = SnapConverter.class,
      description =
          "cone_approx_*: snap named response mentions to their NE span or not; anchor (the"
              + " default): each named response mention replaced by its NE span before it meets the"
              + " approximate gold; none: compared as it is")
  private ConeOptions.Snap coneApproxSnap;

  @Option(
      names = "--cone-approx-ignore-types",
      description = "cone_approx_* metrics: names of different NE types may cluster")
  private boolean coneApproxIgnoreTypes;

  @Option(
      names = "--cone-ne",
      paramLabel = "key|response",
      converter = NeConverter.class,
      description =
          "CONE metrics: the NE layer (column 11) of the key (default) or of each response (a"
              + " system's own NER; key and response mentions are tested against that one layer)")
  private NeSource.Kind coneNe;

  @Option(
      names = "--cone-ne-file",
      paramLabel = "FILE",
      description =
          "CONE metrics: the NE layer from a separate source aligned to the key's tokens: CoNLL-2012"
              + " (a file or a directory) with the key's documents and tokens and NE brackets in"
              + " column 11, or a TSV (.tsv, or a header naming doc_tok_start) with the columns"
              + " document, doc_tok_start, doc_tok_end (0-based, inclusive, over the document's"
              + " tokens) and type; words come from the key")
  private Path coneNeFile;

  @Option(
      names = "--cone-approx-only",
      description =
          "only cone_approx_bcub, cone_approx_ceafm and cone_approx_ceafe (the default and only"
              + " --metrics): the key is an NE layer without coreference, CoNLL-2012 with NE"
              + " brackets in column 11, or a TSV as for --cone-ne-file (its documents are the key"
              + " documents, with the response's tokens and words)")
  private boolean coneApproxOnly;

  /** Whether only the cone_approx_* metrics are computed, the key being an NE layer. */
  /**
   * Refuses CONE's metrics and approx-only mode: {@code command} cannot compute them, {@code why}.
   */
  public void refuse(Set<Metric> scored, String command, String why) {
    if (coneApproxOnly || scored.stream().anyMatch(Metric::isCone)) {
      throw new InvalidRequestException(
          command
              + " cannot compute the CONE metrics: "
              + why
              + "; leave cone and its metrics out of --metrics");
    }
  }

  /**
   * The metrics {@code score} and {@code run} compute in approx-only mode ({@code
   * --cone-approx-only}, docs/explanation/cone.md 7: the key is only an NE layer): those named,
   * which may only be cone_approx_* ({@code all}, the default: the three of them); others {@link
   * otherwise}.
   *
   * @param list {@code --metrics} as given
   */
  public Set<Metric> scored(String list, CommandSpec spec, Supplier<Set<Metric>> otherwise) {
    if (!coneApproxOnly) {
      return otherwise.get();
    }
    Set<Metric> out = EnumSet.noneOf(Metric.class);
    for (String part : list.split(",")) {
      String code = part.trim();
      if (code.equals("all")) {
        out.addAll(Metric.coneApproximate());
      } else if (!code.isEmpty()) {
        Metric m;
        try {
          m = Metric.fromCode(code);
        } catch (IllegalArgumentException e) {
          throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (!m.isConeApproximate()) {
          throw new InvalidRequestException(
              "--cone-approx-only computes only cone_approx_bcub, cone_approx_ceafm and"
                  + " cone_approx_ceafe (the key has no coreference): not '"
                  + code
                  + "'");
        }
        out.add(m);
      }
    }
    if (out.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--metrics names no metric");
    }
    return out;
  }

  /**
   * The formats, a CoNLL-2012 key read with its token columns when a metric of the CONE group
   * ({@code metrics}) needs them, and a response too when its NE layer is read.
   */
  /** What CONE saw, whenever a CONE metric is {@code scored}; its entity rows when asked for. */
  public List<Analysis<?, ?>> analyses(Set<Metric> scored, boolean entityRows) {
    List<Analysis<?, ?>> analyses = new ArrayList<>();
    if (scored.stream().anyMatch(Metric::isCone)) {
      analyses.add(new ConeDiagnostics());
    }
    if (entityRows) {
      analyses.add(new ConeEntityRows());
    }
    return analyses;
  }

  public InputFormats formats(InputFormats formats, Set<Metric> metrics) {
    if (metrics.stream().noneMatch(Metric::isCone)) {
      return formats;
    }
    InputFormats withKey = formats.withParseColumns(true);
    return coneNe == NeSource.Kind.RESPONSE || coneApproxOnly
        ? withKey.withResponseParseColumns(true)
        : withKey;
  }

  /**
   * CONE's options; an NE file ({@code --cone-ne-file}, or the key itself in approx-only mode when
   * it is a TSV) read here, once.
   */
  public ConeOptions options(String key) throws IOException {
    return new ConeOptions(
        coneRule, coneTypes, coneApproxSnap, coneApproxIgnoreTypes, neSource(key));
  }

  /**
   * CONE's NE layer (docs/explanation/cone.md 3.1): the key's or the response's column 11, or a
   * file.
   */
  private NeSource neSource(String key) throws IOException {
    if (coneNeFile != null && coneNe != null) {
      throw new InvalidRequestException(
          "--cone-ne "
              + coneNe.name().toLowerCase(Locale.ROOT)
              + " and --cone-ne-file name two NE layers: give one");
    }
    Path keyPath = localPath(key);
    if (coneApproxOnly
        && keyPath != null
        && Files.isRegularFile(keyPath)
        && NeSource.isTsv(keyPath)) {
      if (coneNeFile != null || coneNe == NeSource.Kind.RESPONSE) {
        throw new InvalidRequestException(
            "--cone-approx-only with a TSV key: the key is the NE layer, so --cone-ne response"
                + " and --cone-ne-file do not apply");
      }
      return NeSource.read(key, List.of(keyPath)).asKey(true);
    }
    if (coneNeFile != null) {
      return NeSource.read(coneNeFile.toString(), InputFiles.list(coneNeFile, p -> {}));
    }
    return coneNe == NeSource.Kind.RESPONSE ? NeSource.RESPONSE : NeSource.KEY;
  }

  /** A key given as a local path (score's, or run's without a scheme or with file:), or null. */
  private static Path localPath(String key) {
    try {
      URI uri = URI.create(key.replace(" ", "%20"));
      if (uri.getScheme() == null) {
        return Path.of(key);
      }
      return uri.getScheme().equals("file") ? Path.of(uri) : null;
    } catch (IllegalArgumentException | FileSystemNotFoundException e) {
      return Path.of(key);
    }
  }

  static final class ConeRuleConverter extends EnumCodes<ConeRule> {
    ConeRuleConverter() {
      super(ConeRule.values());
    }
  }

  static final class SnapConverter extends EnumCodes<ConeOptions.Snap> {
    SnapConverter() {
      super(ConeOptions.Snap.values());
    }
  }

  static final class NeConverter extends EnumCodes<NeSource.Kind> {
    NeConverter() {
      super(NeSource.Kind.KEY, NeSource.Kind.RESPONSE);
    }
  }
}
