package org.corefstats.core.text;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.format.TextFormat;

/**
 * Converts one file from one format to another ({@code corefstats convert}): reads every document
 * with the source's {@link TextFormat} (problems go to a consumer; a broken mention is dropped as
 * scoring drops it), writes them all with the target's, and says how many documents carry each note
 * of what was lost. Files whose name ends in {@code .gz} are read or written compressed. The output
 * is written beside its final name and moved there once complete, so that a failure never leaves
 * half a file under that name.
 */
public final class Conversion {
  private static final int BUFFER = 1 << 16;

  private Conversion() {}

  /**
   * What converting one file gave.
   *
   * @param documents the documents written
   * @param notes each note of what the formats could not hold, with the number of documents it
   *     applies to, in the order first met
   */
  public record Outcome(Path input, Path output, int documents, Map<String, Integer> notes) {
    public Outcome {
      notes = Collections.unmodifiableMap(new LinkedHashMap<>(notes));
    }
  }

  /**
   * Reads {@code input} as {@code from} and writes its documents to {@code output} as {@code to},
   * replacing {@code output} if it exists.
   */
  public static Outcome convert(
      Path input, TextFormat from, Path output, TextFormat to, Consumer<Problem> problems)
      throws IOException {
    List<TextDocument> documents;
    try (InputStream in = open(input)) {
      documents = from.read(in, input.toString(), problems);
    }
    List<List<String>> written = writeComplete(output, out -> to.write(documents, out));
    Map<String, Integer> notes = new LinkedHashMap<>();
    for (int i = 0; i < documents.size(); i++) {
      Set<String> of = new LinkedHashSet<>(documents.get(i).notes());
      of.addAll(written.get(i));
      for (String note : of) {
        notes.merge(note, 1, Integer::sum);
      }
    }
    return new Outcome(input, output, documents.size(), notes);
  }

  /**
   * What a {@link Renderer} made of one input file.
   *
   * @param text the output file's text
   * @param documents the documents it holds
   */
  public record Rendered(String text, int documents) {}

  /** Turns a whole input file's text into the output's (the LLM track's inputs, for example). */
  @FunctionalInterface
  public interface Renderer {
    Rendered render(String input, String fileName);
  }

  /**
   * Reads {@code input} (UTF-8) whole and writes what {@code renderer} makes of it to {@code
   * output}, as {@link #convert(Path, TextFormat, Path, TextFormat, Consumer)} reads and writes
   * (gzip by name, the output moved into place once complete); no notes.
   */
  public static Outcome render(Path input, Path output, Renderer renderer) throws IOException {
    String text;
    try (InputStream in = open(input)) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Rendered rendered = renderer.render(text, input.toString());
    writeComplete(
        output,
        out -> {
          out.write(rendered.text().getBytes(StandardCharsets.UTF_8));
          return null;
        });
    return new Outcome(input, output, rendered.documents(), Map.of());
  }

  /** What writes an output stream. */
  @FunctionalInterface
  private interface Writing<T> {
    T write(OutputStream out) throws IOException;
  }

  /** Writes {@code output} beside its name and moves it there once complete. */
  private static <T> T writeComplete(Path output, Writing<T> writing) throws IOException {
    Path parent = output.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path partial = parent.resolve("." + output.getFileName() + ".incomplete-" + UUID.randomUUID());
    T result;
    try {
      try (OutputStream out = create(partial, isGzip(output))) {
        result = writing.write(out);
      }
      move(partial, output);
    } finally {
      Files.deleteIfExists(partial);
    }
    return result;
  }

  /**
   * The file name a converted file gets: the input's, a format's suffix ({@link
   * org.corefstats.core.format.DocumentFormat#suffixes}: {@code .conll}, {@code _conll}, {@code
   * .conllu}, {@code .jsonl}, {@code .jsonlines}) replaced by {@code .} and {@code to}'s name
   * ({@code .conll}, {@code .conllu}, {@code .jsonl}), a {@code .gz} kept.
   */
  public static String outputName(String inputName, Format to) {
    return outputName(inputName, to.code());
  }

  /**
   * As {@link #outputName(String, Format)} with the extension {@code extension} (without its dot),
   * for targets that are no input format (the LLM track's {@code txt} and {@code json}).
   */
  public static String outputName(String inputName, String extension) {
    boolean gz = isGzip(inputName);
    String gzip = gz ? ".gz" : "";
    String name = gz ? inputName.substring(0, inputName.length() - 3) : inputName;
    String lower = name.toLowerCase(Locale.ROOT);
    for (Format f : Format.values()) {
      for (String suffix : f.implementation().suffixes()) {
        if (lower.endsWith(suffix) && lower.length() > suffix.length()) {
          return name.substring(0, name.length() - suffix.length()) + "." + extension + gzip;
        }
      }
    }
    return name + "." + extension + gzip;
  }

  private static boolean isGzip(Path file) {
    return isGzip(file.getFileName().toString());
  }

  private static boolean isGzip(String name) {
    return name.toLowerCase(Locale.ROOT).endsWith(".gz");
  }

  private static InputStream open(Path file) throws IOException {
    InputStream in = new BufferedInputStream(Files.newInputStream(file), BUFFER);
    try {
      return isGzip(file) ? new BufferedInputStream(new GZIPInputStream(in, BUFFER), BUFFER) : in;
    } catch (IOException e) {
      in.close();
      throw e;
    }
  }

  private static OutputStream create(Path file, boolean gzip) throws IOException {
    OutputStream out = Files.newOutputStream(file);
    return gzip
        ? new BufferedOutputStream(new GZIPOutputStream(out, BUFFER), BUFFER)
        : new BufferedOutputStream(out, BUFFER);
  }

  private static void move(Path from, Path to) throws IOException {
    try {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
