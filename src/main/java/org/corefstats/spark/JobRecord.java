package org.corefstats.spark;

import java.io.Serializable;

/**
 * What the job's stages pass on: documents, problems, line counts, document scores, and where the
 * tasks wrote the per-document tables.
 */
sealed interface JobRecord extends Serializable
    permits SourcedDocument,
        SourcedProblem,
        SplitLines,
        DocumentScore,
        ScoringProblem,
        ExtraOccurrence,
        Coverage,
        PartialSums,
        Segment,
        ParquetPart {}
