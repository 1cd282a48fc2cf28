package org.corefstats.core.llm;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small reader of JSON text as Python's {@code json.loads} reads it
 * (docs/explanation/llm-outputs.md 3.2): objects as {@link Map} (a repeated key keeps its last
 * value), arrays as {@link List}, strings, integers as {@link BigInteger}, other numbers as {@link
 * Double} (also {@code NaN}, {@code Infinity}, {@code -Infinity}), {@link Boolean} and {@code
 * null}. Control characters inside strings are errors, as with Python's default {@code
 * strict=True}.
 */
final class JsonValueReader {
  /** Invalid JSON, at a character offset. */
  static final class SyntaxError extends Exception {
    private final int offset;

    SyntaxError(String message, int offset) {
      super(message + " at character " + offset);
      this.offset = offset;
    }

    int offset() {
      return offset;
    }
  }

  private final String text;
  private int pos;

  private JsonValueReader(String text) {
    this.text = text;
  }

  /** The one value of {@code text}, with only whitespace around it. */
  static Object read(String text) throws SyntaxError {
    JsonValueReader reader = new JsonValueReader(text);
    reader.skipWhitespace();
    Object value = reader.value();
    reader.skipWhitespace();
    if (reader.pos < text.length()) {
      throw new SyntaxError("extra data", reader.pos);
    }
    return value;
  }

  private Object value() throws SyntaxError {
    if (pos >= text.length()) {
      throw new SyntaxError("expecting value", pos);
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      default:
        break;
    }
    if (startsWith("null")) {
      pos += 4;
      return null;
    }
    if (startsWith("true")) {
      pos += 4;
      return Boolean.TRUE;
    }
    if (startsWith("false")) {
      pos += 5;
      return Boolean.FALSE;
    }
    if (startsWith("NaN")) {
      pos += 3;
      return Double.NaN;
    }
    if (startsWith("Infinity")) {
      pos += 8;
      return Double.POSITIVE_INFINITY;
    }
    if (startsWith("-Infinity")) {
      pos += 9;
      return Double.NEGATIVE_INFINITY;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      return number();
    }
    throw new SyntaxError("expecting value", pos);
  }

  private Map<String, Object> object() throws SyntaxError {
    Map<String, Object> members = new LinkedHashMap<>();
    pos++; // {
    skipWhitespace();
    if (peek() == '}') {
      pos++;
      return members;
    }
    while (true) {
      skipWhitespace();
      if (peek() != '"') {
        throw new SyntaxError("expecting property name enclosed in double quotes", pos);
      }
      String key = string();
      skipWhitespace();
      expect(':');
      skipWhitespace();
      members.put(key, value());
      skipWhitespace();
      if (peek() == '}') {
        pos++;
        return members;
      }
      expect(',');
    }
  }

  private List<Object> array() throws SyntaxError {
    List<Object> items = new ArrayList<>();
    pos++; // [
    skipWhitespace();
    if (peek() == ']') {
      pos++;
      return items;
    }
    while (true) {
      skipWhitespace();
      items.add(value());
      skipWhitespace();
      if (peek() == ']') {
        pos++;
        return items;
      }
      expect(',');
    }
  }

  private String string() throws SyntaxError {
    int start = pos;
    pos++; // "
    StringBuilder out = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw new SyntaxError("unterminated string", start);
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return out.toString();
      }
      if (c < 0x20) {
        throw new SyntaxError("invalid control character", pos - 1);
      }
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (pos >= text.length()) {
        throw new SyntaxError("unterminated string", start);
      }
      char e = text.charAt(pos++);
      switch (e) {
        case '"', '\\', '/' -> out.append(e);
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> out.append(hexChar());
        default -> throw new SyntaxError("invalid \\escape", pos - 2);
      }
    }
  }

  private char hexChar() throws SyntaxError {
    if (pos + 4 > text.length()) {
      throw new SyntaxError("invalid \\uXXXX escape", pos - 2);
    }
    int value = 0;
    for (int i = 0; i < 4; i++) {
      int digit = Character.digit(text.charAt(pos + i), 16);
      if (digit < 0) {
        throw new SyntaxError("invalid \\uXXXX escape", pos - 2);
      }
      value = value * 16 + digit;
    }
    pos += 4;
    return (char) value; // surrogates pair up as UTF-16 by themselves; lone ones stay, as in Python
  }

  private Object number() throws SyntaxError {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    if (peek() == '0') {
      pos++;
    } else if (isDigit(peek())) {
      while (isDigit(peek())) {
        pos++;
      }
    } else {
      throw new SyntaxError("expecting value", start);
    }
    boolean integer = true;
    if (peek() == '.' && isDigit(peekAt(pos + 1))) {
      integer = false;
      pos++;
      while (isDigit(peek())) {
        pos++;
      }
    }
    if ((peek() == 'e' || peek() == 'E')) {
      int mark = pos;
      pos++;
      if (peek() == '+' || peek() == '-') {
        pos++;
      }
      if (isDigit(peek())) {
        integer = false;
        while (isDigit(peek())) {
          pos++;
        }
      } else {
        pos = mark; // Python's number pattern stops before a bare e
      }
    }
    String literal = text.substring(start, pos);
    return integer ? new BigInteger(literal) : new BigDecimal(literal).doubleValue();
  }

  private void expect(char c) throws SyntaxError {
    if (peek() != c) {
      throw new SyntaxError("expecting '" + c + "' delimiter", pos);
    }
    pos++;
  }

  private boolean startsWith(String literal) {
    return text.startsWith(literal, pos);
  }

  private char peek() {
    return peekAt(pos);
  }

  private char peekAt(int at) {
    return at < text.length() ? text.charAt(at) : '\0';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private void skipWhitespace() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return;
      }
      pos++;
    }
  }
}
