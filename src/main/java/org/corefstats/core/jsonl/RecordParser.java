package org.corefstats.core.jsonl;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Parses one line of a jsonlines file into a {@link JsonRecord} with Jackson's streaming parser: no
 * tree is built, the fields corefstats does not read are skipped token by token, and the token
 * arrays are read straight into arrays.
 */
final class RecordParser {
  private static final JsonFactory FACTORY = new JsonFactory();

  private RecordParser() {}

  /** A line that is not one JSON object. */
  static final class NotAnObject extends Exception {
    private static final long serialVersionUID = 1L;

    NotAnObject(String message) {
      super(message, null, false, false);
    }
  }

  /** The record on {@code buf[from, to)}, line {@code line} of its file. */
  static JsonRecord parse(byte[] buf, int from, int to, long line) throws NotAnObject {
    try (JsonParser p = FACTORY.createParser(buf, from, to - from)) {
      JsonToken first = p.nextToken();
      if (first != JsonToken.START_OBJECT) {
        throw new NotAnObject("the line is JSON " + describe(first) + ", not an object");
      }
      JsonRecord record = new JsonRecord(line);
      for (JsonToken t = next(p); t != JsonToken.END_OBJECT; t = next(p)) {
        String field = p.currentName();
        next(p);
        field(p, field, record);
      }
      JsonToken after = p.nextToken();
      if (after != null) {
        throw new NotAnObject(
            "more than one JSON value on the line (" + describe(after) + " after the object)");
      }
      return record;
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      throw new NotAnObject(
          "not JSON: "
              + firstLine(e.getOriginalMessage())
              + (at == null || at.getColumnNr() < 0 ? "" : " (column " + at.getColumnNr() + ")"));
    } catch (IOException e) { // CharConversionException and the like: the bytes
      throw new NotAnObject("not JSON: " + firstLine(e.getMessage()));
    }
  }

  private static void field(JsonParser p, String field, JsonRecord r) throws IOException {
    switch (field) {
      case "doc_key" -> r.docKey = string(p, field, r);
      case "document_id" -> r.documentId = scalar(p, field, r);
      case "part_id" -> r.partId = scalar(p, field, r);
      case "conll_document" -> r.conllDocument = string(p, field, r);
      case "sentences" -> sentences(p, r);
      case "cased_words" -> r.casedWords = strings(p, field, r);
      case "subtoken_map" -> r.subtokenMap = integers(p, field, r);
      case "sentence_map" -> r.sentenceMap = integers(p, field, r);
      case "sent_id" -> r.sentId = integers(p, field, r);
      case "head" -> r.dependencyHead = integers(p, field, r, true);
      case "clusters" -> r.clusters = clusters(p, field);
      case "predicted_clusters" -> r.predictedClusters = clusters(p, field);
      case "span_clusters" -> r.spanClusters = clusters(p, field);
      default -> p.skipChildren();
    }
  }

  /** The next token; the end of the line inside a value is malformed JSON. */
  private static JsonToken next(JsonParser p) throws IOException {
    JsonToken t = p.nextToken();
    if (t == null) {
      throw new IOException("unexpected end of the line");
    }
    return t;
  }

