package org.corefstats.core.assign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link OverlapGroups}: cells grouped by connected rows and columns, groups by root, cells in
 * order.
 */
class OverlapGroupsTest {
  @Test
  void groupsConnectedCellsAndKeepsCellOrderInsideAGroup() {
    // rows 0..3, columns 0..3; cells: (0,0) (1,2) (0,1) (2,1) (3,3)
    int[][] cells = {{0, 0}, {1, 2}, {0, 1}, {2, 1}, {3, 3}};
    OverlapGroups g = OverlapGroups.of(4, 4, cells.length, c -> cells[c][0], c -> cells[c][1]);
    List<List<Integer>> groups = new ArrayList<>();
    for (int x = 0; x < g.groupCount(); x++) {
      List<Integer> group = new ArrayList<>();
      for (int i = g.from(x); i < g.to(x); i++) {
        group.add(g.cell(i));
      }
      groups.add(group);
    }
    assertEquals(3, g.groupCount());
    assertEquals(
        List.of(List.of(0, 2, 3), List.of(1), List.of(4)).stream()
            .sorted(OverlapGroupsTest::first)
            .toList(),
        groups.stream().sorted(OverlapGroupsTest::first).toList());
  }

  @Test
  void noCellNoGroup() {
    OverlapGroups g = OverlapGroups.of(3, 2, 0, c -> 0, c -> 0);
    assertEquals(0, g.groupCount());
  }

  private static int first(List<Integer> a, List<Integer> b) {
    return Integer.compare(a.get(0), b.get(0));
  }
}
