package org.corefstats.report;

import java.util.Arrays;
import java.util.List;
import org.corefstats.core.cone.evaluation.ConeEntities;

/**
 * The schema of {@code cone_entities.csv}: one row per system, document and entity of CONE's entity
 * level ({@link ConeEntities}), in the order the columns list, counts only (the values are φ / size
 * and b3 / size²). Written by {@code run --cone-entities}, read back by {@code correlate --study
 * cone}.
 */
public final class ConeEntityTable {
  /** The file's name in a run's output directory. */
  public static final String FILE = "cone_entities.csv";

  public static final List<String> COLUMNS =
      List.of(
          "system",
          "document",
          "side",
          "entity",
          "entity_id",
          "whole_size",
          "named_size",
          "rest_size",
          "whole_phi",
          "named_phi",
          "rest_phi",
          "whole_b3",
          "named_b3",
          "rest_b3");

  private ConeEntityTable() {}

  /** The cells of one row. */
  public static List<Object> cells(String system, String document, ConeEntities.Row r) {
    return Arrays.asList(
        system,
        document,
        r.side().code(),
        r.entity(),
        r.id(),
        r.whole().size(),
        r.named().size(),
        r.rest().size(),
        r.whole().phi(),
        r.named().phi(),
        r.rest().phi(),
        r.whole().b3(),
        r.named().b3(),
        r.rest().b3());
  }
}