  private static String string(JsonParser p, String field, JsonRecord r) throws IOException {
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      return p.getText();
    }
    r.malformed.add(field);
    p.skipChildren();
    return null;
  }

  /** A string or a number, as written. */
  private static String scalar(JsonParser p, String field, JsonRecord r) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NUMBER_INT) {
      return p.getText();
    }
    r.malformed.add(field);
    p.skipChildren();
    return null;
  }

  private static String[] strings(JsonParser p, String field, JsonRecord r) throws IOException {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      r.malformed.add(field);
      p.skipChildren();
      return null;
    }
    List<String> out = new ArrayList<>();
    boolean ok = true;
    for (JsonToken t = next(p); t != JsonToken.END_ARRAY; t = next(p)) {
      if (t == JsonToken.VALUE_STRING) {
        out.add(p.getText());
      } else {
        ok = false;
        p.skipChildren();
      }
    }
    if (!ok) {
      r.malformed.add(field);
      return null;
    }
    return out.toArray(new String[0]);
  }

  private static int[] integers(JsonParser p, String field, JsonRecord r) throws IOException {
    return integers(p, field, r, false);
  }

  /** A list of integers; with {@code nulls}, null entries (wl-coref's root head) read as -1. */
  private static int[] integers(JsonParser p, String field, JsonRecord r, boolean nulls)
      throws IOException {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      r.malformed.add(field);
      p.skipChildren();
      return null;
    }
    int[] out = new int[64];
    int n = 0;
    boolean ok = true;
    for (JsonToken t = next(p); t != JsonToken.END_ARRAY; t = next(p)) {
      boolean number =
          t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT;
      if (number || (nulls && t == JsonToken.VALUE_NULL)) {
        if (n == out.length) {
          out = Arrays.copyOf(out, n * 2);
        }
        out[n++] = number ? p.getIntValue() : -1;
      } else {
        ok = false;
        p.skipChildren();
      }
    }
    if (!ok) {
      r.malformed.add(field);
      return null;
    }
    return Arrays.copyOf(out, n);
  }

  /** {@code sentences}: lists of strings, concatenated, with the length of each list. */
  private static void sentences(JsonParser p, JsonRecord r) throws IOException {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      r.malformed.add("sentences");
      p.skipChildren();
      return;
    }
    List<String> tokens = new ArrayList<>();
    int[] lengths = new int[16];
    int n = 0;
    boolean ok = true;
    for (JsonToken t = next(p); t != JsonToken.END_ARRAY; t = next(p)) {
      if (t != JsonToken.START_ARRAY) {
        ok = false;
        p.skipChildren();
        continue;
      }
      int before = tokens.size();
      for (JsonToken w = next(p); w != JsonToken.END_ARRAY; w = next(p)) {
        if (w == JsonToken.VALUE_STRING) {
          tokens.add(p.getText());
        } else {
          ok = false;
          p.skipChildren();
        }
      }
      if (n == lengths.length) {
        lengths = Arrays.copyOf(lengths, n * 2);
      }
      lengths[n++] = tokens.size() - before;
    }
    if (!ok) {
      r.malformed.add("sentences");
      return;
    }
    r.tokens = tokens.toArray(new String[0]);
    r.sentenceLengths = Arrays.copyOf(lengths, n);
  }

  /**
   * A clusters field: a list of clusters, each a list of {@code [start, end]} integer pairs. A
   * malformed pair is dropped and a malformed cluster left empty (positions, hence cluster ids,
   * stay those of the file), each with a message.
   */
  private static JsonRecord.Clusters clusters(JsonParser p, String field) throws IOException {
    JsonRecord.Clusters c = new JsonRecord.Clusters(field);
    if (p.currentToken() != JsonToken.START_ARRAY) {
      c.notAList = true;
      c.problems.add(field + " is " + describe(p.currentToken()) + ", not a list of clusters");
      p.skipChildren();
      return c;
    }
    int cluster = 0;
    for (JsonToken t = next(p); t != JsonToken.END_ARRAY; t = next(p), cluster++) {
      if (t != JsonToken.START_ARRAY) {
        c.problems.add(
            field + " cluster " + cluster + " is " + describe(t) + ", not a list of spans");
        c.pairs.add(null);
        p.skipChildren();
        continue;
      }
      long[] pairs = new long[8];
      int n = 0;
      int item = 0;
      for (JsonToken m = next(p); m != JsonToken.END_ARRAY; m = next(p), item++) {
        long[] pair = pair(p, m);
        if (pair == null) {
          c.problems.add(
              field
                  + " cluster "
                  + cluster
                  + " item "
                  + item
                  + " is not a [start, end] pair of integers; dropped");
          continue;
        }
        if (n + 2 > pairs.length) {
          pairs = Arrays.copyOf(pairs, pairs.length * 2);
        }
        pairs[n++] = pair[0];
        pairs[n++] = pair[1];
      }
      c.pairs.add(Arrays.copyOf(pairs, n));
    }
    return c;
  }

  /** Consumes one value; a pair of integers (clamped to the range of long), or null. */
  private static long[] pair(JsonParser p, JsonToken t) throws IOException {
    if (t != JsonToken.START_ARRAY) {
      p.skipChildren();
      return null;
    }
    long[] values = new long[2];
    int n = 0;
    boolean ok = true;
    for (JsonToken v = next(p); v != JsonToken.END_ARRAY; v = next(p)) {
      if (v == JsonToken.VALUE_NUMBER_INT && n < 2) {
        values[n++] = integer(p);
      } else {
        ok = false;
        p.skipChildren();
      }
    }
    return ok && n == 2 ? values : null;
  }

  private static long integer(JsonParser p) throws IOException {
    JsonParser.NumberType type = p.getNumberType();
    if (type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG) {
      return p.getLongValue();
    }
    return p.getBigIntegerValue().signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
  }

  private static String describe(JsonToken t) {
    if (t == null) {
      return "nothing";
    }
    return switch (t) {
      case START_ARRAY -> "a list";
      case START_OBJECT -> "an object";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> t.toString();
    };
  }

  /** Jackson's message without its source description (each line is parsed alone). */
  private static String firstLine(String message) {
    if (message == null) {
      return "unreadable";
    }
    int newline = message.indexOf('\n');
    String first = newline < 0 ? message : message.substring(0, newline);
    return SOURCE.matcher(first).replaceAll("column $1");
  }

  private static final Pattern SOURCE =
      Pattern.compile("\\[Source: [^\\]]*?; line: \\d+, column: (\\d+)\\]");
}
