package io.pare.reduction.schedule;

/**
 * What one pass has earned so far: the tokens its successes removed (with the main reducer's
 * fixpoint each success opened) and the candidates decided to get them (the pass's and that
 * fixpoint's). Candidates, not oracle seconds, are the cost: seconds change with the machine's
 * load and the job count, and the order of the passes, hence the result, must not.
 */
record Earnings(long tokens, long candidates, int runs, int gainlessInARow) {
    static final Earnings NONE = new Earnings(0, 0, 0, 0);

    /**
     * The figures after one more run that removed {@code tokens} for {@code candidates}. A run that
     * changed the program without making it smaller (a rename, a sub-tree swapped for one of its
     * size, after which the main reducer found nothing) gained nothing either.
     */
    Earnings after(long removed, long spent) {
        return new Earnings(tokens + Math.max(0, removed), candidates + spent, runs + 1,
                removed > 0 ? 0 : gainlessInARow + 1);
    }

    boolean tried() {
        return runs > 0;
    }

    /** Tokens removed per candidate decided. */
    double rate() {
        return (double) tokens / Math.max(1, candidates);
    }

    /** Ran {@code times} times in a row without removing a token, and has never removed one. */
    boolean neverPaid(int times) {
        return tokens == 0 && gainlessInARow >= times;
    }
}
