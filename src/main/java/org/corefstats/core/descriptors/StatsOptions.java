package org.corefstats.core.descriptors;

import java.util.List;

/**
 * The parameters of udapi's {@code corefud.Stats} block and of the reader's {@code split_docs}
 * (DESCRIPTORS.md §1.2), with the block's defaults ({@link #DEFAULTS}).
 *
 * @param splitDocs {@code read.Conllu split_docs=1}: a udapi document per {@code # newdoc} (§2.6)
 * @param perDoc a report per udapi document (§5.3)
 * @param basics {@code report_basics}
 * @param docs {@code report_docs}
 * @param emptyNodes {@code report_empty_nodes}
 * @param wordsPerDoc {@code report_words_per_doc} (only with {@code basics})
 * @param entities {@code report_entities}
 * @param entityRange {@code report_entity_range} (only with {@code entities})
 * @param mentions {@code report_mentions}
 * @param details {@code report_details}
 * @param entityLengthMax {@code e_len_max}: the last entity-length bin, 0 for none
 * @param mentionLengthMax {@code m_len_max}: the last mention-length bin, 0 for none
 * @param selectedUpos {@code selected_upos}: the head-UPOS buckets, or an empty list for {@code
 *     all} (an empty value means {@code all} too, §6.21)
 * @param excludeSingletons {@code exclude_singletons}
 * @param excludeNonsingletons {@code exclude_nonsingletons}
 * @param docnameFilename {@code docname=filename} instead of {@code newdoc} (§10.6)
 * @param docnameLength {@code docname_len}
 */
public record StatsOptions(
    boolean splitDocs,
    boolean perDoc,
    boolean basics,
    boolean docs,
    boolean emptyNodes,
    boolean wordsPerDoc,
    boolean entities,
    boolean entityRange,
    boolean mentions,
    boolean details,
    int entityLengthMax,
    int mentionLengthMax,
    List<String> selectedUpos,
    boolean excludeSingletons,
    boolean excludeNonsingletons,
    boolean docnameFilename,
    int docnameLength)
    implements java.io.Serializable {

  /** The block's default buckets of {@code selected_upos}. */
  public static final List<String> DEFAULT_UPOS =
      List.of("NOUN", "PRON", "PROPN", "DET", "ADJ", "VERB", "ADV", "NUM", "_");

  /** {@code udapy read.Conllu files=F corefud.Stats}: every parameter at its default. */
  public static final StatsOptions DEFAULTS =
      new StatsOptions(
          false,
          false,
          false,
          true,
          true,
          false,
          true,
          false,
          true,
          true,
          5,
          5,
          DEFAULT_UPOS,
          false,
          false,
          false,
          15);

  public StatsOptions {
    if (entityLengthMax < 0 || mentionLengthMax < 0) {
      throw new IllegalArgumentException("e_len_max and m_len_max must be 0 or more");
    }
    if (docnameLength < 0) {
      throw new IllegalArgumentException("docname_len must be 0 or more");
    }
    selectedUpos = List.copyOf(selectedUpos);
  }

  /** {@code selected_upos=all} (or empty): one bucket per UPOS met, in order of first meeting. */
  public boolean allUpos() {
    return selectedUpos.isEmpty();
  }

  /** The buckets of a {@code selected_upos} value: {@code all} or empty gives all (§6.21). */
  public static List<String> uposList(String value) {
    String trimmed = value.strip();
    if (trimmed.equals("all") || trimmed.isEmpty()) {
      return List.of();
    }
    return List.of(trimmed.split("\\s+"));
  }
}
