package org.corefstats.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.Semantics;

/**
 * A run's outputs as whoever reads them back finds them ({@code correlate}, {@code significance}):
 * where its per-document scores and groups lie, given a path to a run or to one of its files, and
 * what its run.json and document_groups.csv record. The file system is the caller's ({@link
 * Files}).
 */
public final class RunFiles {
  /** document_groups.csv: one row per key document of a group. */
  public static final String DOCUMENT_GROUPS = "document_groups.csv";

  /** Its header. */
  public static final List<String> DOCUMENT_GROUPS_COLUMNS = List.of("document", "group");

  /** groups.csv: scores per system, setting, group and metric, and the {@link #MACRO} rows. */
  public static final String GROUPS = "groups.csv";

  /** The group of groups.csv's rows of the macro average over groups. */
  public static final String MACRO = Leaderboard.MACRO;

  /** The run's record, beside its other outputs. */
  public static final String RUN_JSON = "run.json";

  private static final String PARQUET = "documents.parquet";
  private static final String CSV = "documents.csv";

  private RunFiles() {}

  /** What the decisions ask of the file system that holds the outputs. */
  public interface Files {
    boolean exists(String path) throws IOException;

    /** False when there is nothing at {@code path}. */
    boolean isDirectory(String path) throws IOException;

    /** The directory that holds {@code path}, qualified; {@code path} itself at the root. */
    String parent(String path) throws IOException;
  }

  /** The directory itself when {@code scores} is a run's output directory (has scores.csv). */
  public static String runOutput(String scores, Files fs) throws IOException {
    if (scores.endsWith(".parquet")) {
      return null;
    }
    return fs.isDirectory(scores) && fs.exists(child(scores, "scores.csv"))
        ? trimmed(scores)
        : null;
  }

  /** A run's per-document scores: documents.parquet, else documents.csv. */
  public static String documents(String runDir, Files fs) throws IOException {
    if (fs.exists(child(runDir, PARQUET))) {
      return runDir + "/" + PARQUET;
    }
    if (fs.exists(child(runDir, CSV))) {
      return runDir + "/" + CSV;
    }
    throw new NoSuchFileException(
        runDir + "/" + PARQUET, null, "no per-document scores in the run's output");
  }

  /**
   * Per-document scores as given ({@code path}: a documents.parquet or documents.csv), or those of
   * a run's output directory ({@link #documents}).
   */
  public static String documentsOf(String path, Files fs) throws IOException {
    String runDir = runOutput(path, fs);
    if (runDir == null
        && !path.endsWith(".parquet")
        && fs.isDirectory(path)
        && (fs.exists(child(path, PARQUET)) || fs.exists(child(path, CSV)))) {
      runDir = trimmed(path);
    }
    return runDir == null ? path : documents(runDir, fs);
  }

  /** The run directory of an input: the input itself when a directory, else where it lies. */
  public static String runDirectory(String scores, Files fs) throws IOException {
    return fs.isDirectory(scores) && !scores.endsWith(".parquet") ? scores : fs.parent(scores);
  }

  /** groups.csv: the input itself, or the one of a run directory. */
  public static String groupsFile(String scores, Files fs) throws IOException {
    if (!fs.isDirectory(scores)) {
      return scores;
    }
    if (!fs.exists(child(scores, GROUPS))) {
      throw new NoSuchFileException(
          scores + "/" + GROUPS,
          null,
          "no per-group scores in the run's output (a run with groups of documents writes them)");
    }
    return trimmed(scores) + "/" + GROUPS;
  }

  /**
   * The settings a run.json records, in order; empty when it records none (runs of one setting
   * before issue 19).
   *
   * @param name the file, for messages
   */
  public static List<String> settings(InputStream runJson, String name) {
    JsonNode root = root(runJson, name);
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
   * The profile a run.json records, or null when it records none (a run.json older than profiles:
   * v8.01's numbers).
   *
   * @throws RefusedInputException for a profile no longer known
   */
  public static Semantics.Profile profile(InputStream runJson, String name) {
    JsonNode root = root(runJson, name);
    JsonNode profile = root == null ? null : root.path("semantics").get("profile");
    if (profile == null || profile.isNull()) {
      return null;
    }
    String code = profile.asText();
    for (Semantics.Profile p : Semantics.Profile.values()) {
      if (p.code().equals(code.toLowerCase(Locale.ROOT))) {
        return p;
      }
    }
    throw new RefusedInputException(name + ": unknown profile '" + code + "'");
  }

  /** A parsed run.json; null for an empty file. */
  private static JsonNode root(InputStream in, String name) {
    try (in) {
      return new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new RefusedInputException(name + ": not a run.json (" + e.getMessage() + ")", e);
    }
  }

  /**
   * Key document to group, from a document_groups.csv; {@code name} names the file in messages.
   *
   * @throws RefusedInputException for another header, or a document in two groups
   */
  public static Map<String, String> documentGroups(Reader reader, String name) throws IOException {
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

  /** {@code name} in directory {@code dir}. */
  public static String child(String dir, String name) {
    return trimmed(dir) + "/" + name;
  }

  private static String trimmed(String dir) {
    return dir.replaceAll("/+$", "");
  }
}
