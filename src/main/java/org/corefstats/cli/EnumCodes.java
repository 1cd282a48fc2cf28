package org.corefstats.cli;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;

/**
 * Converts an option's value to one of the constants it accepts, named in any case; anything else
 * is refused with the accepted names in lower case ({@code 'x': expected keep, remove}).
 *
 * <p>Not picocli's own enum conversion, though {@link Main} allows enum values in any case: picocli
 * would refuse with the constants as Java names them ({@code expected one of [KEEP, REMOVE]
 * (case-insensitive) but was 'x'}), and some options accept only some constants ({@code --span-end}
 * and {@code --space} not {@code auto}, {@code --cone-ne} not {@code file}).
 */
public abstract class EnumCodes<E extends Enum<E>> implements ITypeConverter<E> {
  private final List<E> accepted;

  @SafeVarargs
  protected EnumCodes(E... accepted) {
    this.accepted = List.of(accepted);
  }

  @Override
  public E convert(String value) {
    String name = value.toUpperCase(Locale.ROOT);
    for (E c : accepted) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "'"
            + value
            + "': expected "
            + accepted.stream()
                .map(c -> c.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", ")));
  }
}
