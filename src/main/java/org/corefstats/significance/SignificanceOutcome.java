package org.corefstats.significance;

import org.corefstats.report.RunProfile;

/**
 * What {@code corefstats significance} made.
 *
 * @param blanc by which rule BLANC's halves were combined, and why
 * @param setting the setting compared; null: the run has none named
 * @param macro the macro average over groups; null: the run has no groups
 */
public record SignificanceOutcome(
    String outDir,
    SignificanceResult result,
    String summary,
    RunProfile blanc,
    String setting,
    MacroResult macro) {}
