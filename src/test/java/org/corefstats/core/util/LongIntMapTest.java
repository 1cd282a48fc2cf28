package org.corefstats.core.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The open-addressing map against {@link HashMap}: random puts, removes and lookups. */
class LongIntMapTest {
  @Test
  void randomOperationsAgreeWithAHashMap() {
    Random random = new Random(20);
    for (int round = 0; round < 20; round++) {
      LongIntMap map = new LongIntMap(4);
      Map<Long, Integer> expected = new HashMap<>();
      int keySpace = 1 + random.nextInt(200); // small: many collisions, removals in probe runs
      for (int op = 0; op < 5_000; op++) {
        long key = ((long) random.nextInt(keySpace) << 32) | random.nextInt(3);
        int value = random.nextInt(1000);
        switch (random.nextInt(4)) {
          case 0 -> assertEquals(orMinusOne(expected.put(key, value)), map.put(key, value));
          case 1 -> assertEquals(orMinusOne(expected.remove(key)), map.remove(key));
          case 2 -> {
            Integer before = expected.putIfAbsent(key, value);
            assertEquals(before == null ? value : before, map.putIfAbsent(key, value));
          }
          default -> assertEquals(expected.containsKey(key), map.containsKey(key));
        }
        assertEquals(expected.size(), map.size());
      }
      for (Map.Entry<Long, Integer> e : expected.entrySet()) {
        assertEquals((int) e.getValue(), map.get(e.getKey()));
      }
    }
  }

  private static int orMinusOne(Integer value) {
    return value == null ? -1 : value;
  }
}
