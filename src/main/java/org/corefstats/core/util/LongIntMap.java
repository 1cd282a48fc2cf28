package org.corefstats.core.util;

import java.util.Arrays;

/**
 * Open-addressing map from long keys to int values, without boxing: mention spans to identities,
 * entity ids to entities. Keys may be any long but {@link Long#MIN_VALUE}.
 */
public final class LongIntMap {
  private static final long EMPTY = Long.MIN_VALUE;

  private long[] keys;
  private int[] values;
  private int size;
  private int mask;
  private int shift;

  public LongIntMap(int expected) {
    int capacity = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
    keys = new long[capacity];
    values = new int[capacity];
    Arrays.fill(keys, EMPTY);
    mask = capacity - 1;
    shift = 64 - Integer.numberOfTrailingZeros(capacity);
  }

  /** The key of a mention span (first, last token). */
  public static long span(int first, int last) {
    return ((long) first << 32) | (last & 0xFFFFFFFFL);
  }

  /** The value of the key, or -1. */
  public int get(long span) {
    for (int i = slot(span); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == span) {
        return values[i];
      }
      if (k == EMPTY) {
        return -1;
      }
    }
  }

  /** The key's value if present, else stores {@code id} for it and returns it. */
  public int putIfAbsent(long span, int id) {
    for (int i = slot(span); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == span) {
        return values[i];
      }
      if (k == EMPTY) {
        keys[i] = span;
        values[i] = id;
        if (++size * 2 > keys.length) {
          grow();
        }
        return id;
      }
    }
  }

  /** Whether the key has a value. */
  public boolean containsKey(long key) {
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) {
        return true;
      }
      if (k == EMPTY) {
        return false;
      }
    }
  }

  /** Stores {@code value} for the key; returns the value it had, or -1. */
  public int put(long key, int value) {
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long k = keys[i];
      if (k == key) {
        int old = values[i];
        values[i] = value;
        return old;
      }
      if (k == EMPTY) {
        keys[i] = key;
        values[i] = value;
        if (++size * 2 > keys.length) {
          grow();
        }
        return -1;
      }
    }
  }

  /**
   * Removes the key; returns the value it had, or -1. The keys after it in its probe run move back
   * (no tombstones), so lookups stay as short as they were.
   */
  public int remove(long key) {
    int i = slot(key);
    while (keys[i] != key) {
      if (keys[i] == EMPTY) {
        return -1;
      }
      i = (i + 1) & mask;
    }
    int old = values[i];
    size--;
    // backward-shift deletion for linear probing
    int hole = i;
    for (int j = (hole + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
      int home = slot(keys[j]);
      // move j into the hole if its home is not in (hole, j] cyclically
      boolean between = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
      if (!between) {
        keys[hole] = keys[j];
        values[hole] = values[j];
        hole = j;
      }
    }
    keys[hole] = EMPTY;
    return old;
  }

  /** Number of keys. */
  public int size() {
    return size;
  }

  /** Removes every key, keeping the capacity. */
  public void clear() {
    if (size > 0) {
      Arrays.fill(keys, EMPTY);
      size = 0;
    }
  }

  private int slot(long span) {
    return (int) ((span * 0x9E3779B97F4A7C15L) >>> shift); // Fibonacci hashing: the top bits
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    Arrays.fill(keys, EMPTY);
    mask = keys.length - 1;
    shift--;
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != EMPTY) {
        putIfAbsent(oldKeys[i], oldValues[i]);
      }
    }
  }
}
