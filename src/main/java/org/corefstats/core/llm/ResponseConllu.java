package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The CoNLL-U text2conllu writes (docs/explanation/llm-outputs.md 5.5): the skeleton's lines, its
 * empty nodes deleted and the new ones ({@code ##} words) written after their host as {@code ID _ _
 * _ _ _ _ _ host:_ MISC}, every MISC cleared and set to the response mentions' {@code Entity}
 * (empty etype: {@code (e1--2}, {@code (e1--1)}, {@code e1)}); regular nodes' DEPS lose their
 * deleted empty parents. The CoNLL-U reader then reads it as the CorefUD scorer reads the track's
 * response.
 */
public final class ResponseConllu {
  private static final Pattern NEWDOC = Pattern.compile("#\\s*newdoc(?:\\s+id\\s*=.*)?");

  private ResponseConllu() {}

  /** The columns written. */
  public enum Columns {
    /** As text2conllu writes them: the skeleton's. */
    ALL,
    /**
     * Only what corefstats' CoNLL-U reader reads of a response (ID, FORM, UPOS, DEPS, MISC; the
     * comments {@code newdoc}, {@code global.Entity}, {@code sent_id}): the same documents, written
     * and read back faster. Other columns are {@code _}.
     */
    READ
  }

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
   * re-serializes them. The scorer pairs key and response zeros by DEPS
   * (docs/explanation/corefud-and-coval.md 4).
   */
  public static String write(
      String skeletonConllu,
      List<SkeletonDocument> edited,
      List<Text2ConlluDocument> results,
      boolean goldEmptyNodes) {
    return write(
        skeletonConllu.length(),
        LlmText.lines(skeletonConllu, true),
        edited,
        results,
        goldEmptyNodes,
        Columns.ALL);
  }

  /**
   * As {@link #write(String, List, List, boolean)} over the skeleton's {@link LlmText#lines} (lone
   * CR a break), {@code length} characters long.
   */
  static String write(
      int length,
      List<String> skeletonLines,
      List<SkeletonDocument> edited,
      List<Text2ConlluDocument> results,
      boolean goldEmptyNodes,
      Columns columns) {
    StringBuilder out = new StringBuilder(length + 1024);
    List<String> block = new ArrayList<>();
    int[] document = {-1};
    int[] sentence = {0};
    EntityColumn[] misc = {null};
    for (String line : skeletonLines) {
      if (!line.isBlank()) {
        block.add(line);
        continue;
      }
      writeBlock(out, block, edited, results, document, sentence, misc, goldEmptyNodes, columns);
    }
    writeBlock(out, block, edited, results, document, sentence, misc, goldEmptyNodes, columns);
    return out.toString();
  }

  private static void writeBlock(
      StringBuilder out,
      List<String> block,
      List<SkeletonDocument> edited,
      List<Text2ConlluDocument> results,
      int[] document,
      int[] sentence,
      EntityColumn[] misc,
      boolean goldEmptyNodes,
      Columns columns) {
    if (block.isEmpty()) {
      return;
    }
    boolean tokens = false;
    for (String line : block) {
      if (line.startsWith("#")
          && line.contains("newdoc")
          && NEWDOC.matcher(line.strip()).matches()) {
        document[0]++;
        sentence[0] = 0;
        misc[0] = EntityColumn.of(results.get(document[0]));
      }
      tokens |= !line.startsWith("#");
    }
    if (document[0] < 0 && tokens) { // a first document without # newdoc (the writer adds one)
      document[0] = 0;
      sentence[0] = 0;
      misc[0] = EntityColumn.of(results.get(0));
      out.append("# newdoc\n");
    }
    if (!tokens) {
      block.forEach(l -> out.append(l).append('\n'));
      out.append('\n');
      block.clear();
      return;
    }
    int s = ++sentence[0];
    SkeletonSentence edit = edited.get(document[0]).sentence(s - 1);
    if (goldEmptyNodes) {
      writeWithGoldEmptyNodes(out, block, edit, s, misc[0]);
      return;
    }
    List<TreeNode> newEmptyNodes = edit.emptyNodes();
    boolean all = columns == Columns.ALL;
    for (String line : block) {
      if (line.startsWith("#")) {
        if (all || isReadComment(line)) {
          out.append(line).append('\n');
        }
        continue;
      }
      int idEnd = line.indexOf('\t');
      if (line.lastIndexOf('.', idEnd) >= 0) {
        continue; // 5.3 step 1: the gold's empty nodes are deleted
      }
      if (line.lastIndexOf('-', idEnd) >= 0) {
        out.append(line).append('\n');
        continue;
      }
      String id = line.substring(0, idEnd);
      if (all) {
        appendRegular(out, line, misc[0].misc(s, id));
      } else {
        appendRead(out, line, misc[0].misc(s, id));
      }
      if (newEmptyNodes.isEmpty()) {
        continue;
      }
      int host = Integer.parseInt(id);
      newEmptyNodes.stream()
          .filter(e -> e.major() == host)
          .sorted(Comparator.comparingInt(TreeNode::minor))
          .forEach(
              e ->
                  out.append(e.id())
                      .append("\t_\t_\t_\t_\t_\t_\t_\t")
                      .append(host)
                      .append(":_\t")
                      .append(misc[0].misc(s, e.id()))
                      .append('\n'));
    }
    out.append('\n');
    block.clear();
  }

  private static void writeWithGoldEmptyNodes(
      StringBuilder out, List<String> block, SkeletonSentence edit, int s, EntityColumn entities) {
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
        writeEmptyNodes(out, edit, 0, s, entities, goldEmpty);
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
      f[9] = entities.misc(s, f[0]);
      out.append(String.join("\t", f)).append('\n');
      writeEmptyNodes(out, edit, host, s, entities, goldEmpty);
    }
    out.append('\n');
    block.clear();
  }

  private static void writeEmptyNodes(
      StringBuilder out,
      SkeletonSentence edit,
      int host,
      int s,
      EntityColumn entities,
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
      f[9] = entities.misc(s, e.id());
      out.append(String.join("\t", f)).append('\n');
    }
  }

  /**
   * A regular node's line with its DEPS without deleted empty parents and {@code misc} for its
   * MISC; the other columns as they are (the skeleton reader has checked there are ten or more).
   */
  private static void appendRegular(StringBuilder out, String line, String misc) {
    int depsStart = 0;
    for (int column = 0; column < 8; column++) {
      depsStart = line.indexOf('\t', depsStart) + 1;
    }
    int miscStart = line.indexOf('\t', depsStart) + 1;
    int miscEnd = line.indexOf('\t', miscStart);
    out.append(line, 0, depsStart);
    int dot = line.indexOf('.', depsStart);
    if (dot >= 0 && dot < miscStart - 1) {
      out.append(withoutEmptyParents(line.substring(depsStart, miscStart - 1)));
    } else {
      out.append(line, depsStart, miscStart - 1);
    }
    out.append('\t').append(misc);
    if (miscEnd >= 0) {
      out.append(line, miscEnd, line.length());
    }
    out.append('\n');
  }

  /** The comments the CoNLL-U reader reads. */
  private static boolean isReadComment(String line) {
    return line.contains("newdoc") || line.contains("global.Entity") || line.contains("sent_id");
  }

  /** {@link #appendRegular} with only the columns the reader reads ({@link Columns#READ}). */
  private static void appendRead(StringBuilder out, String line, String misc) {
    int[] tab = new int[9];
    int at = -1;
    for (int column = 0; column < 9; column++) {
      at = line.indexOf('\t', at + 1);
      tab[column] = at;
    }
    out.append(line, 0, tab[1]) // ID, FORM
        .append("\t_")
        .append(line, tab[2], tab[3]) // UPOS
        .append("\t_\t_\t_\t_\t");
    int dot = line.indexOf('.', tab[7] + 1);
    if (dot >= 0 && dot < tab[8]) {
      out.append(withoutEmptyParents(line.substring(tab[7] + 1, tab[8])));
    } else {
      out.append(line, tab[7] + 1, tab[8]);
    }
    out.append('\t').append(misc).append('\n');
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
}
