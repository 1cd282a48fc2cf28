package org.corefstats.spark;

import java.io.Serializable;

/** What the job's stages pass on: documents, problems, line counts and document scores. */
sealed interface JobRecord extends Serializable
    permits SourcedDocument,
        SourcedProblem,
        SplitLines,
        DocumentScore,
        ScoringProblem,
        ExtraOccurrence,
        Coverage,
        PartialSums {}
