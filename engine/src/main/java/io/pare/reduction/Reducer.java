package io.pare.reduction;

import io.pare.query.CancelledException;

/** One reduction algorithm. A call runs one round over the context's program; the pipeline repeats rounds to a fixpoint. */
public interface Reducer {
    String name();

    void round(ReductionContext context) throws CancelledException, InterruptedException;

    /**
     * Whether Vulcan runs this auxiliary again right after it succeeds, before the main reducer:
     * for passes whose changes do not depend on the main reducer's (Pare's inlining and argument
     * deletion), so that one Perses fixpoint follows all of them. On the 59 KB Csmith case each
     * Perses round costs about 50 s, most of it in candidates that loop until the oracle's timeout.
     */
    default boolean repeatsBeforeMain() {
        return false;
    }

    /**
     * Whether the pass tidies up once the others are done rather than taking its turn among them:
     * its changes keep the program's meaning but hide what other passes look for (merged
     * declarations are no longer one declarator each). The default schedule runs it when no other
     * pass changes the program any more.
     */
    default boolean finishes() {
        return false;
    }

    /**
     * Whether a round of this reducer may run on another thread, as a forecast, while one of its
     * own rounds runs: it keeps nothing between calls but what its {@link Memo}s and other
     * thread-safe parts hold. Then a fixpoint forecasts its next round ({@code Session#fixpoint}).
     */
    default boolean mayRunBesideItself() {
        return false;
    }
}
