package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The CoNLL-U text2conllu writes (LLM-OUTPUTS.md 5.5): the skeleton's lines, its empty nodes
 * deleted and the new ones ({@code ##} words) written after their host as {@code ID _ _ _ _ _ _ _
 * host:_ MISC}, every MISC cleared and set to the response mentions' {@code Entity} (empty etype:
 * {@code (e1--2}, {@code (e1--1)}, {@code e1)}); regular nodes' DEPS lose their deleted empty
 * parents. The CoNLL-U reader then reads it as the CorefUD scorer reads the track's response.
 */
public final class ResponseConllu {
  private static final Pattern NEWDOC = Pattern.compile("#\\s*newdoc(?:\\s+id\\s*=.*)?");

  private ResponseConllu() {}

  /**
   * The response over {@code skeletonConllu}: {@code edited} its documents after text2conllu (with
   * their new empty nodes), {@code results} the mentions of each.
   */
  public static String write(
      String skeletonConllu, List<SkeletonDocument> edited, List<Text2ConlluDocument> results) {
    return write(skeletonConllu, edited, results, false);
  }

  /**
   * As {@link #write(String, List, List)}, or, with {@code goldEmptyNodes} ({@code text-z}, {@code
   * json-g}), with the gold empty nodes as 5.3 "With -z" left them: the re-created ones after their
   * parent with their FORM, LEMMA and DEPS, the others as they were; every node's DEPS as udapi
   * re-serializes them. The scorer pairs key and response zeros by DEPS (MODES-AND-FORMATS.md 4).
   */
  public static String write(
      String skeletonConllu,
      List<SkeletonDocument> edited,
      List<Text2ConlluDocument> results,
      boolean goldEmptyNodes) {
    StringBuilder out = new StringBuilder(skeletonConllu.length() + 1024);
    List<String> block = new ArrayList<>();
    int[] document = {-1};
    int[] sentence = {0};
    Map<String, String> misc = new HashMap<>();
    for (String line : LlmText.lines(skeletonConllu, true)) {
      if (!line.isBlank()) {
        block.add(line);
        continue;
      }
      writeBlock(out, block, edited, results, document, sentence, misc, goldEmptyNodes);
    }
    writeBlock(out, block, edited, results, document, sentence, misc, goldEmptyNodes);
    return out.toString();
  }

  private static void writeBlock(
      StringBuilder out,
      List<String> block,
      List<SkeletonDocument> edited,
      List<Text2ConlluDocument> results,
      int[] document,
      int[] sentence,
      Map<String, String> misc,
      boolean goldEmptyNodes) {
    if (block.isEmpty()) {
      return;
    }
    boolean tokens = false;
    for (String line : block) {
      if (line.startsWith("#") && NEWDOC.matcher(line.strip()).matches()) {
        document[0]++;
        sentence[0] = 0;
        misc.clear();
        misc.putAll(annotations(results.get(document[0])));
      }
      tokens |= !line.startsWith("#");
    }
    if (document[0] < 0 && tokens) { // a first document without # newdoc (the writer adds one)
      document[0] = 0;
      sentence[0] = 0;
      misc.putAll(annotations(results.get(0)));
      out.append("# newdoc\n");
    }
    if (!tokens) {
      block.forEach(l -> out.append(l).append('\n'));
      out.append('\n');
      block.clear();
      return;
    }
    int s = ++sentence[0];
    SkeletonSentence edit = edited.get(document[0]).sentences().get(s - 1);
    if (goldEmptyNodes) {
      writeWithGoldEmptyNodes(out, block, edit, s, misc);
      return;
    }
    for (String line : block) {
      if (line.startsWith("#")) {
        out.append(line).append('\n');
        continue;
      }
      String[] f = line.split("\t", -1);
      if (f[0].contains(".")) {
        continue; // 5.3 step 1: the gold's empty nodes are deleted
      }
      if (f[0].contains("-")) {
        out.append(line).append('\n');
        continue;
      }
      f[8] = withoutEmptyParents(f[8]);
      f[9] = misc.getOrDefault(s + ":" + f[0], "_");
      appendFields(out, f);
      if (edit.emptyNodes().isEmpty()) {
        continue;
      }
      int host = Integer.parseInt(f[0]);
      edit.emptyNodes().stream()
          .filter(e -> e.major() == host)
          .sorted(Comparator.comparingInt(TreeNode::minor))
          .forEach(
              e ->
                  out.append(e.id())
                      .append("\t_\t_\t_\t_\t_\t_\t_\t")
                      .append(host)
                      .append(":_\t")
                      .append(misc.getOrDefault(s + ":" + e.id(), "_"))
                      .append('\n'));
    }
    out.append('\n');
    block.clear();
  }

