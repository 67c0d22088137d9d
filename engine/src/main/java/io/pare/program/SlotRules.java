package io.pare.program;

/** The grammar's answer to "may a subtree deriving this symbol stand where that one is expected?". */
@FunctionalInterface
public interface SlotRules {
    boolean canStandFor(int slot, int symbol);

    SlotRules SAME_SYMBOL_ONLY = (slot, symbol) -> slot == symbol;
}
