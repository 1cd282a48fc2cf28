package org.corefstats.core.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Semantics;

/**
 * v8.01's corpus rules, decided here and only here, for every way of scoring (one pair of files
 * with {@code score}, many systems on Spark with {@code run}):
 *
 * <ul>
 *   <li>only key documents are scored: a response document the key lacks is ignored (noted);
 *   <li>a key document missing from a response is scored as an empty response (a warning);
 *   <li>a name that occurs twice in one input counts once, by its last occurrence (see {@link
 *       DocumentNames});
 *   <li>a response none of whose documents is a key document is refused (the names differ, e.g.
 *       {@code part 0} against {@code part 000}: every score would be 0), and so is one from which
 *       more repeated mentions were removed than allowed (v8.01 allows 10).
 * </ul>
 */
public final class CorpusRules {
  private CorpusRules() {}

  /**
   * Scores one key document against the response's document of the same name, or against an empty
   * response when {@code response} is null (the response lacks it).
   */
  public static DocumentOutcome score(DocumentScorer scorer, Document key, Document response) {
    return score(scorer, key, response, matched -> {});
  }

  /**
   * As {@link #score(DocumentScorer, Document, Document)}, also handing how the two sides met (the
   * table, CONE's partitions) to {@code matched}, for analyses beyond the counts.
   */
  public static DocumentOutcome score(
      DocumentScorer scorer,
      Document key,
      Document response,
      Consumer<DocumentScorer.Matched> matched) {
    List<Problem> problems = new ArrayList<>();
    boolean missing = response == null;
    if (missing) {
      problems.add(missing(key));
    }
    Semantics semantics = scorer.semantics();
    if (!semantics.coval().isEmpty()) {
      Problem refusal = CovalRules.refusal(semantics, key);
      if (refusal != null) {
        problems.add(refusal);
      }
    }
    Document[] sides = sides(semantics, key, response);
    Document keySide = sides[0];
    Document responseSide = sides[1];
    DocumentScorer.Matched match = scorer.match(keySide, responseSide, problems::add);
    matched.accept(match);
    return new DocumentOutcome(
        key.name(),
        scorer.count(match, keySide, responseSide),
        missing,
        match.table().removedRepeats(),
        problems);
  }

  /**
   * The key and the response (an empty one when null) as the semantics score them: each side {@link
   * #prepared}, then coval's options unless coval refuses the key ({@link CovalRules#refusal},
   * reported by {@link #score}). Element 0 the key, 1 the response.
   */
  public static Document[] sides(Semantics semantics, Document key, Document response) {
    Document keySide = prepared(semantics, key);
    Document responseSide =
        prepared(semantics, response == null ? Document.empty(key.name()) : response);
    if (!semantics.coval().isEmpty() && CovalRules.refusal(semantics, key) == null) {
      return coval(semantics, keySide, responseSide, key.parse());
    }
    return new Document[] {keySide, responseSide};
  }

  /**
   * One side of a document as the semantics score it (docs/explanation/corefud-and-coval.md 2.1,
   * steps 1 and 2): the CorefUD scorer removes repeats within an entity, then, when asked,
   * singletons; v8.01 takes the document as read; coval removes singletons when asked, at read
   * time, before its options.
   */
  static Document prepared(Semantics semantics, Document side) {
    Document d =
        semantics.profile() == Semantics.Profile.COREFUD
            ? CorefudRules.withoutRepeatsInEntities(
                side, semantics.matching() == Semantics.Matching.HEAD)
            : side;
    return semantics.singletons() == Semantics.Singletons.REMOVE
        ? CorefudRules.withoutSingletons(d)
        : d;
  }

  /**
   * Both sides after coval's options (docs/explanation/corefud-and-coval.md 5.1): NP_only and
   * remove_nested per side with the key's parse, then, with min_span, mentions identified by their
   * minimum spans.
   */
  static Document[] coval(
      Semantics semantics, Document key, Document response, ParseColumns keyParse) {
    Document k = CovalRules.apply(semantics, key, keyParse);
    Document r = CovalRules.apply(semantics, response, keyParse);
    return semantics.has(Semantics.CovalOption.MIN_SPAN)
        ? CovalRules.withMinSpans(k, r, keyParse)
        : new Document[] {k, r};
  }

  /**
   * The verdict on a system's response, given its tally and the first error found in it (or in the
   * key, when scoring one pair), or null.
   *
   * @param root the response's path as given, where the findings are placed
   * @param responseExample the first response document name that is not a key document, for
   *     messages; null when the response has no document at all
   * @param maxRepeatedMentions refuse more removed repeated mentions than this, or -1
   */
  public static Verdict verdict(
      String root,
      SystemTally tally,
      Problem firstError,
      String responseExample,
      int maxRepeatedMentions) {
    List<Problem> findings = new ArrayList<>();
    if (tally.nothingMatches()) {
      findings.add(
          Problem.of(
              ProblemKind.NO_MATCHING_DOCUMENTS,
              root,
              null,
              0,
              responseExample == null
                  ? "the response has no documents at all"
                  : "no response document has the name of a key document (key: '"
                      + tally.firstDocument()
                      + "', response: '"
                      + responseExample
                      + "'): names must be identical, '; part 000' included"));
    }
    if (maxRepeatedMentions >= 0 && tally.removedRepeats() > maxRepeatedMentions) {
      findings.add(
          Problem.of(
              ProblemKind.TOO_MANY_REPEATS,
              root,
              null,
              0,
              tally.removedRepeats()
                  + " repeated response mentions were removed, more than the "
                  + maxRepeatedMentions
                  + " allowed; the response is refused"));
    }
    Problem reason = firstError != null ? firstError : findings.isEmpty() ? null : findings.get(0);
    return new Verdict(reason, findings);
  }

