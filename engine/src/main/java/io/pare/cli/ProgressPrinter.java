package io.pare.cli;

import java.io.PrintWriter;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.query.QueryStats;

/**
 * Progress on the terminal, the way C-Vise talks to its user: a bar that redraws in place on a
 * terminal, plain timestamped lines (at most one a second, plus each pass start) otherwise.
 */
final class ProgressPrinter implements ReductionListener {
    private static final long REDRAW_NANOS = 100_000_000L;
    private static final long LINE_NANOS = 1_000_000_000L;

    private final PrintWriter out;
    private final boolean terminal;
    private final boolean quiet;
    private final long started = System.nanoTime();
    private int initialTokens = -1;
    private int tokens = -1;
    private String pass = "";
    private QueryStats stats;
    private long lastDraw;
    private boolean barShown;
    private String file;

    ProgressPrinter(PrintWriter out, boolean terminal, boolean quiet) {
        this.out = out;
        this.terminal = terminal;
        this.quiet = quiet;
    }

    @Override
    public synchronized void on(ReductionEvent event) {
        if (quiet && !(event instanceof ReductionEvent.Warning)) return;
        if (event instanceof ReductionEvent.FileStarted f) {
            file = f.path();
            line(String.format("file %d/%d, round %d: %s", f.index(), f.files(), f.round(), f.path()));
        } else if (event instanceof ReductionEvent.Started s) {
            initialTokens = s.tokens();
            tokens = s.tokens();
            line(file != null ? String.format("%s: %d tokens, %d bytes, language %s", file, s.tokens(), s.bytes(), s.language())
                    : String.format("original input is interesting (%.2f s); %d tokens, %d bytes, language %s",
                            s.originalSeconds(), s.tokens(), s.bytes(), s.language()));
        } else if (event instanceof ReductionEvent.PassStarted p) {
            pass = p.pass();
            line(String.format("pass %s, round %d: %d tokens", p.pass(), p.round(), p.tokens()));
        } else if (event instanceof ReductionEvent.Improved i) {
            tokens = i.tokens();
            stats = i.stats();
            draw(false);
        } else if (event instanceof ReductionEvent.QueryDone q) {
            stats = q.stats();
            draw(false);
        } else if (event instanceof ReductionEvent.Warning w) {
            line("warning: " + w.message());
        }
    }

    synchronized void finish() {
        if (barShown) {
            out.print("\r\033[K");
            barShown = false;
        }
        out.flush();
    }

    private void line(String text) {
        if (barShown) out.print("\r\033[K");
        out.println("[" + elapsed() + "] " + text);
        barShown = false;
        draw(true);
    }

    private void draw(boolean force) {
        long now = System.nanoTime();
        long every = terminal ? REDRAW_NANOS : LINE_NANOS;
        if (!force && now - lastDraw < every) return;
        if (initialTokens < 0) return;
        lastDraw = now;
        String status = status();
        if (terminal) {
            out.print("\r\033[K" + bar() + " " + status);
            barShown = true;
            out.flush();
        } else if (!force) {
            out.println("[" + elapsed() + "] " + status);
        }
    }

    private String status() {
        long q = stats == null ? 0 : stats.queries();
        long hits = stats == null ? 0 : stats.cacheHits();
        return String.format("%s: %d/%d tokens | %d queries, %d cache hits", pass, tokens, initialTokens, q, hits);
    }

    private String bar() {
        int width = 24;
        double removed = initialTokens <= 0 ? 0 : 1.0 - (double) tokens / initialTokens;
        int filled = (int) Math.round(removed * width);
        return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "] " + String.format("%3.0f%%", removed * 100)
                + " " + elapsed();
    }

    private String elapsed() {
        long s = (System.nanoTime() - started) / 1_000_000_000L;
        return String.format("%02d:%02d", s / 60, s % 60);
    }
}
