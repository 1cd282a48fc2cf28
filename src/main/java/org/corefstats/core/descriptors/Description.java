package org.corefstats.core.descriptors;

import java.util.List;
import org.corefstats.core.document.Problem;

/**
 * What {@code describe} finds in one file: its reports and the problems of reading and reporting
 * it, in file order.
 *
 * @param file the file as given
 * @param reports one, or one per udapi document with {@code per_doc}
 * @param problems where udapi stops, reads otherwise than the file's documents, or warns
 * @param udapiDocuments how many udapi documents the file was read as (§2.6; the {@code tex-table}
 *     line {@code N documents &}, §10.3)
 * @param groups its totals per group of {@code --group-by} ({@link GroupTotals#NONE}: not asked)
 */
public record Description(
    String file,
    List<Report> reports,
    List<Problem> problems,
    int udapiDocuments,
    GroupTotals groups)
    implements java.io.Serializable {
  public Description {
    reports = List.copyOf(reports);
    problems = List.copyOf(problems);
  }
}
