package org.corefstats.core.emptynodes;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.corefstats.core.error.InvalidRequestException;

/**
 * {@code --empty-nodes}: which years' evaluations of predicted empty nodes {@code score} and {@code
 * run} add (docs/explanation/empty-nodes.md 8), and how a system's files are paired with the key's
 * for them (the scripts compare one file with one file).
 */
public record EmptyNodesRequest(List<CracYear> years) implements Serializable {
  public EmptyNodesRequest {
    years = List.copyOf(years);
    if (years.isEmpty()) {
      throw new InvalidRequestException("--empty-nodes: no year to evaluate");
    }
  }

  /** {@code 2024}, {@code 2026} or {@code both}. */
  public static EmptyNodesRequest of(String years) {
    return switch (years.trim().toLowerCase(Locale.ROOT)) {
      case "2024" -> new EmptyNodesRequest(List.of(CracYear.CRAC2024));
      case "2026" -> new EmptyNodesRequest(List.of(CracYear.CRAC2026));
      case "both" -> new EmptyNodesRequest(List.of(CracYear.CRAC2024, CracYear.CRAC2026));
      default ->
          throw new InvalidRequestException(
              "--empty-nodes: '" + years + "': expected 2024, 2026 or both");
    };
  }

  /**
   * The key file each system file is compared with: the one of the same file name, or, when the key
   * and the system have one file each, that one. A system file without one is left out (null).
   *
   * @param keyFiles the key's files' names (their last path segments), in the key's order
   * @param systemFiles the system's files' names
   * @return for each system file, the index of its key file, or null
   */
  public static List<Integer> keyFileOf(List<String> keyFiles, List<String> systemFiles) {
    List<Integer> paired = new ArrayList<>();
    if (keyFiles.size() == 1 && systemFiles.size() == 1) {
      paired.add(0);
      return paired;
    }
    Map<String, Integer> byName = new HashMap<>();
    for (int k = 0; k < keyFiles.size(); k++) {
      byName.putIfAbsent(uncompressed(keyFiles.get(k)), k);
    }
    for (String f : systemFiles) {
      paired.add(byName.get(uncompressed(f)));
    }
    return paired;
  }

  /**
   * Refuses a key that is not CoNLL-U (empty nodes are CoNLL-U lines; its format's name given) and
   * systems that are an LLM's text or JSON (their empty nodes exist only once converted).
   */
  public void check(String keyFormat, boolean conllu, boolean llmOutputs) {
    if (llmOutputs) {
      throw new InvalidRequestException(
          "--empty-nodes evaluates CoNLL-U system files, not an LLM's text or JSON: convert them"
              + " with the track's pipeline first");
    }
    if (!conllu) {
      throw new InvalidRequestException(
          "--empty-nodes evaluates CoNLL-U files (empty nodes are CoNLL-U lines such as 5.1); the"
              + " key is "
              + keyFormat);
    }
  }

  /** A file's name without {@code .gz}: a compressed file pairs with the same name uncompressed. */
  private static String uncompressed(String name) {
    return name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
  }

  /** The file name a path ends with. */
  public static String fileName(String path) {
    String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    return p.substring(p.lastIndexOf('/') + 1);
  }

  /** The years by their codes, in order, for tables. */
  public Map<String, CracYear> byCode() {
    Map<String, CracYear> m = new LinkedHashMap<>();
    years.forEach(y -> m.put(y.code(), y));
    return m;
  }
}
