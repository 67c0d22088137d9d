package io.pare.reduction.trec;

import io.pare.query.CancelledException;
import io.pare.reduction.Reducer;
import io.pare.reduction.Session;
import io.pare.reduction.Strategy;

/**
 * T-Rec's Alg. 1 around a syntax-guided reducer: reduce to its fixpoint; then the fine-grained
 * phase; then the main reducer to its fixpoint again and the whole syntax-guided reducer (e.g.
 * Vulcan) and the fine-grained phase once more. Stops when a round deletes no token.
 *
 * <p>Unlike Alg. 1, the syntax-guided reducer runs again after any change of T-Rec's, also when
 * the main reducer's fixpoint then deletes nothing: a rename opens moves of its own (in Rust, two
 * bindings that now share a name make one a shadowing of the other, and a pass may drop it). On
 * the Rust mono-recursion case that took the default from 187 to 129 tokens.
 */
public final class TRecStrategy implements Strategy {
    private final Strategy inner;
    private final Reducer main;
    private final TRec trec;

    public TRecStrategy(Strategy inner, Reducer main, TRec trec) {
        this.inner = inner;
        this.main = main;
        this.trec = trec;
    }

    @Override
    public String describe() {
        return inner.describe() + " + trec";
    }

    @Override
    public void run(Session s) throws CancelledException, InterruptedException {
        inner.run(s);
        while (true) {
            int before = s.bestTokens();
            if (!s.round(trec, trec.name())) return;
            s.fixpoint(main);
            inner.run(s);
            if (s.bestTokens() >= before) return;
        }
    }
}
