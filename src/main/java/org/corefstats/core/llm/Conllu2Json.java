package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * The track's {@code conllu2json} (docs/explanation/llm-outputs.md 3.1): a gold CorefUD CoNLL-U
 * file as a JSON list with one object per document: {@code doc_id}, {@code tokens} (the words of
 * 2.1, {@code ##FORM} empty nodes with {@code zeroMentions}), {@code clusters_token_offsets} (per
 * entity, in entity order, the inclusive {@code [start, end]} node indexes of its mentions, reduced
 * as in 2.3) and {@code clusters_text_mentions} (their words joined by spaces, written as the
 * tokens are).
 *
 * <ul>
 *   <li>Offsets index the document's nodes <em>including empty nodes in every case</em>, after the
 *       shift of 2.5 with {@code zeroMentions}. Without it the tokens leave the empty nodes out, so
 *       the offsets of a document with empty nodes are misaligned with its tokens: the reference's
 *       bug (3.1, 9 item 8) is reproduced, and a {@link ProblemKind#LLM_JSON_OFFSETS_MISALIGNED}
 *       note says so for each such document.
 *   <li>A document without {@code # newdoc id}: the reference crashes (KeyError); here its {@code
 *       doc_id} is the empty string and a {@link ProblemKind#LLM_MISSING_DOCUMENT_ID} problem is
 *       reported. json2conllu never reads {@code doc_id} (3.2).
 *   <li>{@code blind}: both cluster lists are {@code null}, as the reference writes them without
 *       entities. {@code sequentialIds} has no effect.
 *   <li>Layout: Python's {@code json.dump(..., indent=1)} as in the worked example WE08, ended by a
 *       newline; non-ASCII characters are written as UTF-8 (the reference sets {@code ensure_ascii}
 *       off), control characters, quotes and backslashes escaped as Python escapes them.
 * </ul>
 */
public final class Conllu2Json {
  private Conllu2Json() {}

  /** The JSON of every document of {@code conllu}. */
  public static String render(
      String conllu, String file, Conllu2Text.Options options, Consumer<Problem> problems) {
    List<Object> documents = new ArrayList<>();
    for (GoldRendering document :
        GoldRendering.prepare(conllu, file, options.zeroMentions(), problems)) {
      if (!options.blind()) {
        document.reportLosses(false, options.zeroMentions(), problems);
      }
      documents.add(render(document, options, problems));
    }
    StringBuilder out = new StringBuilder();
    write(documents, 0, out);
    return out.append('\n').toString();
  }

  private static Map<String, Object> render(
      GoldRendering document, Conllu2Text.Options options, Consumer<Problem> problems) {
    if (document.skeleton.name().isEmpty()) {
      problems.accept(
          document.problem(
              ProblemKind.LLM_MISSING_DOCUMENT_ID,
              "no '# newdoc id': doc_id written as \"\" (the reference's conllu2json crashes,"
                  + " KeyError 'docname')"));
    }
    List<String> tokens = new ArrayList<>();
    for (TreeNode word : document.words(options.zeroMentions())) {
      tokens.add(GoldRendering.token(word, options.noEmptyNodeForm()));
    }
    Map<TreeNode, Integer> offset = new IdentityHashMap<>();
    List<TreeNode> nodes = document.nodesAndEmpty();
    for (TreeNode node : nodes) {
      offset.put(node, offset.size());
    }
    Object offsets = null;
    Object texts = null;
    if (!options.blind()) {
      if (!options.zeroMentions() && nodes.size() != tokens.size()) {
        problems.accept(
            document.problem(
                ProblemKind.LLM_JSON_OFFSETS_MISALIGNED,
                (nodes.size() - tokens.size())
                    + " empty nodes: without --zero-mentions the offsets count them but the tokens"
                    + " do not, as in the reference (docs/explanation/llm-outputs.md 3.1)"));
      }
      Map<String, List<GoldRendering.Mention>> entities = new LinkedHashMap<>();
      List<GoldRendering.Mention> mentions = new ArrayList<>(document.mentions);
      mentions.forEach(document::reduce);
      mentions.sort(document.mentionOrder());
      mentions.forEach(m -> entities.computeIfAbsent(m.eid, k -> new ArrayList<>()).add(m));
      List<Object> offsetList = new ArrayList<>();
      List<Object> textList = new ArrayList<>();
      for (List<GoldRendering.Mention> entity : entities.values()) {
        List<Object> pairs = new ArrayList<>();
        List<Object> words = new ArrayList<>();
        for (GoldRendering.Mention m : entity) {
          pairs.add(
              List.of(offset.get(m.words.get(0)), offset.get(m.words.get(m.words.size() - 1))));
          words.add(
              String.join(
                  " ",
                  m.words.stream()
                      .map(w -> GoldRendering.token(w, options.noEmptyNodeForm()))
                      .toList()));
        }
        offsetList.add(pairs);
        textList.add(words);
      }
      offsets = offsetList;
      texts = textList;
    }
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("doc_id", document.skeleton.name());
    object.put("tokens", tokens);
    object.put("clusters_token_offsets", offsets);
    object.put("clusters_text_mentions", texts);
    return object;
  }

  /** Python's {@code json.dumps(value, indent=1, ensure_ascii=False)}. */
  private static void write(Object value, int depth, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      string(s, out);
    } else if (value instanceof Integer i) {
      out.append(i);
    } else if (value instanceof List<?> list) {
      if (list.isEmpty()) {
        out.append("[]");
        return;
      }
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        out.append(i > 0 ? "," : "").append('\n').append(" ".repeat(depth + 1));
        write(list.get(i), depth + 1, out);
      }
      out.append('\n').append(" ".repeat(depth)).append(']');
    } else if (value instanceof Map<?, ?> map) {
      if (map.isEmpty()) {
        out.append("{}");
        return;
      }
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        out.append(first ? "" : ",").append('\n').append(" ".repeat(depth + 1));
        first = false;
        string((String) e.getKey(), out);
        out.append(": ");
        write(e.getValue(), depth + 1, out);
      }
      out.append('\n').append(" ".repeat(depth)).append('}');
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value);
    }
  }

  /** A JSON string as Python writes it with {@code ensure_ascii=False}. */
  static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
