package org.corefstats.core.document;

import java.util.Locale;

/**
 * Every kind of problem corefstats reports, with its severity under default (not lenient) reading.
 */
public enum ProblemKind {
  // reading errors: v8.01 dies or reads on silently; the document is broken
  UNMATCHED_CLOSING(Severity.ERROR, "closing bracket without an opening"),
  UNCLOSED_OPENING(Severity.ERROR, "opening bracket never closed"),
  MISSING_END(Severity.ERROR, "document without #end document"),
  MALFORMED_HEADER(Severity.ERROR, "#begin document line without a document name"),
  UNREADABLE_INPUT(Severity.ERROR, "input cannot be read"),
  BINARY_INPUT(Severity.ERROR, "NUL bytes: not a text file"),
  NO_MATCHING_DOCUMENTS(Severity.ERROR, "none of the response's documents is a key document"),
  NO_INPUT_FILES(Severity.ERROR, "a system without any CoNLL file"),
  NO_PARSE_COLUMN(
      Severity.ERROR,
      "coval's NP_only or min_span without real parse bits in the key ('_' or '-'), or coval's"
          + " options on a key that is not CoNLL-2012"),
  // CorefUD CoNLL-U reading errors: the CorefUD scorer aborts the run; the mention is dropped
  CONLLU_UNMATCHED_CLOSING(Severity.ERROR, "CoNLL-U: Entity closing without an open mention"),
  CONLLU_CROSS_SENTENCE(Severity.ERROR, "CoNLL-U: mention crossing a sentence boundary, dropped"),
  CONLLU_UNCLOSED_MENTION(Severity.ERROR, "CoNLL-U: mention never closed, dropped"),
  CONLLU_BAD_HEAD(Severity.ERROR, "CoNLL-U: head index not a node of the mention"),
  CONLLU_MISSING_ENTITY_HEADER(Severity.ERROR, "CoNLL-U: Entity= without # global.Entity"),
  CONLLU_BAD_ENTITY_HEADER(Severity.ERROR, "CoNLL-U: # global.Entity without an eid field"),
  CONLLU_BAD_EID(Severity.ERROR, "CoNLL-U: entity id empty or with a forbidden character"),
  CONLLU_BAD_DISCONTINUOUS(Severity.ERROR, "CoNLL-U: discontinuous mention part out of place"),
  CONLLU_EMPTY_NODE_COLLISION(
      Severity.ERROR, "CoNLL-U: empty nodes x.1 and x.10 are one decimal ID"),
  CONLLU_BAD_NODE_ID(Severity.ERROR, "CoNLL-U: node ID not readable or out of order"),
  // CoNLL-U, scored with a warning
  CONLLU_MISSING_NEWDOC(Severity.WARNING, "CoNLL-U: sentences before the first # newdoc"),
  CONLLU_SLASH_IN_SENT_ID(Severity.WARNING, "CoNLL-U: '/' in a sent_id"),
  CONE_NO_NE_COLUMN(
      Severity.WARNING,
      "CONE: the NE layer's document (key, response or NE file) has no named-entity column, no"
          + " mention is named"),
  CONE_NE_BRACKET(Severity.WARNING, "CONE: named-entity bracket that does not parse, ignored"),
  CONE_NE_SPAN(
      Severity.WARNING,
      "CONE: NE file row or span that cannot be used (bad numbers, past the document's tokens,"
          + " not a key document), ignored"),
  CONE_NE_NO_DOCUMENT(
      Severity.WARNING, "CONE: key document absent from the NE file, no mention is named"),
  CONLLU_ZERO_WITHOUT_DEPS(
      Severity.WARNING, "CoNLL-U: zero mention without DEPS, weight 0 in the zero step"),
  CONLLU_ENTITY_HEADER_CHANGED(Severity.WARNING, "CoNLL-U: # global.Entity changed in the file"),
  CONLLU_IGNORED_ENTITY_TEXT(Severity.WARNING, "CoNLL-U: text in Entity= outside any bracket"),
  CONLLU_BAD_LINK(Severity.WARNING, "CoNLL-U: malformed SplitAnte= or Bridge="),
  CONLLU_UNDEFINED_LINK_ENTITY(
      Severity.WARNING, "CoNLL-U: entity of SplitAnte= or Bridge= without any mention"),
  SENTENCE_MISMATCH(Severity.WARNING, "key and response documents split sentences differently"),
  INCOMPARABLE_FORMATS(
      Severity.ERROR,
      "a CoNLL-U document paired with a CoNLL-2012 or jsonlines one: its node positions cannot be"
          + " compared with token positions (convert one side with corefstats convert)"),
  // jsonlines records (core/jsonl): reading errors, warnings in lenient reading
  MALFORMED_JSON(Severity.ERROR, "jsonlines line that is not a JSON object"),
  MISSING_DOC_KEY(Severity.ERROR, "jsonlines record without doc_key or document_id"),
  MISSING_TOKENS(
      Severity.ERROR, "jsonlines record without usable sentences, cased_words or subtoken_map"),
  MALFORMED_CLUSTER(
      Severity.ERROR, "jsonlines cluster that is not a list of [start, end] integer pairs"),
  INVALID_SPAN(
      Severity.ERROR,
      "jsonlines span with start > end, a negative index, beyond the words or on a special token"),
  // scored with a warning
  SPLIT_ANTECEDENT(Severity.WARNING, "split-antecedent annotation (N+M) dropped"),
  TOKEN_TEXT_MISMATCH(Severity.WARNING, "response token words differ from the key's"),
  TOO_FEW_COLUMNS(
      Severity.WARNING, "token line with fewer fields than the document's first token line"),
  NOT_UTF8(Severity.WARNING, "document name not valid UTF-8"),
  EMPTY_FILE(Severity.WARNING, "file without any document"),
  INCONSISTENT_TOKENS(
      Severity.WARNING,
      "jsonlines token fields of different lengths (subtoken_map, sentence_map, sent_id)"),
  MISSING_CLUSTERS(Severity.WARNING, "jsonlines record without a clusters field"),
  CROSS_SENTENCE_SPAN(Severity.WARNING, "jsonlines span crossing a sentence boundary, kept"),
  REPEATED_CLUSTER_SPAN(
      Severity.WARNING, "jsonlines span repeated inside one cluster, the copy removed"),
  SPAN_IN_TWO_CLUSTERS(Severity.WARNING, "jsonlines span in more than one cluster, kept in each"),
  REPEATED_RESPONSE_MENTION(Severity.WARNING, "repeated response mention removed"),
  REPEATED_UNMATCHED_MENTION(
      Severity.WARNING, "repeated response mention not in the key, kept in every place"),
  REPEATED_KEY_MENTION(Severity.WARNING, "repeated key mention"),
  RESPONSE_MENTION_IN_TWO_ENTITIES(
      Severity.WARNING,
      "response mention in two entities, kept in both, looked up in the later one (CorefUD)"),
  // coval's reading (the coval profile, CoNLL-2012): what coval prints, crashes on or does silently
  LLM_TEXT_DRIFT(
      Severity.NOTE,
      "LLM output: how far a document's text drifted from the key's words (the alignment's inserts,"
          + " deletes and replacements, tokens dropped before the first word) and its tags repaired"),
  LLM_DOCUMENT_COUNT(
      Severity.WARNING,
      "LLM output: its documents (lines, JSON objects) are not as many as the key's; a key"
          + " document without one is scored as an empty response, extra JSON objects are ignored"
          + " (the track's text2conllu or json2conllu stops)"),
  LLM_WORD_COUNT(
      Severity.WARNING,
      "LLM output: a document's words do not cover the key's nodes; scored as an empty response"
          + " (the track's text2conllu or json2conllu stops)"),
  LLM_CROSS_SENTENCE_MENTION(
      Severity.WARNING,
      "LLM output: a mention over two sentences, dropped (the track's CorefUD scorer stops)"),
  LLM_GOLD_WORD_AS_ZERO(
      Severity.WARNING,
      "LLM output: a key word starting with '##' put back by the alignment; cut as a word (the"
          + " track's clean stops)"),
  LLM_NO_REGULAR_HEAD(
      Severity.WARNING,
      "LLM output: a mention whose head candidates are empty nodes with only empty parents; its"
          + " first node is its head (the track's text2conllu or json2conllu stops in MoveHead)"),
  LLM_EMPTY_SLICE(
      Severity.WARNING,
      "LLM output (JSON): a mention's offsets select no node; the mention is dropped (the track's"
          + " json2conllu stops)"),
  LLM_INVALID_JSON(
      Severity.WARNING,
      "LLM output (JSON): not the track's JSON (invalid, or a value of the wrong type); every"
          + " document is scored as an empty response (the track's json2conllu stops)"),
  LLM_EMPTY_NODE_WITHOUT_DEPS(
      Severity.WARNING,
      "LLM output: a key empty node without DEPS, left in place (the track's text2conllu -z or"
          + " json2conllu -g stops)"),
  LLM_MISSING_DOCUMENT_ID(
      Severity.WARNING,
      "LLM input (conllu2json): a document without '# newdoc id', written with an empty doc_id"
          + " (the reference crashes)"),
  LLM_JSON_OFFSETS_MISALIGNED(
      Severity.NOTE,
      "LLM input (conllu2json without --zero-mentions): the offsets count the empty nodes the"
          + " tokens leave out, as the reference's do"),
  LLM_RENDERING_LOSS(
      Severity.NOTE,
      "LLM input (convert --to llm-text|llm-json): a key mention the track's rendering cannot write"
          + " as it is (a discontinuous mention written as its part with the head, a zero mention or"
          + " an empty-node bracket without --zero-mentions, a FORM with a space or a pipe that clean"
          + " cannot match): read back, it scores below 100% there"),
  LLM_INVALID_UTF8(
      Severity.WARNING,
      "LLM output: bytes that are not UTF-8, read as replacement characters (the track's clean"
          + " or json2conllu stops)"),
  LLM_KEY_NEWDOC_NOT_ALIGNED(
      Severity.WARNING,
      "LLM output: a key document id the CorefUD scorer reads otherwise than the track writes it"
          + " into the response (a '# newdoc' line ending in whitespace, or none before the first"
          + " sentence); compared without trailing whitespace (the track's CorefUD scorer stops)"),
  LLM_NO_KEY(
      Severity.ERROR,
      "LLM output: no CoNLL-U key file to read it against (by name, or the only one)"),
  COVAL_LOST_START(
      Severity.WARNING,
      "coval: a start followed by another '(' in its cell, lost as coval loses it"),
  COVAL_MALFORMED_CELL(
      Severity.WARNING, "coval: a '|' coval crashes or stops on; the number before it is ignored"),
  COVAL_END_WITHOUT_START(
      Severity.WARNING, "coval: the end of a mention without a start, ignored as coval ignores it"),
  COVAL_START_NEVER_ENDED(
      Severity.WARNING, "coval: the start of a mention never ended, dropped as coval drops it"),
  COVAL_CROSS_SENTENCE(
      Severity.WARNING,
      "coval: a mention across sentences, kept in its last sentence at its first word's position"),
  COVAL_EMPTY_ENTITY(
      Severity.WARNING, "coval: an entity with no mention (an end without a start), counted"),
  COVAL_REPEATED_MENTION(
      Severity.WARNING, "coval: a mention listed twice in one entity, both copies counted"),
  COVAL_MENTION_IN_TWO_ENTITIES(
      Severity.WARNING,
      "coval: a mention in two entities, in both lists, looked up in the later entity"),
  EMPTY_NODES_SCRIPT_STOPS(
      Severity.ERROR,
      "empty-nodes: a line on which the CRAC empty-node evaluation script stops (it prints no"
          + " score), left out of the scores"),
  EMPTY_NODES_SENTENCES_PART(
      Severity.WARNING,
      "empty-nodes: the CRAC empty-node scripts number sentences by blank lines, and here their"
          + " sentences and the file's part (a second blank line, a line of spaces, a sentence"
          + " without its blank line, or system and gold sentences compared that differ)"),
  EMPTY_NODES_UNPAIRED_FILE(
      Severity.WARNING,
      "--empty-nodes: a system file without a key file of its name (not evaluated), or a key file"
          + " the system lacks (its empty nodes all missed)"),
  EMPTY_NODES_FIRST_DEPS_ITEM(
      Severity.NOTE,
      "empty-nodes: an empty node with several parents, of which the CRAC scripts take the first"
          + " DEPS item"),
  DESCRIPTORS_UDAPI_STOPS(
      Severity.ERROR,
      "describe: an input or option on which udapi's corefud.Stats stops with an exception (it"
          + " prints nothing more); corefstats reports what it can"),
  DESCRIPTORS_READING_STOPS(
      Severity.WARNING,
      "describe --split-docs: udapi's reader stops at a sentence without words (a second blank"
          + " line, a block of comments only) and silently ignores the rest of the file"),
  DESCRIPTORS_MENTION_DROPPED(
      Severity.WARNING, "describe: a mention never closed, dropped as udapi drops it"),
  DESCRIPTORS_ENTITY_ACROSS_DOCUMENTS(
      Severity.NOTE,
      "describe: an entity id used in several # newdoc documents is one entity when udapi reads"
          + " the whole file as one document (--split-docs reads each on its own)"),
  TOKEN_COUNT_MISMATCH(Severity.WARNING, "key and response documents have different token counts"),
  MISSING_DOCUMENT(
      Severity.WARNING, "key document missing from the response, scored as an empty response"),
  DUPLICATE_DOCUMENT(
      Severity.WARNING, "document name occurs more than once, the last occurrence is scored"),
  UNGROUPED_DOCUMENT(
      Severity.WARNING,
      "key document in no group (--group-by): in the total, in no group nor macro average"),
  EMPTY_GROUP(
      Severity.WARNING,
      "every document of a group missing from the response: the group scores 0 in the macro"
          + " average"),
  EXTRA_DOCUMENT(Severity.NOTE, "response document not in the key, ignored"),
  TEXT_OUTSIDE_DOCUMENT(Severity.NOTE, "text outside any document, ignored"),
  STRAY_END(Severity.NOTE, "#end document outside any document, ignored"),
  CONLLU_ENTITY_ACROSS_DOCUMENTS(
      Severity.NOTE, "CoNLL-U: entity id reused in a later document, one entity per document"),
  CONLLU_MULTIWORD_ENTITY(Severity.NOTE, "CoNLL-U: Entity= on a multiword-token line, ignored"),
  IGNORED_FILE(Severity.NOTE, "file in an input directory that is not a CoNLL file, ignored"),
  // whole-input refusals decided after reading
  TOO_MANY_REPEATS(Severity.ERROR, "more repeated response mentions than allowed"),
  SYSTEM_LEFT_OUT(Severity.ERROR, "system left out of the scores because of the errors above");

