package org.corefstats.report;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.corefstats.core.evaluation.Evaluation;

/**
 * The files one per-file step ({@link FileEvaluations}) adds to a run directory, declared once: its
 * tables and its part of the summary (written on the driver, or by {@code score --out}), what
 * run.json's context records of it, and the names of its files for the "Outputs in" line. Listed in
 * {@link #ALL}; a new step's outputs are one class and one line there, as {@link AnalysisOutputs}
 * are for the per-document analyses.
 */
interface FileStepOutputs {

  /** Every per-file step's outputs, in the order their files are written and listed. */
  List<FileStepOutputs> ALL = List.of(new EmptyNodeOutputs(), new DescriptorOutputs());

  /** Whether the run asked for the step. */
  boolean asked(Evaluation evaluation);

  /** Writes its tables; returns its part of the summary (empty: none). */
  String write(RunResult result, OutputDirectory output) throws IOException;

  /**
   * The names of the files {@link #write} writes for {@code result} (none when it gave nothing).
   */
  List<String> files(RunResult result);

  /** Puts what run.json's context records of the step, when asked. */
  void context(Evaluation evaluation, Map<String, Object> context);
}
