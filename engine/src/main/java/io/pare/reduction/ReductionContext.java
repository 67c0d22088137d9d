package io.pare.reduction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.query.Forecast;
import io.pare.query.QueryService;
import io.pare.query.Variant;
import io.pare.reduction.hang.HangGate;
import io.pare.reduction.hang.HangSearch;

/**
 * What a reducer works with: the program (whose tree it may only change by having a candidate
 * accepted), the query service, the listener to tell about progress, and a syntax check for
 * candidates that may not parse.
 */
public final class ReductionContext {
    private final Program program;
    private final QueryService queries;
    private final ReductionListener listener;
    private final Map<String, Integer> lexemeTable;
    private final IntArray lexemes = new IntArray(64);
    private Predicate<String> parses = t -> true;
    /** Skips candidates that break a rule of the compiler once the oracle has shown it refuses them; null: never. */
    private CompileCheckGate compileGate;
    /** Skips candidates that may leave a loop without its end once such candidates ran into the timeout; null: never. */
    private HangGate hangGate;
    private String pass = "";
    private boolean stale;
    private int[] accepted;
    private final Materializer materializer;
    /** How a text pass's candidate is read (the stage's language); null where the context has none. */
    private Function<String, Program> reader;
    /** The best text once a text pass changed it (the tree is then behind it), else null. */
    private String text;
    private Program textParsed;
    private Interlude interlude;
    /** The program's size when the interlude was set or last ran. */
    private int interludeAt;
    /** Set when this context runs a pass's forecast: searches then ask ahead and commit nothing. */
    private final Forecast forecast;

    /**
     * Turns the token indices a candidate keeps into what the oracle sees. The default prints the
     * program's tokens; pairwise reduction prints something derived from them instead (a patched
     * variant, or a seed and its variant together).
     */
    @FunctionalInterface
    public interface Materializer {
        Variant of(int[] tokens);
    }

    public ReductionContext(Program program, QueryService queries, ReductionListener listener, Map<String, Integer> lexemeTable) {
        this(program, queries, listener, lexemeTable, null);
    }

    /** @param materializer how a candidate's tokens become the tested text; null for the program's own text */
    public ReductionContext(Program program, QueryService queries, ReductionListener listener, Map<String, Integer> lexemeTable,
            Materializer materializer) {
        this(program, queries, listener, lexemeTable, materializer, null);
    }

    /**
     * A context for a pass's forecast ({@link Forecast}) on the best program: its searches only
     * ask ahead, and the first candidate the oracle accepts ends the forecast (a
     * {@link CancelledException}, with {@link Forecast#hasReached}); nothing is committed.
     */
    public static ReductionContext forecasting(Program program, QueryService queries, Map<String, Integer> lexemeTable,
            Forecast forecast) {
        return new ReductionContext(program, queries, ReductionListener.NONE, lexemeTable, null, forecast);
    }

    private ReductionContext(Program program, QueryService queries, ReductionListener listener, Map<String, Integer> lexemeTable,
            Materializer materializer, Forecast forecast) {
        this.forecast = forecast;
        this.program = program;
        this.queries = queries;
        this.listener = listener;
        this.lexemeTable = lexemeTable;
        this.materializer = materializer != null ? materializer
                : tokens -> new Variant(program.render(tokens), lexemesOf(tokens), deletion(program, tokens));
        if (forecast != null) return;
        Variant current = this.materializer.of(program.currentTokens());
        queries.newBest(current.lexemes(), current.text());
    }

    /** Shared by the contexts of one run, forecasts' included (on their own threads). */
    public static Map<String, Integer> newLexemeTable() {
        return java.util.Collections.synchronizedMap(new HashMap<>());
    }

    public Program program() {
        return program;
    }

    public QueryService queries() {
        return queries;
    }

    public void setPass(String pass) {
        this.pass = pass;
        if (forecast == null) queries.setPass(pass);
    }

    public String pass() {
        return pass;
    }

    /** Passes to run at this context's safe points as the program shrinks (see {@link Interlude}). */
    public void setInterlude(Interlude interlude) {
        this.interlude = interlude;
        this.interludeAt = program.size();
    }

