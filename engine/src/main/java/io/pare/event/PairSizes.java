package io.pare.event;

/** Token counts of a pairwise reduction: seed, variant, and their difference (operations of the token alignment). */
public record PairSizes(int seed, int variant, int diff) {

    /** Both sides' tokens: what a pair's progress is measured in. */
    public int total() {
        return seed + variant;
    }

    @Override
    public String toString() {
        return "seed " + seed + " / variant " + variant + " tokens, diff " + diff;
    }
}
