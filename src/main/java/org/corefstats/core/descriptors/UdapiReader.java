package org.corefstats.core.descriptors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * A CoNLL-U file read as udapi's {@code read.Conllu} reads it (DESCRIPTORS.md §2): sentences cut by
 * the rule of the reader's mode (§2.1), the nodes, newdoc values and {@code # global.Entity} values
 * (§2.2-2.5), and the udapi documents (§2.6). Where udapi's reader stops with an exception or
 * silently stops reading, a located problem says so and the file is read on as its lines say.
 */
final class UdapiReader {
  private static final Pattern NEWDOC = Pattern.compile("# newdoc(\\s+id\\s*=\\s*(.+))?");
  private static final Pattern GLOBAL_ENTITY = Pattern.compile("# global.Entity\\s*=\\s*(\\S+)");

  /** What a file holds for udapi: its documents and the problems of reading it. */
  record Reading(List<UdapiDocument> documents, List<Problem> problems) {}

  private final String file;
  private final List<Problem> problems = new ArrayList<>();
  private final List<UdapiSentence> sentences = new ArrayList<>();
  private String header;
  private int newdocDocument;

  private UdapiReader(String file) {
    this.file = file;
  }

  /** {@code text} of {@code file} read in whole-file mode, or with {@code split_docs=1}. */
  static Reading read(String file, String text, boolean splitDocs) {
    UdapiReader reader = new UdapiReader(file);
    String[] lines = normalized(text).split("\n", -1);
    if (splitDocs) {
      reader.readLineByLine(lines);
    } else {
      reader.readPieces(lines);
    }
    return new Reading(reader.documents(splitDocs), List.copyOf(reader.problems));
  }

  /** UTF-8 text without its byte-order mark, CRLF read as LF (§2.1). */
  private static String normalized(String text) {
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    return t.indexOf('\r') < 0 ? t : t.replace("\r\n", "\n");
  }

  /**
   * Whole-file mode (§2.1): the text cut at every run of two or more newlines. A piece that keeps
   * an empty line (one newline at the very start or end of the file) stops udapi's reader.
   */
  private void readPieces(String[] lines) {
    List<Integer> piece = new ArrayList<>();
    int i = 0;
    while (i < lines.length) {
      if (!lines[i].isEmpty()) {
        piece.add(i++);
        continue;
      }
      int run = i;
      while (run < lines.length && lines[run].isEmpty()) {
        run++;
      }
      boolean leading = i == 0;
      boolean trailing = run == lines.length;
      if (run - i == 1 && (leading || trailing) && !(leading && trailing)) {
        if (trailing && hasTokenLine(lines, piece)) {
          stops(
              i + 1,
              "the file ends with a single newline (no blank line after the last"
                  + " sentence): udapi's reader stops (IndexError: string index out of range);"
                  + " read here as if the blank line were there");
        } else if (leading) {
          stops(
              1,
              "the file starts with a newline: udapi's reader stops (IndexError: string"
                  + " index out of range); read here without it");
        }
      }
      sentence(lines, piece);
      piece = new ArrayList<>();
      i = run;
    }
    sentence(lines, piece);
  }

  /**
   * {@code split_docs=1} (§2.1): a sentence ends at the first empty line (trailing white space
   * removed); a sentence without a token line ends the reading.
   */
  private void readLineByLine(String[] lines) {
    List<Integer> block = new ArrayList<>();
    for (int i = 0; i <= lines.length; i++) {
      if (i < lines.length && !lines[i].stripTrailing().isEmpty()) {
        block.add(i);
        continue;
      }
      if (i == lines.length && block.isEmpty()) {
        return;
      }
      if (!hasTokenLine(lines, block)) {
        int first = block.isEmpty() ? i : block.get(0);
        int rest = contentLinesFrom(lines, first + (block.isEmpty() ? 1 : block.size()));
        if (rest > 0) {
          problems.add(
              Problem.of(
                  ProblemKind.DESCRIPTORS_READING_STOPS,
                  file,
                  null,
                  first + 1,
                  (block.isEmpty() ? "a second blank line" : "a block of comments only")
                      + ": udapi (split_docs=1) stops reading here and ignores the "
                      + rest
                      + " non-blank lines after it, as corefstats does"));
        }
        return;
      }
      sentence(lines, block, true);
      block = new ArrayList<>();
    }
  }

