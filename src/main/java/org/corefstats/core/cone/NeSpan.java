package org.corefstats.core.cone;

/**
 * An NE span of a document: tokens start..end (0-based over the document's tokens, inclusive) and
 * its type as written.
 */
public record NeSpan(int start, int end, String type) implements java.io.Serializable {}