    /**
     * Called by a long pass where the tree may change under it (Perses between two chains): runs
     * the interlude once the program has shrunk enough since the last one. The pass must check
     * {@link #isStale} after it.
     */
    public void safePoint() throws CancelledException, InterruptedException {
        if (!interludeDue()) return;
        Interlude running = interlude;
        interlude = null; // not again from a safe point inside it
        try {
            running.run(this);
        } finally {
            interlude = running;
            interludeAt = program.size();
        }
    }

    /**
     * Whether the next {@link #safePoint} would run the interlude: a pass that goes on for long
     * between safe points (Perses deleting chunk after chunk of one list) stops there to let it.
     */
    public boolean interludeDue() {
        if (interlude == null || interlude.isEmpty() || stale || text != null) return false;
        return interlude.due(program.size(), interludeAt);
    }

    public ReductionListener listener() {
        return listener;
    }

    /** The gate for candidates that break a rule of the compiler (the default's stages have one). */
    public void setCompileCheckGate(CompileCheckGate gate) {
        this.compileGate = gate;
    }

    /** The gate for candidates that may leave a loop without its end (the default's stages have one for C-like languages). */
    public void setHangGate(HangGate gate) {
        this.hangGate = gate;
    }

    /** The syntax check {@link #parses} uses (the stage's grammar). */
    public void setSyntaxCheck(Predicate<String> parses) {
        this.parses = parses;
    }

    /** Whether the text parses with the stage's language (always true without a grammar). */
    public boolean parses(String text) {
        return parses.test(text);
    }

    /**
     * How text passes read a candidate: the stage's language's parse, or null when it does not
     * parse (such candidates are never queried).
     */
    public void setReader(Function<String, Program> reader) {
        this.reader = reader;
    }

    /** Whether text passes can run here (a reader was given). */
    public boolean readsText() {
        return reader != null;
    }

    /** The best program's text: the last text a text pass had accepted, else the program's. */
    public String text() {
        return text != null ? text : program.currentText();
    }

    /** A text read by the stage's language, or null when it does not parse; the best text's parse is kept. */
    public Program read(String candidate) {
        if (reader == null) throw new IllegalStateException("no reader: text passes need the session's language");
        if (text != null && candidate.equals(text)) return textParsed;
        if (text == null && candidate.equals(program.text()) && program.size() == program.parsedCount()) return program;
        return reader.apply(candidate);
    }

    /**
     * Like {@link #commitFirst}, for text passes: each candidate is a whole text, read by the
     * stage's language (those that do not parse are skipped without a query). The first
     * interesting one becomes the best text; the tree is behind it from then on ({@link #isStale}),
     * so tree passes stop and the session re-parses, while text passes may go on from
     * {@link #text()}. How the cache keys a candidate: see {@link #textVariant}.
     */
    public <T> Optional<T> commitFirstText(Iterator<T> candidates, Function<T, String> textOf)
            throws CancelledException, InterruptedException {
        String now = text();
        record Read<T>(T candidate, Program parsed, Variant variant, int[] kept) {
        }
        GatedSearch<Read<T>> gate = new GatedSearch<>(compileGate, forecast == null);
        HangSearch<Read<T>> loops = new HangSearch<>(hangGate, forecast == null, queries::skippedForLoops);
        Program base = text != null ? textParsed : program;
        Iterator<Read<T>> read = new Iterator<>() {
            Read<T> next;

            @Override
            public boolean hasNext() {
                while (next == null && candidates.hasNext()) {
                    T c = candidates.next();
                    String t = textOf.apply(c);
                    if (t == null || t.equals(now)) continue;
                    Program parsed = reader.apply(t);
                    if (parsed == null) continue;
                    int[] kept = deletionOf(base, t, parsed);
                    if (loops.skips(() -> hangGate.loops().mayNotEnd(base, keptOrMatched(base, parsed, kept)),
                            () -> hangGate.loops().cannotEnd(parsed, parsed.currentTokens()))) {
                        continue;
                    }
                    next = gate.offer(() -> new Read<>(c, parsed, textVariant(t, parsed, kept), kept),
                            () -> kept != null ? compileGate.check().breaks(base, kept) : compileGate.check().breaksText(base, parsed));
                    loops.offered(next);
                }
                return next != null;
            }

            @Override
            public Read<T> next() {
                if (!hasNext()) throw new NoSuchElementException();
                Read<T> r = next;
                next = null;
                return r;
            }
        };
        if (forecast != null) return forecastOnly(read, Read::variant);
        Optional<QueryService.Accepted<Read<T>>> hit = queries.firstInteresting(read, Read::variant);
        gate.took(hit.map(QueryService.Accepted::candidate).orElse(null));
        loops.took(hit.map(QueryService.Accepted::candidate).orElse(null), r -> queries.hung(r.variant()),
                r -> hangGate.loops().mayNotEnd(base, keptOrMatched(base, r.parsed(), r.kept())));
        if (hit.isEmpty()) return Optional.empty();
        Read<T> chosen = hit.get().candidate();
        String t = chosen.variant().text();
        Program parsed = chosen.parsed();
        // provenance: the session maps the new text through the tokens of the round's program it kept
        accepted = survivors(program, parsed);
        stale = true;
        text = t;
        textParsed = parsed;
        queries.newBest(lexemesOf(parsed), t);
        listener.on(new ReductionEvent.Improved(pass, parsed.size(), t.getBytes(program.charset()).length, t,
                queries.stats()));
        return Optional.of(chosen.candidate());
    }

