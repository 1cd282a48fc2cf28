package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.descriptors.Column;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.GroupTotals;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.evaluation.Evaluation;

/**
 * What {@code --descriptors} adds to a run directory (docs/explanation/descriptors.md):
 * descriptors.csv, the rows {@code describe --csv} writes for each file of the key and of every
 * scored system, each row led by its source; with {@code --group-by} of any kind but {@code file}
 * (whose groups are the files' rows), descriptors_groups.csv, each source's statistics per group of
 * documents ({@link GroupTotals#reports}).
 */
public final class DescriptorOutputs implements FileStepOutputs {
  DescriptorOutputs() {}

  public static final String FILE = "descriptors.csv";

  /** With {@code --group-by} (not {@code file}): per source and group of documents. */
  public static final String GROUPS_FILE = "descriptors_groups.csv";

  /** The columns of {@link #GROUPS_FILE}. */
  public static final List<String> GROUPS_HEADER = List.of("source", "group", "statistic", "value");

  /** {@code source} ({@code (key)} or the system's name), then {@code describe --csv}'s columns. */
  public static final List<String> HEADER = header();

  private static List<String> header() {
    List<String> header = new ArrayList<>(List.of("source"));
    header.addAll(CsvOutput.DESCRIPTOR_COLUMNS);
    return List.copyOf(header);
  }

  @Override
  public boolean asked(Evaluation evaluation) {
    return evaluation.descriptors() != null;
  }

  /** The block's parameters, named as udapi names them (docs/explanation/descriptors.md). */
  @Override
  public void context(Evaluation evaluation, Map<String, Object> context) {
    StatsOptions o = evaluation.descriptors();
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put("split_docs", o.splitDocs());
    parameters.put("per_doc", o.perDoc());
    parameters.put("report_basics", o.basics());
    parameters.put("report_docs", o.docs());
    parameters.put("report_empty", o.emptyNodes());
    parameters.put("report_words_per_doc", o.wordsPerDoc());
    parameters.put("report_entities", o.entities());
    parameters.put("report_entity_range", o.entityRange());
    parameters.put("report_mentions", o.mentions());
    parameters.put("report_details", o.details());
    parameters.put("e_len_max", o.entityLengthMax());
    parameters.put("m_len_max", o.mentionLengthMax());
    parameters.put("selected_upos", o.allUpos() ? "all" : String.join(" ", o.selectedUpos()));
    parameters.put("exclude_singletons", o.excludeSingletons());
    parameters.put("exclude_nonsingletons", o.excludeNonsingletons());
    context.put("descriptors", parameters);
  }

  @Override
  public List<String> files(RunResult result) {
    if (result.descriptors().isEmpty()) {
      return List.of();
    }
    return groups(result) ? List.of(FILE, GROUPS_FILE) : List.of(FILE);
  }

  private static boolean groups(RunResult result) {
    return result.grouping() != null && result.grouping().kind() != DocumentGrouping.Kind.FILE;
  }

  /** Writes descriptors.csv when asked; the summary has no part of it. */
  @Override
  public String write(RunResult result, OutputDirectory output) throws IOException {
    if (result.descriptors().isEmpty()) {
      return "";
    }
    List<List<String>> rows = new ArrayList<>();
    for (FileEvaluations.Described source : result.descriptors()) {
      for (Description file : source.files()) {
        for (List<String> row : CsvOutput.descriptorRows(file)) {
          List<String> sourced = new ArrayList<>(List.of(source.source()));
          sourced.addAll(row);
          rows.add(sourced);
        }
      }
    }
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, HEADER, rows);
    }
    if (groups(result)) {
      try (PrintWriter w = output.text(GROUPS_FILE)) {
        CsvOutput.write(w, GROUPS_HEADER, groupRows(result.descriptors()));
      }
    }
    return "";
  }

  /** Each source's rows per group, groups by name, columns in the order of describe's. */
  static List<List<String>> groupRows(List<FileEvaluations.Described> sources) {
    List<List<String>> rows = new ArrayList<>();
    for (FileEvaluations.Described source : sources) {
      List<GroupTotals> files = source.files().stream().map(Description::groups).toList();
      for (GroupTotals.GroupReport group : GroupTotals.reports(files)) {
        for (Column column : group.columns()) {
          rows.add(
              List.of(source.source(), group.group(), column.label(), CsvOutput.value(column)));
        }
      }
    }
    return rows;
  }
}
