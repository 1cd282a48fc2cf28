package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.format.TextFormat;
import org.corefstats.core.llm.Conllu2Text;
import org.corefstats.core.llm.LlmInput;
import org.corefstats.core.llm.LlmRendering;
import org.corefstats.core.text.Conversion;
import org.corefstats.core.text.Format;
import org.corefstats.core.text.TextFormats;
import org.corefstats.report.TextReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats convert IN OUT}: documents from one format to another (CoNLL-2012, CoNLL-U,
 * jsonlines), a file to a file or a directory to a directory. Reading errors do not stop it: broken
 * mentions are dropped as {@code score} drops them, the rest is written, and the exit code says
 * that the input had errors, as {@code score}'s does.
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Converts coreference documents between formats: CoNLL-2012 (conll), CorefUD CoNLL-U (conllu)"
          + " and jsonlines (jsonl). IN is a file, OUT a file; or IN is a directory, whose files named"
          + " *.conll, *_conll, *.conllu, *.jsonl or *.jsonlines (optionally .gz) are converted into"
          + " OUT with the same relative names and the target format's extension (.gz kept).",
      "--to llm-text and --to llm-json write a CoNLL-U key as the CRAC LLM track's input or target:"
          + " its conllu2text markup (.txt, one document per line) or its conllu2json JSON (.json),"
          + " with the reference's options --blind, --sequential-ids, --zero-mentions and"
          + " --no-empty-node-form. Only CoNLL-U inputs; these targets are written, never read by"
          + " convert.",
      "Prints, for each file written, its documents and what the target format could not hold"
          + " (one line per kind of loss, with the number of documents it applies to), then the"
          + " problems found while reading, as score does.",
      "Exit codes: 0 converted; 3 converted, but an input had errors (broken mentions were dropped and"
          + " the rest written; the errors are listed), or there was nothing to convert;"
          + " 2 invalid command line, an unknown or unavailable format, or an output that exists"
          + " without --overwrite; 4 an input or output could not be read or written; 1 internal error."
    })
final class ConvertCommand implements Callable<Integer> {
  /** Errors listed one by one before the rest are only counted. */
  private static final int ERRORS_SHOWN = 20;

