#!/usr/bin/env bash
# How far two capabilities (CONE, error analysis) spread outside their home packages, and a few
# size figures of the main sources. Read-only: prints a report, changes nothing.
#
#   scripts/dev/spread.sh [SRC_ROOT]
#
# SRC_ROOT: a Java source root (default: src/main/java of the repository this script is in), e.g.
# /work/before/src/main/java.
#
# Printed:
#  - CONE: the files outside the CONE package (a directory named cone) and outside report/ (where
#    the output tables belong) that name CONE: one of the types declared in the cone package (top
#    level, or nested as Outer.Nested), one of the CONE metrics of Metric.java (the enum constants
#    of its cone() group, EnumSet.range(FIRST, LAST), and their codes, e.g. cone_bcub, or the group's
#    own name "cone"), or an identifier with "cone" as one of its camelCase/underscore words
#    (ConeTally, coneEntities, isCone, cone, CONE_BCUB; package and import statements aside), or a
#    wildcard import of the cone package.
#    "CONE by layer": the same with every package named cone a home too (the cone subpackage of a
#    layer, e.g. study/cone for the CONE study), so that it counts the generic files that name CONE.
#  - error analysis: the files outside the analysis package and report/ that name one of the types
#    declared in the analysis package (same rules for types and wildcard imports).
#  - the lines of spark/ (all its .java files), the files over 600 and over 700 lines (whole root).
#  - the files that construct a missing-document or extra-document decision: CorpusRules.missing(,
#    CorpusRules.extra(, MISSING_DOCUMENT or EXTRA_DOCUMENT, outside ProblemKind.java.
# Comments are ignored everywhere; string literals count only for metric codes.
# Packages are found by directory name wherever they are under SRC_ROOT (robust to moves; of several
# with one name, the one with the most files of its own); override
# with CONE_DIR, ANALYSIS_DIR, REPORT_DIR, SPARK_DIR (paths relative to SRC_ROOT) and METRIC_FILE.
# The last line, "spread: ...", holds every figure on one line.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="${1:-$here/../../src/main/java}"
if [[ "$root" == -h || "$root" == --help ]]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 0
fi
[[ -d "$root" ]] || { echo "spread: $root is not a directory" >&2; exit 2; }
root="$(cd "$root" && pwd)"

# the directory called NAME under the root that holds the most .java files of its own (a
# capability's main package rather than a layer's subpackage named after it), relative to the root
find_dir() {
  (cd "$root" && find . -type d -name "$1" -printf '%P\n' | while read -r d; do
    printf '%d %d %s\n' "$(find "$d" -maxdepth 1 -name '*.java' | wc -l)" \
      "$(tr -cd / <<<"$d" | wc -c)" "$d"
  done | sort -k1,1nr -k2,2n -k3 | head -n 1 | cut -d' ' -f3-)
}
find_file() {
  (cd "$root" && find . -type f -name "$1" -printf '%d %P\n' | sort -n | head -n 1 | cut -d' ' -f2-)
}
cone_dir="${CONE_DIR:-$(find_dir cone)}"
analysis_dir="${ANALYSIS_DIR:-$(find_dir analysis)}"
report_dir="${REPORT_DIR:-$(find_dir report)}"
spark_dir="${SPARK_DIR:-$(find_dir spark)}"
metric_file="${METRIC_FILE:-$(find_file Metric.java)}"
for v in cone_dir analysis_dir report_dir spark_dir metric_file; do
  [[ -n "${!v}" ]] || { echo "spread: no ${v%_*} found under $root (set ${v^^})" >&2; exit 2; }
done

ROOT="$root" CONE_DIR="$cone_dir" ANALYSIS_DIR="$analysis_dir" REPORT_DIR="$report_dir" \
  SPARK_DIR="$spark_dir" METRIC_FILE="$metric_file" perl -e '
use strict;
use warnings;
use File::Find;

my ($root, $cone, $analysis, $report, $spark, $metricFile) =
  @ENV{qw(ROOT CONE_DIR ANALYSIS_DIR REPORT_DIR SPARK_DIR METRIC_FILE)};

