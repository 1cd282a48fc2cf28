package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.text.Format;
import org.junit.jupiter.api.Test;

class SettingTest {
  @Test
  void crac2024IsItsFourSettingsPrimaryFirstAndResolvesUnderTheCorefudProfile() {
    List<Setting> settings = Setting.parseList("crac2024");
    assertEquals(
        List.of("head/remove", "partial/remove", "exact/remove", "head/keep"),
        settings.stream().map(Setting::name).toList());
    Semantics partial = settings.get(1).applyTo(Semantics.Choice.DEFAULTS).resolve(Format.CONLLU);
    assertEquals(Semantics.Profile.COREFUD, partial.profile());
    assertEquals(Semantics.Matching.PARTIAL, partial.matching());
    assertEquals(Semantics.Singletons.REMOVE, partial.singletons());
    assertEquals(Semantics.Zeros.DEPENDENT, partial.zeros());
  }

  @Test
  void aSettingOverridesOnlyTheOptionsItNames() {
    Setting s = Setting.parse("partial/linear");
    assertNull(s.singletons());
    Semantics.Choice run =
        new Semantics.Choice(
            Semantics.Profile.COREFUD,
            Semantics.Matching.EXACT,
            Semantics.Singletons.KEEP,
            null,
            Semantics.Zeros.DEPENDENT,
            null);
    Semantics resolved = s.applyTo(run).resolve(Format.CONLLU);
    assertEquals(Semantics.Matching.PARTIAL, resolved.matching());
    assertEquals(Semantics.Singletons.KEEP, resolved.singletons());
    assertEquals(Semantics.Zeros.LINEAR, resolved.zeros());
    assertEquals(
        List.of("exact/keep", "head/remove", "head/keep"),
        Setting.parseList(" Exact/Keep ,head/remove,head/keep").stream()
            .map(Setting::name)
            .toList());
  }

  @Test
  void badSettingsAreRefusedWithTheReason() {
    assertTrue(
        assertThrows(InvalidRequestException.class, () -> Setting.parseList("head/sloppy"))
            .getMessage()
            .contains("unknown word 'sloppy'"));
    assertTrue(
        assertThrows(InvalidRequestException.class, () -> Setting.parseList("head/exact"))
            .getMessage()
            .contains("names a matching twice"));
    assertTrue(
        assertThrows(InvalidRequestException.class, () -> Setting.parseList("crac2024,head/keep"))
            .getMessage()
            .contains("head/keep is given twice"));
    assertTrue(
        assertThrows(InvalidRequestException.class, () -> Setting.parseList("head/remove,"))
            .getMessage()
            .contains("empty setting"));
  }

  @Test
  void theOneSettingOfARunIsNamedByItsMatchingAndSingletons() {
    assertEquals("exact/keep", Setting.nameOf(Semantics.V801));
    assertEquals("head/remove", Setting.nameOf(Semantics.Choice.DEFAULTS.resolve(Format.CONLLU)));
    assertEquals(
        "head/remove/linear",
        Setting.nameOf(
            Semantics.Choice.DEFAULTS.resolve(Format.CONLLU).withZeros(Semantics.Zeros.LINEAR)));
  }
}
