package io.pare.reduction.unused;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.CompileCheck;

/**
 * Tells a deletion that takes away the last declaration of a name the program still uses: a
 * method deleted while it is still called, a field while it is still read, an import while the
 * type is still named. A compiler rejects such a program ("cannot find symbol"), so an oracle that
 * compiles the program first refuses it; on the Checker Framework case 46 of 156 queries were such
 * deletions. A crash that happens while the compiler reads may not care, so the check only says
 * what a candidate is; {@link CompileCheckGate} decides from the oracle's answers whether to skip them.
 *
 * <p>Names are compared as text, as {@link UnreferencedDeclarations} does: a local variable of the
 * same name as a deleted field counts as a use of it. Only plain deletions are looked at; a
 * candidate that adds tokens (a replacement, an inlining) is never called dangling.
 */
public final class DanglingNames implements CompileCheck {
    private final DeclarationFinder finder;
    private final Set<Integer> identifierTypes;
    /** The names declared where the finder does not look (parameters, local variables, type parameters): their identifier tokens. */
    private final Function<Program, List<Node>> localDeclarations;
    private final boolean judgeLocals;
    /** Per program (the session's and each forecast's parse), its summary at a version. */
    private final Map<Program, Summary> summaries = new java.util.WeakHashMap<>();

    public DanglingNames(DeclarationFinder finder, Set<Integer> identifierTypes) {
        this(finder, identifierTypes, p -> List.of());
    }

    /**
     * With the language's local declarations too: a parameter deleted while the body still reads
     * it, a method's type parameter while its signature still names it. On the Checker Framework
     * case 10 of 36 "cannot find symbol" refusals were such, in one 6-minute stretch.
     */
    public DanglingNames(DeclarationFinder finder, Set<Integer> identifierTypes, Function<Program, List<Node>> localDeclarations) {
        this(finder, identifierTypes, localDeclarations, true);
    }

    /**
     * {@code judgeLocals} false: a local declaration only keeps its name declared (a function
     * {@code a} may go while a local {@code a} is read); its own deletion is never called
     * dangling. rustc goes on past a name it cannot resolve, so a crash later in the compiler
     * still shows; on Rust's confirmation case, skipping such deletions left 139 tokens instead of 127.
     */
    public DanglingNames(DeclarationFinder finder, Set<Integer> identifierTypes, Function<Program, List<Node>> localDeclarations,
            boolean judgeLocals) {
        this.finder = finder;
        this.identifierTypes = identifierTypes;
        this.localDeclarations = localDeclarations;
        this.judgeLocals = judgeLocals;
    }

    DeclarationFinder finder() {
        return finder;
    }

    /** The program's identifier tokens by name, as declarations and as uses. */
    private record Summary(int version, Set<Integer> defining, Set<Integer> local, Map<String, Integer> declared,
            Map<String, Integer> used) {
    }

    @Override
    public boolean breaks(Program p, int[] candidate) {
        return dangles(p, candidate);
    }

    /**
     * Whether the candidate (the program's tokens after a deletion, in order) no longer declares a
     * name it still uses, where the program declared it.
     */
    public synchronized boolean dangles(Program p, int[] candidate) {
        int[] now = p.currentTokens();
        if (candidate.length >= now.length) return false;
        Summary s = summary(p, now);
        Map<String, Integer> declaredGone = null;
        Set<String> judged = new HashSet<>();
        Map<String, Integer> usedGone = new HashMap<>();
        int k = 0;
        for (int t : now) {
            if (k < candidate.length && candidate[k] == t) {
                k++;
                continue;
            }
            var token = p.tokens().get(t);
            if (!identifierTypes.contains(token.type())) continue;
            if (s.defining().contains(t)) {
                if (declaredGone == null) declaredGone = new HashMap<>();
                declaredGone.merge(token.text(), 1, Integer::sum);
                if (judgeLocals || !s.local().contains(t)) judged.add(token.text());
            } else {
                usedGone.merge(token.text(), 1, Integer::sum);
            }
        }
        if (k != candidate.length || declaredGone == null) return false; // not a plain deletion, or no declaration went
        for (var gone : declaredGone.entrySet()) {
            String name = gone.getKey();
            if (!judged.contains(name)) continue;
            boolean noneLeft = s.declared().get(name) - gone.getValue() == 0;
            if (noneLeft && s.used().getOrDefault(name, 0) - usedGone.getOrDefault(name, 0) > 0) return true;
        }
        return false;
    }

    private Summary summary(Program p, int[] now) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        Set<Integer> defining = new HashSet<>();
        for (Node n : finder.index(p).definingTokens()) defining.add(n.tokenIndex());
        Set<Integer> local = new HashSet<>();
        for (Node n : localDeclarations.apply(p)) {
            if (defining.add(n.tokenIndex())) local.add(n.tokenIndex());
        }
        Map<String, Integer> declared = new HashMap<>();
        Map<String, Integer> used = new HashMap<>();
        for (int t : now) {
            var token = p.tokens().get(t);
            if (!identifierTypes.contains(token.type())) continue;
            (defining.contains(t) ? declared : used).merge(token.text(), 1, Integer::sum);
        }
        Summary s = new Summary(p.commits(), defining, local, declared, used);
        summaries.put(p, s);
        return s;
    }
}
