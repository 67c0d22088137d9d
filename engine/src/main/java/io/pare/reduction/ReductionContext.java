package io.pare.reduction;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import io.pare.event.ReductionEvent;
import io.pare.event.ReductionListener;
import io.pare.program.Edit;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.query.QueryService;
import io.pare.query.Variant;

/**
 * What a reducer works with: the program (whose tree it may only change by having a candidate
 * accepted), the query service, and the listener to tell about progress.
 */
public final class ReductionContext {
    private final Program program;
    private final QueryService queries;
    private final ReductionListener listener;
    private final int[] lexemes;
    private final Materializer materializer;
    private String pass = "";

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
        this.program = program;
        this.queries = queries;
        this.listener = listener;
        this.lexemes = new int[program.tokens().size()];
        for (int i = 0; i < lexemes.length; i++) {
            lexemes[i] = lexemeTable.computeIfAbsent(program.tokens().get(i).text(), k -> lexemeTable.size());
        }
        this.materializer = materializer != null ? materializer
                : tokens -> new Variant(program.render(tokens), lexemesOf(tokens));
        queries.newBest(this.materializer.of(program.currentTokens()).lexemes());
    }

    public static Map<String, Integer> newLexemeTable() {
        return new HashMap<>();
    }

    public Program program() {
        return program;
    }

    public void setPass(String pass) {
        this.pass = pass;
    }

    public String pass() {
        return pass;
    }

    public ReductionListener listener() {
        return listener;
    }

    /**
     * Tests the edits in order and commits the first interesting one (the one a sequential run
     * would find first). Returns its candidate, or empty if none was interesting.
     */
    public <T> Optional<T> commitFirst(Iterator<T> candidates, Function<T, Edit> edit)
            throws CancelledException, InterruptedException {
        Map<T, Edit> edits = new java.util.IdentityHashMap<>();
        Optional<QueryService.Accepted<T>> hit = queries.firstInteresting(candidates, c -> {
            Edit e = edit.apply(c);
            edits.put(c, e);
            return materializer.of(program.tokensOf(e));
        });
        if (hit.isEmpty()) return Optional.empty();
        T chosen = hit.get().candidate();
        Variant v = hit.get().variant();
        program.commit(edits.get(chosen));
        queries.newBest(v.lexemes());
        listener.on(new ReductionEvent.Improved(pass, program.size(), v.text().getBytes(program.charset()).length,
                v.text(), queries.stats()));
        return Optional.of(chosen);
    }

    public <T> Optional<T> commitFirst(List<T> candidates, Function<T, Edit> edit)
            throws CancelledException, InterruptedException {
        return commitFirst(candidates.iterator(), edit);
    }

    private int[] lexemesOf(int[] tokens) {
        int[] out = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) out[i] = lexemes[tokens[i]];
        return out;
    }
}