  private static void writeWithGoldEmptyNodes(
      StringBuilder out,
      List<String> block,
      SkeletonSentence edit,
      int s,
      Map<String, String> misc) {
    Map<String, String[]> goldEmpty = new HashMap<>();
    for (String line : block) {
      String[] f = line.split("\t", -1);
      if (!line.startsWith("#") && f[0].contains(".")) {
        goldEmpty.put(f[0], f);
      }
    }
    boolean rootChildrenWritten = false;
    for (String line : block) {
      if (line.startsWith("#")) {
        out.append(line).append('\n');
        continue;
      }
      if (!rootChildrenWritten) {
        writeEmptyNodes(out, edit, 0, s, misc, goldEmpty);
        rootChildrenWritten = true;
      }
      String[] f = line.split("\t", -1);
      if (f[0].contains(".")) {
        continue; // written after their host, as they now are
      }
      if (f[0].contains("-")) {
        out.append(line).append('\n');
        continue;
      }
      int host = Integer.parseInt(f[0]);
      TreeNode node =
          edit.regularNodes().stream().filter(n -> n.major() == host).findFirst().orElseThrow();
      f[8] = node.depsColumn();
      f[9] = misc.getOrDefault(s + ":" + f[0], "_");
      out.append(String.join("\t", f)).append('\n');
      writeEmptyNodes(out, edit, host, s, misc, goldEmpty);
    }
    out.append('\n');
    block.clear();
  }

  private static void writeEmptyNodes(
      StringBuilder out,
      SkeletonSentence edit,
      int host,
      int s,
      Map<String, String> misc,
      Map<String, String[]> goldEmpty) {
    for (TreeNode e : edit.emptyNodes()) {
      if (e.major() != host) {
        continue;
      }
      String[] f;
      if (e.recreatedFrom() != null) {
        String lemma = goldEmpty.get(e.recreatedFrom())[2];
        f = new String[] {e.id(), e.form(), lemma, "_", "_", "_", "_", "_", "", ""};
      } else {
        f = goldEmpty.get(e.id()).clone();
      }
      f[8] = e.depsColumn();
      f[9] = misc.getOrDefault(s + ":" + e.id(), "_");
      out.append(String.join("\t", f)).append('\n');
    }
  }

  private static void appendFields(StringBuilder out, String[] fields) {
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) {
        out.append('\t');
      }
      out.append(fields[i]);
    }
    out.append('\n');
  }

  private static String withoutEmptyParents(String deps) {
    if (deps.equals("_") || deps.indexOf('.') < 0) {
      return deps;
    }
    List<String> kept = new ArrayList<>();
    for (String item : deps.split("\\|")) {
      int colon = item.indexOf(':');
      if (colon < 0 || !item.substring(0, colon).contains(".")) {
        kept.add(item);
      }
    }
    return kept.isEmpty() ? "_" : String.join("|", kept);
  }

  /**
   * Each node's {@code Entity=} value, by {@code sentence:id}: at a node, the mentions starting
   * there (longer first; a one-node mention closes at once), then those ending there (shorter
   * first). A mention's head is its 1-based index among its nodes (5.5).
   */
  static Map<String, String> annotations(Text2ConlluDocument document) {
    Map<String, List<ResponseMention>> opens = new HashMap<>();
    Map<String, List<ResponseMention>> closes = new HashMap<>();
    for (ResponseMention m : document.mentions()) {
      opens.computeIfAbsent(m.nodes().get(0).toString(), k -> new ArrayList<>()).add(m);
      if (m.nodes().size() > 1) {
        closes
            .computeIfAbsent(m.nodes().get(m.nodes().size() - 1).toString(), k -> new ArrayList<>())
            .add(m);
      }
    }
    Map<String, StringBuilder> values = new HashMap<>();
    opens.forEach(
        (node, list) -> {
          StringBuilder v = values.computeIfAbsent(node, k -> new StringBuilder());
          list.stream()
              .sorted(Comparator.comparingInt((ResponseMention m) -> -m.nodes().size()))
              .forEach(
                  m ->
                      v.append('(')
                          .append(m.entity())
                          .append("--")
                          .append(m.nodes().indexOf(m.head()) + 1)
                          .append(m.nodes().size() == 1 ? ")" : ""));
        });
    closes.forEach(
        (node, list) -> {
          StringBuilder v = values.computeIfAbsent(node, k -> new StringBuilder());
          list.stream()
              .sorted(Comparator.comparingInt((ResponseMention m) -> m.nodes().size()))
              .forEach(m -> v.append(m.entity()).append(')'));
        });
    Map<String, String> misc = new HashMap<>();
    values.forEach((node, v) -> misc.put(node, "Entity=" + v));
    return misc;
  }
}
