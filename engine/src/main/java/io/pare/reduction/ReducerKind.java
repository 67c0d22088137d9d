package io.pare.reduction;

/** How a reducer runs, which decides where it may appear in a {@code --reducer} value. */
public enum ReducerKind {
    /** Delta debugging over the flat token list; alone only, since it ignores the tree. */
    FLAT("token-level"),
    /** One round on the parse tree; runs to its fixpoint, alone or as a step of a {@code ','} pipeline. */
    TREE("tree; pipeline step"),
    /** Perses plus passes past 1-minimality under a schedule (Vulcan's, or Pare's by earnings); alone only, it owns the fixpoint. */
    STRATEGY("Perses and passes past 1-minimality");

    private final String label;

    ReducerKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
