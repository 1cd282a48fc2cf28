package org.corefstats.synth;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.conll.LineSource;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;

/**
 * Writes documents in the CoNLL-2012 layout so that our reader (and v8.01) reads back exactly the
 * same documents: same ids, entity order and mentions in the same order (see {@link
 * CorefAnnotations} for how, and for what it refuses).
 *
 * <ul>
 *   <li>{@link #write} writes a synthetic document with generated token lines, 12 TAB-separated
 *       columns like OntoNotes, a blank line between sentences.
 *   <li>{@link #rewrite} copies an existing CoNLL file and replaces only the coreference
 *       annotations of the documents named in a map; every other byte (headers, blank lines, other
 *       columns, line ends) is kept, tokens whose annotations read the same keep their text, and
 *       tokens without a mention are written in the template's style ({@code -}, or LitBank's empty
 *       last field). Each rewritten document is read back before it is written, so a template
 *       oddity can never produce a file that reads differently: it throws instead.
 * </ul>
 */
public final class ConllWriter {
  private static final Pattern ONTONOTES_NAME = Pattern.compile("\\((.*)\\); part (\\d+)");
  private static final String[] WORDS = {
    "the", "man", "said", "that", "she", "had", "a", "house", "in", "town", "and", "it", "was",
    "old", ",", "of", "his", "friend", "they", "."
  };

  private ConllWriter() {}

  /**
   * Writes one document: its {@code #begin document} line, one line per token ({@code
   * id<TAB>part<TAB>i<TAB>word<TAB>...<TAB>coref}, 12 columns, {@code -} without mention), a blank
   * line after every {@code tokensPerSentence} tokens, and {@code #end document}.
   *
   * @throws IllegalArgumentException when the document would not read back identically (see {@link
   *     CorefAnnotations#of}); nothing is written then
   */
  public static void write(Writer out, Document d, int tokensPerSentence) throws IOException {
    if (tokensPerSentence < 1) {
      throw new IllegalArgumentException(
          "tokensPerSentence must be positive: " + tokensPerSentence);
    }
    String[] annotations = CorefAnnotations.of(d);
    Matcher m = ONTONOTES_NAME.matcher(d.name());
    String id = m.matches() ? m.group(1) : d.name().replaceAll("\\s", "_");
    String part = m.matches() ? Integer.toString(Integer.parseInt(m.group(2))) : "0";
    String columns = "\tXX\t*\t-\t-\t-\t-\t*\t";
    out.write("#begin document " + d.name() + "\n");
    StringBuilder line = new StringBuilder(80);
    for (int t = 0; t < d.tokenCount(); t++) {
      int inSentence = t % tokensPerSentence;
      if (inSentence == 0 && t > 0) {
        out.write('\n');
      }
      line.setLength(0);
      line.append(id)
          .append('\t')
          .append(part)
          .append('\t')
          .append(inSentence)
          .append('\t')
          .append(WORDS[Math.floorMod(t * 7 + t / 3, WORDS.length)])
          .append(columns)
          .append(annotations[t] == null ? "-" : annotations[t])
          .append('\n');
      out.write(line.toString());
    }
    if (d.tokenCount() > 0) {
      out.write('\n');
    }
    out.write("#end document\n");
  }

  /**
   * Copies the CoNLL file {@code template} to {@code out}, replacing the coreference annotations of
   * each document whose name is in {@code replacement} by that document's; other documents are
   * copied unchanged. Files ending in {@code .gz} are read or written compressed.
   *
   * @throws IllegalArgumentException when a replacement has another token count than its template
   *     document, cannot be written (see {@link CorefAnnotations#of}), or would read back
   *     differently; or when the template has a document without {@code #end document}
   */
  public static void rewrite(Path template, Map<String, Document> replacement, Path out)
      throws IOException {
    try (InputStream in = open(template);
        OutputStream o = create(out)) {
      rewrite(in, template.toString(), replacement, o);
    }
  }

  /** {@link #rewrite(Path, Map, Path)} on streams; {@code templateName} is used in messages. */
  public static void rewrite(
      InputStream template,
      String templateName,
      Map<String, Document> replacement,
      OutputStream out)
      throws IOException {
    Rewriter rewriter = new Rewriter(templateName, replacement, out);
    LineSplitter lines = new LineSplitter(template);
    while (lines.next()) {
      rewriter.line(lines.content, lines.end);
    }
    rewriter.finish();
  }

  private static InputStream open(Path file) throws IOException {
    InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
    try {
      return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
    } catch (IOException e) {
      in.close();
      throw e;
    }
  }

  private static OutputStream create(Path file) throws IOException {
    OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
    return file.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(out, 1 << 16) : out;
  }

  /**
   * Copies lines outside documents at once, and holds each document's lines until it is rewritten.
   */
  private static final class Rewriter {
    private final String templateName;
    private final Map<String, Document> replacement;
    private final OutputStream out;
    private final TemplateLines rules = new TemplateLines();
    private final List<byte[]> contents = new ArrayList<>();
    private final List<byte[]> ends = new ArrayList<>();
    private String name;
    private String noMention = "-";

