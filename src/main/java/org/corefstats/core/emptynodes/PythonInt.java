package org.corefstats.core.emptynodes;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A string read as Python's {@code int(text)} reads it (§5.6): surrounding Python whitespace, an
 * optional sign, then Unicode decimal digits (category Nd) with single underscores between them.
 */
final class PythonInt {
  private PythonInt() {}

  /** The value, or empty where Python raises ValueError. */
  static Optional<BigInteger> parse(String text) {
    int start = 0;
    int end = text.length();
    while (start < end && isPythonSpace(text.charAt(start))) {
      start++;
    }
    while (end > start && isPythonSpace(text.charAt(end - 1))) {
      end--;
    }
    boolean negative = false;
    if (start < end && (text.charAt(start) == '+' || text.charAt(start) == '-')) {
      negative = text.charAt(start) == '-';
      start++;
    }
    StringBuilder digits = new StringBuilder();
    boolean afterDigit = false;
    for (int i = start; i < end; ) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      if (c == '_') {
        // Only between two digits: not first, not doubled, not last.
        if (!afterDigit || i >= end) {
          return Optional.empty();
        }
        afterDigit = false;
      } else if (Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER) {
        digits.append((char) ('0' + Character.digit(c, 10)));
        afterDigit = true;
      } else {
        return Optional.empty();
      }
    }
    if (digits.length() == 0 || !afterDigit) {
      return Optional.empty();
    }
    BigInteger value = new BigInteger(digits.toString());
    return Optional.of(negative ? value.negate() : value);
  }

  /** Python's str.strip() whitespace (Py_UNICODE_ISSPACE), as listed in §5.6. */
  static boolean isPythonSpace(char c) {
    return (c >= 0x09 && c <= 0x0D)
        || (c >= 0x1C && c <= 0x20)
        || c == 0x85
        || c == 0xA0
        || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A)
        || c == 0x2028
        || c == 0x2029
        || c == 0x202F
        || c == 0x205F
        || c == 0x3000;
  }

  /** Python's repr() of a string, for the scripts' ValueError messages. */
  static String repr(String s) {
    char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
    StringBuilder out = new StringBuilder().append(quote);
    s.codePoints()
        .forEach(
            c -> {
              if (c == quote || c == '\\') {
                out.append('\\').appendCodePoint(c);
              } else if (c == '\t') {
                out.append("\\t");
              } else if (c == '\n') {
                out.append("\\n");
              } else if (c == '\r') {
                out.append("\\r");
              } else if (printable(c)) {
                out.appendCodePoint(c);
              } else if (c <= 0xFF) {
                out.append(String.format("\\x%02x", c));
              } else if (c <= 0xFFFF) {
                out.append(String.format("\\u%04x", c));
              } else {
                out.append(String.format("\\U%08x", c));
              }
            });
    return out.append(quote).toString();
  }

  /**
   * Python's str.isprintable() for one character: not Cc, Cf, Cs, Co, Cn, Zl, Zp, nor Zs but ' '.
   */
  private static boolean printable(int c) {
    if (c == ' ') {
      return true;
    }
    return switch (Character.getType(c)) {
      case Character.CONTROL,
          Character.FORMAT,
          Character.SURROGATE,
          Character.PRIVATE_USE,
          Character.UNASSIGNED,
          Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR,
          Character.SPACE_SEPARATOR ->
          false;
      default -> true;
    };
  }
}
