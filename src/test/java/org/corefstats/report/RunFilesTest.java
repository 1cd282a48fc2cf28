package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/** Where a run's outputs lie and what its small files record, over a file system held in memory. */
class RunFilesTest {
  /** Directories end in '/'. */
  private static RunFiles.Files files(String... paths) {
    Set<String> all = Set.of(paths);
    return new RunFiles.Files() {
      @Override
      public boolean exists(String path) {
        return all.contains(path) || all.contains(path + "/");
      }

      @Override
      public boolean isDirectory(String path) {
        return all.contains(path.replaceAll("/+$", "") + "/");
      }

      @Override
      public String parent(String path) {
        return "file:" + path.substring(0, path.lastIndexOf('/'));
      }
    };
  }

  @Test
  void aRunDirectoryLeadsToItsPerDocumentScoresParquetFirst() throws Exception {
    RunFiles.Files both =
        files("/run/", "/run/scores.csv", "/run/documents.parquet", "/run/documents.csv");
    assertEquals("/run", RunFiles.runOutput("/run/", both));
    assertEquals("/run/documents.parquet", RunFiles.documentsOf("/run/", both));
    RunFiles.Files csvOnly = files("/run/", "/run/documents.csv");
    assertNull(RunFiles.runOutput("/run", csvOnly), "no scores.csv: not a run's output");
    assertEquals("/run/documents.csv", RunFiles.documentsOf("/run", csvOnly));
    assertEquals("/x.parquet", RunFiles.documentsOf("/x.parquet", both), "a file as given");
    assertThrows(
        NoSuchFileException.class,
        () -> RunFiles.documents("/run", files("/run/", "/run/scores.csv")));
  }

  @Test
  void groupsAndTheRunDirectoryOfAFile() throws Exception {
    RunFiles.Files run = files("/run/", "/run/groups.csv", "/run/documents.csv");
    assertEquals("/run/groups.csv", RunFiles.groupsFile("/run/", run));
    assertEquals("/g.csv", RunFiles.groupsFile("/g.csv", run));
    assertThrows(NoSuchFileException.class, () -> RunFiles.groupsFile("/run", files("/run/")));
    assertEquals("/run", RunFiles.runDirectory("/run", run));
    assertEquals("file:/run", RunFiles.runDirectory("/run/documents.csv", run));
  }

  @Test
  void runJsonRecordsSettingsAndProfile() {
    String json =
        "{\"settings\": [\"a\", {\"name\": \"b\"}], \"semantics\": {\"profile\": \"corefud\"}}";
    assertEquals(List.of("a", "b"), RunFiles.settings(stream(json), "run.json"));
    assertEquals(Semantics.Profile.COREFUD, RunFiles.profile(stream(json), "run.json"));
    assertEquals(List.of(), RunFiles.settings(stream("{}"), "run.json"));
    assertNull(RunFiles.profile(stream("{}"), "run.json"));
    assertThrows(RefusedInputException.class, () -> RunFiles.settings(stream("{"), "run.json"));
  }

  @Test
  void documentGroupsRefuseADocumentInTwoGroups() throws Exception {
    assertEquals(
        Map.of("d1", "g1", "d2", "g2"),
        RunFiles.documentGroups(new StringReader("document,group\nd1,g1\nd2,g2\n"), "f"));
    assertThrows(
        RefusedInputException.class,
        () -> RunFiles.documentGroups(new StringReader("document,group\nd1,g1\nd1,g2\n"), "f"));
    assertThrows(
        RefusedInputException.class,
        () -> RunFiles.documentGroups(new StringReader("doc,group\n"), "f"));
  }

  private static ByteArrayInputStream stream(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }
}
