package org.corefstats.core.llm;

import static org.corefstats.core.llm.ResponseConllu.Columns.READ;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.corefstats.core.conllu.ConlluFormat;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.format.ReadOptions;

/**
 * Responses an LLM wrote ({@code --format llm-text} or {@code llm-json}), read against the CoNLL-U
 * key that is also their skeleton: the output runs through the track's pipeline ({@link
 * LlmPipeline}) into the CoNLL-U response the CorefUD scorer would read, which the CoNLL-U reader
 * then reads like any other, with the pipeline's failures as located problems
 * (docs/explanation/llm-outputs.md 8).
 *
 * @param kind the track's marked-up text or its JSON
 * @param skeletons the key's CoNLL-U text by file name; an output goes with the key file of its
 *     name without extensions, or with the only one
 * @param goldEmptyNodes the track's {@code -z}/{@code -g} variant ({@code --llm-empty-nodes key}):
 *     the key's empty nodes kept instead of the output's {@code ##} words
 *     (docs/explanation/llm-outputs.md 4.8, 5.3)
 */
public record LlmInput(Kind kind, Map<String, String> skeletons, boolean goldEmptyNodes)
    implements Serializable {
  /**
   * What the LLM wrote: the linear markup (docs/explanation/llm-outputs.md 2) or the JSON format
   * (3).
   */
  public enum Kind {
    TEXT("llm-text", ".txt"),
    JSON("llm-json", ".json");

    private final String code;
    private final String suffix;

    Kind(String code, String suffix) {
      this.code = code;
      this.suffix = suffix;
    }

    /** How the files of a system directory are named ({@code .txt}, {@code .json}). */
    public String suffix() {
      return suffix;
    }

    /** The name on the command line ({@code --format}). */
    public String code() {
      return code;
    }
  }

  public LlmInput {
    skeletons = Map.copyOf(new TreeMap<>(skeletons));
  }

  /** The default variant: the output's {@code ##} words are the response's empty nodes. */
  public LlmInput(Kind kind, Map<String, String> skeletons) {
    this(kind, skeletons, false);
  }

  /** This input with the key's CoNLL-U text by file name. */
  public LlmInput withSkeletons(Map<String, String> keyTexts) {
    return new LlmInput(kind, keyTexts, goldEmptyNodes);
  }

  /** The key text an output file goes with, or null. */
  public String skeletonFor(String outputFileName) {
    if (skeletons.size() == 1) {
      return skeletons.values().iterator().next();
    }
    String stem = stem(outputFileName);
    for (Map.Entry<String, String> e : skeletons.entrySet()) {
      if (stem(e.getKey()).equals(stem)) {
        return e.getValue();
      }
    }
    return null;
  }

  private static String stem(String fileName) {
    String name = fileName.substring(fileName.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    int dot = name.indexOf('.');
    return dot < 0 ? name : name.substring(0, dot);
  }

  /** Reads one output file as a CoNLL-U response ({@code options}: the CoNLL-U reader's). */
  public DocumentStream read(
      InputStream in, String fileName, ReadOptions options, Consumer<Problem> problems) {
    String skeleton = skeletonFor(fileName);
    byte[] bytes;
    try {
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (skeleton == null) {
      problems.accept(
          Problem.of(
              ProblemKind.LLM_NO_KEY,
              fileName,
              null,
              0,
              "no key file named like it among " + List.copyOf(skeletons.keySet())));
      return new ConlluFormat()
          .read(new ByteArrayInputStream(new byte[0]), fileName, options, problems);
    }
    String output = text(bytes, fileName, problems);
    reportMisalignedNewdocs(skeleton, fileName, problems);
    LlmPipeline.Outcome outcome =
        kind == Kind.JSON
            ? LlmPipeline.runJson(skeleton, skeleton, output, goldEmptyNodes)
            : LlmPipeline.run(skeleton, skeleton, output, goldEmptyNodes);
    report(outcome, fileName, problems);
    List<Document> built = options.words() ? null : ResponseDocuments.of(outcome, fileName);
    if (built != null) {
      java.util.Iterator<Document> each = built.iterator();
      return withDrift(
          new DocumentStream() {
            @Override
            public Document next() {
              return each.hasNext() ? each.next() : null;
            }

            @Override
            public void close() {}
          },
          outcome);
    }
    // the track numbers entities per document (e1, e2, ... in each line): ids met again in a later
    // document are its rule, not a finding
    Consumer<Problem> readerProblems =
        p -> {
          if (p.kind() != ProblemKind.CONLLU_ENTITY_ACROSS_DOCUMENTS) {
            problems.accept(p);
          }
        };
    DocumentStream documents =
        new ConlluFormat()
            .read(
                new ByteArrayInputStream(outcome.response(READ).getBytes(StandardCharsets.UTF_8)),
                fileName,
                options,
                readerProblems);
    return withDrift(documents, outcome);
  }

  /**
   * The response documents, each with the drift of the skeleton document it was built over ({@link
   * TextDrift}): the k-th document read is the k-th skeleton document written.
   */
  private static DocumentStream withDrift(DocumentStream documents, LlmPipeline.Outcome outcome) {
    return new DocumentStream() {
      private int k;

      @Override
      public Document next() throws IOException {
        Document d = documents.next();
        if (d == null || k >= outcome.drift().size()) {
          return d;
        }
        return d.withProvenance(outcome.drift().get(k++));
      }

      @Override
      public void close() throws IOException {
        documents.close();
      }
    };
  }

  /** Strict UTF-8, or, for bytes that are not, replacement characters and a problem (8.1). */
  private String text(byte[] bytes, String fileName, Consumer<Problem> problems) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      problems.accept(
          Problem.of(
              ProblemKind.LLM_INVALID_UTF8,
              fileName,
              null,
              0,
              "not UTF-8: "
                  + e.getMessage()
                  + "; "
                  + stop(
                          kind == Kind.JSON
                              ? ReferenceStop.Stage.JSON2CONLLU
                              : ReferenceStop.Stage.CLEAN,
                          "UnicodeDecodeError",
                          "8.1")
                      .describe()));
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  /** A stop of the track's pipeline as this input's variant runs it. */
  private ReferenceStop stop(ReferenceStop.Stage stage, String error, String section) {
    return new ReferenceStop(stage, goldEmptyNodes, error, section);
  }

  /**
   * 8.4: the key's document ids that the CorefUD scorer would find different in the response the
   * track writes from it; corefstats pairs them without their trailing whitespace.
   */
  private void reportMisalignedNewdocs(
      String skeleton, String fileName, Consumer<Problem> problems) {
    for (SkeletonReader.MisalignedNewdoc m :
        SkeletonReader.misalignedNewdocs(ParsedKeys.lines(skeleton))) {
      problems.accept(
          Problem.of(
              ProblemKind.LLM_KEY_NEWDOC_NOT_ALIGNED,
              fileName,
              m.name().isEmpty() ? null : m.name(),
              m.document() + 1,
              "the key's line "
                  + m.line()
                  + ": "
                  + m.reason()
                  + "; "
                  + stop(
                          ReferenceStop.Stage.SCORER,
                          "DataAlignError (Newdoc labels in key and sys are not aligned)",
                          "8.4")
                      .describe()
                  + "; corefstats compares the ids without trailing whitespace"));
    }
  }

  private void report(LlmPipeline.Outcome outcome, String fileName, Consumer<Problem> problems) {
    for (int k = 0; k < outcome.cleaned().size(); k++) {
      Clean.Diagnostics d = outcome.cleaned().get(k).diagnostics();
      int repaired = d.mismatchedTags() + d.invalidTags() + d.multiplePipes();
      if (d.insert() + d.delete() + d.replace() + d.droppedLeading() + repaired > 0) {
        problems.accept(
            Problem.of(
                ProblemKind.LLM_TEXT_DRIFT,
                fileName,
                outcome.documents().get(k).name(),
                k + 1,
                String.format(
                    java.util.Locale.ROOT,
                    "%d words inserted, %d deleted, %d replaced (their tags lost), %d tokens"
                        + " dropped before the first word; %d tags repaired (%d closes without"
                        + " an open, %d opens left unclosed, %d invalid, %d tokens with several"
                        + " pipes)",
                    d.insert(),
                    d.delete(),
                    d.replace(),
                    d.droppedLeading(),
                    repaired,
                    d.mismatchedTags() - d.unclosedOpens(),
                    d.unclosedOpens(),
                    d.invalidTags(),
                    d.multiplePipes())));
      }
      if (outcome.cleaned().get(k).goldWordAsZero()) {
        problems.accept(
            Problem.of(
                ProblemKind.LLM_GOLD_WORD_AS_ZERO,
                fileName,
                outcome.documents().get(k).name(),
                k + 1,
                "document "
                    + (k + 1)
                    + " of the output; "
                    + stop(ReferenceStop.Stage.CLEAN, "IndexError", "8.5").describe()));
      }
    }
    boolean countReported = false;
    for (Text2ConlluDocument d : outcome.documents()) {
      for (Text2ConlluProblem p : d.problems()) {
        if (p.kind() == Text2ConlluProblem.Kind.DOCUMENT_COUNT_MISMATCH
            || p.kind() == Text2ConlluProblem.Kind.JSON_DOCUMENT_COUNT_MISMATCH) {
          if (countReported) {
            continue; // one per file
          }
          countReported = true;
        }
        ProblemKind kind =
            switch (p.kind()) {
              case DOCUMENT_COUNT_MISMATCH, JSON_DOCUMENT_COUNT_MISMATCH ->
                  ProblemKind.LLM_DOCUMENT_COUNT;
              case WORD_COUNT_MISMATCH, TOKEN_COUNT_MISMATCH -> ProblemKind.LLM_WORD_COUNT;
              case EMPTY_SLICE -> ProblemKind.LLM_EMPTY_SLICE;
              case INVALID_JSON -> ProblemKind.LLM_INVALID_JSON;
              case EMPTY_NODE_WITHOUT_DEPS -> ProblemKind.LLM_EMPTY_NODE_WITHOUT_DEPS;
              case NO_REGULAR_HEAD_CANDIDATE -> ProblemKind.LLM_NO_REGULAR_HEAD;
              case CROSS_SENTENCE_MENTION -> ProblemKind.LLM_CROSS_SENTENCE_MENTION;
            };
        problems.accept(
            Problem.of(
                kind,
                fileName,
                d.name(),
                d.index() + 1,
                p.message()
                    + "; "
                    + p.kind().stop(this.kind == Kind.JSON, goldEmptyNodes).describe()));
      }
    }
  }
}
