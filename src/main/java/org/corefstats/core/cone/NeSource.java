package org.corefstats.core.cone;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.ne.NeColumn;
import org.corefstats.core.ne.NeSpan;

/**
 * Where CONE's NE layer comes from (docs/explanation/cone.md 3.1): column 11 of the key ({@link
 * #KEY}, the default), column 11 of each response ({@link #RESPONSE}), or a separate file aligned
 * to the key's tokens ({@link #read}): CoNLL-2012 documents whose column 11 holds NE brackets, or a
 * TSV with the columns {@code document}, {@code doc_tok_start}, {@code doc_tok_end} (0-based,
 * inclusive, over the document's tokens) and {@code type} (other columns ignored). A file may also
 * be the key itself (approx-only mode, docs/explanation/cone.md 7: {@link #asKey}): its documents
 * are then the key's, with the response's tokens and words.
 *
 * <p>How a file reaches the scoring: it is read once, where the request is checked (score: before
 * the key; run: on the driver, before Spark starts), into per-document span lists. It is spans only
 * (LitBank's 3,550 names are about 100 KB, far less than the corpus), so it travels inside {@link
 * ConeOptions}, which {@code Semantics} carries: every {@code DocumentScorer}, on score's thread or
 * on a Spark executor, has it with nothing more to broadcast or read, and the key and the systems
 * are read exactly as before. Its documents meet the key's by the key-and-response rule ({@link
 * DocumentKeys#pairingKey}: {@code (x); part 000} is {@code x_0}).
 */
public final class NeSource implements KeySideInput {
  private static final long serialVersionUID = 1L;

  /** The kinds of NE layer. */
  public enum Kind {
    KEY,
    RESPONSE,
    FILE;

    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Column 11 of the key (the default). */
  public static final NeSource KEY = new NeSource(Kind.KEY, null, false, new LinkedHashMap<>());

  /** Column 11 of each response. */
  public static final NeSource RESPONSE =
      new NeSource(Kind.RESPONSE, null, false, new LinkedHashMap<>());

  /**
   * One document of an NE file: its spans, every type (the options admit some), each with the line
   * it was read at; its token count (-1 for a TSV, which does not give it) and the problems met
   * reading it.
   */
  record FileDocument(
      String name,
      String file,
      long firstLine,
      int tokenCount,
      List<NeSpan> spans,
      long[] lines,
      List<Problem> problems)
      implements Serializable {}

  private final Kind kind;
  private final String path;
  private final boolean asKey;
  private final LinkedHashMap<String, FileDocument> documents;

  private NeSource(
      Kind kind, String path, boolean asKey, LinkedHashMap<String, FileDocument> documents) {
    this.kind = kind;
    this.path = path;
    this.asKey = asKey;
    this.documents = documents;
  }

  public Kind kind() {
    return kind;
  }

  /** The file given, or null. */
  public String path() {
    return path;
  }

  /** Whether this file is the key (approx-only mode): its documents are the key documents. */
  public boolean asKey() {
    return asKey;
  }

  @Override
  public boolean isKey() {
    return asKey;
  }

  /**
   * What CONE finds in the NE layer is the key's (the same for every response, so a run reports it
   * once) unless the layer is each response's own or the key is an NE file scored over each
   * response's tokens.
   */
  @Override
  public boolean isKeyProblem(Problem p) {
    return switch (p.kind()) {
      case CONE_NO_NE_COLUMN, CONE_NE_BRACKET -> kind != Kind.RESPONSE;
      case CONE_NE_SPAN, CONE_NE_NO_DOCUMENT -> !asKey;
      default -> false;
    };
  }

  @Override
  public boolean checksKeyNames() {
    return kind == Kind.FILE && !asKey;
  }

  @Override
  public String keyFormat() {
    return asKey ? "tsv (NE spans)" : null;
  }

