package org.corefstats.spark;

import static org.apache.spark.sql.functions.col;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.report.RunSettings;

/**
 * What a run with several settings or groups of key documents (issue 19) records beside its
 * per-document counts, for whoever reads them back: the settings, in order, the first the primary
 * (run.json's {@code settings}; absent in older runs), the {@code setting} column the per-document
 * rows then have, and which group each key document belongs to (document_groups.csv, written with
 * {@code --group-by}).
 */
public final class RunGroups {
  /** document_groups.csv: one row per key document of a group. */
  public static final String DOCUMENT_GROUPS = "document_groups.csv";

  /** Its header. */
  public static final List<String> DOCUMENT_GROUPS_COLUMNS = List.of("document", "group");

  /** groups.csv: scores per system, setting, group and metric, and the {@link #MACRO} rows. */
  public static final String GROUPS = "groups.csv";

  /** The group of groups.csv's rows of the macro average over groups. */
  public static final String MACRO = "(macro)";

  /** The column of the setting, in per-document rows and scores of a run of several settings. */
  public static final String SETTING = RunSettings.COLUMN;

  private RunGroups() {}

  /** The per-document rows of one setting, and which setting it is. */
  public record OfSetting(Dataset<Row> documents, String setting) {}

  /**
   * The rows of setting {@code asked} (null: the primary, the first of {@code recorded}, else the
   * first by name of the table's), when the table has a {@code setting} column; the table as it is
   * otherwise (one setting), the setting named when the run recorded one.
   *
   * @param recorded the run's settings in order (run.json), empty when it records none
   * @throws InvalidRequestException for a setting the run does not have, naming those it has
   */
  public static OfSetting ofSetting(Dataset<Row> documents, List<String> recorded, String asked) {
    boolean column = Arrays.asList(documents.columns()).contains(SETTING);
    List<String> known = recorded;
    if (known.isEmpty() && column) {
      known =
          documents.select(SETTING).distinct().collectAsList().stream()
              .map(r -> r.getString(0))
              .sorted()
              .toList();
    }
    String setting = RunSettings.choose(known, asked);
    return new OfSetting(
        column ? documents.filter(col(SETTING).equalTo(setting)).drop(SETTING) : documents,
        setting);
  }

  /**
   * The settings the run.json in {@code dir} records, in order; empty when there is no run.json or
   * it records none (runs of one setting before issue 19).
   */
  public static List<String> settings(Configuration conf, String dir) throws IOException {
    Path json = new Path(UserPaths.of(dir), RunProfile.RUN_JSON);
    FileSystem fs = RunOutput.withoutChecksums(json.getFileSystem(conf));
    if (!fs.exists(json)) {
      return List.of();
    }
    JsonNode root;
    try (InputStream in = fs.open(json)) {
      root = new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new RefusedInputException(json + ": not a run.json (" + e.getMessage() + ")", e);
    }
    JsonNode settings = root == null ? null : root.get("settings");
    if (settings == null || !settings.isArray()) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (JsonNode s : settings) {
      names.add(s.isTextual() ? s.asText() : s.path("name").asText());
    }
    return List.copyOf(names);
  }

  /**
   * Key document to group, from the document_groups.csv in {@code dir}; null when there is none
   * (the run had no groups).
   *
   * @throws RefusedInputException for another header, or a document in two groups
   */
  public static Map<String, String> documentGroups(Configuration conf, String dir)
      throws IOException {
    Path file = new Path(UserPaths.of(dir), DOCUMENT_GROUPS);
    FileSystem fs = RunOutput.withoutChecksums(file.getFileSystem(conf));
    if (!fs.exists(file)) {
      return null;
    }
    try (Reader reader = new InputStreamReader(fs.open(file), StandardCharsets.UTF_8)) {
      return documentGroups(reader, file.toString());
    }
  }

  /** The same from a reader; {@code name} names the file in messages. */
  static Map<String, String> documentGroups(Reader reader, String name) throws IOException {
    try (CSVParser parser =
        CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)) {
      if (!parser.getHeaderNames().equals(DOCUMENT_GROUPS_COLUMNS)) {
        throw new RefusedInputException(
            name
                + ": expected the header "
                + String.join(",", DOCUMENT_GROUPS_COLUMNS)
                + ", not "
                + String.join(",", parser.getHeaderNames()));
      }
      Map<String, String> groups = new HashMap<>();
      for (CSVRecord r : parser) {
        if (r.size() != 2) {
          throw new RefusedInputException(
              name + " line " + (r.getRecordNumber() + 1) + ": expected 2 fields");
        }
        String before = groups.put(r.get(0), r.get(1));
        if (before != null && !before.equals(r.get(1))) {
          throw new RefusedInputException(
              name
                  + " line "
                  + (r.getRecordNumber() + 1)
                  + ": document "
                  + r.get(0)
                  + " in two groups ("
                  + before
                  + ", "
                  + r.get(1)
                  + ")");
        }
      }
      return groups;
    } catch (UncheckedIOException e) {
      throw new RefusedInputException(name + ": " + e.getMessage(), e);
    }
  }

  /** The directory holding {@code output} (a run's documents.parquet or documents.csv). */
  static String directoryOf(Configuration conf, String output) throws IOException {
    Path path = UserPaths.of(output);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    Path parent = fs.makeQualified(path).getParent();
    return parent == null ? output : parent.toString();
  }
}
