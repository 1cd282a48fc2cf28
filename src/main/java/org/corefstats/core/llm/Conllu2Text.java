package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.corefstats.core.document.Problem;

/**
 * The track's {@code conllu2text} (docs/explanation/llm-outputs.md 2): a gold CorefUD CoNLL-U file
 * as the linear markup an LLM reads ({@code --blind}) or is trained to write, one document per
 * line.
 *
 * <ul>
 *   <li>Words: the regular nodes in order (multiword-token lines ignored), a space in a FORM
 *       written {@code _}; with {@code zeroMentions} also the empty nodes, shifted after their
 *       first enhanced parent with the reference's float arithmetic and written {@code ##FORM}
 *       (2.1, 2.5).
 *   <li>Tags: per word, one per mention that starts or ends there, sorted as strings (2.2). A
 *       mention whose span has several runs (discontinuous, or broken by the shift) is reduced for
 *       good to the first run holding its head when the word loop first meets it (2.3). Starts and
 *       ends are compared as ID values, so tied shifted empty nodes all get the tag (2.5).
 *   <li>Without {@code zeroMentions} a mention whose first or last node is an empty node loses that
 *       bracket, as in the reference (2.4, a bug reproduced).
 *   <li>Sequential ids: {@code e1, e2, ...} in the order the word loop first meets an entity's
 *       mentions; entities first met at one word are numbered in mention order, the longer first
 *       (where the reference uses Python's set order).
 * </ul>
 *
 * Where the reference crashes (an empty node without DEPS under {@code -z}, 2.6/8.7; MoveHead's
 * 8.12) a located problem is reported and the document is written all the same: the node stays at
 * its place, the mention keeps its head.
 */
public final class Conllu2Text {
  /**
   * The reference's options.
   *
   * @param blind {@code --blind}: no tags
   * @param sequentialIds {@code --sequential_ids}: entities renumbered {@code e1, e2, ...}
   * @param zeroMentions {@code --zero_mentions} ({@code -z}): empty nodes written after their
   *     parent
   * @param noEmptyNodeForm {@code --no_empty_node_form}: empty nodes written {@code ##} only
   */
  public record Options(
      boolean blind, boolean sequentialIds, boolean zeroMentions, boolean noEmptyNodeForm) {}

  private Conllu2Text() {}

  /** The markup of every document of {@code conllu}, each line ended by {@code \n}. */
  public static String render(
      String conllu, String file, Options options, Consumer<Problem> problems) {
    StringBuilder out = new StringBuilder();
    for (GoldRendering document :
        GoldRendering.prepare(conllu, file, options.zeroMentions(), problems)) {
      if (!options.blind()) {
        document.reportLosses(true, options.zeroMentions(), problems);
      }
      out.append(render(document, options)).append('\n');
    }
    return out.toString();
  }

  private static String render(GoldRendering document, Options options) {
    Map<String, String> ids = new HashMap<>();
    List<String> out = new ArrayList<>();
    for (TreeNode word : document.words(options.zeroMentions())) {
      String token = GoldRendering.token(word, options.noEmptyNodeForm());
      List<String> tags = new ArrayList<>();
      if (!options.blind()) {
        double at = document.value(word);
        for (GoldRendering.Mention m : document.mentionsOf(word)) {
          String id = m.eid;
          if (options.sequentialIds()) {
            id = ids.computeIfAbsent(m.eid, k -> "e" + (ids.size() + 1));
          }
          document.reduce(m);
          List<GoldRendering.Run> runs = document.runs(m);
          double start = runs.get(0).lo();
          double end = runs.get(runs.size() - 1).hi();
          if (start == at && end == at) {
            tags.add("[" + id + "]");
          } else if (start == at) {
            tags.add("[" + id);
          } else if (end == at) {
            tags.add(id + "]");
          }
        }
      }
      Collections.sort(tags);
      out.add(tags.isEmpty() ? token : token + "|" + String.join(",", tags));
    }
    return String.join(" ", out);
  }
}
