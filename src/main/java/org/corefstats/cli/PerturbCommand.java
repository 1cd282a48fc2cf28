package org.corefstats.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.text.Format;
import org.corefstats.core.text.TextFormats;
import org.corefstats.synth.ConllWriter;
import org.corefstats.synth.SimulatedSystem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats perturb KEY}: simulated system responses over a real key corpus. Each system
 * mirrors KEY's files (same relative names); only the coreference column differs from the key.
 */
@Command(
    name = "perturb",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Writes simulated system responses for a key: DIR/sys01 ... each mirror KEY's files, with"
          + " only the coreference changed by seeded errors (misses, spurious mentions, boundaries, wrong"
          + " links, splits, merges); their error rates go to DIR/systems.csv.",
      "KEY is a file or a directory of input files of any format (CoNLL-2012 files keep every"
          + " column; CoNLL-U and jsonlines files are written as convert writes them, mentions as word"
          + " spans, so a CoNLL-U response has no empty nodes or heads and drops mentions across"
          + " sentences). The same seed gives the same bytes."
    })
final class PerturbCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Mixin private SimulationOptions simulation;

  @Parameters(index = "0", paramLabel = "KEY", description = "gold key: a file or a directory")
  private Path key;

  /** One key file: where it is, its name relative to KEY, and its documents by name. */
  /**
   * One key file: its documents; for a format other than CoNLL-2012 also its documents with their
   * words ({@code text}, null for CoNLL-2012, whose files are rewritten line by line instead).
   */
  private record KeyFile(
      Path path, Path relative, Map<String, Document> documents, List<TextDocument> text) {}

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    List<SimulatedSystem> simulated;
    try {
      simulated = simulation.systems();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    List<Problem> problems = new ArrayList<>();
    List<KeyFile> files = readKey(problems);
    Integer refused = refusal(files, problems, err);
    if (refused != null) {
      return refused;
    }
    return writeSystems(files, simulated);
  }

  private List<KeyFile> readKey(List<Problem> problems) throws IOException {
    List<KeyFile> files = new ArrayList<>();
    try {
      for (Path file : InputFiles.list(key, problems::add)) {
        files.add(read(file, problems));
      }
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + e.getFile() + ": no such file or directory", e);
    } catch (IOException e) {
      throw new IOException("cannot read the key: " + e, e);
    }
    return files;
  }

  private KeyFile read(Path file, List<Problem> problems) throws IOException {
    Map<String, Document> documents = new LinkedHashMap<>();
    Path relative = Files.isDirectory(key) ? key.relativize(file) : file.getFileName();
    Format format = InputFormats.BY_NAME.of(file.getFileName().toString());
    if (format == Format.CONLL) {
      try (ConllReader reader = ConllReader.open(file, false, problems::add)) {
        for (Document d; (d = reader.next()) != null; ) {
          documents.put(d.name(), d);
        }
      }
      return new KeyFile(file, relative, documents, null);
    }
    // other formats: the documents with their words, their mentions as word spans
    List<TextDocument> text;
    try (InputStream in = open(file)) {
      text = TextFormats.of(format).read(in, file.toString(), problems::add);
    }
    for (TextDocument t : text) {
      List<List<int[]>> entities = new ArrayList<>();
      for (TextEntity e : t.entities()) {
        entities.add(e.mentions().stream().map(m -> new int[] {m.first(), m.last()}).toList());
      }
      documents.put(t.name(), Document.of(t.name(), t.wordCount(), entities));
    }
    return new KeyFile(file, relative, documents, text);
  }

  private static InputStream open(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in) : in;
  }

  /** A system's response to one key file of a format other than CoNLL-2012, in that format. */
  private static void writeText(KeyFile file, Map<String, Document> responses, Path target)
      throws IOException {
    List<TextDocument> out = new ArrayList<>();
    for (TextDocument t : file.text()) {
      List<TextEntity> entities = new ArrayList<>();
      List<List<int[]>> response = responses.get(t.name()).entities();
      for (int e = 0; e < response.size(); e++) {
        entities.add(
            new TextEntity(
                Integer.toString(e + 1),
                response.get(e).stream().map(m -> TextMention.of(m[0], m[1])).toList()));
      }
      out.add(new TextDocument(t.name(), t.sentences(), entities, List.of()));
    }
    Format format = InputFormats.BY_NAME.of(file.path().getFileName().toString());
    try (OutputStream os = Files.newOutputStream(target);
        OutputStream w =
            target.getFileName().toString().endsWith(".gz") ? new GZIPOutputStream(os) : os) {
      TextFormats.of(format).write(out, w);
    }
  }

  private Integer refusal(List<KeyFile> files, List<Problem> problems, PrintWriter err) {
    if (files.isEmpty()) {
      err.println("corefstats: no " + InputNames.INPUT_FILES + " in the key " + key);
      return Main.REFUSED;
    }
    List<Problem> errors = problems.stream().filter(p -> p.severity() == Severity.ERROR).toList();
    if (errors.isEmpty()) {
      return null;
    }
    errors.stream().limit(20).forEach(p -> err.println("corefstats: " + p));
    err.println(
        "corefstats: the key has "
            + errors.size()
            + (errors.size() == 1 ? " reading error" : " reading errors")
            + "; no systems written");
    return Main.REFUSED;
  }

  private int writeSystems(List<KeyFile> files, List<SimulatedSystem> simulated)
      throws IOException {
    long keyMentions =
        files.stream()
            .flatMap(f -> f.documents().values().stream())
            .mapToLong(Document::mentionCount)
            .sum();
    long documents = files.stream().mapToLong(f -> f.documents().size()).sum();
    long responseMentions = 0;
    long bytes = 0;
    Path current = simulation.out;
    try {
      Files.createDirectories(simulation.out);
      for (SimulatedSystem s : simulated) {
        for (KeyFile file : files) {
          current = simulation.out.resolve(s.name()).resolve(file.relative().toString());
          Map<String, Document> responses = new LinkedHashMap<>();
          for (Document d : file.documents().values()) {
            Document response = s.respond(d, simulation.seed);
            responses.put(d.name(), response);
            responseMentions += response.mentionCount();
          }
          Files.createDirectories(current.getParent());
          if (file.text() == null) {
            ConllWriter.rewrite(file.path(), responses, current);
          } else {
            writeText(file, responses, current);
          }
          bytes += Files.size(current);
        }
      }
      current = simulation.out.resolve("systems.csv");
      SimulatedSystem.writeCsv(current, simulated);
    } catch (IOException e) {
      throw new IOException("cannot write " + current + ": " + e, e);
    } catch (IllegalArgumentException e) { // a key file whose layout cannot be mirrored
      throw new RefusedInputException("cannot write " + current + ": " + e.getMessage(), e);
    }
    spec.commandLine()
        .getOut()
        .printf(
            Locale.ROOT,
            "perturb: %d documents in %d files, %d key mentions; %d systems (%s) with %d mentions, %d bytes in %s%n",
            documents,
            files.size(),
            keyMentions,
            simulated.size(),
            simulation.profileLabel(),
            responseMentions,
            bytes,
            simulation.out);
    return Main.OK;
  }
}
