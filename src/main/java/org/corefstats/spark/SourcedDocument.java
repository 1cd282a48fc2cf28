package org.corefstats.spark;

import org.corefstats.core.document.Document;

/**
 * A parsed document of one source (key or system); {@code file} and {@code splitStart} say which
 * split it was read from: its line numbers count from that split's first record until {@link
 * LineBases} moves them.
 */
record SourcedDocument(int source, int file, long splitStart, Document document)
    implements JobRecord {}
