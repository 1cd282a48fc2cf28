package org.corefstats.core.conll;

import java.io.Serializable;

/**
 * Whose reading of the coreference cells a CoNLL-2011/2012 input gets, a setting of the {@link
 * org.corefstats.core.format.ReadOptions}: v8.01's (docs/explanation/v801.md, the default) or
 * coval's (the coval profile: its cell grammar, sentence-local mentions, entities in order of
 * completion, every copy kept; {@link DocumentAssembler#covalReading}).
 */
public enum ConllReading implements Serializable {
  V801,
  COVAL
}
