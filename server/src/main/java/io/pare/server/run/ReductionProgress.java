package io.pare.server.run;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.query.QueryStats;

/**
 * Turns the engine's events into progress reports: the pass, current/initial tokens, queries and
 * cache hits; the percentage is the share of tokens removed. Called from several threads.
 */
public final class ReductionProgress implements ReductionListener {
    private final ProgressReporter progress;
    private final ReductionListener next;
    private int initialTokens = -1;
    private int currentTokens = -1;
    private String pass = "checking the original";
    private QueryStats stats;

    /** @param next also gets every event (result file writing, warnings) */
    public ReductionProgress(ProgressReporter progress, ReductionListener next) {
        this.progress = progress;
        this.next = next;
    }

    @Override
    public void on(ReductionEvent event) {
        next.on(event);
        String message;
        int pct;
        synchronized (this) {
            if (event instanceof ReductionEvent.Started s) {
                initialTokens = s.tokens();
                currentTokens = s.tokens();
                pass = "started (" + s.language() + ")";
            } else if (event instanceof ReductionEvent.PassStarted p) {
                pass = p.pass() + ", round " + p.round();
            } else if (event instanceof ReductionEvent.Improved i) {
                currentTokens = i.tokens();
                stats = i.stats();
            } else if (event instanceof ReductionEvent.QueryDone q) {
                stats = q.stats();
            } else {
                return;
            }
            message = message();
            pct = percentage();
        }
        progress.report(message, pct);
    }

    public synchronized String message() {
        StringBuilder sb = new StringBuilder(pass);
        if (initialTokens >= 0) sb.append(" \u00b7 ").append(currentTokens).append('/').append(initialTokens).append(" tokens");
        if (stats != null) {
            sb.append(" \u00b7 ").append(stats.queries()).append(" queries, ").append(stats.cacheHits()).append(" cache hits");
        }
        return sb.toString();
    }

    public synchronized int percentage() {
        if (initialTokens <= 0) return 0;
        return (int) Math.round(100.0 * (initialTokens - currentTokens) / initialTokens);
    }
}
