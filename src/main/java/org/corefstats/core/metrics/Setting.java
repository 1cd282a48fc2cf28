package org.corefstats.core.metrics;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.error.InvalidRequestException;

/**
 * One evaluation setting of a run that scores several in one pass ({@code --settings}): a
 * combination of the profile's options, written as its words joined by '/' ({@code head/remove},
 * {@code partial/remove/linear}); an option it does not name keeps the run's choice. The words are
 * a matching ({@code exact}, {@code head}, {@code partial}), a singleton rule ({@code keep}, {@code
 * remove}) and a zero alignment ({@code dependent}, {@code linear}), each at most once.
 *
 * <p>{@code crac2024} stands for the four settings of the CRAC 2024 shared task, its primary one
 * first: head matching without singletons, partial and exact matching without singletons, and head
 * matching with singletons.
 *
 * @param name as the outputs name it (the words as given, lower case)
 * @param matching null: the run's choice
 * @param singletons null: the run's choice
 * @param zeros null: the run's choice
 */
public record Setting(
    String name,
    Semantics.Matching matching,
    Semantics.Singletons singletons,
    Semantics.Zeros zeros)
    implements Serializable {

  /** The CRAC 2024 shared task's settings, in the order of its tables (the primary one first). */
  public static final List<String> CRAC_2024 =
      List.of("head/remove", "partial/remove", "exact/remove", "head/keep");

  /** The shorthands of {@link #parseList}. */
  public static final String CRAC_2024_NAME = "crac2024";

  /**
   * A comma-separated list of settings, shorthands expanded in place.
   *
   * @throws InvalidRequestException for an unknown word, an option named twice in one setting, a
   *     setting given twice, or an empty list
   */
  public static List<Setting> parseList(String list) {
    List<String> names = new ArrayList<>();
    for (String part : list.split(",", -1)) {
      String name = part.trim().toLowerCase(Locale.ROOT);
      if (name.equals(CRAC_2024_NAME)) {
        names.addAll(CRAC_2024);
      } else {
        names.add(name);
      }
    }
    Set<String> seen = new LinkedHashSet<>();
    List<Setting> settings = new ArrayList<>();
    for (String name : names) {
      Setting s = parse(name);
      if (!seen.add(s.name())) {
        throw new InvalidRequestException(
            "--settings " + list + ": the setting " + s.name() + " is given twice");
      }
      settings.add(s);
    }
    return List.copyOf(settings);
  }

  /** One setting: its words joined by '/'. */
  public static Setting parse(String name) {
    if (name.isEmpty()) {
      throw new InvalidRequestException(
          "--settings: an empty setting; expected words such as head/remove, or crac2024");
    }
    Semantics.Matching matching = null;
    Semantics.Singletons singletons = null;
    Semantics.Zeros zeros = null;
    for (String word : name.split("/", -1)) {
      switch (word) {
        case "exact", "head", "partial" -> {
          once(name, matching, "a matching");
          matching = Semantics.Matching.valueOf(word.toUpperCase(Locale.ROOT));
        }
        case "keep", "remove" -> {
          once(name, singletons, "a singleton rule");
          singletons = Semantics.Singletons.valueOf(word.toUpperCase(Locale.ROOT));
        }
        case "dependent", "linear" -> {
          once(name, zeros, "a zero alignment");
          zeros = Semantics.Zeros.valueOf(word.toUpperCase(Locale.ROOT));
        }
        default ->
            throw new InvalidRequestException(
                "--settings: unknown word '"
                    + word
                    + "' in setting "
                    + name
                    + "; a setting joins with '/' a matching (exact, head, partial), singletons"
                    + " (keep, remove) and zeros (dependent, linear), or is the shorthand "
                    + CRAC_2024_NAME
                    + " ("
                    + String.join(", ", CRAC_2024)
                    + ")");
      }
    }
    return new Setting(name, matching, singletons, zeros);
  }

  private static void once(String name, Object already, String what) {
    if (already != null) {
      throw new InvalidRequestException(
          "--settings: the setting " + name + " names " + what + " twice");
    }
  }

  /** The run's choice with this setting's options in place of its own. */
  public Semantics.Choice applyTo(Semantics.Choice run) {
    return run.with(matching, singletons, zeros);
  }

  /**
   * The name of the one setting of a run without {@code --settings}: its matching and singleton
   * rule ({@code exact/keep} for v8.01), and its zero alignment when it is not the profile's.
   */
  public static String nameOf(Semantics semantics) {
    return semantics.matching().code()
        + "/"
        + semantics.singletons().code()
        + (semantics.zeros() != Semantics.Zeros.defaultFor(semantics.profile())
            ? "/" + semantics.zeros().code()
            : "");
  }
}
