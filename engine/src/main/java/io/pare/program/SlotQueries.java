package io.pare.program;

/** What the grammar's slot rules say about nodes of the tree: which may replace which, which may go. */
record SlotQueries(SlotRules rules) {
    /** See {@link Program#canStandFor}. */
    boolean canStandFor(Node slotOwner, Node candidate) {
        int slot = slotOwner.slot();
        if (candidate.kind() == NodeKind.TOKEN) return rules.canStandFor(slot, candidate.slot());
        if (candidate.kind() != NodeKind.RULE) return false;
        for (int r : candidate.chain()) {
            if (rules.canStandFor(slot, Symbols.rule(r))) return true;
        }
        return false;
    }

    /** See {@link Program#isDeletable}. */
    boolean isDeletable(Node n) {
        Node parent = n.parent();
        return parent != null && parent.kind() == NodeKind.RULE && n.kind() == NodeKind.RULE
                && rules.isNullable(n.slot());
    }
}
