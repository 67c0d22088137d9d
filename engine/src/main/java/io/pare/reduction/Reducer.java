package io.pare.reduction;

import io.pare.query.CancelledException;

/** One reduction algorithm. A call runs one round over the context's program; the pipeline repeats rounds to a fixpoint. */
public interface Reducer {
    String name();

    void round(ReductionContext context) throws CancelledException, InterruptedException;
}