  private static final String NOT_CONVERTIBLE =
      "not a file name of a known format (*.conll, *_conll, *.conllu, *.jsonl, *.jsonlines,"
          + " optionally .gz): ignored";

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "IN", description = "a file or a directory")
  private Path in;

  @Parameters(
      index = "1",
      paramLabel = "OUT",
      description = "a file when IN is a file, a directory when IN is a directory")
  private Path out;

  @Option(
      names = "--to",
      paramLabel = "FORMAT",
      description =
          "the format written: conll, conllu, jsonl, llm-text or llm-json; default: the one OUT's"
              + " name says (required when IN is a directory, and for llm-text and llm-json)")
  private String to;

  @Option(
      names = "--from",
      paramLabel = "FORMAT",
      description =
          "the format of every input: conll, conllu or jsonl; default: the one each input's name says")
  private Format from;

  @Option(names = "--overwrite", description = "replace OUT, or the files of OUT written again")
  private boolean overwrite;

  @Option(names = "--blind", description = "llm-text, llm-json: the words without any mention")
  private boolean blind;

  @Option(
      names = "--sequential-ids",
      description = "llm-text: entities renumbered e1, e2, ... in the order they are first met")
  private boolean sequentialIds;

  @Option(
      names = "--zero-mentions",
      description =
          "llm-text, llm-json: empty nodes written as ##FORM words right after their parent"
              + " (without it llm-json's offsets still count them, as the reference's do)")
  private boolean zeroMentions;

  @Option(
      names = "--no-empty-node-form",
      description = "llm-text, llm-json with --zero-mentions: empty nodes written ## only")
  private boolean noEmptyNodeForm;

  /** One file to convert. */
  private record Task(Path input, Format from, Path output) {}

  @Override
  public Integer call() throws IOException {
    PrintWriter stdout = spec.commandLine().getOut();
    if (!Files.exists(in)) {
      throw new IOException("cannot read " + in + ": no such file or directory");
    }
    List<Problem> problems = new ArrayList<>();
    LlmInput.Kind llm = llmTarget();
    Format target = llm == null ? target() : null;
    String targetCode = llm == null ? target.code() : llm.code();
    TextFormat writer = llm == null ? formatOf(target) : null;
    List<Task> tasks =
        plan(llm == null ? target.code() : LlmRendering.extension(llm), llm != null, problems);
    Map<Format, TextFormat> readers = new EnumMap<>(Format.class);
    for (Task task : tasks) {
      readers.computeIfAbsent(task.from(), ConvertCommand::formatOf);
    }
    int documents = 0;
    for (Task task : tasks) {
      Conversion.Outcome outcome =
          llm == null
              ? convert(task, readers.get(task.from()), writer, problems)
              : render(task, llm, problems);
      documents += outcome.documents();
      print(stdout, task, outcome);
    }
    stdout.printf(
        Locale.ROOT,
        "convert: %d %s in %d %s written as %s to %s%n",
        documents,
        documents == 1 ? "document" : "documents",
        tasks.size(),
        tasks.size() == 1 ? "file" : "files",
        targetCode,
        out);
    if (!problems.isEmpty()) {
      stdout.println();
      TextReport.problemSummary(stdout, problems);
    }
    return reportErrors(problems);
  }

  /**
   * The LLM track's target {@code --to llm-text|llm-json} gives, or null for a format; refuses the
   * LLM options without it, and OUT named as a format.
   */
  private LlmInput.Kind llmTarget() {
    LlmInput.Kind kind = null;
    for (LlmInput.Kind k : LlmInput.Kind.values()) {
      if (k.code().equalsIgnoreCase(to == null ? "" : to)) {
        kind = k;
      }
    }
    if (kind == null) {
      String option =
          blind
              ? "--blind"
              : sequentialIds
                  ? "--sequential-ids"
                  : zeroMentions
                      ? "--zero-mentions"
                      : noEmptyNodeForm ? "--no-empty-node-form" : null;
      if (option != null) {
        throw new InvalidRequestException(
            option + " is an option of --to llm-text and --to llm-json only");
      }
      return null;
    }
    Format named = Format.ofFileName(out.getFileName().toString());
    if (!Files.isDirectory(in) && named != null) {
      throw new InvalidRequestException(
          "OUT "
              + out
              + " is named as "
              + named.code()
              + " but --to says "
              + kind.code()
              + ": name it for what it holds");
    }
    return kind;
  }

  /** The target format: {@code --to}, or what OUT's name says when IN is a file. */
  private Format target() {
    Format named = Format.ofFileName(out.getFileName().toString());
    if (to != null) {
      Format given;
      try {
        given = Format.fromCode(to);
      } catch (IllegalArgumentException e) {
        throw new InvalidRequestException(
            "unknown format '"
                + to
                + "' for --to: expected conll, conllu, jsonl, llm-text or"
                + " llm-json",
            e);
      }
      if (!Files.isDirectory(in) && named != null && named != given) {
        throw new InvalidRequestException(
            "OUT "
                + out
                + " is named as "
                + named.code()
                + " but --to says "
                + given.code()
                + ": name it for what it holds");
      }
      return given;
    }
    if (Files.isDirectory(in)) {
      throw new InvalidRequestException(
          "IN " + in + " is a directory: give the output format with --to conll|conllu|jsonl");
    }
    if (named == null) {
      throw new InvalidRequestException(
          "the output format cannot be told from the name of OUT "
              + out
              + ": give it with --to conll|conllu|jsonl");
    }
    return named;
  }

  /**
   * The files to convert and where each goes (in a directory, named with {@code extension});
   * refuses what would overwrite without leave, and inputs other than CoNLL-U when {@code
   * conlluOnly}.
   */
  private List<Task> plan(String extension, boolean conlluOnly, List<Problem> problems)
      throws IOException {
    List<Path> inputs;
    try {
      inputs =
          InputFiles.list(in, n -> Format.ofFileName(n) != null, NOT_CONVERTIBLE, problems::add);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + e.getFile() + ": no such file or directory", e);
    }
    boolean directory = Files.isDirectory(in);
    OutputFile.refuseExisting(out, overwrite);
    if (Files.exists(out)) {
      if (directory != Files.isDirectory(out)) {
        throw new InvalidRequestException(
            directory
                ? "IN " + in + " is a directory but OUT " + out + " is a file"
                : "IN " + in + " is a file but OUT " + out + " is a directory");
      }
    }
    List<Task> tasks = new ArrayList<>(inputs.size());
    Map<Path, Path> inputOf = new HashMap<>();
    Path outside = out.toAbsolutePath().normalize();
    for (Path input : inputs) {
      if (directory && input.toAbsolutePath().normalize().startsWith(outside)) {
        continue; // OUT inside IN: what an earlier conversion wrote is not read again
      }
      Path output =
          directory
              ? out.resolve(in.relativize(input))
                  .resolveSibling(Conversion.outputName(input.getFileName().toString(), extension))
              : out;
      Path earlier = inputOf.put(output.toAbsolutePath().normalize(), input);
      if (earlier != null) {
        throw new InvalidRequestException(
            earlier + " and " + input + " would both be converted to " + output);
      }
      Format source = sourceFormat(input);
      if (conlluOnly && source != Format.CONLLU) {
        throw new InvalidRequestException(
            "--to " + to + " writes CoNLL-U keys only, but " + input + " is " + source.code());
      }
      tasks.add(new Task(input, source, output));
    }
    if (tasks.isEmpty()) {
      throw new RefusedInputException(
          "nothing to convert in "
              + in
              + ": no file named *.conll, *_conll, *.conllu, *.jsonl or *.jsonlines"
              + " (optionally .gz)");
    }
    return tasks;
  }

  /** {@code --from}, or what the input's name says. */
  private Format sourceFormat(Path input) {
    if (from != null) {
      return from;
    }
    Format named = Format.ofFileName(input.getFileName().toString());
    if (named == null) {
      throw new InvalidRequestException(
          "the format of "
              + input
              + " cannot be told from its name: give it with --from conll|conllu|jsonl");
    }
    return named;
  }

  private static TextFormat formatOf(Format format) {
    try {
      return TextFormats.of(format);
    } catch (UnsupportedOperationException e) {
      throw new InvalidRequestException(e.getMessage(), e);
    }
  }

  private static Conversion.Outcome convert(
      Task task, TextFormat reader, TextFormat writer, List<Problem> problems) throws IOException {
    try {
      return Conversion.convert(task.input(), reader, task.output(), writer, problems::add);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read or write " + e.getFile() + ": no such file", e);
    } catch (IOException e) {
      throw new IOException(
          "cannot convert " + task.input() + " to " + task.output() + ": " + e, e);
    }
  }

  /** Writes one CoNLL-U file as the LLM track's input ({@link LlmRendering}). */
  private Conversion.Outcome render(Task task, LlmInput.Kind kind, List<Problem> problems)
      throws IOException {
    Conllu2Text.Options options =
        new Conllu2Text.Options(blind, sequentialIds, zeroMentions, noEmptyNodeForm);
    try {
      return Conversion.render(
          task.input(), task.output(), LlmRendering.renderer(kind, options, problems::add));
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read or write " + e.getFile() + ": no such file", e);
    } catch (IllegalArgumentException e) {
      throw new RefusedInputException("cannot read " + task.input() + ": " + e.getMessage());
    }
  }

  /** One line for the file, then one line per note with the number of documents it concerns. */
  private static void print(PrintWriter stdout, Task task, Conversion.Outcome outcome) {
    stdout.printf(
        Locale.ROOT,
        "%s -> %s: %d %s%n",
        task.input(),
        task.output(),
        outcome.documents(),
        outcome.documents() == 1 ? "document" : "documents");
    for (Map.Entry<String, Integer> note : outcome.notes().entrySet()) {
      stdout.printf(
          Locale.ROOT,
          "  %s (%d %s)%n",
          note.getKey(),
          note.getValue(),
          note.getValue() == 1 ? "document" : "documents");
    }
  }

  /**
   * Lists the reading errors on standard error as {@code score} does; {@link Main#REFUSED} when
   * there are any (the outputs are written all the same), else {@link Main#OK}.
   */
  private int reportErrors(List<Problem> problems) {
    List<Problem> errors = problems.stream().filter(p -> p.severity() == Severity.ERROR).toList();
    if (errors.isEmpty()) {
      return Main.OK;
    }
    PrintWriter err = spec.commandLine().getErr();
    errors.stream().limit(ERRORS_SHOWN).forEach(p -> err.println("corefstats: " + p));
    if (errors.size() > ERRORS_SHOWN) {
      err.println("corefstats: ... and " + (errors.size() - ERRORS_SHOWN) + " more errors");
    }
    err.println(
        "corefstats: the inputs have "
            + errors.size()
            + (errors.size() == 1 ? " error" : " errors")
            + ": the broken mentions were dropped and the rest converted");
    return Main.REFUSED;
  }
}
