package org.corefstats.core.descriptors;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;

/**
 * udapi's {@code corefud.Stats} on one CoNLL-U file (DESCRIPTORS.md): the file read as {@code
 * read.Conllu} reads it (§2), its entities (§3), the totals of each udapi document (§5-§7) and the
 * reports (§8). Where the block stops with an exception (§11), a located problem says so and the
 * report holds what can be computed: the columns the block could not compute are left out.
 */
public final class Descriptors {
  private Descriptors() {}

  /**
   * Refuses, for {@code --descriptors}, a key that is not CoNLL-U (its format's name given) and
   * systems that are an LLM's text or JSON: the block reads CoNLL-U files.
   */
  public static void check(String keyFormat, boolean conllu, boolean llmOutputs) {
    if (llmOutputs) {
      throw new InvalidRequestException(
          "--descriptors describes CoNLL-U system files, not an LLM's text or JSON: convert them"
              + " first");
    }
    if (!conllu) {
      throw new InvalidRequestException(
          "--descriptors describes CoNLL-U files, as udapi's corefud.Stats reads them; the key is "
              + keyFormat);
    }
  }

  /** The description of {@code text}, the content of {@code file}, under {@code options}. */
  public static Description describe(String file, String text, StatsOptions options) {
    return describe(file, text, options, Style.HUMAN);
  }

  /**
   * The description of {@code text}, the content of {@code file}, under {@code options}, to be
   * printed in {@code style} (where the block stops depends on it, §10.6).
   */
  public static Description describe(String file, String text, StatsOptions options, Style style) {
    return describe(file, text.getBytes(StandardCharsets.UTF_8), options, style);
  }

  /**
   * The description of a file's bytes (UTF-8) under {@code options}, as {@code human} prints it.
   */
  public static Description describe(String file, byte[] bytes, StatsOptions options) {
    return describe(file, bytes, options, Style.HUMAN);
  }

  /** As {@link #describe(String, String, StatsOptions, Style)}, on the file's UTF-8 bytes. */
  public static Description describe(String file, byte[] bytes, StatsOptions options, Style style) {
    return describe(file, bytes, options, style, null);
  }

  /**
   * The description of a file's bytes (UTF-8) under {@code options}, as {@code human} prints it,
   * with its totals per group of {@code grouping} (null or by file: none): each document of the
   * file's {@code split_docs=1} reading added to its group's (docs/explanation/descriptors.md).
   */
  public static Description describe(
      String file, byte[] bytes, StatsOptions options, DocumentGrouping grouping) {
    return describe(file, bytes, options, Style.HUMAN, grouping);
  }

  private static Description describe(
      String file, byte[] bytes, StatsOptions options, Style style, DocumentGrouping grouping) {
    UdapiReader.Reading reading = UdapiReader.read(file, bytes, options.splitDocs());
    List<Problem> problems = new ArrayList<>(reading.problems());
    List<Report> reports = new ArrayList<>();
    StatsTotals totals = new StatsTotals(options);
    List<UdapiDocument> documents = reading.documents();
    List<List<EntityReader.Entity>> documentEntities = new ArrayList<>();
    boolean keepEntities = options.splitDocs() && GroupTotals.groups(grouping);
    for (int d = 0; d < documents.size(); d++) {
      UdapiDocument document = documents.get(d);
      List<EntityReader.Entity> entities = EntityReader.entities(file, document, problems);
      if (keepEntities) {
        documentEntities.add(entities);
      }
      if (!options.splitDocs()) {
        noteMergedEntities(file, entities, problems);
      }
      totals.add(document, entities);
      if (options.perDoc()) {
        reports.add(
            report(file, d + 1, label(file, document, options), totals, options, style, problems));
        totals = new StatsTotals(options);
      }
    }
    if (!options.perDoc()) {
      reports.add(report(file, 0, null, totals, options, style, problems));
    }
    problems.sort(Problem.READING_ORDER);
    GroupTotals groups = GroupTotals.NONE;
    if (GroupTotals.groups(grouping)) {
      if (options.splitDocs()) {
        groups = GroupTotals.of(file, documents, documentEntities, options, grouping);
      } else {
        // the file's documents read again from its bytes, split: their problems are the file's
        List<UdapiDocument> split = UdapiReader.read(file, bytes, true).documents();
        List<List<EntityReader.Entity>> splitEntities = new ArrayList<>();
        List<Problem> ignored = new ArrayList<>();
        split.forEach(d -> splitEntities.add(EntityReader.entities(file, d, ignored)));
        groups = GroupTotals.of(file, split, splitEntities, options, grouping);
      }
    }
    return new Description(file, reports, problems, documents.size(), groups);
  }

