package io.pare.program;

/** The grammar's answer to "may a subtree deriving this symbol stand where that one is expected?". */
@FunctionalInterface
public interface SlotRules {
    boolean canStandFor(int slot, int symbol);

    /** Whether the slot may derive nothing, so a node there may simply be deleted. */
    default boolean isNullable(int slot) {
        return false;
    }

    SlotRules SAME_SYMBOL_ONLY = (slot, symbol) -> slot == symbol;

    static SlotRules of(java.util.function.BiPredicate<Integer, Integer> canStandFor, java.util.function.IntPredicate nullable) {
        return new SlotRules() {
            @Override
            public boolean canStandFor(int slot, int symbol) {
                return canStandFor.test(slot, symbol);
            }

            @Override
            public boolean isNullable(int slot) {
                return nullable.test(slot);
            }
        };
    }
}
