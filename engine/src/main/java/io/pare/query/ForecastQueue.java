package io.pare.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Outcome;

/**
 * The questions forecasts ({@link Forecast}) asked, by text, until the pass's own run takes them
 * or the best program changes. They wait in a queue, lowest rank and earliest question first,
 * and start only when a job is free; a reducer's own query that finds every job busy stops the
 * forecast question started last, which goes back to the queue.
 */
final class ForecastQueue {
    /** A forecast's question: queued, running, or answered. */
    static final class Request {
        final String text;
        final Forecast owner;
        final long seq;
        final CompletableFuture<Outcome> result = new CompletableFuture<>();
        /** The signal of the run in progress, null while queued. */
        CancelSignal signal;
        /** Counts the runs started, so that a stopped run's end is told from the current one's. */
        int attempt;
        boolean taken;

        Request(String text, Forecast owner, long seq) {
            this.text = text;
            this.owner = owner;
            this.seq = seq;
        }

        boolean running() {
            return signal != null && !result.isDone();
        }
    }

    /** A question taken over by the reducer's own search; {@code start} when nothing runs it yet. */
    record Taken(Request request, CancelSignal signal, boolean start) {
    }

    /** One run of a question: its signal, and which run it is. */
    record Run(Request request, CancelSignal signal, int attempt) {
    }

    private static final Comparator<Request> ORDER = Comparator.<Request>comparingInt(r -> r.owner.rank())
            .thenComparingLong(r -> r.seq);

    private final TreeSet<Request> queue = new TreeSet<>(ORDER);
    private final Map<String, Request> byText = new HashMap<>();

    /** The question for {@code text} on the forecast's program: a new one, queued, or the one already asked. */
    synchronized Request post(String text, Forecast owner) {
        if (owner.stopped()) {
            // stopped between its check and this post: nothing is asked for it
            Request r = new Request(text, owner, owner.nextSeq());
            r.result.completeExceptionally(new CancellationException("the forecast stopped"));
            return r;
        }
        Request known = byText.get(text);
        if (known != null && known.owner.base().equals(owner.base())) return known;
        Request r = new Request(text, owner, owner.nextSeq());
        if (known != null) drop(known);
        byText.put(text, r);
        queue.add(r);
        return r;
    }

    /** The next question to run, marked running (the caller starts it), or null when none waits. */
    synchronized Run nextToStart() {
        Request r = queue.pollFirst();
        if (r == null) return null;
        r.signal = new CancelSignal();
        r.attempt++;
        return new Run(r, r.signal, r.attempt);
    }

    /**
     * The end of one run of a question: its answer, unless the run was stopped to free its job
     * (then the question waits in the queue again) or is no longer the current one.
     */
    synchronized void finished(Run run, Outcome o, boolean stopped) {
        Request r = run.request();
        if (r.attempt != run.attempt() || r.result.isDone()) return;
        if (!stopped) {
            r.result.complete(o);
        } else if (r.taken) {
            // the search that took it over stopped it: its answer lies before this question
            r.result.completeExceptionally(new CancellationException("not needed"));
        } else {
            r.signal = null;
            if (byText.get(r.text) == r) queue.add(r);
        }
    }

    /**
     * The question for this text, taken out for the reducer's own search, or null. {@code start}
     * says the search must run it itself (it was queued, or its run is being stopped).
     */
    synchronized Taken take(String text) {
        Request r = byText.remove(text);
        if (r == null) return null;
        r.taken = true;
        if (r.result.isDone()) return new Taken(r, null, false);
        boolean start = queue.remove(r) || r.signal == null || r.signal.isCancelled();
        if (start) {
            r.signal = new CancelSignal();
            r.attempt++;
        }
        return new Taken(r, r.signal, start);
    }

    /**
     * A forecast met an accepted candidate: the questions it posted after that one assumed a
     * refusal and are withdrawn (stopped if running), unless a search took them over.
     */
    synchronized void withdrawAfter(Forecast owner, long seq) {
        for (Request r : new ArrayList<>(byText.values())) {
            if (r.owner == owner && r.seq > seq) drop(r);
        }
    }

    /** Stops the forecast question started last (not one a search took over); false when none runs. */
    synchronized boolean yieldJob() {
        Request last = null;
        for (Request r : byText.values()) {
            if (r.running() && !r.signal.isCancelled() && (last == null || ORDER.compare(r, last) > 0)) last = r;
        }
        if (last == null) return false;
        last.signal.cancel();
        return true;
    }

    /**
     * The best program is now {@code text} (null: unknown): questions asked on another program
     * are dropped, running ones stopped. Returns how many of them had reached the oracle.
     */
    synchronized int newBest(String text) {
        return dropWhere(r -> text == null || !text.equals(r.owner.base()));
    }

    /** Drops the forecast's questions no search took over (it was stopped); returns how many had reached the oracle. */
    synchronized int dropOwner(Forecast owner) {
        return dropWhere(r -> r.owner == owner);
    }

    /** Drops the questions not taken over that {@code gone} picks; returns how many of them had reached the oracle. */
    private int dropWhere(java.util.function.Predicate<Request> gone) {
        int wasted = 0;
        for (Request r : new ArrayList<>(byText.values())) {
            if (!gone.test(r)) continue;
            if (r.attempt > 0) wasted++;
            drop(r);
        }
        return wasted;
    }

    /** Drops every question (the run ends). */
    synchronized void clear() {
        for (Request r : new ArrayList<>(byText.values())) drop(r);
    }

    private void drop(Request r) {
        byText.remove(r.text);
        queue.remove(r);
        if (r.signal != null) r.signal.cancel();
        // wakes the forecast waiting for it, which then stops
        r.result.completeExceptionally(new CancellationException("the program changed"));
    }
}
