package org.corefstats.core.llm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a gold or skeleton CoNLL-U text as udapi does for text2conllu
 * (docs/explanation/llm-outputs.md 5.1): a new document at every {@code # newdoc} (with or without
 * id, 8.6), sentences at blank lines; per node its ID, FORM, basic HEAD and DEPS; empty nodes with
 * their decimal ID, FORM and DEPS; multiword-token lines ignored. Lines end at {@code \n}, {@code
 * \r\n} or a lone {@code \r}, as in Python's universal newlines.
 */
public final class SkeletonReader {
  private static final Pattern NEWDOC = Pattern.compile("#\\s*newdoc(?:\\s+id\\s*=\\s*(.*?))?\\s*");

  private final List<SkeletonDocument> documents = new ArrayList<>();
  private final List<String> block = new ArrayList<>();
  private int lineNumber;
  private int blockStart;

  private SkeletonReader() {}

  /**
   * A line of a key the CorefUD scorer would not align with the response the track writes from it
   * (docs/explanation/llm-outputs.md 8.4).
   *
   * @param document the 0-based document it starts, or 0 for a first sentence without {@code #
   *     newdoc}
   * @param name the document's id as the track's reader reads it (trailing whitespace removed)
   * @param line the 1-based line of the key
   * @param reason what the scorer compares and finds different
   */
  record MisalignedNewdoc(int document, String name, int line, String reason) {}

  /**
   * The lines of a key whose document ids the CorefUD scorer reads otherwise than the track's
   * writer writes them into the response, so that the scorer stops on them with DataAlignError
   * (docs/explanation/llm-outputs.md 8.4): a {@code # newdoc} line ending in whitespace (the
   * scorer's reader keeps it, the track's reader strips it), or a first sentence without {@code #
   * newdoc} (the track's writer adds one).
   */
  static List<MisalignedNewdoc> misalignedNewdocs(List<String> lines) {
    List<MisalignedNewdoc> found = new ArrayList<>();
    int documents = 0;
    boolean sentenceSeen = false;
    for (int k = 0; k < lines.size(); k++) {
      String line = lines.get(k);
      if (line.isBlank()) {
        continue;
      }
      if (line.startsWith("#")) {
        Matcher m = line.contains("newdoc") ? NEWDOC.matcher(line.strip()) : null;
        if (m != null && m.matches()) {
          String name = m.group(1) == null ? "" : m.group(1).strip();
          if (Character.isWhitespace(line.charAt(line.length() - 1))) {
            found.add(
                new MisalignedNewdoc(
                    documents,
                    name,
                    k + 1,
                    "its '# newdoc' line ends in whitespace, which the scorer keeps in the key's"
                        + " id and the track's reader strips from the response's"));
          }
          documents++;
        }
      } else if (!sentenceSeen) {
        sentenceSeen = true;
        if (documents == 0) {
          found.add(
              new MisalignedNewdoc(
                  0,
                  "",
                  k + 1,
                  "its first sentence has no '# newdoc', which the track's writer adds to the"
                      + " response"));
        }
      }
    }
    return found;
  }

  /** The documents of a CoNLL-U text; throws IllegalArgumentException on an unreadable node. */
  public static List<SkeletonDocument> read(String conllu) {
    return read(LlmText.lines(conllu, true));
  }

  /** The documents of a CoNLL-U text cut into lines ({@link LlmText#lines}, lone CR a break). */
  static List<SkeletonDocument> read(List<String> lines) {
    SkeletonReader reader = new SkeletonReader();
    for (String line : lines) {
      reader.line(line);
    }
    reader.endBlock();
    return reader.documents;
  }

  private void line(String line) {
    lineNumber++;
    if (line.isBlank()) {
      endBlock();
      return;
    }
    if (block.isEmpty()) {
      blockStart = lineNumber;
    }
    block.add(line);
  }