  /** One occurrence of a document name in one input: where it was read. */
  public record Sighting(String file, long line) {}

  /**
   * What the corpus rules make of the occurrences of one document name in one input.
   *
   * @param kept the occurrence that counts (the last), or -1 when there is none
   * @param problems a duplicate-document problem for each later occurrence, then, for a name the
   *     key lacks, the note that it is ignored (once, at its last occurrence)
   */
  public record Settlement(int kept, List<Problem> problems) {}

  /**
   * Settles one document name of one input (the key or a system), given every occurrence of it in
   * reading order (files by path, documents by line): the one place where repeated names and
   * documents the key lacks are decided, for {@code score} and both ways a run scores.
   */
  public static Settlement settle(String name, boolean inKey, List<Sighting> occurrences) {
    List<Problem> problems = new ArrayList<>(0);
    for (int i = 1; i < occurrences.size(); i++) {
      Sighting earlier = occurrences.get(i - 1);
      Sighting later = occurrences.get(i);
      problems.add(duplicate(name, later.file(), later.line(), earlier.file(), earlier.line()));
    }
    if (!inKey && !occurrences.isEmpty()) {
      Sighting last = occurrences.get(occurrences.size() - 1);
      problems.add(extra(name, last.file(), last.line()));
    }
    return new Settlement(occurrences.size() - 1, problems);
  }

  /**
   * The problems scoring finds in a key document itself, the same against any response (repeated
   * key mentions): found by matching it against an empty response, to be reported once.
   */
  public static void keyProblems(DocumentScorer scorer, Document key, Consumer<Problem> problems) {
    scorer.table(
        key,
        Document.empty(key.name()),
        p -> {
          if (DocumentOutcome.isKeyProblem(p, scorer.semantics())) {
            problems.accept(p);
          }
        });
  }

  /** The note that a run leaves a refused system out of its scores. */
  public static Problem leftOut(String system, String root, Problem reason) {
    return Problem.of(
        ProblemKind.SYSTEM_LEFT_OUT,
        root,
        null,
        0,
        "system " + system + " left out of the scores; first error: " + reason);
  }

  public static Problem missing(Document key) {
    return Problem.of(
        ProblemKind.MISSING_DOCUMENT,
        key.file(),
        key.name(),
        key.firstLine(),
        "key document missing from the response; scored as an empty response");
  }

  /** A key document that {@code --group-by}'s pattern puts in no group. */
  public static Problem ungrouped(Document key, String grouping) {
    return Problem.of(
        ProblemKind.UNGROUPED_DOCUMENT,
        key.file(),
        key.name(),
        key.firstLine(),
        "key document "
            + key.name()
            + " is in no group ("
            + grouping
            + " does not match its name): it counts in the total, in no group and not in the"
            + " macro average");
  }

  /**
   * The note that every document of a group is missing from a system's response, given the group's
   * tally; empty when it has some.
   */
  public static java.util.Optional<Problem> emptyGroup(
      String root, String group, SystemTally tally) {
    return tally.documents() > 0 && tally.missing() == tally.documents()
        ? java.util.Optional.of(emptyGroup(root, group, tally.documents()))
        : java.util.Optional.empty();
  }

  /** Every document of a group is missing from a system's response. */
  public static Problem emptyGroup(String root, String group, long documents) {
    return Problem.of(
        ProblemKind.EMPTY_GROUP,
        root,
        null,
        0,
        "group "
            + group
            + ": the response has none of its "
            + documents
            + " document"
            + (documents == 1 ? "" : "s")
            + "; scored as empty responses, the group scores 0 and counts so in the macro"
            + " average");
  }

  public static Problem extra(Document response) {
    return extra(response.name(), response.file(), response.firstLine());
  }

  /** A response document the key lacks, known by its name and place. */
  public static Problem extra(String name, String file, long firstLine) {
    return Problem.of(
        ProblemKind.EXTRA_DOCUMENT,
        file,
        name,
        firstLine,
        "response document not in the key; ignored");
  }

  /**
   * The document {@code name} at {@code file:firstLine} has the name of the document at {@code
   * earlierFile:earlierLine}.
   */
  static Problem duplicate(
      String name, String file, long firstLine, String earlierFile, long earlierLine) {
    return Problem.of(
        ProblemKind.DUPLICATE_DOCUMENT,
        file,
        name,
        firstLine,
        "document also at "
            + earlierFile
            + ":"
            + earlierLine
            + "; only this later occurrence is scored");
  }
}
