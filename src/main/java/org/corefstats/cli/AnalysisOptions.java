package org.corefstats.cli;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.analysis.AnaphorSlices;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.analysis.ErrorSingletons;
import org.corefstats.core.analysis.ErrorsAnalysis;
import org.corefstats.core.analysis.MentionLengths;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.emptynodes.EmptyNodesRequest;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.longdocs.LongDocuments;
import org.corefstats.core.longdocs.MajorEntities;
import org.corefstats.core.longdocs.WindowScheme;
import picocli.CommandLine.Option;

/**
 * The analyses {@code score} and {@code run} are asked for, their options and the list built once
 * for both commands: a new analysis is its option here and one line in {@link #analyses}. The error
 * analysis's options (docs/explanation/error-analysis.md 5) come first.
 */
final class AnalysisOptions {
  @Option(
      names = "--errors",
      description =
          "also analyse each system's errors: the Kummerfeld and Klein (2013) categories of the"
              + " Berkeley Coreference Analyser (span error, conflated entities, extra mention,"
              + " extra entity, divided entity, missing mention, missing entity) with their raw"
              + " operations and mention types, and cort's link errors by mention type (Martschat"
              + " and Strube 2014); writes errors.csv, errors_documents.csv and .parquet,"
              + " errors_by_type.csv, link_errors_by_type.csv and errors.png")
  boolean errors;

  @Option(
      names = "--error-singletons",
      paramLabel = "MODE",
      defaultValue = "remove",
      converter = SingletonsConverter.class,
      description =
          "one-mention entities in the error analysis: remove (default, the analyser's T mode,"
              + " applied to the key and the response) or keep (its F mode)")
  ErrorSingletons singletons;

  @Option(
      names = "--error-costs",
      description =
          "also what each kind of error costs (implies --errors): every metric's F1 after the"
              + " category's operations are applied to the response, alone and cumulatively in"
              + " the paper's order, computed per document in memory; writes error_costs.csv")
  boolean costs;

  @Option(
      names = "--list-errors",
      description =
          "also list every error with its mentions and text (implies --errors): errors_list.csv")
  boolean listErrors;

  /** The error analysis asked for, or null. */
  ErrorRequest request() {
    return errors || costs || listErrors ? new ErrorRequest(singletons, costs, listErrors) : null;
  }

  /**
   * The formats, the key read with its words when the error analysis needs them, or its sentences
   * when sentence windows do.
   */
  InputFormats formats(InputFormats formats) {
    LongDocuments longDocuments = longDocuments();
    boolean sentences = longDocuments != null && longDocuments.needsSentences();
    return request() == null && !sentences ? formats : formats.withParseColumns(true);
  }

  static final class SingletonsConverter
      implements picocli.CommandLine.ITypeConverter<ErrorSingletons> {
    @Override
    public ErrorSingletons convert(String value) {
      return switch (value) {
        case "remove" -> ErrorSingletons.REMOVE;
        case "keep" -> ErrorSingletons.KEEP;
        default ->
            throw new picocli.CommandLine.TypeConversionException(
                "remove or keep, not '" + value + "'");
      };
    }
  }

  @Option(
      names = "--mention-lengths",
      description =
          "also count mentions by length (mention_lengths.csv); key and response mentions of 1,"
              + " 2, 3-5 and 6+ words, and how many response mentions have a key mention's span")
  boolean mentionLengths;

  @Option(
      names = "--anaphors",
      description =
          "also score anaphors by kind: the CorefUD scorer's anaphor-level score (the one of its"
              + " zero metric) per head UPOS, length, key entity type, antecedent distance and"
              + " key entity size, under each setting (anaphors.csv, anaphors_documents.csv)")
  boolean anaphors;

  @Option(
      names = "--empty-nodes",
      paramLabel = "YEAR",
      arity = "0..1",
      fallbackValue = "2026",
      description =
          "also evaluate the systems' predicted empty nodes as the CRAC scripts do, per file pair"
              + " (a system file against the key file of the same name): 2024, 2026 (the default"
              + " when no year is given) or both; empty_nodes.csv, a line per system in the"
              + " summary (see the empty-nodes command for one pair)")
  String emptyNodes;

  @Option(
      names = "--windows",
      paramLabel = "L",
      split = ",",
      description =
          "also score each document in windows of L tokens (one or more lengths) with BookCoref's"
              + " metrics (MUC, B3, CEAF-e, singletons kept), and the long-range penalty: windowed"
              + " F1 minus full-document F1 (long_documents.csv; docs/explanation/long-documents.md)")
  List<Integer> windows = new ArrayList<>();

