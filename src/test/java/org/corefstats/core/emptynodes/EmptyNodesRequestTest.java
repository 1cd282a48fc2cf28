package org.corefstats.core.emptynodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.corefstats.core.error.InvalidRequestException;
import org.junit.jupiter.api.Test;

/** {@code --empty-nodes}: its years, the pairing of a system's files with the key's, its checks. */
class EmptyNodesRequestTest {
  @Test
  void yearsAreNamedAsTheOptionNamesThem() {
    assertEquals(List.of(CracYear.CRAC2026), EmptyNodesRequest.of("2026").years());
    assertEquals(List.of(CracYear.CRAC2024), EmptyNodesRequest.of(" 2024 ").years());
    assertEquals(
        List.of(CracYear.CRAC2024, CracYear.CRAC2026), EmptyNodesRequest.of("BOTH").years());
    assertThrows(InvalidRequestException.class, () -> EmptyNodesRequest.of("2025"));
  }

  @Test
  void systemFilesPairWithTheKeyFileOfTheirNameCompressedOrNot() {
    List<String> key = List.of("cs_pdt.conllu", "en_gum.conllu", "de_pcc.conllu");
    assertEquals(
        Arrays.asList(1, null, 0, 2),
        EmptyNodesRequest.keyFileOf(
            key, List.of("en_gum.conllu", "other.conllu", "cs_pdt.conllu.gz", "de_pcc.conllu")));
    // one file each: paired whatever their names
    assertEquals(
        List.of(0), EmptyNodesRequest.keyFileOf(List.of("gold.conllu"), List.of("pred.conllu")));
    assertEquals("x.conllu", EmptyNodesRequest.fileName("hdfs://nn/data/sys/x.conllu"));
  }

  @Test
  void onlyConlluIsEvaluated() {
    EmptyNodesRequest request = EmptyNodesRequest.of("2026");
    request.check("conllu", true, false);
    InvalidRequestException conll =
        assertThrows(InvalidRequestException.class, () -> request.check("conll", false, false));
    assertTrue(conll.getMessage().contains("the key is conll"), conll.getMessage());
    InvalidRequestException llm =
        assertThrows(InvalidRequestException.class, () -> request.check("conllu", true, true));
    assertTrue(llm.getMessage().contains("LLM"), llm.getMessage());
  }
}
