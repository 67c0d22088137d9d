package io.pare.server.run;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.query.QueryStats;

/**
 * Turns the engine's events into progress reports: the pass, current/initial tokens, queries and
 * cache hits, as a line of text and as {@link RunCounts}; the percentage is the share of tokens
 * removed. Called from several threads.
 */
public final class ReductionProgress implements ReductionListener {
    private final RunProgress progress;
    private final ReductionListener next;
    private RunCounts counts = RunCounts.NONE;
    /** The pass as the text says it; also names the stages before the first pass. */
    private String passLabel = "checking the original";
    private boolean queried;

    /** @param next also gets every event (result file writing, warnings) */
    public ReductionProgress(RunProgress progress, ReductionListener next) {
        this.progress = progress;
        this.next = next;
    }

    @Override
    public void on(ReductionEvent event) {
        next.on(event);
        String message;
        int pct;
        RunCounts now;
        synchronized (this) {
            if (event instanceof ReductionEvent.Started s) {
                counts = counts.started(s.tokens());
                passLabel = "started (" + s.language() + ")";
            } else if (event instanceof ReductionEvent.PassStarted p) {
                counts = counts.inPass(p.pass(), p.round());
                // round 0: a pass inside another's round (the bulk deletion inside Perses' walk)
                passLabel = p.round() > 0 ? p.pass() + ", round " + p.round() : p.pass();
            } else if (event instanceof ReductionEvent.Improved i) {
                counts = counts.improved(i.tokens());
                countQueries(i.stats());
            } else if (event instanceof ReductionEvent.QueryDone q) {
                countQueries(q.stats());
            } else {
                return;
            }
            message = message();
            pct = percentage();
            now = counts;
        }
        progress.report(message, pct, now);
    }

    private void countQueries(QueryStats stats) {
        if (stats == null) return;
        counts = counts.queried(stats.queries(), stats.cacheHits());
        queried = true;
    }

    public synchronized String message() {
        StringBuilder sb = new StringBuilder(passLabel);
        if (counts.originalTokens() != null) {
            sb.append(" \u00b7 ").append(counts.tokens()).append('/').append(counts.originalTokens()).append(" tokens");
        }
        if (queried) {
            sb.append(" \u00b7 ").append(counts.queries()).append(" queries, ").append(counts.cacheHits()).append(" cache hits");
        }
        return sb.toString();
    }

    public synchronized int percentage() {
        Integer initial = counts.originalTokens();
        if (initial == null || initial <= 0) return 0;
        return (int) Math.round(100.0 * (initial - counts.tokens()) / initial);
    }
}
