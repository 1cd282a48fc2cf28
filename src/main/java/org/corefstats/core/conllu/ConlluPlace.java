package org.corefstats.core.conllu;

import java.util.function.Consumer;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;

/**
 * Where {@link ConlluParser} is in a file (the document, its first line, the line and the sentence
 * being read), and how a problem found there is reported: with its place, and as a warning instead
 * of an error in lenient reading (the broken mention is dropped either way).
 */
final class ConlluPlace {
  final String file;
  private final boolean lenient;
  private final Consumer<Problem> problems;

  /** The document being read, or null outside a document. */
  String document;

  /** 1-based line of the document's start. */
  long firstLine;

  /** 1-based line being read. */
  long line;

  /** 0-based sentence of the document being read: the sentences read before it. */
  int sentence;

  ConlluPlace(String file, boolean lenient, Consumer<Problem> problems) {
    this.file = file;
    this.lenient = lenient;
    this.problems = problems;
  }

  /** A problem of the line being read, with its sentence. */
  void report(ProblemKind kind, String message) {
    String suffix =
        document == null || kind == ProblemKind.CONLLU_MISSING_NEWDOC
            ? ""
            : " [sentence " + (sentence + 1) + "]";
    reportAt(kind, document, line, message + suffix);
  }

  /** A problem found elsewhere than at the line being read. */
  void reportAt(ProblemKind kind, String atDocument, long atLine, String message) {
    Problem problem = Problem.of(kind, file, atDocument, atLine, message);
    problems.accept(
        lenient && problem.severity() == Severity.ERROR
            ? problem.withSeverity(Severity.WARNING)
            : problem);
  }
}