# every .java file, relative to the root, with its text: raw, without comments (strings kept),
# and without comments and strings
my (@files, %raw, %code, %bare, %lines);
find({ no_chdir => 1, wanted => sub {
  return unless -f $_ && /\.java$/;
  (my $rel = $File::Find::name) =~ s{^\Q$root\E/}{};
  push @files, $rel;
} }, $root);
@files = sort @files;
for my $f (@files) {
  open my $in, "<", "$root/$f" or die "$f: $!";
  local $/;
  my $t = <$in>;
  close $in;
  $raw{$f} = $t;
  $lines{$f} = ($t =~ tr/\n//) + (length($t) && substr($t, -1) ne "\n" ? 1 : 0);
  # comments out, strings and chars kept (text blocks first)
  my $c = $t;
  $c =~ s{("""(?:.|\n)*?""")|("(?:\\.|[^"\\\n])*")|(\x27(?:\\.|[^\x27\\\n])*\x27)|//[^\n]*|/\*.*?\*/}
         {defined $1 ? $1 : defined $2 ? $2 : defined $3 ? $3 : " "}gse;
  $code{$f} = $c;
  my $b = $c;
  $b =~ s{"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"|\x27(?:\\.|[^\x27\\\n])*\x27}{""}gs;
  $bare{$f} = $b;
}
sub under { my ($f, $dir) = @_; return index($f, "$dir/") == 0; }

# the types declared in a directory (its own files, not subdirectories): top-level names, and
# nested ones as Outer.Nested (the immediately enclosing type)
sub types_in {
  my ($dir) = @_;
  my (@top, @nested);
  for my $f (grep { m{^\Q$dir\E/[^/]+\.java$} } @files) {
    my $b = $bare{$f};
    $b =~ s/\@interface\b/interface/g;
    my ($depth, $pending, @stack) = (0, undef);
    while ($b =~ /\b(class|interface|enum|record)\s+([A-Z][A-Za-z0-9_]*)|([{}])/g) {
      if (defined $2) {
        $pending = $2;
      } elsif ($3 eq "{") {
        $depth++;
        if (defined $pending) {
          if (@stack) { push @nested, "$stack[-1][0].$pending"; } else { push @top, $pending; }
          push @stack, [$pending, $depth];
          undef $pending;
        }
      } else {
        pop @stack if @stack && $stack[-1][1] == $depth;
        $depth--;
      }
    }
  }
  my %seen;
  return ([grep { !$seen{$_}++ } @top], [grep { !$seen{$_}++ } @nested]);
}

# the CONE metrics: the constants of Metric.cone(), EnumSet.range(FIRST, LAST), in declaration order
my $m = $code{$metricFile} // die "no $metricFile\n";
my (@consts, %codeOf);
my ($enumBody) = $m =~ /\benum\s+Metric\b[^{]*\{(.*)/s;
$enumBody //= $m;
while ($enumBody =~ /(?:^|[,{;]|\n)\s*(?:\@\w+\s*)*([A-Z][A-Z0-9_]*)\s*\(\s*"([^"]*)"/g) {
  push @consts, $1;
  $codeOf{$1} = $2;
}
my @coneConsts;
if ($m =~ /Set<Metric>\s+cone\s*\(\s*\)\s*\{[^}]*?EnumSet\.range\(\s*(?:Metric\.)?(\w+)\s*,\s*(?:Metric\.)?(\w+)\s*\)/s) {
  my ($first, $last) = ($1, $2);
  my $in = 0;
  for my $c (@consts) {
    $in = 1 if $c eq $first;
    push @coneConsts, $c if $in;
    last if $c eq $last;
  }
}
my $coneSource = "Metric.cone() range";
if (!@coneConsts) {
  @coneConsts = grep { /CONE/ || /^NE_/ } @consts;
  $coneSource = "constants named CONE* or NE_* (no EnumSet.range found in cone())";
}
my @coneCodes = map { $codeOf{$_} } @coneConsts;

sub words_of { # the camelCase / underscore words of an identifier, lower case
  my ($id) = @_;
  return map { lc } grep { length } map { split /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/ } split /_+/, $id;
}

sub scan {
  my ($title, $home, $top, $nested, $extra, $alsoHome) = @_;
  my %hits;
  my @topRe = map { qr/\b\Q$_\E\b/ } @$top;
  my @nestedRe = map { qr/\b\Q$_\E\b/ } @$nested;
  for my $f (@files) {
    next if under($f, $home) || under($f, $report) || ($alsoHome && $alsoHome->($f));
    my @why;
    my %types;
    for my $i (0 .. $#$top) { $types{$top->[$i]} = 1 if $bare{$f} =~ $topRe[$i]; }
    for my $i (0 .. $#$nested) { $types{$nested->[$i]} = 1 if $bare{$f} =~ $nestedRe[$i]; }
    push @why, "types: " . join(" ", sort keys %types) if %types;
    (my $pkg = $home) =~ s{/}{.}g;
    push @why, "imports $pkg.*" if $bare{$f} =~ /^\s*import\s+(?:static\s+)?\Q$pkg\E\.\*\s*;/m;
    push @why, $extra->($f) if $extra;
    @why = grep { defined && length } @why;
    $hits{$f} = join("; ", @why) if @why;
  }
  my @list = sort keys %hits;
  printf "%s: %d files outside %s/%s and %s/\n", $title, scalar @list, $home,
    ($alsoHome ? " (and every other package named after it)" : ""), $report;
  for my $f (@list) {
    my $short = $hits{$f};
    $short = substr($short, 0, 150) . " ..." if length $short > 154;
    printf "  %-52s %s\n", $f, $short;
  }
  return scalar @list;
}

print "spread: $root (", scalar @files, " .java files)\n";
print "homes: cone=$cone/ analysis=$analysis/ report=$report/ spark=$spark/ metrics=$metricFile\n\n";

# CONE
my ($coneTop, $coneNested) = types_in($cone);
print "CONE names used:\n";
print "  types (", scalar @$coneTop, "): @$coneTop\n";
print "  nested types (", scalar @$coneNested, "), as Outer.Nested: @$coneNested\n";
print "  metrics ($coneSource, ", scalar @coneConsts, "): @coneConsts\n";
print "  metric codes: @coneCodes \"cone\"\n";
print "  identifiers with the word cone (camelCase or underscore part, any case)\n";
my @constRe = map { qr/\b\Q$_\E\b/ } @coneConsts;
my @codeRe = map { qr/"[^"\n]*\b\Q$_\E\b[^"\n]*"/ } @coneCodes;
my $coneWhy = sub {
  my ($f) = @_;
  my @why;
  my %mc;
  for my $i (0 .. $#coneConsts) { $mc{$coneConsts[$i]} = 1 if $bare{$f} =~ $constRe[$i]; }
  for my $i (0 .. $#coneCodes) { $mc{"\"$coneCodes[$i]\""} = 1 if $code{$f} =~ $codeRe[$i]; }
  $mc{"\"cone\""} = 1 if $code{$f} =~ /"cone"/;
  push @why, "metrics: " . join(" ", sort keys %mc) if %mc;
  my %ids;
  # package and import statements name packages, not identifiers (imported types count above)
  (my $body = $bare{$f}) =~ s/^\s*(?:package|import)\b[^;]*;//mg;
  while ($body =~ /\b([A-Za-z_\$][A-Za-z0-9_\$]*)\b/g) {
    my $id = $1;
    next unless $id =~ /cone/i;
    $ids{$id} = 1 if grep { $_ eq "cone" } words_of($id);
  }
  # identifiers that are only the names above are already listed
  delete @ids{@$coneTop, @coneConsts};
  my @ids = sort keys %ids;
  push @why, "ids: " . join(" ", @ids) if @ids;
  return join("; ", @why);
};
my $coneCount = scan("CONE", $cone, $coneTop, $coneNested, $coneWhy);
print "\n";
# the same, with every package named cone a home (the cone subpackage of a layer: study/cone)
my $coneLayers = scan("CONE by layer", $cone, $coneTop, $coneNested, $coneWhy,
  sub { $_[0] =~ m{(^|/)cone/} });
print "\n";

# error analysis
my ($anTop, $anNested) = types_in($analysis);
print "Error-analysis names used:\n";
print "  types (", scalar @$anTop, "): @$anTop\n";
print "  nested types (", scalar @$anNested, "), as Outer.Nested: @$anNested\n";
my $anCount = scan("Error analysis", $analysis, $anTop, $anNested, undef);
print "\n";

# sizes
my @sparkFiles = grep { under($_, $spark) } @files;
my $sparkLines = 0;
$sparkLines += $lines{$_} for @sparkFiles;
printf "%s/: %d lines in %d .java files\n", $spark, $sparkLines, scalar @sparkFiles;
my @big = sort { $lines{$b} <=> $lines{$a} || $a cmp $b } grep { $lines{$_} > 600 } @files;
my $over700 = grep { $lines{$_} > 700 } @big;
printf "files over 600 lines: %d (over 700: %d)\n", scalar @big, $over700;
printf "  %5d %s%s\n", $lines{$_}, $_, $lines{$_} > 700 ? "  (>700)" : "" for @big;
print "\n";

# missing / extra document decisions
my @pats = ("CorpusRules.missing(", "CorpusRules.extra(", "MISSING_DOCUMENT", "EXTRA_DOCUMENT");
my @dec;
for my $f (@files) {
  next if $f =~ m{(^|/)ProblemKind\.java$};
  my @found = grep { my $p = $_; $p =~ /^[A-Z_]+$/ ? $bare{$f} =~ /\b\Q$p\E\b/ : $bare{$f} =~ /\Q$p\E/ } @pats;
  push @dec, [$f, \@found] if @found;
}
printf "missing/extra-document decisions: %d files (outside ProblemKind.java)\n", scalar @dec;
printf "  %-52s %s\n", $_->[0], join(" ", @{$_->[1]}) for @dec;
print "\n";

printf "spread: cone=%d cone_by_layer=%d analysis=%d spark_lines=%d over600=%d over700=%d"
  . " document_decisions=%d\n",
  $coneCount, $coneLayers, $anCount, $sparkLines, scalar @big, $over700, scalar @dec;
'
