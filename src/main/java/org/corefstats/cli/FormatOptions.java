package org.corefstats.cli;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.corefstats.core.cone.ConeOptions;
import org.corefstats.core.cone.ConeRule;
import org.corefstats.core.cone.NeSource;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.jsonl.JsonlinesOptions;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * The input format and the scoring semantics, one option set for {@code score} and {@code run}:
 * each input in the format its name says unless {@code --format}; the profile of the key's format
 * unless {@code --profile}, with its defaults for the options not given.
 */
final class FormatOptions {
  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      converter = FormatConverter.class,
      description =
          "conll, conllu or jsonl: the format of every input (default: each file's, from its name:"
              + " *.conll and *_conll, *.conllu, *.jsonl and *.jsonlines, optionally .gz; a file"
              + " named otherwise is CoNLL-2012)")
  Format format;

  @Option(
      names = "--span-end",
      paramLabel = "inclusive|exclusive",
      converter = SpanEndConverter.class,
      description =
          "jsonlines: whether a span's end index is its last word (e2e-coref) or one past it"
              + " (wl-coref); default: detected per record")
  JsonlinesOptions.SpanEnd spanEnd;

  @Option(
      names = "--space",
      paramLabel = "word|subtoken",
      converter = SpaceConverter.class,
      description =
          "jsonlines: spans over words, or over subtokens mapped to words by subtoken_map;"
              + " default: detected per record")
  JsonlinesOptions.Space space;

  @Option(
      names = "--profile",
      paramLabel = "PROFILE",
      converter = ProfileConverter.class,
      description =
          "whose numbers to reproduce: v801 (scorer.pl v8.01), corefud (the CorefUD scorer 1.2)"
              + " or coval (coval: singletons kept unless --singletons remove, which applies"
              + " before --np-only, --min-span and --remove-nested);"
              + " default: corefud for a CoNLL-U key, v801 otherwise")
  Semantics.Profile profile;

  @Option(
      names = "--matching",
      paramLabel = "MODE",
      converter = MatchingConverter.class,
      description =
          "how mentions match: exact (the same words), head (the same head, then the best"
              + " overlap with the key mention) or partial (inside the key mention and holding its"
              + " head); head and partial take the last word as the head where the format gives"
              + " none; default: head with the corefud profile, exact otherwise")
  Semantics.Matching matching;

  @Option(
      names = "--singletons",
      paramLabel = "keep|remove",
      converter = SingletonsConverter.class,
      description =
          "keep or remove entities of one mention, per side and document before scoring"
              + " (default: remove with the corefud profile, keep with v801)")
  Semantics.Singletons singletons;

  @Option(
      names = "--zeros",
      paramLabel = "dependent|linear",
      converter = ZerosConverter.class,
      description =
          "CoNLL-U zero mentions (heads on empty nodes): dependent pairs key and response zeros of"
              + " a sentence by their DEPS first, linear matches them as any mention by position"
              + " (default: dependent with the corefud profile, linear otherwise)")
  Semantics.Zeros zeros;

  @Option(
      names = "--cone-rule",
      paramLabel = "head|exact|strip",
      converter = ConeRuleConverter.class,
      description =
          "CONE metrics: which mention is named by the key's NE column (11): head (its"
              + " approximate head is an NE span's, or it equals one; default), exact (it equals"
              + " an NE span) or strip (equal after dropping a leading the/a/an and a trailing"
              + " possessive or punctuation)")
  ConeRule coneRule;

  @Option(
      names = "--cone-types",
      paramLabel = "TYPES",
      split = ",",
      description =
          "CONE metrics: the NE types that name a mention, comma-separated (default: all but"
              + " DATE, TIME, PERCENT, MONEY, QUANTITY, ORDINAL, CARDINAL)")
  java.util.Set<String> coneTypes;

  @Option(
      names = "--cone-approx-snap",
      paramLabel = "anchor|none",
      converter = SnapConverter.class,
      description =
          "cone_approx_* metrics: each named response mention replaced by its NE span before it"
              + " meets the approximate gold (anchor; default) or compared as it is (none)")
  ConeOptions.Snap coneApproxSnap;

  @Option(
      names = "--cone-approx-ignore-types",
      description = "cone_approx_* metrics: names of different NE types may cluster")
  boolean coneApproxIgnoreTypes;

  @Option(
      names = "--cone-ne",
      paramLabel = "key|response",
      converter = NeConverter.class,
      description =
          "CONE metrics: the NE layer (column 11) of the key (default) or of each response (a"
              + " system's own NER; key and response mentions are tested against that one layer)")
  NeSource.Kind coneNe;

  @Option(
      names = "--cone-ne-file",
      paramLabel = "FILE",
      description =
          "CONE metrics: the NE layer from a separate source aligned to the key's tokens: CoNLL-2012"
              + " (a file or a directory) with the key's documents and tokens and NE brackets in"
              + " column 11, or a TSV (.tsv, or a header naming doc_tok_start) with the columns"
              + " document, doc_tok_start, doc_tok_end (0-based, inclusive, over the document's"
              + " tokens) and type; words come from the key")
  Path coneNeFile;

  @Option(
      names = "--cone-approx-only",
      description =
          "only cone_approx_bcub, cone_approx_ceafm and cone_approx_ceafe (the default and only"
              + " --metrics): the key is an NE layer without coreference, CoNLL-2012 with NE"
              + " brackets in column 11, or a TSV as for --cone-ne-file (its documents are the key"
              + " documents, with the response's tokens and words)")
  boolean coneApproxOnly;

  @Option(
      names = "--np-only",
      description =
          "coval's NP_only: mentions whose subtree in the key's parse bits is a VP removed; an"
              + " entity left with one mention dropped (CoNLL-2012 key with real parse bits)")
  boolean npOnly;

  @Option(
      names = "--min-span",
      description =
          "coval's min_span: mentions identified by their minimum spans (MINA) in the key's parse"
              + " bits (CoNLL-2012 key with real parse bits)")
  boolean minSpan;

  @Option(
      names = "--remove-nested",
      description =
          "coval's remove_nested: mentions nested in another mention of their entity, in one"
              + " sentence, removed (CoNLL-2012 key)")
  boolean removeNested;

  /**
   * The formats to read in; a CoNLL-2012 key with its token columns when coval's options or a
   * metric of the CONE group ({@code metrics}) need them.
   */
  InputFormats formats(java.util.Set<org.corefstats.core.metrics.Metric> metrics) {
    boolean cone = metrics.stream().anyMatch(org.corefstats.core.metrics.Metric::isCone);
    return new InputFormats(
            format,
            spanEnd == null ? JsonlinesOptions.SpanEnd.AUTO : spanEnd,
            space == null ? JsonlinesOptions.Space.AUTO : space)
        .withParseColumns(!covalOptions().isEmpty() || cone)
        .withResponseParseColumns(cone && (coneNe == NeSource.Kind.RESPONSE || coneApproxOnly));
  }

  /** coval's options asked for. */
  Set<Semantics.CovalOption> covalOptions() {
    Set<Semantics.CovalOption> options = EnumSet.noneOf(Semantics.CovalOption.class);
    if (npOnly) {
      options.add(Semantics.CovalOption.NP_ONLY);
    }
    if (minSpan) {
      options.add(Semantics.CovalOption.MIN_SPAN);
    }
    if (removeNested) {
      options.add(Semantics.CovalOption.REMOVE_NESTED);
    }
    return options;
  }

  /**
   * What was asked for, resolved by the key's format; an NE file ({@code --cone-ne-file}, or the
   * key itself in approx-only mode when it is a TSV) read here, once.
   */
  Semantics.Choice semantics(String key) throws IOException {
    ConeOptions cone =
        new ConeOptions(coneRule, coneTypes, coneApproxSnap, coneApproxIgnoreTypes, neSource(key));
    return new Semantics.Choice(profile, matching, singletons, covalOptions(), zeros, cone);
  }

  /** CONE's NE layer (CONE.md 3.1): the key's or the response's column 11, or a file. */
  private NeSource neSource(String key) throws IOException {
    if (coneNeFile != null && coneNe != null) {
      throw new InvalidRequestException(
          "--cone-ne "
              + coneNe.name().toLowerCase(java.util.Locale.ROOT)
              + " and --cone-ne-file name two NE layers: give one");
    }
    Path keyPath = localPath(key);
    if (coneApproxOnly
        && keyPath != null
        && Files.isRegularFile(keyPath)
        && NeSource.isTsv(keyPath)) {
      if (coneNeFile != null || coneNe == NeSource.Kind.RESPONSE) {
        throw new InvalidRequestException(
            "--cone-approx-only with a TSV key: the key is the NE layer, so --cone-ne response"
                + " and --cone-ne-file do not apply");
      }
      return NeSource.read(key, List.of(keyPath)).asKey(true);
    }
    if (coneNeFile != null) {
      return NeSource.read(coneNeFile.toString(), InputFiles.list(coneNeFile, p -> {}));
    }
    return coneNe == NeSource.Kind.RESPONSE ? NeSource.RESPONSE : NeSource.KEY;
  }

  /** A key given as a local path (score's, or run's without a scheme or with file:), or null. */
  private static Path localPath(String key) {
    try {
      URI uri = URI.create(key.replace(" ", "%20"));
      if (uri.getScheme() == null) {
        return Path.of(key);
      }
      return uri.getScheme().equals("file") ? Path.of(uri) : null;
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      return Path.of(key);
    }
  }

  static final class FormatConverter implements ITypeConverter<Format> {
    @Override
    public Format convert(String value) {
      return Format.fromCode(value);
    }
  }

  static final class SpanEndConverter implements ITypeConverter<JsonlinesOptions.SpanEnd> {
    @Override
    public JsonlinesOptions.SpanEnd convert(String value) {
      return JsonlinesOptions.SpanEnd.valueOf(
          upper(
              value,
              "inclusive, exclusive",
              new Enum<?>[] {
                JsonlinesOptions.SpanEnd.INCLUSIVE, JsonlinesOptions.SpanEnd.EXCLUSIVE
              }));
    }
  }

  static final class SpaceConverter implements ITypeConverter<JsonlinesOptions.Space> {
    @Override
    public JsonlinesOptions.Space convert(String value) {
      return JsonlinesOptions.Space.valueOf(
          upper(
              value,
              "word, subtoken",
              new Enum<?>[] {JsonlinesOptions.Space.WORD, JsonlinesOptions.Space.SUBTOKEN}));
    }
  }

  static final class ProfileConverter implements ITypeConverter<Semantics.Profile> {
    @Override
    public Semantics.Profile convert(String value) {
      return Semantics.Profile.valueOf(
          upper(value, "v801, corefud, coval", Semantics.Profile.values()));
    }
  }

  static final class MatchingConverter implements ITypeConverter<Semantics.Matching> {
    @Override
    public Semantics.Matching convert(String value) {
      return Semantics.Matching.valueOf(
          upper(value, "exact, head, partial", Semantics.Matching.values()));
    }
  }

  static final class SingletonsConverter implements ITypeConverter<Semantics.Singletons> {
    @Override
    public Semantics.Singletons convert(String value) {
      return Semantics.Singletons.valueOf(
          upper(value, "keep, remove", Semantics.Singletons.values()));
    }
  }

  static final class SnapConverter implements ITypeConverter<ConeOptions.Snap> {
    @Override
    public ConeOptions.Snap convert(String value) {
      return ConeOptions.Snap.valueOf(upper(value, "anchor, none", ConeOptions.Snap.values()));
    }
  }

  static final class NeConverter implements ITypeConverter<NeSource.Kind> {
    @Override
    public NeSource.Kind convert(String value) {
      return NeSource.Kind.valueOf(
          upper(value, "key, response", new Enum<?>[] {NeSource.Kind.KEY, NeSource.Kind.RESPONSE}));
    }
  }

  static final class ConeRuleConverter implements ITypeConverter<ConeRule> {
    @Override
    public ConeRule convert(String value) {
      return ConeRule.valueOf(upper(value, "head, exact, strip", ConeRule.values()));
    }
  }

  static final class ZerosConverter implements ITypeConverter<Semantics.Zeros> {
    @Override
    public Semantics.Zeros convert(String value) {
      return Semantics.Zeros.valueOf(upper(value, "dependent, linear", Semantics.Zeros.values()));
    }
  }

  /** The constant named {@code value} (any case), or a message listing the accepted ones. */
  private static String upper(String value, String accepted, Enum<?>[] constants) {
    String name = value.toUpperCase(Locale.ROOT);
    for (Enum<?> c : constants) {
      if (c.name().equals(name)) {
        return name;
      }
    }
    throw new IllegalArgumentException("'" + value + "': expected " + accepted);
  }
}