  /** For summaries: {@code key column 11}, {@code response column 11}, {@code file F}. */
  public String describe() {
    return switch (kind) {
      case KEY -> "key column 11";
      case RESPONSE -> "response column 11";
      case FILE -> asKey ? "the key, an NE file (" + path + ")" : "file " + path;
    };
  }

  /** This file as the key (approx-only mode). */
  public NeSource asKey(boolean key) {
    if (kind != Kind.FILE) {
      throw new IllegalStateException("only an NE file can be the key");
    }
    return new NeSource(kind, path, key, documents);
  }

  /**
   * Reads an NE file: a TSV when its name ends in {@code .tsv} (or {@code .tsv.gz}) or its first
   * line is a header naming {@code doc_tok_start}; CoNLL-2012 otherwise ({@code files} are then the
   * files of a directory, or the one file). A TSV without the header columns is refused.
   *
   * @param path the file or directory as given, for messages
   */
  public static NeSource read(String path, List<Path> files) throws IOException {
    LinkedHashMap<String, FileDocument> documents = new LinkedHashMap<>();
    if (files.size() == 1 && isTsv(files.get(0))) {
      readTsv(files.get(0), documents);
    } else {
      for (Path f : files) {
        readConll(f, documents);
      }
    }
    return new NeSource(Kind.FILE, path, false, documents);
  }

