package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A key written by {@code convert --to llm-text|llm-json} and scored back against it with {@code
 * score --format llm-text|llm-json} (the track's default pipelines) gives, in all six matching and
 * singleton settings, the reference's counts for its own rendering of the key (expected_llm.csv,
 * the {@code out-gold} outputs); where nothing is lost in the rendering, every count is 100%.
 */
@NeedsSharedData
class LlmConvertRoundTripTest extends CliTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");

  @TempDir Path tmp;

  /**
   * @param reference the reference's rendering of the key, scored in expected_llm.csv
   * @param lossless the metrics not at 100% in some setting ({@code -}: none): WE04's MOR (1/3 in
   *     the reference with the zeros of the default pipeline); WE06's discontinuous mentions
   *     reduced to the run with the head and its FORM with a space, whose tags clean loses
   *     (docs/explanation/llm-outputs.md 2.3, 4.2), cost every metric but MUC with singletons kept
   * @param losses the located notes convert gives for those losses ({@code llm_rendering_loss})
   */
  @ParameterizedTest
  @CsvSource({
    "WE01-basic/gold.conllu, llm-text, --sequential-ids, WE01-basic/gold, text, -, 0",
    "WE04-zeros/gold.conllu, llm-text, --zero-mentions, WE04-zeros/gold-z, text, mor, 0",
    "WE06-rendering/gold.conllu, llm-text, --sequential-ids, WE06-rendering/gold, text,"
        + " bcub ceafe ceafm blanc_coref blanc_noncoref lea mor, 3",
    "WE07-documents/gold.conllu, llm-text, --sequential-ids, WE07-documents/gold, text, -, 0",
    "WE08-json/gold.conllu, llm-json, --zero-mentions, WE08-json/gold, json, -, 0"
  })
  void aConvertedKeyScoresBackAsTheReferencesRendering(
      String gold,
      String target,
      String option,
      String reference,
      String pipeline,
      String lossy,
      int losses)
      throws IOException {
    Path key = DIR.resolve(gold);
    Path response = tmp.resolve(target.equals("llm-json") ? "response.json" : "response.txt");
    assertEquals(
        Main.OK, run("convert", key.toString(), response.toString(), "--to", target, option), err);
    if (losses == 0) {
      assertTrue(!out.contains("llm_rendering_loss"), out);
    } else {
      assertTrue(out.matches("(?s).*llm_rendering_loss +" + losses + " .*"), out);
    }
    Set<String> notFull = lossy.equals("-") ? Set.of() : Set.of(lossy.split(" "));
    List<String> differ = new ArrayList<>();
    int compared = 0;
    Map<String, Map<String, CSVRecord>> scored = new LinkedHashMap<>();
    for (CSVRecord want : Csv.read(DIR.resolve("expected_llm.csv"))) {
      if (!want.get("output").equals(reference) || !want.get("pipeline").equals(pipeline)) {
        continue;
      }
      String mode = want.get("mode");
      String singletons = want.get("singletons");
      CSVRecord row =
          scored
              .computeIfAbsent(
                  mode + "/" + singletons, s -> score(key, response, target, mode, singletons))
              .get(want.get("metric"));
      if (row == null || want.get("r_num").isEmpty()) {
        continue;
      }
      String[][] counts = {
        {"r_num", "recall_num"}, {"r_den", "recall_den"},
        {"p_num", "precision_num"}, {"p_den", "precision_den"}
      };
      for (String[] c : counts) {
        compared++;
        if (Double.parseDouble(want.get(c[0])) != Double.parseDouble(row.get(c[1]))) {
          differ.add(mode + "/" + singletons + " " + want.get("metric") + " " + c[0]);
        }
      }
      boolean full =
          row.get("recall_num").equals(row.get("recall_den"))
              && row.get("precision_num").equals(row.get("precision_den"));
      if (!full && !notFull.contains(want.get("metric"))) {
        differ.add(mode + "/" + singletons + " " + want.get("metric") + " below 100%");
      }
    }
    assertEquals(List.of(), differ);
    assertTrue(compared >= 6 * 9 * 4, "counts compared: " + compared);
  }

  private Map<String, CSVRecord> score(
      Path key, Path response, String format, String mode, String singletons) {
    Path csv = tmp.resolve("scores-" + mode + "-" + singletons + ".csv");
    int code =
        run(
            "score",
            key.toString(),
            response.toString(),
            "--format",
            format,
            "--profile",
            "corefud",
            "--matching",
            mode,
            "--singletons",
            singletons,
            "--metrics",
            "all",
            "--csv",
            csv.toString());
    assertEquals(Main.OK, code, "score " + response + ": " + err);
    Map<String, CSVRecord> byMetric = new LinkedHashMap<>();
    try {
      for (CSVRecord row : Csv.read(csv)) {
        byMetric.put(row.get("metric"), row);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return byMetric;
  }
}
