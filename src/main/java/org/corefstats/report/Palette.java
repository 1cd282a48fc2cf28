package org.corefstats.report;

import java.awt.Color;

/** The plots' colours: Tableau 10, distinct enough that eight or so series stay apart. */
public final class Palette {
  private Palette() {}

  private static final Color[] TABLEAU_10 = {
    new Color(31, 119, 180),
    new Color(255, 127, 14),
    new Color(44, 160, 44),
    new Color(214, 39, 40),
    new Color(148, 103, 189),
    new Color(140, 86, 75),
    new Color(227, 119, 194),
    new Color(127, 127, 127),
    new Color(188, 189, 34),
    new Color(23, 190, 207)
  };

  /** How many colours {@link #tableau10} has. */
  public static final int SIZE = TABLEAU_10.length;

  /** The {@code i}-th colour, cycling after {@link #SIZE}. */
  public static Color tableau10(int i) {
    return TABLEAU_10[i % SIZE];
  }
}