  /** Whether {@code file} is read as a TSV: by its name, or a header naming doc_tok_start. */
  public static boolean isTsv(Path file) throws IOException {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".tsv") || name.endsWith(".tsv.gz")) {
      return true;
    }
    try (BufferedReader r = reader(file)) {
      String first = r.readLine();
      return first != null && Arrays.asList(first.split("\t", -1)).contains("doc_tok_start");
    }
  }

  private static BufferedReader reader(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    if (file.getFileName().toString().endsWith(".gz")) {
      in = new GZIPInputStream(in);
    }
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
  }

  private static void readConll(Path file, Map<String, FileDocument> documents) throws IOException {
    List<Problem> fileProblems = new ArrayList<>();
    try (ConllReader reader = ConllReader.open(file, true, fileProblems::add).parseColumns(true)) {
      for (Document d; (d = reader.next()) != null; ) {
        List<Problem> problems = new ArrayList<>();
        List<NeSpan> spans = new ArrayList<>();
        ParseColumns columns = d.parse();
        if (columns == null || !columns.hasNamedEntityColumn()) {
          problems.add(
              Problem.of(
                  ProblemKind.CONE_NO_NE_COLUMN,
                  d.file(),
                  d.name(),
                  d.firstLine(),
                  "the NE file has no named-entity column (field 11 of a line of at least 12"
                      + " fields): no mention is named, CONE metrics count nothing here"));
        } else {
          String[] cells = new String[columns.tokenCount()];
          for (int t = 0; t < cells.length; t++) {
            cells[t] = columns.neCell(t);
          }
          NeColumn.Result read = NeColumn.parse(cells);
          spans.addAll(read.spans());
          for (NeColumn.Issue issue : read.issues()) {
            problems.add(
                Problem.of(
                    ProblemKind.CONE_NE_BRACKET,
                    d.file(),
                    d.name(),
                    d.hasWords() ? d.tokenLine(issue.token()) : d.firstLine(),
                    issue.message() + " (named-entity column 11 of the NE file; ignored)"));
          }
        }
        long[] lines = new long[spans.size()];
        for (int i = 0; i < lines.length; i++) {
          lines[i] = d.hasWords() ? d.tokenLine(spans.get(i).start()) : d.firstLine();
        }
        documents.put(
            DocumentKeys.pairingKey(d.name()),
            new FileDocument(
                d.name(), d.file(), d.firstLine(), d.tokenCount(), spans, lines, problems));
      }
    }
    for (Problem p : fileProblems) {
      // a broken NE file is a request that cannot be done as asked, not a finding about a system
      if (p.severity() == org.corefstats.core.document.Severity.ERROR) {
        throw new InvalidRequestException("NE file: " + p);
      }
    }
  }

  private static void readTsv(Path file, Map<String, FileDocument> documents) throws IOException {
    String name = file.toString();
    Map<String, List<Object[]>> rows = new LinkedHashMap<>();
    Map<String, List<Problem>> problems = new LinkedHashMap<>();
    Map<String, String> names = new LinkedHashMap<>();
    try (BufferedReader r = reader(file)) {
      String header = r.readLine();
      List<String> columns = header == null ? List.of() : Arrays.asList(header.split("\t", -1));
      int doc = columns.indexOf("document");
      int start = columns.indexOf("doc_tok_start");
      int end = columns.indexOf("doc_tok_end");
      int type = columns.indexOf("type");
      if (doc < 0 || start < 0 || end < 0 || type < 0) {
        throw new InvalidRequestException(
            "NE file "
                + name
                + ": the first line must be a TSV header naming the columns document,"
                + " doc_tok_start, doc_tok_end and type (0-based inclusive token indexes)");
      }
      int needed = Math.max(Math.max(doc, start), Math.max(end, type)) + 1;
      long line = 1;
      for (String s; (s = r.readLine()) != null; ) {
        line++;
        if (s.isBlank()) {
          continue;
        }
        String[] f = s.split("\t", -1);
        String document = f.length > doc ? f[doc].strip() : "";
        String key = DocumentKeys.pairingKey(document);
        String problem = null;
        int first = -1;
        int last = -1;
        if (document.isEmpty() || f.length < needed) {
          problem = "row with " + f.length + " fields, " + needed + " needed, or no document";
        } else {
          try {
            first = Integer.parseInt(f[start].strip());
            last = Integer.parseInt(f[end].strip());
            if (first < 0 || last < first) {
              problem =
                  "doc_tok_start " + first + ", doc_tok_end " + last + ": not 0 <= start <= end";
            } else if (f[type].isBlank()) {
              problem = "no type";
            }
          } catch (NumberFormatException e) {
            problem =
                "doc_tok_start '" + f[start] + "', doc_tok_end '" + f[end] + "': not token indexes";
          }
        }
        names.putIfAbsent(key, document);
        rows.computeIfAbsent(key, k -> new ArrayList<>());
        if (problem != null) {
          problems
              .computeIfAbsent(key, k -> new ArrayList<>())
              .add(
                  Problem.of(
                      ProblemKind.CONE_NE_SPAN,
                      name,
                      document.isEmpty() ? null : document,
                      line,
                      problem + " (NE file; row ignored)"));
        } else {
          rows.get(key).add(new Object[] {new NeSpan(first, last, f[type].strip()), line});
        }
      }
    }
    for (Map.Entry<String, List<Object[]>> e : rows.entrySet()) {
      List<Object[]> spans = new ArrayList<>(e.getValue());
      spans.sort((a, b) -> NeColumn.ORDER.compare((NeSpan) a[0], (NeSpan) b[0]));
      List<NeSpan> list = new ArrayList<>(spans.size());
      long[] lines = new long[spans.size()];
      for (int i = 0; i < lines.length; i++) {
        list.add((NeSpan) spans.get(i)[0]);
        lines[i] = (Long) spans.get(i)[1];
      }
      documents.put(
          e.getKey(),
          new FileDocument(
              names.get(e.getKey()),
              name,
              0,
              -1,
              list,
              lines,
              problems.getOrDefault(e.getKey(), List.of())));
    }
  }

  /**
   * The NE spans of the file for key document {@code key} of {@code tokens} tokens, every type; the
   * problems of its document and spans past its tokens (dropped) go to {@code problems}, and a key
   * document the file lacks is reported there too (it has no names).
   */
  public List<NeSpan> spans(Document key, int tokens, Consumer<Problem> problems) {
    FileDocument d = documents.get(DocumentKeys.pairingKey(key.name()));
    if (d == null) {
      problems.accept(
          Problem.of(
              ProblemKind.CONE_NE_NO_DOCUMENT,
              path,
              key.name(),
              0,
              "the NE file has no document '"
                  + key.name()
                  + "': no mention is named, CONE metrics count nothing here"));
      return List.of();
    }
    d.problems().forEach(problems);
    if (d.tokenCount() >= 0 && d.tokenCount() != tokens) {
      problems.accept(
          Problem.of(
              ProblemKind.CONE_NE_SPAN,
              d.file(),
              d.name(),
              d.firstLine(),
              "the NE file's document has "
                  + d.tokenCount()
                  + " tokens, the key's "
                  + tokens
                  + " (NE spans past the key's tokens ignored)"));
    }
    List<NeSpan> out = new ArrayList<>(d.spans().size());
    for (int i = 0; i < d.spans().size(); i++) {
      NeSpan s = d.spans().get(i);
      if (s.end() < tokens) {
        out.add(s);
      } else if (d.tokenCount() < 0) { // a TSV: each span said (a CoNLL file was, above)
        problems.accept(
            Problem.of(
                ProblemKind.CONE_NE_SPAN,
                d.file(),
                d.name(),
                d.lines()[i],
                "NE span "
                    + s.start()
                    + ".."
                    + s.end()
                    + " past the document's "
                    + tokens
                    + " tokens (NE file; ignored)"));
      }
    }
    return out;
  }

  /**
   * The documents of the file that are none of {@code keyNames} (the key's documents), each
   * reported once at its first line: their names are never used.
   */
  @Override
  public List<Problem> unknownDocuments(Collection<String> keyNames) {
    if (kind != Kind.FILE || asKey) {
      return List.of();
    }
    Set<String> keys = new HashSet<>();
    keyNames.forEach(n -> keys.add(DocumentKeys.pairingKey(n)));
    List<Problem> out = new ArrayList<>();
    for (Map.Entry<String, FileDocument> e : documents.entrySet()) {
      if (!keys.contains(e.getKey())) {
        FileDocument d = e.getValue();
        out.add(
            Problem.of(
                ProblemKind.CONE_NE_SPAN,
                d.file(),
                d.name(),
                d.lines().length > 0 ? d.lines()[0] : d.firstLine(),
                "the NE file's document '" + d.name() + "' is not a key document (ignored)"));
      }
    }
    return out;
  }

  /**
   * The key documents of a file that is the key (approx-only mode): each without mentions, as many
   * tokens as its last NE span reaches; scoring gives it its response's tokens ({@link #keyFor}).
   */
  @Override
  public List<Document> keyDocuments() {
    List<Document> out = new ArrayList<>(documents.size());
    for (FileDocument d : documents.values()) {
      int tokens = d.tokenCount();
      for (NeSpan s : d.spans()) {
        tokens = Math.max(tokens, s.end() + 1);
      }
      out.add(Document.of(d.name(), Math.max(tokens, 0), List.of()));
    }
    return out;
  }

  /**
   * The key document scored against {@code response}: {@code key} itself, unless this file is the
   * key (approx-only mode), when it is a key without mentions over the response's tokens (the key
   * has none of its own; a missing response keeps the tokens its NE spans reach).
   */
  @Override
  public Document keyFor(Document key, Document response) {
    if (!asKey) {
      return key;
    }
    int tokens =
        response != null && response.tokenCount() > 0 ? response.tokenCount() : key.tokenCount();
    return Document.of(key.name(), tokens, List.of());
  }

  // one file, one source: compared by what it is and where it came from (not by its spans, which
  // would make every lookup of a key document's cached side hash them)
  @Override
  public boolean equals(Object o) {
    return o instanceof NeSource s
        && s.kind == kind
        && s.asKey == asKey
        && Objects.equals(s.path, path)
        && s.documents.size() == documents.size();
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, path, asKey, documents.size());
  }

  @Override
  public String toString() {
    return describe();
  }
}