  @Option(
      names = "--window-scheme",
      paramLabel = "SCHEME",
      split = ",",
      converter = SchemeConverter.class,
      description =
          "how --windows cuts: fixed (the default: [wL, (w+1)L), nothing dropped), sentence (at"
              + " the end of the sentence holding token jL, BookCoref's split data) or bookcoref"
              + " (BookCoref's gold_window, its boundary quirks included); several separated by"
              + " commas")
  List<WindowScheme> windowSchemes = new ArrayList<>();

  @Option(
      names = "--major-entities",
      paramLabel = "K,N",
      converter = MajorConverter.class,
      description =
          "also score the K largest key entities of at least N mentions (K a number or all) as MEI"
              + " does: each aligned to one response entity (CEAF-e restricted to them), its F1,"
              + " and MEI's Macro, Micro and Macro-Micro F1; repeatable (default with"
              + " --long-documents: 5,4)")
  List<MajorEntities> majorEntities = new ArrayList<>();

  @Option(
      names = "--strata",
      description =
          "also score long (11+ mentions), short (2-10) and singleton entities separately, each a"
              + " part of the full-document MUC, B3 and CEAF-e counts")
  boolean strata;

  @Option(
      names = "--long-documents",
      description =
          "all three: --windows 1500 (fixed unless --window-scheme), --major-entities 5,4 (unless"
              + " given) and --strata")
  boolean longDocuments;

  /** The long-document analysis asked for, or null. */
  LongDocuments longDocuments() {
    List<Integer> lengths = windows.isEmpty() && longDocuments ? List.of(1500) : windows;
    List<WindowScheme> schemes =
        windowSchemes.isEmpty() ? List.of(WindowScheme.FIXED) : windowSchemes;
    List<MajorEntities> majors =
        majorEntities.isEmpty() && longDocuments ? List.of(new MajorEntities(5, 4)) : majorEntities;
    if (lengths.isEmpty() && majors.isEmpty() && !strata && !longDocuments) {
      return null;
    }
    return new LongDocuments(
        lengths, schemes.stream().distinct().toList(), majors, strata || longDocuments);
  }

  static final class SchemeConverter implements picocli.CommandLine.ITypeConverter<WindowScheme> {
    @Override
    public WindowScheme convert(String value) {
      try {
        return WindowScheme.of(value);
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }

  static final class MajorConverter implements picocli.CommandLine.ITypeConverter<MajorEntities> {
    @Override
    public MajorEntities convert(String value) {
      try {
        return MajorEntities.parse(value);
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }

  /** {@code --empty-nodes}, or null. */
  EmptyNodesRequest emptyNodes() {
    return emptyNodes == null ? null : EmptyNodesRequest.of(emptyNodes);
  }

  @Option(
      names = "--descriptors",
      description =
          "also describe the key's files and each system's as udapi's corefud.Stats block does,"
              + " with the statistics options of the describe command (--basics, --entity-range,"
              + " --upos, ...): descriptors.csv, per file (see the describe command); with"
              + " --group-by (not file), descriptors_groups.csv, per group of documents")
  boolean descriptors;

  /**
   * {@code --descriptors} with the statistics options, or null; the statistics options without it
   * are refused.
   */
  StatsOptions descriptors(DescriptorOptions statistics) {
    if (!descriptors && statistics.given()) {
      throw new InvalidRequestException(
          "the statistics options (--basics, --entity-range, --upos, ...) need --descriptors");
    }
    return descriptors ? statistics.options() : null;
  }

  /**
   * In a fixed order: the analyses the metrics' own options ask for ({@code first}: {@link
   * ProfileOptions#analyses}), the error analysis ({@code --errors}, {@code --error-costs}, {@code
   * --list-errors}), mentions by length, long documents, anaphors by kind; each is checked against
   * the rest of the request by the {@link org.corefstats.core.evaluation.Evaluation} that holds it.
   */
  List<Analysis<?, ?>> analyses(List<Analysis<?, ?>> first) {
    List<Analysis<?, ?>> analyses = new ArrayList<>(first);
    if (request() != null) {
      analyses.add(new ErrorsAnalysis(request()));
    }
    if (mentionLengths) {
      analyses.add(new MentionLengths());
    }
    if (longDocuments() != null) {
      analyses.add(longDocuments());
    }
    if (anaphors) {
      analyses.add(new AnaphorSlices());
    }
    return List.copyOf(analyses);
  }
}
