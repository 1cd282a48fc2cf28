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
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.corefstats.NeedsSharedData;
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

    // a directory of CoNLL-U keys as the LLM track's markup: .txt files, one line per document,
    // and a key's problems listed as score lists them
    Path keys = tmp.resolve("keys");
    Files.createDirectories(keys);
    Files.copy(
        Path.of("samples/crac/key/xx_alpha-corefud-test.conllu"), keys.resolve("alpha.conllu"));
    Files.writeString(
        keys.resolve("nodeps.conllu"),
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = s1\n"
            + "1\tThen\tthen\tADV\t_\t_\t2\tadvmod\t_\t_\n"
            + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t_\tEntity=(e1-person-1)\n"
            + "2\tslept\tsleep\tVERB\t_\t_\t0\troot\t_\t_\n\n");
    Path texts = tmp.resolve("texts");
    assertEquals(
        Main.OK,
        run(
            "convert",
            keys.toString(),
            texts.toString(),
            "--to",
            "llm-text",
            "--sequential-ids",
            "--zero-mentions"),
        err);
    // xx_alpha has 3 documents (alpha_baker, alpha_garden, alpha_dog), nodeps 1
    assertTrue(out.contains("convert: 4 documents in 2 files written as llm-text to "), out);
    List<String> alpha = Files.readAllLines(texts.resolve("alpha.txt"));
    assertEquals(3, alpha.size(), alpha.toString());
    // the first two sentences of alpha_baker, and the first of alpha_garden, where the numbers
    // start again at e1 and "the church wall" (e13) and "the church" (e14), opening on the same
    // word, are numbered longer first
    assertTrue(
        alpha
            .get(0)
            .startsWith(
                "The|[e1 baker|e1] opened her|[e1],[e2 shop|e2] before dawn|[e3] . She|[e1] lit"
                    + " the|[e4 oven|e4] and mixed flour|[e5] with warm|[e6 water|e6] . "),
        alpha.get(0));
    assertTrue(
        alpha
            .get(1)
            .startsWith(
                "Old|[e1 Peter|e1] kept a|[e2 garden|e2] behind the|[e3,[e4 church|e4] wall|e3] . "),
        alpha.get(1));
    assertEquals("Then ##|[e1] slept\n", Files.readString(texts.resolve("nodeps.txt")));
    assertTrue(out.contains("llm_empty_node_without_deps"), out);
    assertTrue(out.contains("sentence 1, empty node 1.1"), out);
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
  void aCorpusOfAHundredFilesConvertsWithOneNoteLinePerDocument() throws IOException {
    // synth writes 100 documents, one doc_NNNNN_conll file each, in the 12 columns of OntoNotes
    // (the word in column 4, the coreference in column 12)
    Path corpus = tmp.resolve("synth");
    assertEquals(
        Main.OK,
        run(
            "synth",
            "--out",
            corpus.toString(),
            "--docs",
            "100",
            "--mentions-per-doc",
            "5",
            "--systems",
            "1",
            "--seed",
            "39"),
        err);
    Path dest = tmp.resolve("converted");
    assertEquals(
        Main.OK,
        run("convert", corpus.resolve("key").toString(), dest.toString(), "--to", "conll"),
        err);
    assertTrue(out.contains("convert: 100 documents in 100 files written as conll"), out);
    assertEquals(
        100, out.lines().filter(l -> l.equals("  columns 5-11 not kept (1 document)")).count());
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

  /** The worked examples of the LLM track, with the reference's outputs (shared data). */
  private static Path llm() {
    return SharedData.conformance().resolve("llm-outputs");
  }

  /** {@code --to llm-text --sequential-ids} writes the reference's {@code conllu2text -s}. */
  @Test
  @NeedsSharedData
  void aCoNLLUKeyAsTheLlmTracksMarkup() throws IOException {
    Path llm = llm();
    Path dest = tmp.resolve("out.txt");
    Path gold = llm.resolve("WE01-basic/gold.conllu");
    assertEquals(
        Main.OK,
        run("convert", gold.toString(), dest.toString(), "--to", "llm-text", "--sequential-ids"),
        err);
    assertEquals(Files.readString(llm.resolve("WE01-basic/out-gold.txt")), Files.readString(dest));
    assertEquals(
        oneDocumentWrittenAsLlmText(gold, dest), out.replace(System.lineSeparator(), "\n"));

    Path json = tmp.resolve("out.json");
    assertEquals(
        Main.OK,
        run(
            "convert",
            llm.resolve("WE08-json/gold.conllu").toString(),
            json.toString(),
            "--to",
            "llm-json",
            "--zero-mentions"),
        err);
    assertEquals(Files.readString(llm.resolve("WE08-json/out-gold.json")), Files.readString(json));
  }

  /** A directory of keys: {@code .txt} files; a key's problems are listed as score lists them. */
  @Test
  @NeedsSharedData
  void aDirectoryOfKeysAsLlmTextWithItsProblems() throws IOException {
    Path llm = llm();
    Path keys = tmp.resolve("keys");
    Files.createDirectories(keys);
    Files.copy(llm.resolve("WE07-documents/gold.conllu"), keys.resolve("we07.conllu"));
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
        Files.readString(llm.resolve("WE07-documents/out-gold.txt")),
        Files.readString(dest.resolve("we07.txt")));
    assertEquals("Then ##|[e1] slept\n", Files.readString(dest.resolve("nodeps.txt")));
    assertTrue(out.contains("convert: 4 documents in 2 files written as llm-text to "), out);
    assertTrue(out.contains("llm_empty_node_without_deps"), out);
    assertTrue(out.contains("sentence 1, empty node 1.1"), out);
  }

  @Test
  void theLlmOptionsNeedAnLlmTargetAndACoNLLUInput() throws IOException {
    Path gold = Path.of("samples/crac/key/xx_alpha-corefud-test.conllu");
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

    // with an LLM target and a CoNLL-U key: the markup and the JSON of the track
    Path mia = file("mia.conllu", MIA);
    Path dest = tmp.resolve("mia.txt");
    assertEquals(
        Main.OK,
        run("convert", mia.toString(), dest.toString(), "--to", "llm-text", "--sequential-ids"),
        err);
    // e4 and e5 numbered e1 and e2 in the order they are met; her's tags sorted as strings
    assertEquals("Mia|[e1] fed her|[e1],[e2 cat|e2] . It|[e2] slept .\n", Files.readString(dest));
    assertEquals(oneDocumentWrittenAsLlmText(mia, dest), out.replace(System.lineSeparator(), "\n"));
    assertEquals(
        Main.OK,
        run("convert", mia.toString(), tmp.resolve("ids.txt").toString(), "--to", "llm-text"),
        err);
    assertEquals(
        "Mia|[e4] fed her|[e4],[e5 cat|e5] . It|[e5] slept .\n",
        Files.readString(tmp.resolve("ids.txt")));
    Path json = tmp.resolve("mia.json");
    assertEquals(
        Main.OK,
        run("convert", mia.toString(), json.toString(), "--to", "llm-json", "--zero-mentions"),
        err);
    // per entity in order of first mention, inclusive [start, end] word offsets; indented by one
    // space per level as the reference's json.dump(indent=1)
    assertEquals(
        "[\n {\n  \"doc_id\": \"mia\",\n  \"tokens\": [\n"
            + "   \"Mia\",\n   \"fed\",\n   \"her\",\n   \"cat\",\n   \".\",\n"
            + "   \"It\",\n   \"slept\",\n   \".\"\n  ],\n"
            + "  \"clusters_token_offsets\": [\n"
            + "   [\n    [\n     0,\n     0\n    ],\n    [\n     2,\n     2\n    ]\n   ],\n"
            + "   [\n    [\n     2,\n     3\n    ],\n    [\n     5,\n     5\n    ]\n   ]\n"
            + "  ],\n"
            + "  \"clusters_text_mentions\": [\n"
            + "   [\n    \"Mia\",\n    \"her\"\n   ],\n"
            + "   [\n    \"her cat\",\n    \"It\"\n   ]\n"
            + "  ]\n }\n]\n",
        Files.readString(json));
  }

  /** A CoNLL-U key of one document: Mia (e4) fed her (e4) cat (e5: her cat) . It (e5) slept . */
  private static final String MIA =
      "# newdoc id = mia\n# global.Entity = eid-etype-head-other\n"
          + "# sent_id = mia-1\n# text = Mia fed her cat .\n"
          + "1\tMia\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e4-person-1)\n"
          + "2\tfed\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\ther\t_\t_\t_\t_\t4\tdep\t_\tEntity=(e5-animal-2(e4-person-1)\n"
          + "4\tcat\t_\t_\t_\t_\t2\tdep\t_\tEntity=e5)\n"
          + "5\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n"
          + "# sent_id = mia-2\n# text = It slept .\n"
          + "1\tIt\t_\t_\t_\t_\t2\tdep\t_\tEntity=(e5-animal-1)\n"
          + "2\tslept\t_\t_\t_\t_\t0\troot\t_\t_\n"
          + "3\t.\t_\t_\t_\t_\t2\tdep\t_\t_\n\n";

  /** What {@code convert} prints for one file of one document written as llm-text. */
  private static String oneDocumentWrittenAsLlmText(Path in, Path dest) {
    return in
        + " -> "
        + dest
        + ": 1 document\n"
        + "convert: 1 document in 1 file written as llm-text to "
        + dest
        + "\n";
  }
}
