package org.corefstats.spark;

import java.io.Serializable;

/**
 * Where a system's occurrence of a key document was read, when its document is scored where it is
 * read: a name repeated in one system counts once (its last occurrence), which is known only once
 * every split is read, so the scores and problems of each occurrence carry it until then. {@code
 * line} is the document's first line counted from the split's first record (see {@link LineBases});
 * (file, splitStart, line) orders occurrences as they occur in the files.
 */
record Occurrence(int source, int keyDocument, int file, long splitStart, long line)
    implements Serializable {}
