package io.pare.query;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import io.pare.oracle.CancelSignal;
import io.pare.oracle.Outcome;

/**
 * Queries sent ahead on the branch where a candidate of the window is accepted.
 *
 * <p>Speculating only on "every candidate so far fails" stops paying once the candidates past the
 * head are unlikely to be reached: at an acceptance rate of 20%, the tenth candidate is asked in
 * one run out of eight, and each acceptance still costs a full oracle latency before the pass can
 * ask anything about the program it leaves. What a pass asks next after committing a deletion is
 * mostly that deletion together with one it would have asked anyway (the next chunk of the same
 * list, the next node of the walk). Such a pair, sent while the jobs would otherwise sit on
 * unlikely candidates, has its answer ready when the pass gets there. Nothing decides on these
 * answers but the pass's own later question about the same text, so the result does not change;
 * only how soon it comes.
 *
 * <p>Some passes know more: what they ask after a candidate is accepted, and after that one is
 * (peeling declarations layer by layer). They give it as the candidate's chain, and its links are
 * sent ahead the same way, each kept while the programs on its way become the best in turn.
 *
 * <p>A free job goes to whichever query is likelier to be needed: the next candidate on the
 * failing branch, a pair, or a link; the likelihood comes from the pass's acceptance rate so far
 * (along a chain, raised after each acceptance: {@link #afterAcceptance}).
 */
final class Lookahead {
    /**
     * A query sent ahead: its text, the programs that must become the best, in turn, before the
     * pass asks it (a pair's is the candidate it stands on; a chain's link has the links before it
     * too), and the query itself.
     */
    record Sent(String text, List<String> path, CompletableFuture<Outcome> result, CancelSignal signal) {
        Sent(String text, String base, CompletableFuture<Outcome> result, CancelSignal signal) {
            this(text, List.of(base), result, signal);
        }

        String base() {
            return path.get(0);
        }

        boolean running() {
            return !result.isDone();
        }
    }

    /** A link of a candidate's chain: the candidate's place in the window, the link's, and how likely it is asked. */
    record Link(int index, int step, double likelihood) {
    }

    /** How far into the window pairs are looked for: beyond it, no pair is likely enough. */
    static final int REACH = 48;

    /** The queries sent on the branch of the candidate accepted last, by text, until the next best. */
    private final Map<String, Sent> kept = new LinkedHashMap<>();

    /** The window's candidates as the pairing sees them. */
    enum State {
        /** not answered yet */
        OPEN,
        /** answered: not interesting */
        FAILED,
        /** answered: interesting */
        INTERESTING
    }

    /**
     * The likelihood that the next candidate of the failing branch is asked: every open candidate
     * of the window fails.
     */
    static double failingBranch(List<State> window, double p) {
        double q = 1;
        for (State s : window) {
            if (s == State.INTERESTING) return 0;
            if (s == State.OPEN) q *= 1 - p;
        }
        return q;
    }

    /**
     * The pair (i, j), i before j, likeliest to be asked, when more likely than {@code floor} and
     * not {@code tried}; null when there is none. Pair (i, j) is asked when every open candidate
     * before i fails, i is accepted, and the open candidates between i and j fail after it.
     */
    static int[] likeliestPair(List<State> window, double p, double floor, java.util.function.BiPredicate<Integer, Integer> tried) {
        int n = Math.min(window.size(), REACH);
        double best = floor;
        int[] pair = null;
        double before = 1;
        for (int i = 0; i < n && before > best; i++) {
            State si = window.get(i);
            if (si != State.FAILED) {
                double accepted = before * (si == State.INTERESTING ? 1 : p);
                double between = 1;
                for (int j = i + 1; j < n && accepted * between > best; j++) {
                    State sj = window.get(j);
                    if (sj == State.FAILED) continue;
                    double q = accepted * between;
                    if (q > best && !tried.test(i, j)) {
                        best = q;
                        pair = new int[] {i, j};
                    }
                    between *= sj == State.OPEN ? 1 - p : 0;
                }
            }
            if (si == State.INTERESTING) break;
            if (si == State.OPEN) before *= 1 - p;
        }
        return pair;
    }

