package io.pare.reduction;

import io.pare.program.NonBlank;

/**
 * The smallest program a strategy has passed through: fewest tokens, then fewest non-blank bytes.
 * Same-size passes (a rename, a sub-tree swapped for another) are no gain by themselves, so a
 * strategy that ends with as many tokens as an earlier program, but longer ones, returns to it.
 */
public final class SmallestSeen {
    private Session.Snapshot smallest;

    public SmallestSeen(Session s) {
        smallest = s.snapshot();
    }

    /** Notes the session's best program if it is smaller than any seen so far. */
    public void offer(Session s) {
        Session.Snapshot now = s.snapshot();
        if (now.tokens() < smallest.tokens()
                || (now.tokens() == smallest.tokens() && NonBlank.count(now.text()) < NonBlank.count(smallest.text()))) {
            smallest = now;
        }
    }

    /** Makes the smallest program seen the session's best, when the best has as many tokens but more bytes. */
    public void restoreIfShorter(Session s) {
        if (smallest.tokens() == s.bestTokens() && NonBlank.count(smallest.text()) < NonBlank.count(s.best())) {
            s.restore(smallest);
        }
    }
}
