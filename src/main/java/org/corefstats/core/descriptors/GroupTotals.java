package org.corefstats.core.descriptors;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.corefstats.core.conllu.DocumentComments;
import org.corefstats.core.corpus.DocumentGrouping;

/**
 * One file's totals per group of {@code --group-by} (docs/explanation/descriptors.md): the file
 * read with {@code split_docs=1}, each udapi document added to the totals of the group of its
 * corefstats name (a document in no group to none). A group's statistics over several files are
 * {@link #reports} of the files' totals, merged in file order.
 */
public final class GroupTotals implements Serializable {
  private static final long serialVersionUID = 1L;

  /** No groups (no {@code --group-by}, or by file: the per-file rows are the groups). */
  public static final GroupTotals NONE = new GroupTotals(null);

  private final StatsOptions options;
  private final TreeMap<String, StatsTotals> byGroup = new TreeMap<>();

  private GroupTotals(StatsOptions options) {
    this.options = options;
  }

  /** A group's report: its columns, as {@code describe} makes them. */
  public record GroupReport(String group, List<Column> columns) implements Serializable {
    public GroupReport {
      columns = List.copyOf(columns);
    }
  }

  /** Whether {@code grouping} makes groups of documents here (any kind but {@code file}). */
  static boolean groups(DocumentGrouping grouping) {
    return grouping != null && grouping.kind() != DocumentGrouping.Kind.FILE;
  }

  /** The totals per group of {@code documents}, the split-docs reading of {@code file}. */
  static GroupTotals of(
      String file,
      List<UdapiDocument> documents,
      List<List<EntityReader.Entity>> entities,
      StatsOptions options,
      DocumentGrouping grouping) {
    GroupTotals totals = new GroupTotals(options);
    for (int d = 0; d < documents.size(); d++) {
      String group = grouping.group(name(documents.get(d), d + 1), fileName(file));
      if (group != null) {
        totals
            .byGroup
            .computeIfAbsent(group, g -> new StatsTotals(options))
            .add(documents.get(d), entities.get(d));
      }
    }
    return totals;
  }

  /**
   * The name corefstats' CoNLL-U reader gives the udapi document of {@code ordinal} (from 1) of a
   * split-docs reading ({@link DocumentComments}): its {@code # conll_document} name, its newdoc
   * id, or its ordinal.
   */
  static String name(UdapiDocument document, int ordinal) {
    UdapiSentence first = document.sentences().isEmpty() ? null : document.sentences().get(0);
    if (first == null || !first.newdoc()) {
      return DocumentComments.name(null, ordinal);
    }
    if (first.conllDocument() != null) {
      return first.conllDocument();
    }
    return DocumentComments.name(
        first.newdocId() == null ? null : first.newdocId().strip(), ordinal);
  }

  private static String fileName(String file) {
    int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
    return file.substring(slash + 1);
  }

  /** Whether no document of the file is in a group. */
  public boolean isEmpty() {
    return byGroup.isEmpty();
  }

  /** The groups of the file, by name. */
  public List<String> groups() {
    return List.copyOf(byGroup.keySet());
  }

  /**
   * Each group's report over {@code files} (a source's files, in file order), groups by name: the
   * statistics of a file of the group's documents in order, read with {@code split_docs=1}.
   */
  public static List<GroupReport> reports(List<GroupTotals> files) {
    Map<String, StatsTotals> merged = new TreeMap<>();
    for (GroupTotals file : files) {
      file.byGroup.forEach(
          (group, totals) ->
              merged.computeIfAbsent(group, g -> new StatsTotals(file.options)).add(totals));
    }
    List<GroupReport> reports = new ArrayList<>();
    merged.forEach((group, totals) -> reports.add(new GroupReport(group, totals.columns())));
    return reports;
  }
}
