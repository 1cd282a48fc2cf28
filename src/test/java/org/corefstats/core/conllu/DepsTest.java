package org.corefstats.core.conllu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Problem;
import org.junit.jupiter.api.Test;

/**
 * The DEPS of zero mentions' heads (docs/explanation/corefud-and-coval.md 2.3 zero-dependent, 4.2):
 * parsed from empty nodes, parents as node positions (the root 0), and the dependent weight.
 */
class DepsTest {
  private static final double EXACT = 1e-15;

  private static String line(String id, String deps, String misc) {
    return id + "\t_\t_\t_\t_\t_\t0\t_\t" + deps + "\t" + misc + "\n";
  }

  private static ConlluParser.Parsed parse(String text, List<Problem> problems) throws IOException {
    try (ConlluReader r =
        ConlluReader.of(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            "t.conllu",
            false,
            problems::add)) {
      return r.nextParsed();
    }
  }

  @Test
  void aZeroMentionKeepsItsHeadsDepsWithParentsAsNodePositions() throws IOException {
    String text =
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = 1\n"
            + line("1", "_", "Entity=(e1-x-1)")
            + line("2", "_", "_")
            + "\n# sent_id = 2\n"
            + line("1", "_", "_")
            + line("1.1", "0:root|1:nsubj:pass|1.2:conj", "Entity=(e1-x-1)")
            + line("1.2", "_", "Entity=(e2-x-1)")
            + line("2", "_", "_")
            + "\n";
    List<Problem> problems = new ArrayList<>();
    ConlluParser.Parsed p = parse(text, problems);
    assertEquals(List.of(), problems);
    int[] sizes = {2, 2};
    List<ConlluMention> mentions = p.mentions;
    assertEquals(3, mentions.size());
    assertNull(p.zeroDeps(mentions.get(0)), "a mention on a word is no zero");
    Deps deps = p.zeroDeps(mentions.get(1));
    assertEquals(
        new Deps(
            new int[] {0, Conllu.word(sizes, 2, 1), Conllu.node(sizes, 2, 1, 20)}, // 1.2: e = 20
            new String[] {"root", "nsubj:pass", "conj"}),
        deps);
    assertEquals(Deps.NONE, p.zeroDeps(mentions.get(2)), "DEPS _: none, weight 0");
  }

  /**
   * samples/crac/key: each of two documents has one zero mention, an empty node with DEPS
   * (samples/README.md: 4.1 in alpha_baker, 5:nsubj; 3.1 in beta_storm, 4:nsubj).
   */
  @Test
  void theCracSamplesZerosHaveTheirDeps() throws IOException {
    java.util.Map<String, Long> withDeps = new java.util.TreeMap<>();
    List<Problem> problems = new ArrayList<>();
    try (var files = java.nio.file.Files.list(java.nio.file.Path.of("samples/crac/key"))) {
      for (java.nio.file.Path file : files.sorted().toList()) {
        try (ConlluReader r = ConlluReader.open(file, false, problems::add)) {
          for (ConlluParser.Parsed p; (p = r.nextParsed()) != null; ) {
            ConlluParser.Parsed parsed = p;
            long zeros =
                p.mentions.stream()
                    .filter(m -> parsed.zeroDeps(m) != null && !parsed.zeroDeps(m).isEmpty())
                    .count();
            if (zeros > 0) {
              withDeps.put(p.name, zeros);
            }
          }
        }
      }
    }
    assertEquals(List.of(), problems);
    assertEquals(java.util.Map.of("alpha_baker", 1L, "beta_storm", 1L), withDeps);
  }

  @Test
  void theWeightRewardsRelationsTenfoldAndParentsOnce() {
    Deps nsubj = new Deps(new int[] {256}, new String[] {"nsubj"});
    Deps obj = new Deps(new int[] {256}, new String[] {"obj"});
    Deps elsewhere = new Deps(new int[] {384}, new String[] {"nsubj"});
    assertEquals(11, nsubj.weight(nsubj), EXACT);
    assertEquals(1, nsubj.weight(obj), EXACT);
    assertEquals(0, nsubj.weight(elsewhere), EXACT);
    assertEquals(0, nsubj.weight(Deps.NONE), EXACT);
    Deps two = new Deps(new int[] {256, 384}, new String[] {"nsubj", "conj"});
    // pairs: p = 1/1, r = 1/2, F = 2/3; parents likewise: 10 * 2/3 + 2/3
    assertEquals(10 * (2.0 / 3) + 2.0 / 3, nsubj.weight(two), 1e-12);
  }
}
