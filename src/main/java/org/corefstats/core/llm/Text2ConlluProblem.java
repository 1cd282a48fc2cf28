package org.corefstats.core.llm;

/**
 * A place where the reference pipeline would crash after clean (docs/explanation/llm-outputs.md 8),
 * found by {@link Text2Conllu} or {@link Json2Conllu}, with what corefstats does instead. Kept here
 * until the LLM track's problems get their {@code ProblemKind}s.
 *
 * @param kind what went wrong
 * @param document the 0-based index of the skeleton document (or cleaned line, or JSON object)
 * @param message the details: counts, the mention, the node
 */
public record Text2ConlluProblem(Kind kind, int document, String message) {
  /** The failure modes of section 8 that text2conllu, json2conllu and their output can hit. */
  public enum Kind {
    /** 8.2 / 8.6: AssertionError; a document without a line is scored as an empty response. */
    DOCUMENT_COUNT_MISMATCH("8.2", ReferenceStop.Stage.TEXT2CONLLU, "AssertionError"),
    /** 5.3 step 5 (like 8.9): AssertionError; the document is an empty response. */
    WORD_COUNT_MISMATCH("5.3", ReferenceStop.Stage.TEXT2CONLLU, "AssertionError"),
    /** 8.12: MoveHead's IndexError; the mention keeps its first node as head. */
    NO_REGULAR_HEAD_CANDIDATE("8.12", null, "IndexError in MoveHead"),
    /** 8.3: the scorer's ValueError on a mention over two sentences; the mention is dropped. */
    CROSS_SENTENCE_MENTION("8.3", ReferenceStop.Stage.SCORER, "ValueError"),
    /** 8.2: json2conllu's AssertionError; a document without an object is an empty response. */
    JSON_DOCUMENT_COUNT_MISMATCH("8.2", ReferenceStop.Stage.JSON2CONLLU, "AssertionError"),
    /**
     * 8.9: IndexError with fewer tokens than nodes, AssertionError with more; the document is an
     * empty response.
     */
    TOKEN_COUNT_MISMATCH("8.9", ReferenceStop.Stage.JSON2CONLLU, "IndexError or AssertionError"),
    /** 8.8: an offset pair whose slice is empty (IndexError); the mention is dropped. */
    EMPTY_SLICE("8.8", ReferenceStop.Stage.JSON2CONLLU, "IndexError"),
    /** 8.10: invalid JSON or a wrong type; every document is an empty response. */
    INVALID_JSON("8.10", ReferenceStop.Stage.JSON2CONLLU, "JSONDecodeError or TypeError"),
    /**
     * 8.7: a gold empty node without DEPS (IndexError with {@code -z}/{@code -g}); it stays in
     * place.
     */
    EMPTY_NODE_WITHOUT_DEPS("8.7", null, "IndexError");

    private final String section;
    private final ReferenceStop.Stage stage; // null: the converter of the output's format
    private final String error;

    Kind(String section, ReferenceStop.Stage stage, String error) {
      this.section = section;
      this.stage = stage;
      this.error = error;
    }

    /** The row of docs/explanation/llm-outputs.md section 8 (or the rule) this is. */
    public String section() {
      return section;
    }

    /** The reference's stage that fails on an output of the JSON format or of the markup. */
    public ReferenceStop.Stage stage(boolean json) {
      if (stage != null) {
        return stage;
      }
      return json ? ReferenceStop.Stage.JSON2CONLLU : ReferenceStop.Stage.TEXT2CONLLU;
    }

    /** Where and how the track's pipeline stops on it. */
    public ReferenceStop stop(boolean json, boolean goldEmptyNodes) {
      return new ReferenceStop(stage(json), goldEmptyNodes, error, section);
    }
  }

  @Override
  public String toString() {
    return kind
        + " (docs/explanation/llm-outputs.md "
        + kind.section
        + ") document "
        + document
        + ": "
        + message;
  }
}
