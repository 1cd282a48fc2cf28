package org.corefstats.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.corefstats.cli.Main;
import org.corefstats.core.llm.LlmPipeline;

/**
 * What scoring LLM outputs costs beside scoring the same outputs already converted to CoNLL-U, as
 * scripts/bench-llm.sh runs it: a generated CorefUD key (lines with every column filled as in the
 * real corpora, random trees, contiguous mentions), the track's markup of it with word edits
 * (typos, deletions, insertions) as an LLM's output, and the CoNLL-U response the track's pipeline
 * makes of that output. {@code score} runs in this JVM on both (the same command line a user types,
 * warm, alternated, median of several rounds) for one long document and for a corpus. Not a test:
 * figures for the speed targets.
 *
 * <p>Arguments: DIR [DOCS WORDS EDITS LONG_WORDS LONG_EDITS ROUNDS].
 */
public final class LlmCorpusBench {
  private static final int SENTENCE = 20;
  private static final int VOCABULARY = 500;
  private static final String[] UPOS = {"NOUN", "VERB", "ADJ", "DET", "ADP", "PRON", "PROPN"};
  private static final String[] DEPRELS = {"nsubj", "obj", "obl", "amod", "det", "case", "nmod"};
  private static final String[] FEATS = {
    "Case=Nom|Number=Sing",
    "Case=Acc|Gender=Fem|Number=Plur",
    "Mood=Ind|Tense=Past|VerbForm=Fin",
    "_"
  };

