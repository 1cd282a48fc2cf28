package org.corefstats.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A size in bytes written as a number, optionally with k, m or g (binary: 1k = 1024 bytes). */
final class ByteSize implements ITypeConverter<Long> {
  @Override
  public Long convert(String value) {
    String v = value.trim().toLowerCase(Locale.ROOT);
    int shift =
        switch (v.isEmpty() ? ' ' : v.charAt(v.length() - 1)) {
          case 'k' -> 10;
          case 'm' -> 20;
          case 'g' -> 30;
          default -> 0;
        };
    String digits = shift == 0 ? v : v.substring(0, v.length() - 1);
    try {
      long n = Long.parseLong(digits);
      if (n < 0 || n > (Long.MAX_VALUE >> shift)) {
        throw new TypeConversionException("not a size in bytes: '" + value + "'");
      }
      return n << shift;
    } catch (NumberFormatException e) {
      throw new TypeConversionException(
          "not a size in bytes: '" + value + "' (a number, optionally with k, m or g)");
    }
  }
}
