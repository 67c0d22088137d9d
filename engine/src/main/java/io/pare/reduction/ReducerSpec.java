package io.pare.reduction;

import io.pare.reduction.dd.ListReduction;
import io.pare.reduction.hdd.Hddr;

/**
 * One reducer of a (possibly composed) {@code --reducer} value, with its options resolved;
 * {@code pastGrammar}: the default's last stage may leave the grammar ({@code default:in-grammar} turns it off).
 */
public record ReducerSpec(ReducerType type, ListReduction list, Hddr.Traversal traversal, boolean pastGrammar) {

    /** The reducer's name as {@code --reducer} spells it. */
    public String name() {
        return type.label();
    }
}
