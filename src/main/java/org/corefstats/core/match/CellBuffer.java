package org.corefstats.core.match;

import java.util.Arrays;

/** Growable parallel arrays of a {@link ContingencyTable}'s cells while it is built. */
final class CellBuffer {
  int size;
  int[] key;
  int[] response;
  int[] overlap;
  int[] exclusiveOverlap;
  int[] keyCopies;
  int[] credited;
  int[] keyLookup;
  int[] responseLookup;
  int[] members;

  /** With {@code lookups}, the CorefUD counts; otherwise v8.01's. */
  CellBuffer(int capacity, boolean lookups) {
    key = new int[capacity];
    response = new int[capacity];
    if (lookups) {
      keyLookup = new int[capacity];
      responseLookup = new int[capacity];
      members = new int[capacity];
    } else {
      overlap = new int[capacity];
      exclusiveOverlap = new int[capacity];
      keyCopies = new int[capacity];
      credited = new int[capacity];
    }
  }

  int add(int k, int r) {
    if (size == key.length) {
      int n = 2 * size;
      key = Arrays.copyOf(key, n);
      response = Arrays.copyOf(response, n);
      if (keyLookup != null) {
        keyLookup = Arrays.copyOf(keyLookup, n);
        responseLookup = Arrays.copyOf(responseLookup, n);
        members = Arrays.copyOf(members, n);
      } else {
        overlap = Arrays.copyOf(overlap, n);
        exclusiveOverlap = Arrays.copyOf(exclusiveOverlap, n);
        keyCopies = Arrays.copyOf(keyCopies, n);
        credited = Arrays.copyOf(credited, n);
      }
    }
    key[size] = k;
    response[size] = r;
    return size++;
  }
}
