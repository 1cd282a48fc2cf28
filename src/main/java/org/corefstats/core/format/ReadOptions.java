package org.corefstats.core.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How one input is read, whatever its format.
 *
 * @param lenient whether a broken mention is dropped with a warning instead of an error
 * @param words whether documents carry their words (CoNLL-2012: its word, POS and parse columns;
 *     CoNLL-U: forms, UPOS and sentences; jsonlines: words and sentences)
 * @param piece whether the input is a piece of a file cut by its format's {@link SplitRule}: a
 *     piece without a document is no empty file
 * @param fileStart what a piece that does not start its file needs from the file's start ({@link
 *     DocumentFormat#fileStart}), or null
 * @param settings the options of single formats, each read by its format with {@link #setting}
 *     (jsonlines: its {@code JsonlinesOptions})
 */
public record ReadOptions(
    boolean lenient, boolean words, boolean piece, String fileStart, List<Object> settings) {
  public ReadOptions {
    settings = List.copyOf(settings);
  }

  /** A whole input, no format's own options. */
  public static ReadOptions of(boolean lenient, boolean words) {
    return new ReadOptions(lenient, words, false, null, List.of());
  }

  /** These options with one format's own options (replacing any of the same type). */
  public ReadOptions with(Object setting) {
    List<Object> all = new ArrayList<>();
    for (Object s : settings) {
      if (s.getClass() != setting.getClass()) {
        all.add(s);
      }
    }
    all.add(setting);
    return new ReadOptions(lenient, words, piece, fileStart, all);
  }

  /** These options, documents read with their words or not. */
  public ReadOptions withWords(boolean read) {
    return new ReadOptions(lenient, read, piece, fileStart, settings);
  }

  /** These options for a piece of a file, with what it needs from the file's start (or null). */
  public ReadOptions forPiece(String start) {
    return new ReadOptions(lenient, words, true, start, settings);
  }

  /** The options of type {@code type}, if given. */
  public <T> Optional<T> setting(Class<T> type) {
    return settings.stream().filter(type::isInstance).map(type::cast).findFirst();
  }
}