  private static int contentLinesFrom(String[] lines, int from) {
    int n = 0;
    for (int i = from; i < lines.length; i++) {
      if (!lines[i].isBlank()) {
        n++;
      }
    }
    return n;
  }

  private static boolean hasTokenLine(String[] lines, List<Integer> piece) {
    for (int i : piece) {
      if (!lines[i].startsWith("#")) {
        return true;
      }
    }
    return false;
  }

  private void sentence(String[] lines, List<Integer> piece) {
    sentence(lines, piece, false);
  }

  /** One sentence from its lines (§2.1-2.5); a piece without token lines only its comments. */
  private void sentence(String[] lines, List<Integer> piece, boolean strip) {
    boolean newdoc = false;
    String newdocId = null;
    List<UdapiNode> nodes = new ArrayList<>();
    for (int i : piece) {
      String line = strip ? lines[i].stripTrailing() : lines[i];
      if (line.startsWith("#")) {
        Matcher doc = NEWDOC.matcher(line);
        if (doc.matches()) {
          newdoc = true;
          newdocId = doc.group(2);
        }
        Matcher entity = GLOBAL_ENTITY.matcher(line);
        if (entity.lookingAt()) {
          header = entity.group(1);
        }
      } else {
        UdapiNode node = node(line, i + 1L);
        if (node != null) {
          nodes.add(node);
        }
      }
    }
    if (!hasTokenLine(lines, piece)) {
      return;
    }
    if (newdoc) {
      newdocDocument++;
    }
    nodes.sort(Comparator.comparingInt(UdapiNode::major).thenComparingInt(UdapiNode::minor));
    long words = nodes.stream().filter(n -> !n.empty()).count();
    if (words == 1) {
      // §2.4: a placeholder sentence keeps no word
      nodes.removeIf(n -> !n.empty() && n.misc().equals("Empty=Yes"));
    }
    sentences.add(
        new UdapiSentence(nodes, newdoc, newdocId, header, newdocDocument, piece.get(0) + 1L));
  }

  /** A token line: a node, or null for a multiword-token line (§2.1). */
  private UdapiNode node(String line, long lineNumber) {
    String[] columns = line.split("\t", -1);
    String[] c = new String[Math.max(10, columns.length)];
    for (int k = 0; k < c.length; k++) {
      c[k] = k < columns.length ? columns[k] : "_";
    }
    String id = c[0];
    if (id.contains("-")) {
      return null;
    }
    int dot = id.indexOf('.');
    try {
      int major = Integer.parseInt(dot < 0 ? id : id.substring(0, dot));
      int minor = dot < 0 ? 0 : Integer.parseInt(id.substring(dot + 1));
      String upos = dot < 0 && c[3].equals("_") ? null : c[3];
      return new UdapiNode(id, major, minor, upos, c[6], c[8], c[9], lineNumber);
    } catch (NumberFormatException e) {
      problems.add(
          Problem.of(
              ProblemKind.DESCRIPTORS_UDAPI_STOPS,
              file,
              null,
              lineNumber,
              "node ID '"
                  + id
                  + "' is not a number: udapi's reader stops (ValueError); line left"
                  + " out"));
      return null;
    }
  }

  private void stops(long line, String message) {
    problems.add(Problem.of(ProblemKind.DESCRIPTORS_UDAPI_STOPS, file, null, line, message));
  }

  /** The udapi documents (§2.6): one for the whole file, or one per newdoc value. */
  private List<UdapiDocument> documents(boolean splitDocs) {
    if (!splitDocs || sentences.isEmpty()) {
      return List.of(new UdapiDocument(sentences, header));
    }
    List<UdapiDocument> documents = new ArrayList<>();
    int start = 0;
    for (int s = 1; s <= sentences.size(); s++) {
      if (s == sentences.size() || sentences.get(s).newdoc()) {
        documents.add(
            new UdapiDocument(sentences.subList(start, s), sentences.get(start).entityHeader()));
        start = s;
      }
    }
    return documents;
  }
}
