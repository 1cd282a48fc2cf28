package org.corefstats.core.corpus;

import java.io.Serializable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.error.InvalidRequestException;

/**
 * Which group a key document belongs to, for scores per group (per dataset, per genre) and their
 * macro average: {@code --group-by file|genre|regex:PATTERN}.
 *
 * <ul>
 *   <li>{@code file}: the key file the document comes from, without the format's suffixes ({@link
 *       InputNames#baseName}): CorefUD's {@code cs_pdt-corefud-test.conllu} is group {@code
 *       cs_pdt-corefud-test};
 *   <li>{@code genre}: the first '/'-separated part of the document's name without its part ({@link
 *       DocumentKeys#withoutPart}): OntoNotes' {@code (bc/cctv/00/cctv_0000); part 000} is {@code
 *       bc}; a name without '/' is its own group;
 *   <li>{@code regex:PATTERN}: the text of PATTERN's first capturing group where PATTERN is first
 *       found in the document's name (as the outputs write it); a document it does not match has no
 *       group ({@link #group} returns null), which the caller reports.
 * </ul>
 */
public final class DocumentGrouping implements Serializable {
  private static final long serialVersionUID = 1L;

  /** How groups are made. */
  public enum Kind {
    FILE,
    GENRE,
    REGEX
  }

  private final Kind kind;
  private final String spec;
  private final Pattern pattern; // REGEX only

  private DocumentGrouping(Kind kind, String spec, Pattern pattern) {
    this.kind = kind;
    this.spec = spec;
    this.pattern = pattern;
  }

  /**
   * {@code file}, {@code genre} or {@code regex:PATTERN}.
   *
   * @throws InvalidRequestException for anything else, a pattern that does not compile, or one
   *     without a capturing group
   */
  public static DocumentGrouping parse(String spec) {
    if (spec.equals("file")) {
      return new DocumentGrouping(Kind.FILE, spec, null);
    }
    if (spec.equals("genre")) {
      return new DocumentGrouping(Kind.GENRE, spec, null);
    }
    if (spec.startsWith("regex:")) {
      String regex = spec.substring("regex:".length());
      Pattern pattern;
      try {
        pattern = Pattern.compile(regex);
      } catch (PatternSyntaxException e) {
        throw new InvalidRequestException(
            "--group-by " + spec + ": not a regular expression: " + e.getDescription());
      }
      if (pattern.matcher("").groupCount() < 1) {
        throw new InvalidRequestException(
            "--group-by "
                + spec
                + ": the pattern has no capturing group; a document's group is the text of the"
                + " first one, e.g. regex:^\\((\\w+)/");
      }
      return new DocumentGrouping(Kind.REGEX, spec, pattern);
    }
    throw new InvalidRequestException(
        "--group-by " + spec + ": expected file, genre or regex:PATTERN");
  }

  public Kind kind() {
    return kind;
  }

  /** As given on the command line. */
  public String spec() {
    return spec;
  }

  /**
   * The group of a key document, or null when a pattern does not match its name.
   *
   * @param keyFile the name (not the path) of the key file it was read from
   */
  public String group(String document, String keyFile) {
    return switch (kind) {
      case FILE -> InputNames.baseName(keyFile);
      case GENRE -> {
        String name = DocumentKeys.withoutPart(document);
        int slash = name.indexOf('/');
        yield slash < 0 ? name : name.substring(0, slash);
      }
      case REGEX -> {
        Matcher m = pattern.matcher(document);
        yield m.find() && m.group(1) != null ? m.group(1) : null;
      }
    };
  }

  /** For summaries: how documents are grouped. */
  public String describe() {
    return switch (kind) {
      case FILE -> "groups: key files";
      case GENRE -> "groups: genres (the first part of a document's name)";
      case REGEX -> "groups: the first group of " + pattern.pattern() + " in a document's name";
    };
  }
}
