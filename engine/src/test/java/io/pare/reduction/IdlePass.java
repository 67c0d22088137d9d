package io.pare.reduction;

/** A pass that never finds anything, and counts how often it was asked: for tests of what runs around passes. */
public final class IdlePass implements Reducer {
    private int rounds;

    @Override
    public String name() {
        return "idle";
    }

    @Override
    public void round(ReductionContext context) {
        rounds++;
    }

    public int rounds() {
        return rounds;
    }
}
