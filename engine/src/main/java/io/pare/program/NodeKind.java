package io.pare.program;

/** The kinds of reduction-tree nodes: lists and optionals are explicit so reducers know where to delete. */
public enum NodeKind {
    /** A leaf: one token. */
    TOKEN,
    /** An ordinary grammar rule (after compaction, a chain of single-child rules). */
    RULE,
    /** A {@code *} sub-rule: its ITEM children may all go. */
    STAR,
    /** A {@code +} sub-rule: at least one ITEM child must stay. */
    PLUS,
    /** A {@code ?} sub-rule: a list of at most one ITEM. */
    OPTIONAL,
    /** One repetition of a quantified sub-rule; always removable as a whole from its list. */
    ITEM;

    public boolean isList() {
        return this == STAR || this == PLUS || this == OPTIONAL;
    }
}
