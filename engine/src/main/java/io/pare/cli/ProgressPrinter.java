package io.pare.cli;

import java.io.PrintWriter;

import io.pare.event.PairSizes;
import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.query.QueryStats;

/**
 * Progress on the terminal for every command, the way C-Vise talks to its user: a bar that redraws
 * in place on a terminal, plain timestamped lines (at most one a second, plus each pass start)
 * otherwise. A pairwise reduction's progress is counted in both sides' tokens, its status shows
 * each side.
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
    private PairSizes pairSizes;

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
            line(p.round() > 0 ? String.format("pass %s, round %d: %d tokens", p.pass(), p.round(), p.tokens())
                    : String.format("pass %s: %d tokens", p.pass(), p.tokens()));
        } else if (event instanceof ReductionEvent.Improved i) {
            tokens = i.tokens();
            stats = i.stats();
            draw(false);
        } else if (event instanceof ReductionEvent.QueryDone q) {
            stats = q.stats();
            draw(false);
        } else if (event instanceof ReductionEvent.PairStarted s) {
            pair(s.sizes());
            initialTokens = s.sizes().total();
            line(String.format("both properties hold on the originals (seed %.2f s, variant %.2f s); %s; language %s",
                    s.seedSeconds(), s.variantSeconds(), s.sizes(), s.language()));
        } else if (event instanceof ReductionEvent.PairPassStarted p) {
            pass = "iteration " + p.iteration() + ", " + p.pass();
            pair(p.sizes());
            line(pass + ": " + p.sizes());
        } else if (event instanceof ReductionEvent.PairImproved i) {
            pair(i.sizes());
            stats = i.stats();
            draw(false);
        } else if (event instanceof ReductionEvent.IterationDone d) {
            pair(d.sizes());
            line(String.format("iteration %d done: %s | %d queries, %.1f s", d.iteration(), d.sizes(), d.queries(), d.seconds()));
        } else if (event instanceof ReductionEvent.Warning w) {
            line("warning: " + w.message());
        }
    }

    private void pair(PairSizes sizes) {
        pairSizes = sizes;
        tokens = sizes.total();
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
        String size = pairSizes != null ? pairSizes.toString() : tokens + "/" + initialTokens + " tokens";
        return String.format("%s: %s | %d queries, %d cache hits", pass, size, q, hits);
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