  private final Severity severity;
  private final String description;

  ProblemKind(Severity severity, String description) {
    this.severity = severity;
    this.description = description;
  }

  public Severity defaultSeverity() {
    return severity;
  }

  public String description() {
    return description;
  }

  /**
   * What to do about it, in a sentence (docs/reference/problems.md). A switch without a default: a
   * new kind does not compile without its advice.
   */
  public String advice() {
    return switch (this) {
      case UNMATCHED_CLOSING, UNCLOSED_OPENING, MISSING_END, MALFORMED_HEADER ->
          "Fix the brackets or #begin/#end lines at the line given; --lenient drops the broken"
              + " mentions and scores the rest.";
      case UNREADABLE_INPUT, BINARY_INPUT, NOT_UTF8 ->
          "Check the path and that the file is UTF-8 text (decompress it, or name it .gz).";
      case NO_MATCHING_DOCUMENTS, MISSING_DOCUMENT, EXTRA_DOCUMENT ->
          "Compare the document names (#begin document lines, # newdoc id, doc_key) of key and"
              + " response: the response must use the key's.";
      case DUPLICATE_DOCUMENT -> "Give each document of an input a name of its own.";
      case STRAY_END, TEXT_OUTSIDE_DOCUMENT ->
          "Nothing, unless those lines were meant to be scored: put them between #begin document"
              + " and #end document.";
      case SPLIT_ANTECEDENT ->
          "Nothing: split antecedents are not scored, as the reference scorer does not score"
              + " them.";
      case TOO_FEW_COLUMNS ->
          "Check the line's separators (a lost tab or space) and that every token line has the"
              + " document's columns.";
      case NO_INPUT_FILES, EMPTY_FILE, IGNORED_FILE ->
          "Check the directory holds files named *.conll, *_conll, *.conllu, *.jsonl or"
              + " *.jsonlines (or give --format).";
      case NO_PARSE_COLUMN ->
          "Use a CoNLL-2012 key with real parse bits for --np-only and --min-span, or leave those"
              + " options out.";
      case CONLLU_UNMATCHED_CLOSING,
          CONLLU_CROSS_SENTENCE,
          CONLLU_UNCLOSED_MENTION,
          CONLLU_BAD_HEAD,
          CONLLU_MISSING_ENTITY_HEADER,
          CONLLU_BAD_ENTITY_HEADER,
          CONLLU_BAD_EID,
          CONLLU_BAD_DISCONTINUOUS,
          CONLLU_EMPTY_NODE_COLLISION,
          CONLLU_BAD_NODE_ID ->
          "Fix the CoNLL-U file at the line given (the CorefUD validator finds the same);"
              + " --lenient drops the mention and scores the rest.";
      case CONLLU_MISSING_NEWDOC,
          CONLLU_SLASH_IN_SENT_ID,
          CONLLU_ZERO_WITHOUT_DEPS,
          CONLLU_ENTITY_HEADER_CHANGED,
          CONLLU_IGNORED_ENTITY_TEXT,
          CONLLU_BAD_LINK,
          CONLLU_UNDEFINED_LINK_ENTITY,
          CONLLU_ENTITY_ACROSS_DOCUMENTS,
          CONLLU_MULTIWORD_ENTITY ->
          "Scored as the CorefUD scorer scores it; fix the file if the annotation was meant"
              + " otherwise.";
      case CONE_NO_NE_COLUMN, CONE_NE_BRACKET, CONE_NE_SPAN, CONE_NE_NO_DOCUMENT ->
          "Check the NE layer (column 11, or the --cone-ne-file) covers the key's documents and"
              + " tokens; --cone-ne chooses whose layer is used.";
      case SENTENCE_MISMATCH, TOKEN_TEXT_MISMATCH, TOKEN_COUNT_MISMATCH ->
          "Make sure the response was produced from the key's own tokenization; scores of"
              + " misaligned documents mean little.";
      case INCOMPARABLE_FORMATS ->
          "Convert one side with corefstats convert so key and response are in one format.";
      case MALFORMED_JSON, MISSING_DOC_KEY, MISSING_TOKENS, MALFORMED_CLUSTER, INVALID_SPAN ->
          "Fix the jsonlines record at the line given; --lenient skips it with a warning.";
      case INCONSISTENT_TOKENS, MISSING_CLUSTERS, CROSS_SENTENCE_SPAN ->
          "Check the exporter that wrote the jsonlines; give --span-end and --space if detection"
              + " guesses wrong.";
      case REPEATED_CLUSTER_SPAN,
          SPAN_IN_TWO_CLUSTERS,
          REPEATED_RESPONSE_MENTION,
          REPEATED_UNMATCHED_MENTION,
          REPEATED_KEY_MENTION,
          RESPONSE_MENTION_IN_TWO_ENTITIES ->
          "Scored as the reference scorer scores it; deduplicate the system's output to avoid it"
              + " (--max-repeated-mentions refuses too many).";
      case LLM_TEXT_DRIFT,
          LLM_DOCUMENT_COUNT,
          LLM_WORD_COUNT,
          LLM_CROSS_SENTENCE_MENTION,
          LLM_GOLD_WORD_AS_ZERO,
          LLM_NO_REGULAR_HEAD,
          LLM_EMPTY_SLICE,
          LLM_INVALID_JSON,
          LLM_EMPTY_NODE_WITHOUT_DEPS,
          LLM_INVALID_UTF8 ->
          "A property of the LLM's output, scored as the CRAC LLM track scores it (see"
              + " text_drift.csv); improve the prompt or the output's post-processing.";
      case LLM_MISSING_DOCUMENT_ID, LLM_JSON_OFFSETS_MISALIGNED, LLM_RENDERING_LOSS ->
          "Expected of the track's rendering; add # newdoc id lines or --zero-mentions where they"
              + " apply.";
      case LLM_KEY_NEWDOC_NOT_ALIGNED ->
          "Scored; to score with the track's own pipeline too, remove the trailing whitespace of"
              + " the key's '# newdoc id' lines and start it with one.";
      case LLM_NO_KEY ->
          "Give a CoNLL-U key: a file, or a directory whose file has the response's name.";
      case COVAL_LOST_START,
          COVAL_MALFORMED_CELL,
          COVAL_END_WITHOUT_START,
          COVAL_START_NEVER_ENDED,
          COVAL_CROSS_SENTENCE,
          COVAL_EMPTY_ENTITY,
          COVAL_REPEATED_MENTION,
          COVAL_MENTION_IN_TWO_ENTITIES ->
          "Read as coval reads it (the coval profile); fix the cell if the mention was meant"
              + " otherwise.";
      case UNGROUPED_DOCUMENT, EMPTY_GROUP ->
          "Check the --group-by pattern matches every key document, and the response has each"
              + " group's documents.";
      case DESCRIPTORS_UDAPI_STOPS ->
          "Fix the line or drop the option named if udapi must describe the file; the figures"
              + " corefstats prints beside it are udapi's rules applied past the stop.";
      case DESCRIPTORS_READING_STOPS ->
          "Write exactly one blank line after each sentence and no sentence of comments only.";
      case DESCRIPTORS_MENTION_DROPPED -> "Close the mention where it ends.";
      case DESCRIPTORS_ENTITY_ACROSS_DOCUMENTS ->
          "Give --split-docs to count each document's entities on their own, as the organisers"
              + " do for corpora that restart entity ids per document.";
      case EMPTY_NODES_SCRIPT_STOPS ->
          "Fix the empty node's line (DEPS whose first item is HEAD:DEPREL with a whole-number"
              + " head, at least 9 tab-separated columns) if the official script must score the"
              + " file.";
      case EMPTY_NODES_SENTENCES_PART ->
          "Write exactly one blank line after each sentence, in the system file as in gold: the"
              + " official scripts compare sentences by their number only.";
      case EMPTY_NODES_UNPAIRED_FILE ->
          "Name each system file as the key file it annotates (the official scripts compare one"
              + " file with one file).";
      case EMPTY_NODES_FIRST_DEPS_ITEM ->
          "Nothing to fix: the official scores use the first DEPS item; the coreference scorer's"
              + " zero matching uses any.";
      case TOO_MANY_REPEATS ->
          "Deduplicate the system's mentions, or raise --max-repeated-mentions.";
      case SYSTEM_LEFT_OUT ->
          "Fix the errors listed for the system in problems.csv, or score it with --lenient.";
    };
  }

  /** The lower-case name used in CSV files and summaries, e.g. {@code unmatched_closing}. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }
}
