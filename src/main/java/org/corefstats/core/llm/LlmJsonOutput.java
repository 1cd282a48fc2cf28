package org.corefstats.core.llm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An LLM's output in the JSON format as json2conllu reads it (docs/explanation/llm-outputs.md 3.2):
 * a list of objects, each with its {@code tokens} and {@code clusters_token_offsets}; {@code
 * doc_id} and {@code clusters_text_mentions} are never read. Each object is checked for the types
 * json2conllu needs; an object that fails has an error instead of a document.
 *
 * @param objects one entry per object of the list, in order (empty when {@code error} is set)
 * @param error why the text is not a JSON list (invalid JSON, another type), or null
 */
record LlmJsonOutput(List<Entry> objects, String error) {
  /** Offsets beyond this act like any offset past the end (nodes lists are far shorter). */
  private static final BigInteger LIMIT = BigInteger.ONE.shiftLeft(40);

  /** One object of the list: its document, or why json2conllu would fail on it. */
  record Entry(Document document, String error) {}

  /**
   * What json2conllu uses of one object.
   *
   * @param tokens the words, {@code ##…} ones included
   * @param entities per entity, its {@code [start, end]} pairs in order
   */
  record Document(List<String> tokens, List<List<Pair>> entities) {}

  /** An inclusive offset pair; a null start is Python's {@code None}, an open slice start. */
  record Pair(Long start, long end) {}

  LlmJsonOutput {
    objects = List.copyOf(objects);
  }

  static LlmJsonOutput read(String text) {
    Object value;
    try {
      value = JsonValueReader.read(text);
    } catch (JsonValueReader.SyntaxError e) {
      return new LlmJsonOutput(List.of(), "invalid JSON: " + e.getMessage());
    }
    if (!(value instanceof List<?> list)) {
      return new LlmJsonOutput(List.of(), "the JSON is " + typeName(value) + ", not a list");
    }
    List<Entry> entries = new ArrayList<>();
    for (int k = 0; k < list.size(); k++) {
      try {
        entries.add(new Entry(document(list.get(k)), null));
      } catch (IllegalArgumentException e) {
        entries.add(new Entry(null, "[" + k + "]" + e.getMessage()));
      }
    }
    return new LlmJsonOutput(entries, null);
  }

  private static Document document(Object value) {
    if (!(value instanceof Map<?, ?> object)) {
      throw wrong("", "an object", value);
    }
    Object tokens = field(object, "tokens");
    if (!(tokens instanceof List<?> tokenList)) {
      throw wrong(".tokens", "a list", tokens);
    }
    List<String> words = new ArrayList<>();
    for (int i = 0; i < tokenList.size(); i++) {
      if (!(tokenList.get(i) instanceof String word)) {
        throw wrong(".tokens[" + i + "]", "a string", tokenList.get(i));
      }
      words.add(word);
    }
    Object clusters = field(object, "clusters_token_offsets");
    if (!(clusters instanceof List<?> clusterList)) {
      throw wrong(".clusters_token_offsets", "a list", clusters);
    }
    List<List<Pair>> entities = new ArrayList<>();
    for (int i = 0; i < clusterList.size(); i++) {
      String path = ".clusters_token_offsets[" + i + "]";
      if (!(clusterList.get(i) instanceof List<?> pairs)) {
        throw wrong(path, "a list", clusterList.get(i));
      }
      List<Pair> entity = new ArrayList<>();
      for (int j = 0; j < pairs.size(); j++) {
        entity.add(pair(path + "[" + j + "]", pairs.get(j)));
      }
      entities.add(entity);
    }
    return new Document(words, entities);
  }

  private static Object field(Map<?, ?> object, String name) {
    if (!object.containsKey(name)) {
      throw new IllegalArgumentException(": no " + name); // Python's KeyError
    }
    return object.get(name);
  }

  /**
   * {@code pair[0]} and {@code pair[1]} as json2conllu uses them (3.2): further items are never
   * read; Python's booleans are integers; a start may be None, an end may not (it gets {@code +
   * 1}).
   */
  private static Pair pair(String path, Object value) {
    if (!(value instanceof List<?> items) || items.size() < 2) {
      throw wrong(path, "a list of two offsets", value);
    }
    Object start = items.get(0);
    Long end = integer(items.get(1));
    if (end == null) {
      throw wrong(path + "[1]", "an integer", items.get(1));
    }
    if (start == null) {
      return new Pair(null, end);
    }
    Long from = integer(start);
    if (from == null) {
      throw wrong(path + "[0]", "an integer", start);
    }
    return new Pair(from, end);
  }

  private static Long integer(Object value) {
    if (value instanceof Boolean b) {
      return b ? 1L : 0L;
    }
    if (value instanceof BigInteger i) {
      return i.max(LIMIT.negate()).min(LIMIT).longValue();
    }
    return null;
  }

  private static IllegalArgumentException wrong(String path, String expected, Object value) {
    return new IllegalArgumentException(path + " is " + typeName(value) + ", not " + expected);
  }

  private static String typeName(Object value) {
    if (value == null) {
      return "null";
    } else if (value instanceof String) {
      return "a string";
    } else if (value instanceof List) {
      return "a list";
    } else if (value instanceof Map) {
      return "an object";
    } else if (value instanceof Boolean) {
      return "a boolean";
    }
    return "a number";
  }
}