  private void endBlock() {
    if (block.isEmpty()) {
      return;
    }
    List<Columns> tokens = new ArrayList<>(block.size());
    for (String line : block) {
      if (line.startsWith("#")) {
        if (!line.contains("newdoc")) {
          continue;
        }
        Matcher m = NEWDOC.matcher(line.strip());
        if (m.matches()) {
          documents.add(new SkeletonDocument(m.group(1) == null ? "" : m.group(1).strip()));
        }
      } else {
        tokens.add(columns(line));
      }
    }
    if (!tokens.isEmpty()) {
      if (documents.isEmpty()) {
        documents.add(new SkeletonDocument(""));
      }
      SkeletonDocument document = documents.get(documents.size() - 1);
      SkeletonSentence sentence = new SkeletonSentence(document.sentences().size());
      buildSentence(sentence, tokens);
      document.add(sentence);
    }
    block.clear();
  }

  /** The columns of a node line text2conllu reads. */
  private record Columns(String id, String form, String head, String deps) {}

  /** A node line's columns, without splitting the others (LEMMA to DEPREL, MISC). */
  private Columns columns(String line) {
    int[] tabs = new int[9];
    int at = -1;
    for (int k = 0; k < tabs.length; k++) {
      at = line.indexOf('\t', at + 1);
      if (at < 0) {
        throw error("a node line with fewer than 10 columns");
      }
      tabs[k] = at;
    }
    return new Columns(
        line.substring(0, tabs[0]),
        line.substring(tabs[0] + 1, tabs[1]),
        line.substring(tabs[5] + 1, tabs[6]),
        line.substring(tabs[7] + 1, tabs[8]));
  }

  private void buildSentence(SkeletonSentence sentence, List<Columns> tokens) {
    Map<String, TreeNode> byId = new HashMap<>();
    byId.put("0", sentence.root());
    List<Columns> kept = new ArrayList<>(tokens.size());
    List<TreeNode> nodes = new ArrayList<>(tokens.size());
    for (Columns columns : tokens) {
      String id = columns.id();
      if (id.contains("-")) {
        continue;
      }
      TreeNode node =
          id.contains(".")
              ? emptyNode(sentence, id, columns.form())
              : regular(sentence, id, columns.form());
      if (node.isEmpty()) {
        sentence.addEmpty(node);
      } else {
        sentence.addRegular(node);
      }
      byId.put(node.id(), node);
      byId.put(id, node);
      kept.add(columns);
      nodes.add(node);
    }
    for (int i = 0; i < nodes.size(); i++) {
      TreeNode node = nodes.get(i);
      Columns columns = kept.get(i);
      if (!node.isEmpty()) {
        node.setBasicParent(byId.get(columns.head()));
      }
      node.readDeps(parseDeps(columns.deps(), byId), columns.deps().equals("_"));
    }
  }

  private TreeNode regular(SkeletonSentence sentence, String id, String form) {
    try {
      return TreeNode.regular(sentence.root().sentence(), Integer.parseInt(id), form);
    } catch (NumberFormatException e) {
      throw error("node ID " + id + " is not a number");
    }
  }

  private TreeNode emptyNode(SkeletonSentence sentence, String id, String form) {
    int dot = id.indexOf('.');
    try {
      return TreeNode.empty(
          sentence.root().sentence(),
          Integer.parseInt(id.substring(0, dot)),
          Integer.parseInt(id.substring(dot + 1)),
          form);
    } catch (NumberFormatException e) {
      throw error("empty node ID " + id + " is not a decimal number");
    }
  }

  private List<TreeNode.EnhancedDep> parseDeps(String column, Map<String, TreeNode> byId) {
    List<TreeNode.EnhancedDep> deps = new ArrayList<>();
    if (column.equals("_")) {
      return deps;
    }
    for (String item : column.split("\\|")) {
      int colon = item.indexOf(':');
      if (colon < 0) {
        throw error("DEPS item without ':' " + item);
      }
      TreeNode parent = byId.get(item.substring(0, colon));
      if (parent == null) {
        throw error("DEPS parent " + item.substring(0, colon) + " is not a node of the sentence");
      }
      deps.add(new TreeNode.EnhancedDep(parent, item.substring(colon + 1)));
    }
    return deps;
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException("sentence at line " + blockStart + ": " + message);
  }
}