  private static Report report(
      String file,
      int index,
      Report.Label label,
      StatsTotals totals,
      StatsOptions options,
      Style style,
      List<Problem> problems) {
    String where = index == 0 ? "" : " (udapi document " + index + ")";
    String labelStop = label == null ? null : style.labelStop(label);
    if (labelStop != null) {
      stops(
          problems,
          file,
          "the first sentence of a udapi document"
              + where
              + (label.text() == null ? " has no # newdoc" : "'s # newdoc has no id")
              + ": per_doc's label stops the block in style "
              + style.kind()
              + " ("
              + labelStop
              + "); printed as "
              + (label.text() == null ? "an empty label" : "1"));
    }
    if (options.basics() && options.wordsPerDoc() && totals.docs() == 0) {
      stops(
          problems,
          file,
          "no # newdoc in the report"
              + where
              + ": words/doc divides by zero"
              + " (ZeroDivisionError: division by zero); left out");
    }
    if (totals.untaggedHeads() > 0) {
      problems.add(
          Problem.of(
              ProblemKind.DESCRIPTORS_UDAPI_STOPS,
              file,
              null,
              totals.firstUntaggedHeadLine(),
              totals.untaggedHeads()
                  + " mention heads"
                  + where
                  + " are words without UPOS (the first here): selected_upos=all stops the block"
                  + " (TypeError: can only concatenate str (not \"NoneType\") to str); left out of"
                  + " the head_upos columns"));
    }
    return new Report(index, label, totals.columns());
  }

  private static void stops(List<Problem> problems, String file, String message) {
    problems.add(Problem.of(ProblemKind.DESCRIPTORS_UDAPI_STOPS, file, null, 0, message));
  }

  /** §10.6: the newdoc value of the first sentence, or the file name. */
  private static Report.Label label(String file, UdapiDocument document, StatsOptions options) {
    if (options.docnameFilename()) {
      return new Report.Label(file, false);
    }
    if (document.sentences().isEmpty() || !document.sentences().get(0).newdoc()) {
      return new Report.Label(null, false);
    }
    String id = document.sentences().get(0).newdocId();
    return id == null ? new Report.Label("1", true) : new Report.Label(id, false);
  }

  /** §3.6: entity ids whose mentions lie in several {@code # newdoc} documents, in one note. */
  private static void noteMergedEntities(
      String file, List<EntityReader.Entity> entities, List<Problem> problems) {
    int merged = 0;
    String example = null;
    long line = 0;
    for (EntityReader.Entity entity : entities) {
      int first = entity.mentions().get(0).firstSentence.newdocDocument();
      boolean several = false;
      for (Mention m : entity.mentions()) {
        several |= m.firstSentence.newdocDocument() != first;
      }
      if (several && merged++ == 0) {
        example = entity.eid();
        line = entity.mentions().get(entity.mentions().size() - 1).nodes.get(0).line();
      }
    }
    if (merged > 0) {
      problems.add(
          Problem.of(
              ProblemKind.DESCRIPTORS_ENTITY_ACROSS_DOCUMENTS,
              file,
              null,
              line,
              merged
                  + " entity ids have mentions in several # newdoc documents (the first: "
                  + example
                  + ", here): udapi reads the whole file as one document and counts each as one"
                  + " entity; --split-docs counts them per document"));
    }
  }
}
