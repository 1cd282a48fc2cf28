package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats convert}: file to file, directory to directory, gzip, refusals, exit codes and
 * the notes it prints.
 */
class ConvertCommandTest extends CliTest {
  @TempDir Path tmp;

  private static final String DOC =
      "#begin document (a); part 0\n"
          + "a\t0\t0\tThe\tDT\t*\t-\t-\t-\tspk\t*\t(1\n"
          + "a\t0\t1\tcat\tNN\t*\t-\t-\t-\tspk\t*\t1)\n"
          + "\n"
          + "a\t0\t0\tIt\tPRP\t*\t-\t-\t-\tspk\t*\t(1)\n"
          + "\n"
          + "#end document\n";

  private static final String WRITTEN = written("a");

  /** DOC as convert writes it, for document (id); part 0. */
  private static String written(String id) {
    return "#begin document ("
        + id
        + "); part 0\n"
        + id
        + "\t0\t0\tThe\t-\t-\t-\t-\t-\t-\t-\t(1\n"
        + id
        + "\t0\t1\tcat\t-\t-\t-\t-\t-\t-\t-\t1)\n"
        + "\n"
        + id
        + "\t0\t0\tIt\t-\t-\t-\t-\t-\t-\t-\t(1)\n"
        + "\n"
        + "#end document\n";
  }

  private Path file(String name, String text) throws IOException {
    Path p = tmp.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
    return p;
  }

  @Test
  void fileToFileKeepsWordsAndMentionsAndSaysWhatIsLost() throws IOException {
    Path in = file("in.conll", DOC + DOC.replace("(a)", "(b)"));
    Path dest = tmp.resolve("out.conll");
    assertEquals(Main.OK, run("convert", in.toString(), dest.toString()), err);
    assertEquals(WRITTEN + written("b"), Files.readString(dest));
    assertEquals(
        in
            + " -> "
            + dest
            + ": 2 documents\n"
            + "  columns 5-11 not kept (2 documents)\n"
            + "convert: 2 documents in 1 file written as conll to "
            + dest
            + "\n",
        out.replace(System.lineSeparator(), "\n"));
    assertEquals("", err);
  }

  @Test
  void refusesToOverwriteWithoutOverwrite() throws IOException {
    Path in = file("in.conll", DOC);
    Path dest = file("out.conll", "old");
    assertEquals(Main.USAGE, run("convert", in.toString(), dest.toString()));
    assertTrue(err.contains("already exists") && err.contains("--overwrite"), err);
    assertEquals("old", Files.readString(dest));
    assertEquals(Main.OK, run("convert", in.toString(), dest.toString(), "--overwrite"), err);
    assertEquals(WRITTEN, Files.readString(dest));
    // in place
    assertEquals(Main.OK, run("convert", dest.toString(), dest.toString(), "--overwrite"), err);
    assertEquals(WRITTEN, Files.readString(dest));
    try (Stream<Path> left = Files.list(tmp)) {
      assertEquals(2, left.count(), "no partial file left");
    }
  }

