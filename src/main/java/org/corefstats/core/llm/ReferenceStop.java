package org.corefstats.core.llm;

/**
 * Where the CRAC LLM track's pipeline stops on an input that corefstats scores anyway
 * (docs/explanation/llm-outputs.md 8): the tool, the error it raises, and the row of section 8.
 * Every problem of such an input ends with {@link #describe()}, so that whoever compares with the
 * track's own numbers knows which of their inputs the track could not have scored, and why.
 *
 * @param stage the tool that stops
 * @param goldEmptyNodes whether it ran as the variant that keeps the key's empty nodes ({@code -z},
 *     {@code -g})
 * @param error what it raises
 * @param section the row of docs/explanation/llm-outputs.md 8 (or the rule) behind it
 */
public record ReferenceStop(Stage stage, boolean goldEmptyNodes, String error, String section) {
  /** The track's tools, in the order they run. */
  public enum Stage {
    CLEAN("clean", " -z"),
    TEXT2CONLLU("text2conllu", " -z"),
    JSON2CONLLU("json2conllu", " -g"),
    SCORER("the CorefUD scorer", "");

    private final String tool;
    private final String goldEmptyNodesFlag;

    Stage(String tool, String goldEmptyNodesFlag) {
      this.tool = tool;
      this.goldEmptyNodesFlag = goldEmptyNodesFlag;
    }

    /** The tool's name as the track runs it ({@code clean}, {@code json2conllu}, ...). */
    public String tool() {
      return tool;
    }

    /** The tool with its flag in the key-empty-node variant: {@code text2conllu -z}. */
    public String command(boolean goldEmptyNodes) {
      return tool + (goldEmptyNodes ? goldEmptyNodesFlag : "");
    }
  }

  /**
   * For a problem's message: {@code the track's pipeline stops here: json2conllu -g raises
   * IndexError (docs/explanation/llm-outputs.md 8.9)}.
   */
  public String describe() {
    return "the track's pipeline stops here: "
        + stage.command(goldEmptyNodes)
        + " raises "
        + error
        + " (docs/explanation/llm-outputs.md "
        + section
        + ")";
  }
}