    Rewriter(String templateName, Map<String, Document> replacement, OutputStream out) {
      this.templateName = templateName;
      this.replacement = replacement;
      this.out = out;
    }

    void line(byte[] content, byte[] end) throws IOException {
      boolean inside = name != null;
      if (!inside) {
        name = TemplateLines.headerName(content);
        if (name == null) {
          out.write(content);
          out.write(end);
          return;
        }
      }
      contents.add(content);
      ends.add(end);
      if (inside && TemplateLines.isEnd(content)) {
        document();
      } else if (inside && TemplateLines.isHeader(content)) {
        throw new IllegalArgumentException(
            templateName + ": document " + name + " has no #end document");
      }
    }

    void finish() throws IOException {
      if (name != null) {
        throw new IllegalArgumentException(
            templateName + ": document " + name + " has no #end document");
      }
      out.flush();
    }

    /**
     * Writes the held document: unchanged without replacement; else rewritten keeping every token
     * whose annotations are the same in any order, and, should that read differently (the order of
     * two new ids on one token), again keeping only tokens that read the same in their order.
     */
    private void document() throws IOException {
      Document d = replacement.get(name);
      byte[] chunk;
      if (d == null) {
        chunk = join(contents);
      } else {
        String[] annotations = annotationsFor(d);
        chunk = join(rewrite(annotations, true));
        if (difference(chunk, d) != null) {
          chunk = join(rewrite(annotations, false));
          String difference = difference(chunk, d);
          if (difference != null) {
            throw new IllegalArgumentException(
                templateName
                    + ": rewriting document "
                    + name
                    + " would not read back as its replacement: "
                    + difference);
          }
        }
      }
      out.write(chunk);
      contents.clear();
      ends.clear();
      name = null;
    }

    /** Token lines are all lines but the header, the end and blank lines. */
    private List<Integer> tokenLines() {
      List<Integer> tokens = new ArrayList<>();
      for (int i = 1; i < contents.size() - 1; i++) {
        if (!TemplateLines.isBlank(contents.get(i))) {
          tokens.add(i);
        }
      }
      return tokens;
    }

    private String[] annotationsFor(Document d) {
      int tokens = tokenLines().size();
      if (tokens != d.tokenCount()) {
        throw new IllegalArgumentException(
            templateName
                + ": document "
                + name
                + " has "
                + tokens
                + " tokens, its replacement "
                + d.tokenCount());
      }
      return CorefAnnotations.of(d);
    }

    /** The document's lines with the annotation of token t replaced by {@code annotations[t]}. */
    private List<byte[]> rewrite(String[] annotations, boolean loose) {
      List<Integer> tokens = tokenLines();
      for (int i : tokens) {
        String text = rules.noMentionText(contents.get(i));
        if (text != null) {
          noMention = text;
          break;
        }
      }
      List<byte[]> lines = new ArrayList<>(contents);
      for (int t = 0; t < annotations.length; t++) {
        int i = tokens.get(t);
        lines.set(i, rules.replace(lines.get(i), annotations[t], noMention, loose));
      }
      return lines;
    }

    private byte[] join(List<byte[]> lines) {
      ByteArrayOutputStream chunk = new ByteArrayOutputStream();
      for (int i = 0; i < lines.size(); i++) {
        chunk.writeBytes(lines.get(i));
        chunk.writeBytes(ends.get(i));
      }
      return chunk.toByteArray();
    }

    /** How {@code chunk} reads differently from {@code expected} (or a reading error), or null. */
    private String difference(byte[] chunk, Document expected) throws IOException {
      List<Problem> problems = new ArrayList<>();
      Document read;
      try (ConllReader reader =
          ConllReader.of(new ByteArrayInputStream(chunk), templateName, false, problems::add)) {
        read = reader.next();
      }
      Problem error =
          problems.stream().filter(p -> p.severity() == Severity.ERROR).findFirst().orElse(null);
      if (error != null) {
        return error.toString();
      }
      return read == null ? "no document" : Documents.firstDifference(expected, read);
    }
  }

  /**
   * Lines of a stream as {@link #content} without its end, and {@link #end} ({@code \n}, {@code
   * \r\n}, {@code \r} or none).
   */
  private static final class LineSplitter {
    private static final byte[] LF = {'\n'};
    private static final byte[] CRLF = {'\r', '\n'};
    private static final byte[] CR = {'\r'};
    private static final byte[] NONE = {};

    private final LineSource lines;
    byte[] content;
    byte[] end;

    LineSplitter(InputStream in) {
      lines = new LineSource(in);
    }

    boolean next() throws IOException {
      if (!lines.next()) {
        return false;
      }
      byte[] buffer = lines.buffer();
      boolean cr = lines.end() > lines.start() && buffer[lines.end() - 1] == '\r';
      content = Arrays.copyOfRange(buffer, lines.start(), lines.end() - (cr ? 1 : 0));
      end = lines.newline() ? (cr ? CRLF : LF) : (cr ? CR : NONE);
      return true;
    }
  }
}