    /**
     * A text candidate as the cache sees it. When the text is exactly what its tokens print as
     * (a line or a bracket group deleted with nothing else changed) it is that token deletion,
     * and shares its cache entry with the tree passes' candidates; otherwise (a comment or a
     * string changed) it is cached by its text only.
     */
    private Variant textVariant(String t, Program parsed, int[] kept) {
        int[] lexemes = lexemesOf(parsed);
        if (kept != null) return new Variant(t, lexemes, text != null ? 0 : deletion(program, kept));
        return new Variant(t, lexemes, 0, true);
    }

    /**
     * The base's tokens a text candidate keeps: {@code kept} for a deletion, else those its tokens
     * match in order (a rewritten token has no partner, so it counts as gone).
     */
    private static int[] keptOrMatched(Program base, Program parsed, int[] kept) {
        return kept != null ? kept : survivors(base, parsed);
    }

    /** The base's tokens a text keeps, when it is exactly those tokens printed (a deletion); else null. */
    private static int[] deletionOf(Program base, String t, Program parsed) {
        int[] kept = survivors(base, parsed);
        return kept.length == parsed.size() && base.render(kept).equals(t) ? kept : null;
    }

    private int[] lexemesOf(Program parsed) {
        int[] out = new int[parsed.size()];
        var toks = parsed.currentTokenList();
        for (int i = 0; i < out.length; i++) out[i] = lexemeTable.computeIfAbsent(toks.get(i).text(), k -> lexemeTable.size());
        return out;
    }

    /**
     * The program's tokens that an accepted text still holds, matched in order by their texts:
     * the session maps the new text's offsets back to the input through them (provenance).
     */
    private static int[] survivors(Program program, Program parsed) {
        int[] now = program.currentTokens();
        var table = program.tokens();
        IntArray kept = new IntArray(parsed.size());
        int k = 0;
        for (var tok : parsed.currentTokenList()) {
            int look = k;
            // a token the text pass rewrote (a shortened string) has no partner: skip it, not the rest
            while (look < now.length && !table.get(now[look]).text().equals(tok.text())) look++;
            if (look < now.length) {
                kept.add(now[look]);
                k = look + 1;
            }
        }
        return kept.toArray();
    }

    /**
     * Whether an accepted candidate could not be committed to the tree (a splice): the best
     * text is then ahead of the tree, and the reducer must stop so the program is re-parsed.
     */
    public boolean isStale() {
        return stale;
    }

    /** Table tokens of the last accepted candidate (the best program), or null if none was accepted. */
    public int[] lastAccepted() {
        return accepted == null ? null : accepted.clone();
    }

    /**
     * Tests the edits in order and commits the first interesting one (the one a sequential run
     * would find first). Returns its candidate, or empty if none was interesting.
     */
    public <T> Optional<T> commitFirst(Iterator<T> candidates, Function<T, Edit> edit)
            throws CancelledException, InterruptedException {
        return first(candidates, edit, null, false);
    }

