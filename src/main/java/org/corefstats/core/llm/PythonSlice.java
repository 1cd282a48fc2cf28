package org.corefstats.core.llm;

/**
 * The positions Python's {@code nodes[start:stop]} takes from a list
 * (docs/explanation/llm-outputs.md 3.2, 9 item 9): a negative bound counts from the end, bounds are
 * clipped to the list, and a start at or after the stop gives an empty slice.
 *
 * @param from the first position taken
 * @param to the position after the last one taken ({@code from} when empty)
 */
record PythonSlice(int from, int to) {
  /**
   * {@code list[start:stop]} of a list of {@code length} elements; a null start is {@code [:stop]}.
   */
  static PythonSlice of(int length, Long start, long stop) {
    int from = start == null ? 0 : clip(length, start);
    int to = clip(length, stop);
    return new PythonSlice(from, Math.max(from, to));
  }

  /**
   * The json2conllu slice of an inclusive {@code [start, end]} pair: {@code nodes[start:end + 1]}.
   */
  static PythonSlice ofPair(int length, Long start, long end) {
    return of(length, start, end + 1);
  }

  boolean isEmpty() {
    return from == to;
  }

  private static int clip(int length, long index) {
    long i = index < 0 ? index + length : index;
    return (int) Math.max(0, Math.min(length, i));
  }
}
