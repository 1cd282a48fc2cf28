package org.corefstats.cli;

import org.corefstats.core.descriptors.StatsOptions;
import picocli.CommandLine.Option;

/**
 * The parameters of udapi's {@code corefud.Stats} block (docs/explanation/descriptors.md), one set
 * of options for {@code describe} and for {@code score} and {@code run} with {@code --descriptors}.
 */
final class DescriptorOptions {
  @Option(
      names = "--split-docs",
      description =
          "read.Conllu split_docs=1: a udapi document per"
              + " # newdoc (by default the whole file is one document, entity ids shared across them)")
  private boolean splitDocs;

  @Option(names = "--per-doc", description = "per_doc=1: a report per udapi document")
  private boolean perDoc;

  @Option(names = "--basics", description = "report_basics=1: docs, sents, words, empty")
  private boolean basics;

  @Option(
      names = "--words-per-doc",
      description = "report_words_per_doc=1: max_words/doc and" + " words/doc (with --basics only)")
  private boolean wordsPerDoc;

  @Option(
      names = "--entity-range",
      description = "report_entity_range=1:" + " entity_range_95percentile")
  private boolean entityRange;

  @Option(names = "--no-docs", description = "report_docs=0")
  private boolean noDocs;

  @Option(names = "--no-empty", description = "report_empty_nodes=0")
  private boolean noEmpty;

  @Option(names = "--no-entities", description = "report_entities=0")
  private boolean noEntities;

  @Option(names = "--no-mentions", description = "report_mentions=0")
  private boolean noMentions;

  @Option(names = "--no-details", description = "report_details=0")
  private boolean noDetails;

  @Option(names = "--exclude-singletons", description = "exclude_singletons=1")
  private boolean excludeSingletons;

  @Option(names = "--exclude-nonsingletons", description = "exclude_nonsingletons=1")
  private boolean excludeNonsingletons;

  @Option(
      names = "--upos",
      paramLabel = "'UPOS ...'|all",
      description =
          "selected_upos: the"
              + " head-UPOS buckets (default: NOUN PRON PROPN DET ADJ VERB ADV NUM _), or all")
  private String upos;

  @Option(
      names = "--entity-length-max",
      paramLabel = "N",
      defaultValue = "5",
      description = "e_len_max: the last entity-length bin (default 5; 0: none)")
  private int entityLengthMax;

  @Option(
      names = "--mention-length-max",
      paramLabel = "N",
      defaultValue = "5",
      description = "m_len_max: the last mention-length bin (default 5; 0: none)")
  private int mentionLengthMax;

  @Option(
      names = "--docname-filename",
      description =
          "docname=filename: label per-document" + " reports with the file name, not the newdoc id")
  private boolean docnameFilename;

  @Option(
      names = "--docname-len",
      paramLabel = "N",
      defaultValue = "15",
      description = "docname_len: the width of a per-document label (default 15)")
  private int docnameLength;

  /** Whether any option differs from its default. */
  boolean given() {
    return !options().equals(StatsOptions.DEFAULTS);
  }

  /** The block's parameters from the options. */
  StatsOptions options() {
    return new StatsOptions(
        splitDocs,
        perDoc,
        basics,
        !noDocs,
        !noEmpty,
        wordsPerDoc,
        !noEntities,
        entityRange,
        !noMentions,
        !noDetails,
        entityLengthMax,
        mentionLengthMax,
        upos == null ? StatsOptions.DEFAULT_UPOS : StatsOptions.uposList(upos),
        excludeSingletons,
        excludeNonsingletons,
        docnameFilename,
        docnameLength);
  }
}
