package org.corefstats.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.corefstats.core.document.Document;
import org.corefstats.synth.ConllWriter;
import org.corefstats.synth.SimulatedSystem;
import org.corefstats.synth.SyntheticCorpus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats synth}: a synthetic key corpus and simulated systems over it, for benchmarks
 * and tests.
 */
@Command(
    name = "synth",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Writes a deterministic synthetic OntoNotes-like key corpus to DIR/key/ and simulated system"
          + " responses to DIR/systems/sys01 ..., with their error rates in DIR/systems.csv.",
      "The same options and seed give the same bytes."
    })
final class SynthCommand implements Callable<Integer> {
  private static final int TOKENS_PER_SENTENCE = 20;

  enum Layout {
    files,
    concatenated
  }

  @Spec private CommandSpec spec;

  @Mixin private SimulationOptions simulation;

  @Option(
      names = "--docs",
      paramLabel = "N",
      defaultValue = "100",
      description = "documents (default: ${DEFAULT-VALUE})")
  private int docs;

  @Option(
      names = "--mentions-per-doc",
      paramLabel = "K",
      defaultValue = "100",
      description = "mean mentions per document (default: ${DEFAULT-VALUE})")
  private double mentionsPerDoc;

  @Option(
      names = "--entities-per-doc",
      paramLabel = "E",
      defaultValue = "0",
      description = "mean entities per document (default: 30%% of the mentions)")
  private double entitiesPerDoc;

  @Option(
      names = "--tokens-per-doc",
      paramLabel = "T",
      defaultValue = "0",
      description = "mean tokens per document (default: 4 per mention)")
  private double tokensPerDoc;

  @Option(
      names = "--layout",
      paramLabel = "LAYOUT",
      defaultValue = "files",
      description =
          "files: one doc_NNNNN_conll per document; concatenated: one all_conll per side"
              + " (default: ${DEFAULT-VALUE})")
  private Layout layout;

  @Override
  public Integer call() throws IOException {
    SyntheticCorpus corpus;
    List<SimulatedSystem> simulated;
    try {
      if (docs < 0) {
        throw new IllegalArgumentException("--docs must not be negative");
      }
      corpus =
          new SyntheticCorpus(
              new SyntheticCorpus.Options(
                  docs, mentionsPerDoc, entitiesPerDoc, tokensPerDoc, simulation.seed));
      simulated = simulation.systems();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    List<Side> sides = new ArrayList<>();
    long[] mentions = new long[2]; // key, responses
    try {
      sides.add(new Side(simulation.out.resolve("key")));
      for (SimulatedSystem s : simulated) {
        sides.add(new Side(simulation.out.resolve("systems").resolve(s.name())));
      }
      for (int i = 0; i < corpus.size(); i++) {
        writeDocument(corpus, i, simulated, sides, mentions);
      }
      for (Side side : sides) {
        side.close();
      }
      SimulatedSystem.writeCsv(simulation.out.resolve("systems.csv"), simulated);
    } catch (IOException e) {
      sides.forEach(Side::closeQuietly);
      throw new IOException("cannot write " + simulation.out + ": " + e, e);
    }
    long bytes = sides.stream().mapToLong(s -> s.bytes).sum();
    PrintWriter o = spec.commandLine().getOut();
    o.printf(
        Locale.ROOT,
        "synth: %d documents, %d key mentions, %d systems (%s) with %d mentions, %d bytes in %s%n",
        corpus.size(),
        mentions[0],
        simulated.size(),
        simulation.profileLabel(),
        mentions[1],
        bytes,
        simulation.out);
    return Main.OK;
  }

  private static void writeDocument(
      SyntheticCorpus corpus,
      int index,
      List<SimulatedSystem> simulated,
      List<Side> sides,
      long[] mentions)
      throws IOException {
    Document key = corpus.document(index);
    sides.get(0).write(key, index);
    mentions[0] += key.mentionCount();
    for (int s = 0; s < simulated.size(); s++) {
      Document response = simulated.get(s).respond(key, corpus.options().seed());
      sides.get(s + 1).write(response, index);
      mentions[1] += response.mentionCount();
    }
  }

  /** One output directory: a file per document, or one {@code all_conll}. */
  private final class Side implements Closeable {
    private final Path dir;
    private Writer all;
    long bytes;

    Side(Path dir) throws IOException {
      this.dir = Files.createDirectories(dir);
    }

    void write(Document d, int index) throws IOException {
      if (layout == Layout.concatenated) {
        if (all == null) {
          all = Files.newBufferedWriter(dir.resolve("all_conll"), StandardCharsets.UTF_8);
        }
        ConllWriter.write(all, d, TOKENS_PER_SENTENCE);
        return;
      }
      Path file = dir.resolve(SyntheticCorpus.fileName(index));
      try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        ConllWriter.write(w, d, TOKENS_PER_SENTENCE);
      }
      bytes += Files.size(file);
    }

    void closeQuietly() {
      try {
        close();
      } catch (IOException e) {
        // already reporting an error
      }
    }

    @Override
    public void close() throws IOException {
      if (all != null) {
        all.close();
        bytes += Files.size(dir.resolve("all_conll"));
      }
    }
  }
}