    /**
     * {@link #commitFirst(Iterator, Function)}, where {@code then} gives what the pass will ask,
     * one after another, should a candidate be accepted and each of those in turn: edits of the
     * program as it is now, each holding the candidate's own. Jobs to spare ask them ahead; the
     * result is the same. A link is read only when it is about to be asked, or, for the answer's
     * chain, when a search ends with a query sent on another candidate's chain (to see whether
     * the answer's walk leads there too); so the list may work out its last one then, and give
     * null for it when that turns out to be no question.
     */
    public <T> Optional<T> commitFirst(Iterator<T> candidates, Function<T, Edit> edit, Function<T, List<Edit>> then)
            throws CancelledException, InterruptedException {
        return first(candidates, edit, then, false);
    }

    public <T> Optional<T> commitFirst(List<T> candidates, Function<T, Edit> edit)
            throws CancelledException, InterruptedException {
        return commitFirst(candidates.iterator(), edit);
    }

    /**
     * Like {@link #commitFirst}, but candidates whose text does not parse are skipped without a
     * query (Vulcan's local exhaustive deletion can cut a node a rule needs).
     */
    public <T> Optional<T> commitFirstParsing(Iterator<T> candidates, Function<T, Edit> edit)
            throws CancelledException, InterruptedException {
        return first(candidates, edit, null, true);
    }

    private <T> Optional<T> first(Iterator<T> candidates, Function<T, Edit> edit, Function<T, List<Edit>> then,
            boolean checkSyntax)
            throws CancelledException, InterruptedException {
        if (stale) throw new IllegalStateException("the program was replaced by a splice; re-parse first");
        record Made<T>(T candidate, Edit edit, Variant variant, int[] tokens) {
        }
        int[] now = program.currentTokens();
        GatedSearch<Made<T>> gate = new GatedSearch<>(compileGate, forecast == null);
        HangSearch<Made<T>> loops = new HangSearch<>(hangGate, forecast == null, queries::skippedForLoops);
        Iterator<Made<T>> made = new Iterator<>() {
            Made<T> next;

            @Override
            public boolean hasNext() {
                while (next == null && candidates.hasNext()) {
                    T c = candidates.next();
                    Edit e = edit.apply(c);
                    if (e == null) continue;
                    int[] tokens = program.tokensOf(e);
                    if (java.util.Arrays.equals(tokens, now)) continue; // changes nothing
                    Variant v = materializer.of(tokens);
                    if (checkSyntax && !parses.test(v.text())) continue;
                    if (loops.skips(() -> hangGate.loops().mayNotEnd(program, tokens),
                            () -> hangGate.loops().cannotEnd(program, tokens))) {
                        continue;
                    }
                    next = gate.offer(() -> new Made<>(c, e, v, tokens), () -> compileGate.check().breaks(program, tokens));
                    loops.offered(next);
                }
                return next != null;
            }

            @Override
            public Made<T> next() {
                if (!hasNext()) throw new NoSuchElementException();
                Made<T> m = next;
                next = null;
                return m;
            }
        };
        if (forecast != null) return forecastOnly(made, Made::variant);
        // printed when asked for: the search weighs every candidate's chain by its length, and
        // sends few links; a 570 KB unit printed for each link of each candidate cost seconds.
        // Only commitFirst gives a chain, and it checks no syntax: every link is a plain deletion.
        Function<Made<T>, List<Variant>> chain = then == null ? null
                : m -> new LazyLinks(then.apply(m.candidate()), e -> materializer.of(program.tokensOf(e)));
        Optional<QueryService.Accepted<Made<T>>> hit = queries.firstInteresting(made, Made::variant,
                (a, b) -> together(a.tokens(), a.variant(), b.tokens(), b.variant(), checkSyntax), chain);
        gate.took(hit.map(QueryService.Accepted::candidate).orElse(null));
        loops.took(hit.map(QueryService.Accepted::candidate).orElse(null), m -> queries.hung(m.variant()),
                m -> hangGate.loops().mayNotEnd(program, m.tokens()));
        if (hit.isEmpty()) return Optional.empty();
        Made<T> chosen = hit.get().candidate();
        Variant v = hit.get().variant();
        accepted = chosen.tokens();
        if (chosen.edit().hasSplices()) {
            stale = true;
        } else {
            program.commit(chosen.edit());
        }
        queries.newBest(v.lexemes(), v.text());
        listener.on(new ReductionEvent.Improved(pass, v.lexemes().length, v.text().getBytes(program.charset()).length,
                v.text(), queries.stats()));
        return Optional.of(chosen.candidate());
    }

