package org.corefstats.spark;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.error.InvalidRequestException;

/**
 * What a run reads: the key, the systems (a directory of them, named systems, or both) and how
 * their files are read. Checked when asked: every path a URI, at least one system, every named
 * system's name usable; the systems of a directory are named and checked once it is listed.
 *
 * @param systemsDir directory of systems (children), or null
 * @param namedSystems further systems, name to path, in the order given
 * @throws InvalidRequestException for inputs that cannot be read as asked
 */
public record RunInputs(
    String key, String systemsDir, Map<String, String> namedSystems, InputFormats formats) {
  public RunInputs {
    namedSystems =
        Collections.unmodifiableMap(new LinkedHashMap<>(namedSystems)); // keeps their order
    Objects.requireNonNull(formats, "formats");
    UserPaths.of(key);
    if (systemsDir != null) {
      UserPaths.of(systemsDir);
    }
    if (systemsDir == null && namedSystems.isEmpty()) {
      throw new InvalidRequestException(
          "no systems: a directory of systems or at least one named system");
    }
    for (Map.Entry<String, String> system : namedSystems.entrySet()) {
      String unusable = InputNames.unusableSystemName(system.getKey());
      if (unusable != null) {
        throw new InvalidRequestException(
            "unusable system name '" + system.getKey() + "': " + unusable);
      }
      UserPaths.of(system.getValue());
    }
  }

  /** CoNLL-2012 inputs, each file in the format its name says. */
  public RunInputs(String key, String systemsDir, Map<String, String> namedSystems) {
    this(key, systemsDir, namedSystems, InputFormats.BY_NAME);
  }
}
