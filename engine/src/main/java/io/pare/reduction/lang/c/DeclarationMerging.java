package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Merges adjacent declarations of one type into one, as clang_delta's combine-global-var and
 * combine-local-var do: {@code long b; long c; long *d = &b;} becomes {@code long b, c, *d = &b;},
 * one token fewer for each declaration merged. The meaning stays (each declarator keeps its own
 * {@code *} and initializer), but passes that read one declarator a declaration (copy propagation,
 * inlining's prototypes) no longer see the merged ones, so this pass {@link #finishes}: it runs
 * when the others have nothing left.
 *
 * <p>It reads flat tokens: declarations that start a statement or a file-level declaration, whose
 * type is words only (keywords, a {@code struct} tag, or one type name: no templates, no
 * {@code auto}), and that have no body. All runs merged at once are asked first; if the oracle
 * refuses, each run alone.
 */
public final class DeclarationMerging implements Reducer {
    /** Keywords a declaration's type may be made of. */
    private static final Set<String> TYPE_WORDS = Set.of("void", "char", "short", "int", "long", "float", "double", "signed",
            "unsigned", "_Bool", "bool", "_Complex", "__int128", "wchar_t", "char8_t", "char16_t", "char32_t", "const",
            "volatile", "static", "extern", "register", "restrict", "__restrict", "inline", "_Thread_local", "__thread",
            "thread_local", "mutable", "constexpr", "typedef", "__signed__", "__signed");
    /** Of those, the ones that name a type (the rest qualify it or say where it lives). */
    private static final Set<String> BASE_TYPES = Set.of("void", "char", "short", "int", "long", "float", "double", "signed",
            "unsigned", "_Bool", "bool", "_Complex", "__int128", "wchar_t", "char8_t", "char16_t", "char32_t", "__signed__",
            "__signed");
    private static final Set<String> TAGS = Set.of("struct", "union", "enum", "class");
    private static final Set<String> ACCESS = Set.of("public", "private", "protected");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a text (the {@code ,} that joins two declarations). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public DeclarationMerging(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "c:merge-declarations";
    }

    @Override
    public boolean finishes() {
        return true;
    }

    /** A declaration {@code type declarators;}: its first token, its first declarator's, its {@code ;}. */
    private record Declaration(int start, int declarators, int semicolon) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        List<List<Declaration>> runs = runs(s);
        if (runs.isEmpty()) return;
        List<Edit> candidates = new ArrayList<>();
        List<Long> regions = new ArrayList<>();
        Map<Node, int[]> all = new IdentityHashMap<>();
        List<Node> allDeleted = new ArrayList<>();
        for (List<Declaration> run : runs) {
            Map<Node, int[]> spliced = new IdentityHashMap<>();
            List<Node> deleted = new ArrayList<>();
            if (!merge(s, run, spliced, deleted)) continue;
            List<Node> touched = s.nodes.subList(run.get(0).start(), run.get(run.size() - 1).semicolon() + 1);
            long region = RegionMemory.key(p, touched);
            if (memory.foundNothing(region)) continue;
            candidates.add(Edit.splice(spliced, deleted));
            regions.add(region);
            all.putAll(spliced);
            allDeleted.addAll(deleted);
        }
        if (candidates.size() > 1) {
            candidates.add(0, Edit.splice(all, allDeleted));
            regions.add(0, null);
        }
        memory.commitFirstParsing(ctx, candidates, regions);
    }

    /** Runs of two or more adjacent declarations with the same type, in order. */
    private List<List<Declaration>> runs(CTokens s) {
        List<List<Declaration>> runs = new ArrayList<>();
        List<Declaration> run = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            Declaration d = startsStatement(s, i) ? declarationAt(s, i) : null;
            if (d == null) continue;
            Declaration last = run.isEmpty() ? null : run.get(run.size() - 1);
            if (last == null || last.semicolon() + 1 != d.start() || !sameType(s, last, d)) {
                if (run.size() > 1) runs.add(run);
                run = new ArrayList<>();
            }
            run.add(d);
            i = d.semicolon();
        }
        if (run.size() > 1) runs.add(run);
        return runs;
    }

    private static boolean startsStatement(CTokens s, int i) {
        if (i == 0) return true;
        String prev = s.texts[i - 1];
        return prev.equals(";") || prev.equals("{") || prev.equals("}") || prev.startsWith("#")
                || prev.equals(":") && ACCESS.contains(s.text(i - 2));
    }

    /** The declaration starting at {@code i}, or null when it is not one this pass merges. */
    private Declaration declarationAt(CTokens s, int i) {
        int j = i;
        boolean typed = false;
        boolean named = false; // the type is a type name (an identifier)
        while (j < s.size()) {
            String x = s.texts[j];
            if (TYPE_WORDS.contains(x)) {
                typed |= BASE_TYPES.contains(x);
            } else if (TAGS.contains(x) && s.isIdentifier(j + 1) && !s.text(j + 2).equals("{")) {
                typed = true;
                j++;
            } else if (s.isIdentifier(j) && !typed) {
                typed = named = true;
            } else {
                break;
            }
            j++;
        }
        if (!typed || j == i) return null;
        String first = s.text(j);
        // a declarator: a name, a pointer, or (not after a type name, where it reads as a call) a parenthesised one
        if (!s.isIdentifier(j) && !first.equals("*") && !first.equals("&") && !(first.equals("(") && !named)) return null;
        boolean initialised = false;
        for (int k = j; k < s.size(); k++) {
            if (s.depth[k] < s.depth[i]) return null;
            if (s.depth[k] > s.depth[i]) continue;
            String x = s.texts[k];
            if (x.equals(";")) return new Declaration(i, j, k);
            if (x.equals("=")) initialised = true;
            if (x.equals("{") && !initialised) return null; // a body, not an initializer
        }
        return null;
    }

    private static boolean sameType(CTokens s, Declaration a, Declaration b) {
        if (a.declarators() - a.start() != b.declarators() - b.start() || s.depth[a.start()] != s.depth[b.start()]) return false;
        for (int k = 0; k < a.declarators() - a.start(); k++) {
            if (!s.texts[a.start() + k].equals(s.texts[b.start() + k])) return false;
        }
        return true;
    }

    /** Each declaration's {@code ;} but the last becomes {@code ,}, and each type but the first goes. */
    private boolean merge(CTokens s, List<Declaration> run, Map<Node, int[]> spliced, List<Node> deleted) {
        for (int k = 1; k < run.size(); k++) {
            Declaration before = run.get(k - 1);
            Integer comma = s.generate(typeOf, ",", before.semicolon());
            if (comma == null) return false;
            spliced.put(s.nodes.get(before.semicolon()), new int[] {comma});
            Declaration d = run.get(k);
            deleted.addAll(s.nodes.subList(d.start(), d.declarators()));
        }
        return true;
    }
}