  private LlmCorpusBench() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    int docs = arg(args, 1, 100);
    int words = arg(args, 2, 2_000);
    int edits = arg(args, 3, 30);
    int longWords = arg(args, 4, 20_000);
    int longEdits = arg(args, 5, 300);
    int rounds = arg(args, 6, 5);
    Files.createDirectories(dir);
    System.out.printf(
        Locale.ROOT,
        "%-34s %10s %12s %12s %8s%n",
        "case",
        "words",
        "llm-text ms",
        "conllu ms",
        "ratio");
    bench(dir.resolve("long"), "one long document", 1, longWords, longEdits, rounds);
    bench(
        dir.resolve("corpus"),
        String.format(Locale.ROOT, "corpus, %d documents", docs),
        docs,
        words,
        edits,
        rounds);
  }

  private static int arg(String[] args, int at, int otherwise) {
    return args.length > at ? Integer.parseInt(args[at]) : otherwise;
  }

  /** Writes the case's key, output and converted response, then times score on both. */
  private static void bench(Path dir, String name, int docs, int words, int edits, int rounds)
      throws IOException {
    Files.createDirectories(dir);
    Random random = new Random(docs * 31L + words);
    StringBuilder key = new StringBuilder("# global.Entity = eid-etype-head-other\n");
    StringBuilder output = new StringBuilder();
    for (int d = 0; d < docs; d++) {
      List<String> markup = document(key, "doc" + d, words, random);
      output.append(String.join(" ", edit(markup, edits, random))).append('\n');
    }
    Path keyFile = dir.resolve("key.conllu");
    Path outputFile = dir.resolve("key.txt");
    Path responseConllu = dir.resolve("response.conllu");
    Files.writeString(keyFile, key, StandardCharsets.UTF_8);
    Files.writeString(outputFile, output, StandardCharsets.UTF_8);
    Files.writeString(
        responseConllu,
        LlmPipeline.run(key.toString(), output.toString()).response(),
        StandardCharsets.UTF_8);
    String[] llm = {
      "score",
      keyFile.toString(),
      outputFile.toString(),
      "--format",
      "llm-text",
      "--csv",
      dir.resolve("llm.csv").toString()
    };
    String[] conllu = {
      "score",
      keyFile.toString(),
      responseConllu.toString(),
      "--csv",
      dir.resolve("conllu.csv").toString()
    };
    long[] a = new long[rounds];
    long[] b = new long[rounds];
    for (int round = -2; round < rounds; round++) { // two warm-up rounds
      long ta = time(llm);
      long tb = time(conllu);
      if (round >= 0) {
        a[round] = ta;
        b[round] = tb;
      }
    }
    if (!Files.readString(dir.resolve("llm.csv"))
        .equals(Files.readString(dir.resolve("conllu.csv")))) {
      throw new AssertionError(name + ": the two scores differ");
    }
    Arrays.sort(a);
    Arrays.sort(b);
    double ma = a[rounds / 2] / 1e6;
    double mb = b[rounds / 2] / 1e6;
    System.out.printf(
        Locale.ROOT,
        "%-34s %10d %12.1f %12.1f %7.2fx%n",
        name + ", " + edits + " edits each",
        (long) docs * words,
        ma,
        mb,
        ma / mb);
  }

  private static long time(String[] args) {
    StringWriter sink = new StringWriter();
    long t = System.nanoTime();
    int code = Main.run(new PrintWriter(sink), new PrintWriter(sink), args);
    long ns = System.nanoTime() - t;
    if (code != Main.OK) {
      throw new AssertionError(String.join(" ", args) + ": exit " + code + "\n" + sink);
    }
    return ns;
  }

  /**
   * Appends one key document to {@code key} and returns its gold markup, word by word: sentences of
   * {@link #SENTENCE} words with a random tree and a {@code # text}, about one mention of one to
   * three words every four words, each of one of a few dozen entities.
   */
  private static List<String> document(StringBuilder key, String id, int words, Random random) {
    key.append("# newdoc id = ").append(id).append('\n');
    List<String> markup = new ArrayList<>(words);
    int entities = Math.max(2, words / 40);
    int at = 0;
    for (int s = 0; at < words; s++) {
      int length = Math.min(SENTENCE, words - at);
      key.append("# sent_id = ").append(id).append('-').append(s + 1).append('\n');
      String[] misc = new String[length];
      String[] tags = new String[length];
      Arrays.fill(misc, "_");
      for (int w = 0; w < length; ) {
        int span = 1 + random.nextInt(3);
        if (random.nextInt(4) == 0 && w + span <= length) {
          String e = "e" + (1 + random.nextInt(entities));
          if (span == 1) {
            misc[w] = "Entity=(" + e + "-thing-1)";
            tags[w] = "[" + e + "]";
          } else {
            misc[w] = "Entity=(" + e + "-thing-1";
            misc[w + span - 1] = "Entity=" + e + ")";
            tags[w] = "[" + e;
            tags[w + span - 1] = e + "]";
          }
          w += span;
        } else {
          w++;
        }
      }
      String[] forms = new String[length];
      boolean[] spaceAfterNo = new boolean[length];
      StringBuilder text = new StringBuilder();
      for (int w = 0; w < length; w++) {
        forms[w] = "w" + random.nextInt(VOCABULARY);
        spaceAfterNo[w] = w + 1 < length && random.nextInt(8) == 0;
        text.append(forms[w]).append(spaceAfterNo[w] || w + 1 == length ? "" : " ");
      }
      key.append("# text = ").append(text).append('\n');
      int[] heads = tree(length, random);
      for (int w = 0; w < length; w++) {
        key.append(tokenLine(w, heads[w], forms[w], spaceAfterNo[w], misc[w], random)).append('\n');
        markup.add(tags[w] == null ? forms[w] : forms[w] + "|" + tags[w]);
      }
      key.append('\n');
      at += length;
    }
    return markup;
  }

  /**
   * A CorefUD token line as the real corpora have them: LEMMA, UPOS, XPOS, FEATS, a random tree
   * (HEAD and DEPS), MISC with {@code SpaceAfter=No} on some words and the word's {@code Entity}.
   */
  private static String tokenLine(
      int w, int head, String form, boolean spaceAfterNo, String entity, Random random) {
    String deprel = head == 0 ? "root" : DEPRELS[random.nextInt(DEPRELS.length)];
    String upos = UPOS[random.nextInt(UPOS.length)];
    List<String> misc = new ArrayList<>();
    if (spaceAfterNo) {
      misc.add("SpaceAfter=No");
    }
    if (!entity.equals("_")) {
      misc.add(entity);
    }
    return String.join(
        "\t",
        String.valueOf(w + 1),
        form,
        "l" + form.substring(1),
        upos,
        upos.toLowerCase(Locale.ROOT) + random.nextInt(4),
        FEATS[random.nextInt(FEATS.length)],
        String.valueOf(head),
        deprel,
        head + ":" + deprel,
        misc.isEmpty() ? "_" : String.join("|", misc));
  }

  /** The 1-based HEAD of each word of a random tree: each word hangs on one attached before. */
  private static int[] tree(int length, Random random) {
    List<Integer> order = new ArrayList<>();
    for (int w = 0; w < length; w++) {
      order.add(w);
    }
    Collections.shuffle(order, random);
    int[] heads = new int[length];
    for (int k = 1; k < length; k++) {
      heads[order.get(k)] = order.get(random.nextInt(k)) + 1;
    }
    return heads;
  }

  /**
   * The markup with {@code edits} word edits: a third typos, a third deletions, a third additions.
   */
  private static List<String> edit(List<String> markup, int edits, Random random) {
    List<String> out = new ArrayList<>(markup);
    for (int e = 0; e < edits; e++) {
      int at = random.nextInt(out.size());
      switch (e % 3) {
        case 0 -> out.set(at, "typo" + e);
        case 1 -> out.remove(at);
        default -> out.add(at, "added" + e);
      }
    }
    return out;
  }
}
