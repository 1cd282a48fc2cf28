package org.corefstats.core.llm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the mentions of one cleaned document from its words' tags, as text2conllu does
 * (docs/explanation/llm-outputs.md 5.4): one stack of open word positions per id; a close pops the
 * latest open of its id and makes a mention over that slice of the node list; a close without an
 * open only warns; opens left at the end are ignored.
 */
final class MentionTags {
  /** A mention as the slice {@code first..last} (inclusive) of the document's node list. */
  record Span(String entity, int first, int last) {}

  private final List<Span> spans = new ArrayList<>();
  private int unopenedCloses;

  private MentionTags() {}

  static MentionTags read(List<String> words) {
    MentionTags tags = new MentionTags();
    Map<String, Deque<Integer>> opens = new HashMap<>();
    for (int i = 0; i < words.size(); i++) {
      for (String tag : tagsOf(words.get(i))) {
        String id = tag.replace("[", "").replace("]", "");
        if (id.isEmpty()) {
          continue;
        }
        Deque<Integer> stack = opens.computeIfAbsent(id, k -> new ArrayDeque<>());
        if (tag.startsWith("[")) {
          stack.push(i);
        }
        if (tag.endsWith("]")) {
          if (stack.isEmpty()) {
            tags.unopenedCloses++;
          } else {
            tags.spans.add(new Span(id, stack.pop(), i));
          }
        }
      }
    }
    return tags;
  }

  /** The text between the word's first and second {@code |}, {@code -} read as {@code ,}, split. */
  private static String[] tagsOf(String word) {
    int bar = word.indexOf('|');
    if (bar < 0) {
      return new String[0];
    }
    int next = word.indexOf('|', bar + 1);
    String field = word.substring(bar + 1, next < 0 ? word.length() : next);
    return field.replace('-', ',').split(",", -1);
  }

  List<Span> spans() {
    return spans;
  }

  int unopenedCloses() {
    return unopenedCloses;
  }
}