    /**
     * The link likeliest to be asked, when more likely than {@code floor} and not {@code tried};
     * null when there is none. A pass that knows what it asks after a candidate is accepted gives
     * those questions as the candidate's chain (peeling's next layers): link m is asked when the
     * candidate is the answer and the m links before it are accepted in turn.
     */
    static Link likeliestLink(List<State> window, java.util.function.IntUnaryOperator chainLength, double p,
            double floor, java.util.function.BiPredicate<Integer, Integer> tried) {
        int n = Math.min(window.size(), REACH);
        Link best = null;
        double bar = floor;
        double before = 1;
        for (int i = 0; i < n && before > bar; i++) {
            State si = window.get(i);
            if (si != State.FAILED) {
                double q = before * (si == State.INTERESTING ? 1 : p);
                int length = chainLength.applyAsInt(i);
                for (int m = 0; m < length && q > bar; m++, q *= afterAcceptance(p)) {
                    if (!tried.test(i, m)) {
                        bar = q;
                        best = new Link(i, m, q);
                    }
                }
            }
            if (si == State.INTERESTING) break;
            if (si == State.OPEN) before *= 1 - p;
        }
        return best;
    }

    /**
     * How likely a chain's link is accepted once the one before it was: halfway from the pass's
     * rate to certain. Acceptances along a chain are not independent: a set of declarations
     * that went tells that the ones around it are unused too, and the bisection's walk to the
     * boundary of what the bug needs is a run of acceptances (five in a row on psabi, 13 of 15 of
     * its questions in the round at 32 jobs), while the pass's rate, drawn towards a third early
     * in the run, priced its sixth link below the sets it sends on the failing branch. Priced so,
     * the walk's last link (the next round's first question) went in the walk's round, and
     * psabi with a 2 s oracle took a round less at 4, 8, 16 and 32 jobs.
     */
    static double afterAcceptance(double p) {
        return (1 + p) / 2;
    }

    /** The query sent ahead for this text, taken out (it is the pass's own question now), or null. */
    synchronized Sent take(String text) {
        return kept.remove(text);
    }

    /** Whether a query for this text was sent ahead and is still kept. */
    synchronized boolean holds(String text) {
        return kept.containsKey(text);
    }

    /** How many kept queries still run (they hold jobs). */
    synchronized int running() {
        int n = 0;
        for (Sent s : kept.values()) {
            if (s.running()) n++;
        }
        return n;
    }

    /**
     * The end of a search: the queries sent on the accepted candidate's branch are kept for the
     * pass's next questions; every other one is stopped, unless it is a link of the accepted
     * candidate's chain ({@code acceptedChain}, null when it was never made) sent on another's:
     * two walks of a bisection often end on the same sets. Returns how many were dropped.
     */
    synchronized int settle(List<Sent> sent, String acceptedText, List<Variant> acceptedChain) {
        int dropped = 0;
        for (Sent s : sent) {
            List<String> path = acceptedText == null || kept.containsKey(s.text()) ? null
                    : acceptedText.equals(s.base()) ? s.path() : pathOnChain(s.text(), acceptedText, acceptedChain);
            if (path != null) {
                kept.put(s.text(), path == s.path() ? s : new Sent(s.text(), path, s.result(), s.signal()));
            } else {
                drop(s);
                dropped++;
            }
        }
        return dropped;
    }

    /** The way to {@code text} along the accepted candidate's chain: the candidate, then the links before it; null when it is none of them. */
    private static List<String> pathOnChain(String text, String acceptedText, List<Variant> chain) {
        if (chain == null) return null;
        // reading a link prints it (the next round's question peels the program): only the
        // answer's chain is read, once a search ends with a query on another's; on the 570 KB
        // -Wrestrict unit the unused-declarations pass took no longer for it
        List<String> path = new java.util.ArrayList<>();
        path.add(acceptedText);
        for (Variant link : chain) {
            // a link that is no question ends the chain (the pass asks nothing there)
            if (link == null) return null;
            if (link.text().equals(text)) return List.copyOf(path);
            path.add(link.text());
        }
        return null;
    }

    /**
     * A new best: what was sent on another candidate's branch can no longer be asked; a chain's
     * link whose next step this is stays, one step nearer. Returns how many were dropped.
     */
    synchronized int newBest(String text) {
        int dropped = 0;
        for (Map.Entry<String, Sent> e : kept.entrySet()) {
            Sent s = e.getValue();
            if (text != null && s.path().size() > 1 && text.equals(s.path().get(1))) {
                e.setValue(new Sent(s.text(), s.path().subList(1, s.path().size()), s.result(), s.signal()));
            }
        }
        for (Iterator<Sent> it = kept.values().iterator(); it.hasNext();) {
            Sent s = it.next();
            if (text == null || !text.equals(s.base())) {
                drop(s);
                it.remove();
                dropped++;
            }
        }
        return dropped;
    }

    /** Stops everything kept (the run ends). */
    synchronized void clear() {
        for (Sent s : kept.values()) drop(s);
        kept.clear();
    }

    private static void drop(Sent s) {
        if (s.running()) s.signal().cancel();
    }
}
