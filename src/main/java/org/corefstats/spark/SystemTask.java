package org.corefstats.spark;

import java.io.Serializable;
import java.util.List;

/**
 * The work of one scoring task: its splits of system files, and the systems it holds whole ({@link
 * InputPlan#wholeSystems}), which the task settles and writes itself.
 */
record SystemTask(List<InputPlan.Split> splits, int[] wholeSystems) implements Serializable {
  boolean holdsWhole(int source) {
    for (int s : wholeSystems) {
      if (s == source) {
        return true;
      }
    }
    return false;
  }
}