  @Test
  void directoryToDirectoryMirrorsTheFilesGzipIncluded() throws IOException {
    Path in = tmp.resolve("in");
    file("in/x_gold_conll", DOC);
    file("in/sub/y.conll", DOC.replace("(a)", "(y)"));
    try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(in.resolve("z.conll.gz")))) {
      gz.write(DOC.getBytes(StandardCharsets.UTF_8));
    }
    file("in/README.txt", "not a corpus");
    file("in/.hidden.conll", DOC);
    Path dest = tmp.resolve("out");
    assertEquals(Main.OK, run("convert", in.toString(), dest.toString(), "--to", "conll"), err);
    assertEquals(WRITTEN, Files.readString(dest.resolve("x_gold.conll")));
    assertEquals(written("y"), Files.readString(dest.resolve("sub/y.conll")));
    try (InputStream z = new GZIPInputStream(Files.newInputStream(dest.resolve("z.conll.gz")))) {
      assertArrayEquals(WRITTEN.getBytes(StandardCharsets.UTF_8), z.readAllBytes());
    }
    assertFalse(Files.exists(dest.resolve(".hidden.conll")));
    assertTrue(out.contains("convert: 3 documents in 3 files written as conll to " + dest), out);
    assertTrue(out.contains("Problems: 1 note"), out);
    assertTrue(out.contains("ignored_file"), out);

    // OUT exists now
    assertEquals(Main.USAGE, run("convert", in.toString(), dest.toString(), "--to", "conll"));
    assertTrue(err.contains("already exists"), err);
    assertEquals(
        Main.OK,
        run("convert", in.toString(), dest.toString(), "--to", "conll", "--overwrite"),
        err);
  }

  @Test
  void inputErrorsAreListedAndTheRestConvertedWithExitCodeThree() throws IOException {
    Path in =
        file(
            "broken.conll",
            DOC.replace("(1)", "(2") + DOC.replace("(a)", "(b)").replace("(1\n", "-\n"));
    Path dest = tmp.resolve("out.conll");
    assertEquals(Main.REFUSED, run("convert", in.toString(), dest.toString()));
    assertTrue(err.contains("corefstats: error: " + in + ":"), err);
    assertTrue(err.contains("never closed"), err);
    assertTrue(err.contains("without an opening"), err);
    assertTrue(
        err.contains("the inputs have 2 errors: the broken mentions were dropped and the rest"),
        err);
    assertTrue(out.contains("Problems: 2 errors"), out);
    assertTrue(out.contains("unclosed_opening"), out);
    String written = Files.readString(dest);
    assertTrue(written.contains("\tThe\t-\t-\t-\t-\t-\t-\t-\t(1\n"), written);
    assertTrue(written.contains("\tIt\t-\t-\t-\t-\t-\t-\t-\t-\n"), written);
    assertTrue(written.contains("#begin document (b); part 0"), written);
  }

  @Test
  void litBankConvertsWithOneNoteLineForAHundredDocuments() throws IOException {
    Path dest = tmp.resolve("litbank");
    assertEquals(
        Main.OK,
        run("convert", SharedData.litbank().toString(), dest.toString(), "--to", "conll"),
        err);
    assertTrue(out.contains("convert: 100 documents in 100 files written as conll"), out);
    assertEquals(
        100, out.lines().filter(l -> l.equals("  columns 5-12 not kept (1 document)")).count());
    try (Stream<Path> files = Files.list(dest)) {
      assertEquals(100, files.count());
    }
    // and back: the converted files convert again with nothing more lost than OntoNotes' columns
    Path again = tmp.resolve("again");
    assertEquals(Main.OK, run("convert", dest.toString(), again.toString(), "--to", "conll"), err);
    assertEquals(
        100, out.lines().filter(l -> l.equals("  columns 5-11 not kept (1 document)")).count());
  }

  @Test
  void formatsComeFromNamesOrOptions() throws IOException {
    Path in = file("in.txt", DOC);
    Path dest = tmp.resolve("out.conll");
    assertEquals(Main.USAGE, run("convert", in.toString(), dest.toString()));
    assertTrue(err.contains("give it with --from"), err);
    assertEquals(Main.OK, run("convert", in.toString(), dest.toString(), "--from", "CoNLL"), err);
    assertEquals(WRITTEN, Files.readString(dest));

    Path conll = file("in.conll", DOC);
    assertEquals(Main.USAGE, run("convert", conll.toString(), tmp.resolve("out.txt").toString()));
    assertTrue(err.contains("cannot be told from the name of OUT"), err);
    assertEquals(
        Main.OK,
        run("convert", conll.toString(), tmp.resolve("out.txt").toString(), "--to", "conll"),
        err);
    assertEquals(
        Main.USAGE,
        run("convert", conll.toString(), tmp.resolve("o.jsonl").toString(), "--to", "conll"));
    assertTrue(err.contains("is named as jsonl but --to says conll"), err);
    assertEquals(Main.USAGE, run("convert", tmp.toString(), tmp.resolve("d").toString()));
    assertTrue(err.contains("give the output format with --to"), err);
    assertEquals(Main.USAGE, run("convert", conll.toString(), "x.conll", "--to", "xml"));
  }

  @Test
  void missingInputsAndEmptyDirectories() throws IOException {
    assertEquals(
        Main.IO_ERROR,
        run("convert", tmp.resolve("nope.conll").toString(), tmp.resolve("o.conll").toString()));
    assertTrue(err.contains("no such file or directory"), err);
    Path empty = tmp.resolve("empty");
    Files.createDirectories(empty);
    assertEquals(
        Main.REFUSED,
        run("convert", empty.toString(), tmp.resolve("o").toString(), "--to", "conll"));
    assertTrue(err.contains("nothing to convert"), err);
  }

  private static final Path LLM = SharedData.conformance().resolve("llm-outputs");

  /** {@code --to llm-text --sequential-ids} writes the reference's {@code conllu2text -s}. */
  @Test
  void aCoNLLUKeyAsTheLlmTracksMarkup() throws IOException {
    Path dest = tmp.resolve("out.txt");
    Path gold = LLM.resolve("WE01-basic/gold.conllu");
    assertEquals(
        Main.OK,
        run("convert", gold.toString(), dest.toString(), "--to", "llm-text", "--sequential-ids"),
        err);
    assertEquals(Files.readString(LLM.resolve("WE01-basic/out-gold.txt")), Files.readString(dest));
    assertEquals(
        gold
            + " -> "
            + dest
            + ": 1 document\n"
            + "convert: 1 document in 1 file written as llm-text to "
            + dest
            + "\n",
        out.replace(System.lineSeparator(), "\n"));

    Path json = tmp.resolve("out.json");
    assertEquals(
        Main.OK,
        run(
            "convert",
            LLM.resolve("WE08-json/gold.conllu").toString(),
            json.toString(),
            "--to",
            "llm-json",
            "--zero-mentions"),
        err);
    assertEquals(Files.readString(LLM.resolve("WE08-json/out-gold.json")), Files.readString(json));
  }

  /** A directory of keys: {@code .txt} files; a key's problems are listed as score lists them. */
  @Test
  void aDirectoryOfKeysAsLlmTextWithItsProblems() throws IOException {
    Path keys = tmp.resolve("keys");
    Files.createDirectories(keys);
    Files.copy(LLM.resolve("WE07-documents/gold.conllu"), keys.resolve("we07.conllu"));
    Files.writeString(
        keys.resolve("nodeps.conllu"),
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = s1\n"
            + "1\tThen\tthen\tADV\t_\t_\t2\tadvmod\t_\t_\n"
            + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t_\tEntity=(e1-person-1)\n"
            + "2\tslept\tsleep\tVERB\t_\t_\t0\troot\t_\t_\n\n");
    Path dest = tmp.resolve("texts");
    assertEquals(
        Main.OK,
        run(
            "convert",
            keys.toString(),
            dest.toString(),
            "--to",
            "llm-text",
            "--sequential-ids",
            "--zero-mentions"),
        err);
    assertEquals(
        Files.readString(LLM.resolve("WE07-documents/out-gold.txt")),
        Files.readString(dest.resolve("we07.txt")));
    assertEquals("Then ##|[e1] slept\n", Files.readString(dest.resolve("nodeps.txt")));
    assertTrue(out.contains("convert: 4 documents in 2 files written as llm-text to "), out);
    assertTrue(out.contains("llm_empty_node_without_deps"), out);
    assertTrue(out.contains("sentence 1, empty node 1.1"), out);
  }

  @Test
  void theLlmOptionsNeedAnLlmTargetAndACoNLLUInput() throws IOException {
    Path gold = LLM.resolve("WE01-basic/gold.conllu");
    assertEquals(
        Main.USAGE,
        run(
            "convert",
            gold.toString(),
            tmp.resolve("o.conllu").toString(),
            "--to",
            "conllu",
            "--blind"));
    assertTrue(err.contains("--blind is an option of --to llm-text and --to llm-json only"), err);
    Path conll = file("in.conll", DOC);
    assertEquals(
        Main.USAGE,
        run("convert", conll.toString(), tmp.resolve("o.txt").toString(), "--to", "llm-text"));
    assertTrue(err.contains("writes CoNLL-U keys only"), err);
    assertFalse(Files.exists(tmp.resolve("o.txt")));
    assertEquals(
        Main.USAGE,
        run("convert", gold.toString(), tmp.resolve("o.jsonl").toString(), "--to", "llm-json"));
    assertTrue(err.contains("is named as jsonl but --to says llm-json"), err);
  }
}
