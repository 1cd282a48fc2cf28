package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LLM outputs the CRAC track's pipeline scores, or stops on, with a key that has an empty node, as
 * docs/explanation/llm-outputs.md says the reference does: broken markup scored in both variants
 * ({@code --llm-empty-nodes output} and {@code key}), and every stop of the track's pipeline a
 * located problem that names the tool that stops and what it raises.
 */
class LlmReferenceStopsTest extends CliTest {
  @TempDir Path tmp;

  /**
   * One document: Mara (e1) met the old farmer (e2) and _ (e2, the zero subject of "waved", an
   * empty node 6.1 whose parent is 7) waved . He (e2) smiled at her (e1) .
   */
  private static final String FARM =
      "# newdoc id = farm\n# global.Entity = eid-etype-head-other\n"
          + "# sent_id = farm-1\n# text = Mara met the old farmer and waved .\n"
          + "1\tMara\t_\tPROPN\t_\t_\t2\tnsubj\t2:nsubj\tEntity=(e1-person-1)\n"
          + "2\tmet\t_\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "3\tthe\t_\tDET\t_\t_\t5\tdet\t5:det\tEntity=(e2-person-3\n"
          + "4\told\t_\tADJ\t_\t_\t5\tamod\t5:amod\t_\n"
          + "5\tfarmer\t_\tNOUN\t_\t_\t2\tobj\t2:obj\tEntity=e2)\n"
          + "6\tand\t_\tCCONJ\t_\t_\t7\tcc\t7:cc\t_\n"
          + "6.1\t_\t_\tPRON\t_\t_\t_\t_\t7:nsubj\tEntity=(e2-person-1)\n"
          + "7\twaved\t_\tVERB\t_\t_\t2\tconj\t2:conj\t_\n"
          + "8\t.\t_\tPUNCT\t_\t_\t2\tpunct\t2:punct\t_\n\n"
          + "# sent_id = farm-2\n# text = He smiled at her .\n"
          + "1\tHe\t_\tPRON\t_\t_\t2\tnsubj\t2:nsubj\tEntity=(e2-person-1)\n"
          + "2\tsmiled\t_\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "3\tat\t_\tADP\t_\t_\t4\tcase\t4:case\t_\n"
          + "4\ther\t_\tPRON\t_\t_\t2\tobl\t2:obl\tEntity=(e1-person-1)\n"
          + "5\t.\t_\tPUNCT\t_\t_\t2\tpunct\t2:punct\t_\n\n";

  /**
   * A model's damaged markup of FARM, without {@code ##} for the zero: it closes the farmer (e2)
   * one word early, on "old", and opens there a mention (e3) it closes on "farmer", so that "old"
   * ends one mention and starts another.
   */
  private static final String OVERLAPPING =
      "Mara|[e1] met the|[e2 old|e2],[e3 farmer|e3] and waved . He|[e2] smiled at her|[e1] .\n";

  /**
   * The track's pipeline on OVERLAPPING (docs/explanation/llm-outputs.md 4 to 6), in both variants
   * alike: e1 {Mara, her}; e2 {"the old" (head "the": both words hang from "farmer", outside the
   * mention, and the first is kept, 6.2 step 5), He}; e3 {"old farmer"}, a singleton, removed. With
   * {@code -z} the key's empty node is re-created after "waved" and the words from "_" on move one
   * node right (5.3), but no tagged word is among them. The key keeps 5 mentions in its two
   * entities (the zero included), 7 nodes.
   *
   * <p>Head matching: Mara, He and her match, "the old" (head "the") does not match "the old
   * farmer" (head "farmer"), the zero has no counterpart. Mentions 3/5 and 3/4. MUC: the key's e2
   * falls into three parts ({He}, and two unmatched), e1 stays whole: 1 of 3 links; the response's
   * e2 splits in two: 1 of 2. MOR (every node of one-to-one overlapping mentions): Mara 1, "the
   * old" within "the old farmer" 2, He 1, her 1: 5 of the key's 7 nodes, all 5 of the response's.
   * Zero: 0 of 1.
   */
  @Test
  void overlappingMentionsOfADamagedOutputAreScoredInBothVariants() throws IOException {
    Path key = write("farm.conllu", FARM);
    Path output = write("farm.txt", OVERLAPPING);
    Map<String, Map<String, CSVRecord>> byVariant = new LinkedHashMap<>();
    for (String variant : List.of("output", "key")) {
      Path csv = tmp.resolve(variant + ".csv");
      assertEquals(
          Main.OK,
          run(
              "score",
              key.toString(),
              output.toString(),
              "--format",
              "llm-text",
              "--llm-empty-nodes",
              variant,
              "--csv",
              csv.toString()),
          variant + ": " + err);
      assertTrue(!out.contains("error"), variant + ": " + out);
      Map<String, CSVRecord> rows = new LinkedHashMap<>();
      for (CSVRecord r : Csv.read(csv)) {
        rows.put(r.get("metric"), r);
      }
      assertCounts(rows.get("mentions"), 3, 5, 3, 4);
      assertCounts(rows.get("muc"), 1, 3, 1, 2);
      assertCounts(rows.get("mor"), 5, 7, 5, 5);
      assertCounts(rows.get("zero"), 0, 1, 0, 0);
      byVariant.put(variant, rows);
    }
    for (String metric : byVariant.get("output").keySet()) {
      assertEquals(
          byVariant.get("output").get(metric).toList(),
          byVariant.get("key").get(metric).toList(),
          metric);
    }
  }

  /**
   * 8.4 (the reference scorer's test case TC-O, its key's {@code # newdoc id} ending in a space,
   * written as the track's markup and JSON): the track's writer strips the space from the response,
   * and the CorefUD scorer stops on the two ids; corefstats scores it as the same key without the
   * space, with a located problem in both formats and both variants.
   */
  @Test
  void aNewdocIdEndingInASpaceIsWhereTheScorerStops() throws IOException {
    Path spaced =
        write("spaced/farm.conllu", FARM.replace("# newdoc id = farm\n", "# newdoc id = farm \n"));
    Path plain = write("plain/farm.conllu", FARM);
    Path text = write("farm.txt", OVERLAPPING);
    assertEquals(
        Main.OK,
        run(
            "convert",
            plain.toString(),
            tmp.resolve("farm.json").toString(),
            "--to",
            "llm-json",
            "--zero-mentions"),
        err);
    Path json = tmp.resolve("farm.json");
    for (Path output : List.of(text, json)) {
      String format = output.toString().endsWith(".json") ? "llm-json" : "llm-text";
      for (String variant : List.of("output", "key")) {
        List<String> plainScores = scores(plain, output, format, variant, new ArrayList<>());
        List<String> problems = new ArrayList<>();
        List<String> spacedScores = scores(spaced, output, format, variant, problems);
        assertEquals(plainScores, spacedScores, format + " " + variant);
        String stop =
            problems.stream()
                .filter(p -> p.contains("llm_key_newdoc_not_aligned"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(format + " " + variant + ": " + problems));
        assertTrue(
            stop.contains(",farm,") && stop.contains(",1,llm_key_newdoc_not_aligned,"), stop);
        assertTrue(stop.contains("the key's line 1: its '# newdoc' line ends in whitespace"), stop);
        assertTrue(
            stop.contains(
                "the track's pipeline stops here: the CorefUD scorer raises DataAlignError"
                    + " (Newdoc labels in key and sys are not aligned)"),
            stop);
      }
    }
  }

  /**
   * The key's own JSON written without its zero ({@code convert --to llm-json}: 13 tokens for the
   * 13 words and the empty node): the default variant scores it; with the key's empty nodes ({@code
   * json2conllu -g}) the document has fewer tokens than nodes, where json2conllu raises IndexError
   * (8.9, the reference's WE08 zeros-dropped): an empty response and a problem naming json2conllu
   * -g. The markup with a mention across sentences (a {@code ##} after the last word of the first
   * sentence opens a mention closed in the second, 4.5 and 5.3) is where the scorer raises
   * ValueError (8.3): the mention is dropped.
   */
  @Test
  void everyStopNamesTheToolOfTheTracksPipelineThatStops() throws IOException {
    Path key = write("farm.conllu", FARM);
    Path json = tmp.resolve("farm.json");
    assertEquals(
        Main.OK,
        run("convert", key.toString(), json.toString(), "--to", "llm-json", "--overwrite"),
        err);
    List<String> none = new ArrayList<>();
    scores(key, json, "llm-json", "output", none);
    assertTrue(none.stream().noneMatch(p -> p.contains("stops here")), none.toString());
    List<String> problems = new ArrayList<>();
    scores(key, json, "llm-json", "key", problems);
    assertTrue(
        problems.stream()
            .anyMatch(
                p ->
                    p.contains(",farm,")
                        && p.contains(",1,llm_word_count,")
                        && p.contains("13 tokens for 14 nodes: an empty response")
                        && p.contains("the track's pipeline stops here: json2conllu -g raises")),
        String.join("\n", problems));

    Path crossing =
        write(
            "crossing.txt",
            "Mara|[e1] met the|[e2 old farmer|e2] and waved . ##|[e2 He|e2] smiled at her|[e1] .\n");
    List<String> scorer = new ArrayList<>();
    scores(key, crossing, "llm-text", "output", scorer);
    assertTrue(
        scorer.stream()
            .anyMatch(
                p ->
                    p.contains(",farm,")
                        && p.contains(",1,llm_cross_sentence_mention,")
                        && p.contains(
                            "the track's pipeline stops here: the CorefUD scorer raises ValueError")),
        String.join("\n", scorer));
  }

  /** The CSV's counts of a metric: recall numerator and denominator, precision's. */
  private static void assertCounts(CSVRecord row, int rn, int rd, int pn, int pd) {
    assertEquals(
        List.of((double) rn, (double) rd, (double) pn, (double) pd),
        List.of(
            Double.parseDouble(row.get("recall_num")),
            Double.parseDouble(row.get("recall_den")),
            Double.parseDouble(row.get("precision_num")),
            Double.parseDouble(row.get("precision_den"))),
        row.get("metric"));
  }

  /**
   * {@code score} of the output, its scores.csv's lines; its problems.csv's rows to {@code
   * problems}.
   */
  private List<String> scores(
      Path key, Path output, String format, String variant, List<String> problems)
      throws IOException {
    Path csv = tmp.resolve("scores.csv");
    Path problemsCsv = tmp.resolve("problems.csv");
    assertEquals(
        Main.OK,
        run(
            "score",
            key.toString(),
            output.toString(),
            "--format",
            format,
            "--llm-empty-nodes",
            variant,
            "--csv",
            csv.toString(),
            "--problems-csv",
            problemsCsv.toString()),
        err);
    problems.addAll(Files.readAllLines(problemsCsv, StandardCharsets.UTF_8));
    return Files.readAllLines(csv, StandardCharsets.UTF_8);
  }

  private Path write(String name, String text) throws IOException {
    Path file = tmp.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }
}
