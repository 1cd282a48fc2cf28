package org.corefstats.core.analysis;

import org.corefstats.core.document.Document;

/** A response corrected as {@code step} says ({@link ErrorAnalysis#corrections}). */
public record CorrectedResponse(CostStep step, Document response) {}
