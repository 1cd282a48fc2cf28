package org.corefstats.core.document;

import java.io.Serializable;

/**
 * What a reader knows of how a document was made, carried with it to the analyses: an LLM output's
 * drift from the key's text ({@code core/llm/TextDrift}) is one. Immutable; null for a document
 * read as it is.
 */
public interface Provenance extends Serializable {}