    /** Whether this context runs a pass's forecast ({@link #forecasting}): its searches commit nothing. */
    public boolean isForecast() {
        return forecast != null;
    }

    /**
     * A forecast's question about a text this stage's language need not read: the question a later
     * stage, with a language of its own, opens with. It is posted like the pass's own questions and
     * never committed; the later stage's search takes the answer by the text.
     */
    public void forecastText(String text) throws CancelledException, InterruptedException {
        if (forecast == null) throw new IllegalStateException("only a forecast asks ahead about another stage's text");
        forecastOnly(List.of(text).iterator(), t -> new Variant(t, null, 0, true));
    }

    /** A forecast's search: empty when no candidate is interesting; it ends the forecast at the first that is. */
    private <T, R> Optional<R> forecastOnly(Iterator<T> candidates, Function<T, Variant> variant)
            throws CancelledException, InterruptedException {
        if (queries.forecast(candidates, variant, forecast)) {
            forecast.reached();
            throw new CancelledException();
        }
        return Optional.empty();
    }

    /**
     * Two deletions of the program applied together, as the query a pass asks after committing
     * the first and proposing the second again; null when either is no plain deletion, or one
     * holds the other.
     */
    private Variant together(int[] a, Variant va, int[] b, Variant vb, boolean checkSyntax) {
        if (va.deletion() == 0 || vb.deletion() == 0) return null;
        java.util.BitSet inB = new java.util.BitSet();
        for (int t : b) inB.set(t);
        IntArray both = new IntArray(Math.min(a.length, b.length));
        for (int t : a) {
            if (inB.get(t)) both.add(t);
        }
        if (both.size() == a.length || both.size() == b.length) return null;
        Variant v = materializer.of(both.toArray());
        return checkSyntax && !parses.test(v.text()) ? null : v;
    }

    /**
     * Which of the input's tokens the candidate deletes from the program, as a hash of their
     * places in the input and texts; 0 when it is no plain deletion. The same deletion proposed
     * again after other parts went has the same hash.
     */
    static long deletion(Program program, int[] tokens) {
        int[] now = program.currentTokens();
        if (tokens.length >= now.length) return 0;
        long h = 0x9E3779B97F4A7C15L;
        int k = 0;
        for (int t : now) {
            if (k < tokens.length && tokens[k] == t) {
                k++;
                continue;
            }
            var tok = program.tokens().get(t);
            h = (h ^ tok.origin()) * 0x100000001B3L;
            h = (h ^ tok.text().hashCode()) * 0x100000001B3L;
        }
        return k == tokens.length && h != 0 ? h : 0;
    }

    private int[] lexemesOf(int[] tokens) {
        var table = program.tokens();
        for (int i = lexemes.size(); i < table.size(); i++) {
            lexemes.add(lexemeTable.computeIfAbsent(table.get(i).text(), k -> lexemeTable.size()));
        }
        int[] out = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) out[i] = lexemes.get(tokens[i]);
        return out;
    }

    /** A chain's links, each printed the first time it is read. */
    private static final class LazyLinks extends java.util.AbstractList<Variant> {
        private final List<Edit> edits;
        private final Function<Edit, Variant> print;
        private final Variant[] printed;

        LazyLinks(List<Edit> edits, Function<Edit, Variant> print) {
            this.edits = edits;
            this.print = print;
            this.printed = new Variant[edits.size()];
        }

        /** Null for a link that turned out to be no question (a pass's last link may). */
        @Override
        public Variant get(int i) {
            if (printed[i] == null) {
                Edit e = edits.get(i);
                if (e == null) return null;
                printed[i] = print.apply(e);
            }
            return printed[i];
        }

        @Override
        public int size() {
            return edits.size();
        }
    }
}
