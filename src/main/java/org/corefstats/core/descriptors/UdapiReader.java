package org.corefstats.core.descriptors;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.corefstats.core.conllu.DocumentComments;
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
    return read(file, text.getBytes(StandardCharsets.UTF_8), splitDocs);
  }

  /**
   * The UTF-8 {@code bytes} of {@code file} read in whole-file mode, or with {@code split_docs=1}.
   */
  static Reading read(String file, byte[] bytes, boolean splitDocs) {
    UdapiReader reader = new UdapiReader(file);
    Lines lines = new Lines(bytes);
    if (splitDocs) {
      reader.readLineByLine(lines);
    } else {
      reader.readPieces(lines);
    }
    return new Reading(reader.documents(splitDocs), List.copyOf(reader.problems));
  }

  /**
   * The lines of UTF-8 text as {@code split("\n", -1)} cuts them, without the byte-order mark and
   * with CRLF read as LF (§2.1), kept as offsets into the bytes: text becomes a string only where
   * it is needed (a comment that sets a value, a field of a node), never the whole file nor a line.
   */
  private static final class Lines {
    final byte[] text;
    private int[] starts = new int[1024];
    private int count;

    Lines(byte[] text) {
      this.text = text;
      boolean bom =
          text.length >= 3
              && text[0] == (byte) 0xEF
              && text[1] == (byte) 0xBB
              && text[2] == (byte) 0xBF;
      int from = bom ? 3 : 0;
      for (int k = from; k < text.length; k++) {
        if (text[k] == '\n') {
          add(from);
          from = k + 1;
        }
      }
      add(from);
      if (count == starts.length) {
        starts = Arrays.copyOf(starts, count + 1);
      }
      starts[count] = text.length + 1; // the end of the last line, as if a newline followed
    }

    private void add(int start) {
      if (count == starts.length) {
        starts = Arrays.copyOf(starts, count * 2);
      }
      starts[count++] = start;
    }

    int size() {
      return count;
    }

    int start(int i) {
      return starts[i];
    }

    /** Where line {@code i} ends, before its newline and the CR of a CRLF. */
    int end(int i) {
      int e = starts[i + 1] - 1;
      return e > starts[i] && i + 1 < count && text[e - 1] == '\r' ? e - 1 : e;
    }

    boolean isEmpty(int i) {
      return end(i) == start(i);
    }

    /** The end of line {@code i} without its trailing white space ({@code stripTrailing}). */
    int strippedEnd(int i) {
      int e = end(i);
      int s = start(i);
      while (e > s && text[e - 1] >= 0 && Character.isWhitespace(text[e - 1])) {
        e--;
      }
      if (e > s && text[e - 1] < 0) {
        // a line ending in a non-ASCII character: stripTrailing on its text, in UTF-8 bytes
        String stripped = string(s, e).stripTrailing();
        e = s + stripped.getBytes(StandardCharsets.UTF_8).length;
      }
      return e;
    }

    String string(int s, int e) {
      return new String(text, s, e - s, StandardCharsets.UTF_8);
    }

    /** {@code isBlank}, and {@code stripTrailing().isEmpty()}, of line {@code i}. */
    boolean isBlank(int i) {
      return strippedEnd(i) == start(i);
    }

    boolean isComment(int i) {
      return !isEmpty(i) && text[start(i)] == '#';
    }

    boolean startsWith(int i, String prefix) {
      return end(i) - start(i) >= prefix.length() && ascii(text, start(i), prefix);
    }
  }

  /**
   * Whole-file mode (§2.1): the text cut at every run of two or more newlines. A piece that keeps
   * an empty line (one newline at the very start or end of the file) stops udapi's reader. A piece
   * is the lines {@code from} to {@code to} (exclusive).
   */
  private void readPieces(Lines lines) {
    int n = lines.size();
    int from = 0;
    int i = 0;
    while (i < n) {
      if (!lines.isEmpty(i)) {
        i++;
        continue;
      }
      int run = i;
      while (run < n && lines.isEmpty(run)) {
        run++;
      }
      boolean leading = i == 0;
      boolean trailing = run == n;
      if (run - i == 1 && (leading || trailing) && !(leading && trailing)) {
        if (trailing && hasTokenLine(lines, from, i)) {
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
      sentence(lines, from, i, false);
      i = run;
      from = run;
    }
    sentence(lines, from, n, false);
  }

  /**
   * {@code split_docs=1} (§2.1): a sentence ends at the first empty line (trailing white space
   * removed); a sentence without a token line ends the reading.
   */
  private void readLineByLine(Lines lines) {
    int n = lines.size();
    int from = 0;
    for (int i = 0; i <= n; i++) {
      if (i < n && !lines.isBlank(i)) {
        continue;
      }
      if (i == n && from == i) {
        return;
      }
      if (!hasTokenLine(lines, from, i)) {
        boolean empty = from == i;
        int rest = contentLinesFrom(lines, empty ? i + 1 : i);
        if (rest > 0) {
          problems.add(
              Problem.of(
                  ProblemKind.DESCRIPTORS_READING_STOPS,
                  file,
                  null,
                  from + 1,
                  (empty ? "a second blank line" : "a block of comments only")
                      + ": udapi (split_docs=1) stops reading here and ignores the "
                      + rest
                      + " non-blank lines after it, as corefstats does"));
        }
        return;
      }
      sentence(lines, from, i, true);
      from = i + 1;
    }
  }

  private static int contentLinesFrom(Lines lines, int from) {
    int n = 0;
    for (int i = from; i < lines.size(); i++) {
      if (!lines.isBlank(i)) {
        n++;
      }
    }
    return n;
  }

  private static boolean hasTokenLine(Lines lines, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!lines.isComment(i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * One sentence from its lines {@code from..to} (§2.1-2.5), their trailing white space removed
   * with {@code strip}; lines without a token line only set the comments' values.
   */
  private void sentence(Lines lines, int from, int to, boolean strip) {
    boolean newdoc = false;
    String newdocId = null;
    String conllDocument = null;
    List<UdapiNode> nodes = new ArrayList<>();
    boolean tokens = false;
    for (int i = from; i < to; i++) {
      int end = strip ? lines.strippedEnd(i) : lines.end(i);
      if (lines.isComment(i)) {
        // only the two comments that set a value are made strings and matched
        if (lines.startsWith(i, "# newdoc")) {
          Matcher doc = NEWDOC.matcher(lines.string(lines.start(i), end));
          if (doc.matches()) {
            newdoc = true;
            newdocId = doc.group(2);
          }
        } else if (lines.startsWith(i, "# global") && lines.end(i) - lines.start(i) > 9) {
          Matcher entity = GLOBAL_ENTITY.matcher(lines.string(lines.start(i), end));
          if (entity.lookingAt()) {
            header = entity.group(1);
          }
        } else if (lines.startsWith(i, "# conll_document")
            || lines.startsWith(i, "#conll_document")) {
          // not udapi's: the name corefstats gives the document (its groups, --group-by)
          String name =
              DocumentComments.conllDocument(lines.string(lines.start(i), lines.end(i)).strip());
          conllDocument = name == null ? conllDocument : name;
        }
      } else {
        tokens = true;
        UdapiNode node = node(lines.text, lines.start(i), end, i + 1L);
        if (node != null) {
          nodes.add(node);
        }
      }
    }
    if (!tokens) {
      return;
    }
    if (newdoc) {
      newdocDocument++;
    }
    nodes.sort(NODE_ORDER);
    int words = 0;
    for (UdapiNode node : nodes) {
      words += node.empty() ? 0 : 1;
    }
    if (words == 1) {
      // §2.4: a placeholder sentence keeps no word
      nodes.removeIf(n -> !n.empty() && n.misc().equals("Empty=Yes"));
    }
    sentences.add(
        new UdapiSentence(
            nodes, newdoc, newdocId, conllDocument, header, newdocDocument, from + 1L));
  }

  private static final Comparator<UdapiNode> NODE_ORDER =
      Comparator.comparingInt(UdapiNode::major).thenComparingInt(UdapiNode::minor);

  /** The strings of small numbers, shared by every ID and HEAD that spells one. */
  private static final String[] NUMBERS = new String[1024];

  static {
    for (int k = 0; k < NUMBERS.length; k++) {
      NUMBERS[k] = Integer.toString(k);
    }
  }

  /** The UPOS values met, shared by every node that has one. */
  private final List<String> uposValues = new ArrayList<>();

  /**
   * A token line, the characters {@code start..end} of {@code text}: a node, or null for a
   * multiword-token line (§2.1). Only the columns a statistic reads are kept (ID, UPOS, HEAD, DEPS
   * of empty nodes, MISC), as shared strings where they can be.
   */
  private UdapiNode node(byte[] text, int start, int end, long lineNumber) {
    // at[k]: where column k starts, at[k + 1] - 1 where it ends (split("\t", -1), 10 columns read)
    int[] at = new int[11];
    int columns = 0;
    int from = start;
    while (true) {
      at[columns++] = from;
      int tab = from;
      while (tab < end && text[tab] != '\t') {
        tab++;
      }
      boolean last = tab >= end;
      if (last || columns == 10) {
        at[columns] = (last ? end : tab) + 1;
        break;
      }
      from = tab + 1;
    }
    int idEnd = at[1] - 1;
    int dot = -1;
    for (int k = start; k < idEnd; k++) {
      byte c = text[k];
      if (c == '-') {
        return null;
      }
      if (c == '.' && dot < 0) {
        dot = k;
      }
    }
    try {
      int major = parseInt(text, start, dot < 0 ? idEnd : dot);
      int minor = dot < 0 ? 0 : parseInt(text, dot + 1, idEnd);
      String id = shared(text, start, idEnd);
      boolean word = dot < 0;
      String upos = column(text, at, columns, 3);
      upos = word && upos.equals("_") ? null : upos;
      String head = column(text, at, columns, 6);
      String deps = word ? "_" : column(text, at, columns, 8);
      return new UdapiNode(
          id, major, minor, upos, head, deps, column(text, at, columns, 9), lineNumber);
    } catch (NumberFormatException e) {
      problems.add(
          Problem.of(
              ProblemKind.DESCRIPTORS_UDAPI_STOPS,
              file,
              null,
              lineNumber,
              "node ID '"
                  + new String(text, start, idEnd - start, StandardCharsets.UTF_8)
                  + "' is not a number: udapi's reader stops (ValueError); line left"
                  + " out"));
      return null;
    }
  }

  /** Column {@code k} (0-based) of a token line cut at {@code at}, {@code _} if absent. */
  private String column(byte[] text, int[] at, int columns, int k) {
    if (k >= columns) {
      return "_";
    }
    int s = at[k];
    int e = at[k + 1] - 1;
    if (e - s == 1 && text[s] == '_') {
      return "_";
    }
    if (k == 3) {
      for (String u : uposValues) {
        if (u.length() == e - s && ascii(text, s, u)) {
          return u;
        }
      }
      String u = new String(text, s, e - s, StandardCharsets.UTF_8);
      if (uposValues.size() < 64) {
        uposValues.add(u);
      }
      return u;
    }
    return k == 6 ? shared(text, s, e) : new String(text, s, e - s, StandardCharsets.UTF_8);
  }

  /** The characters {@code s..e}: a shared string if they spell a number below 1024. */
  private static String shared(byte[] text, int s, int e) {
    int n = e - s;
    if (n >= 1 && n <= 4 && (n == 1 || text[s] != '0')) {
      int v = 0;
      for (int k = s; k < e; k++) {
        byte c = text[k];
        if (c < '0' || c > '9') {
          return new String(text, s, e - s, StandardCharsets.UTF_8);
        }
        v = v * 10 + (c - '0');
      }
      if (v < NUMBERS.length) {
        return NUMBERS[v];
      }
    }
    return new String(text, s, e - s, StandardCharsets.UTF_8);
  }

  /**
   * {@code Integer.parseInt} of the bytes {@code s..e}: directly for up to 9 ASCII digits, else
   * through their text (a sign, other digits, overflow: the same exception).
   */
  private static int parseInt(byte[] text, int s, int e) {
    if (e > s && e - s <= 9) {
      int v = 0;
      int k = s;
      for (; k < e && text[k] >= '0' && text[k] <= '9'; k++) {
        v = v * 10 + (text[k] - '0');
      }
      if (k == e) {
        return v;
      }
    }
    return Integer.parseInt(new String(text, s, e - s, StandardCharsets.UTF_8));
  }

  /** Whether the bytes from {@code s} spell the ASCII string {@code ascii}. */
  private static boolean ascii(byte[] text, int s, String ascii) {
    for (int k = 0; k < ascii.length(); k++) {
      if (text[s + k] != ascii.charAt(k)) {
        return false;
      }
    }
    return true;
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
