package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;
import io.pare.reduction.lang.c.CTokens;

/**
 * Gives one function of an overload set a name of its own, with the calls that reach it:
 * {@code void f(long, char *c) { f(c, 1); } void f(char *c, long n) { ... } ... f(0, "0");} has the
 * second {@code f} and the call {@code f(c, 1)} renamed {@code f_1}. Argument deletion and
 * inlining go by name (and argument count), so an overload set stops them: a parameter cannot go
 * from one {@code f} and the calls that reach it while every {@code f} and every call of two
 * arguments is one group. libstdc++'s string is overloads all through, and identifier
 * replacement makes more (renaming a function's calls to another's name lets the first go).
 *
 * <p>Which calls reach which overload needs types; this pass asks the oracle instead. A function
 * whose argument count no other overload shares takes every call of that count; otherwise each
 * subset of the calls of its count is a candidate, while there are at most {@value #MAX_CALLS}
 * of them. The last definition of a name keeps it. Only calls are renamed: an occurrence
 * without an argument list is taken for a variable of the same name (identifier replacement makes
 * many); if it was the function taken as a value, the oracle refuses. Definitions whose
 * declarations the counts cannot tell apart keep their name. A candidate the oracle refused is
 * not offered again until a token it renames changed.
 */
public final class OverloadSplitting implements Reducer {
    /** Calls of one argument count that are tried in every combination (2^n - 1 candidates). */
    static final int MAX_CALLS = 3;

    private final Set<Integer> identifierTypes;
    private final RegionMemory memory = new RegionMemory();

    public OverloadSplitting(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "cpp:overloads";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    /** A definition, declaration or call of a name: where the name is and how many arguments its list has. */
    private record Site(int name, int arity) {
    }

    /** What one name has: definitions, declarations (at file level, ending in {@code ;}) and calls, in order. */
    private static final class Uses {
        final List<Site> definitions = new ArrayList<>();
        final List<Site> declarations = new ArrayList<>();
        final List<Site> calls = new ArrayList<>();
        /** A definition or declaration this pass cannot read (qualifiers after the parameters): the name stays. */
        boolean other;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        Map<String, Uses> byName = uses(s);
        Set<String> taken = new HashSet<>();
        for (int i = 0; i < s.size(); i++) {
            if (s.isIdentifier(i)) taken.add(s.texts[i]);
        }
        List<Edit> candidates = new ArrayList<>();
        List<Long> regions = new ArrayList<>();
        for (var e : byName.entrySet()) {
            Uses u = e.getValue();
            if (u.other || u.definitions.size() < 2) continue;
            String fresh = freshName(e.getKey(), taken);
            for (Site d : u.definitions.subList(0, u.definitions.size() - 1)) {
                List<Site> rivals = sameArity(u.definitions, d.arity());
                List<Site> declared = sameArity(u.declarations, d.arity());
                List<Site> calls = sameArity(u.calls, d.arity());
                if (rivals.size() > 1 && !declared.isEmpty()) continue; // which declaration is whose cannot be told
                List<List<Site>> choices = new ArrayList<>();
                if (rivals.size() == 1) {
                    choices.add(calls);
                } else if (calls.size() <= MAX_CALLS) {
                    for (int mask = 1; mask < 1 << calls.size(); mask++) {
                        List<Site> chosen = new ArrayList<>();
                        for (int k = 0; k < calls.size(); k++) {
                            if ((mask & 1 << k) != 0) chosen.add(calls.get(k));
                        }
                        choices.add(chosen);
                    }
                }
                for (List<Site> chosen : choices) {
                    List<Site> renamed = new ArrayList<>(declared);
                    renamed.add(d);
                    renamed.addAll(chosen);
                    List<Node> touched = new ArrayList<>();
                    for (Site r : renamed) touched.add(s.nodes.get(r.name()));
                    long region = RegionMemory.key(p, touched);
                    if (memory.foundNothing(region)) continue;
                    candidates.add(rename(s, touched, fresh));
                    regions.add(region);
                }
            }
        }
        memory.commitFirstParsing(ctx, candidates, regions);
    }

    /** The definitions, declarations and calls of every name that has a file-level function definition. */
    private static Map<String, Uses> uses(CTokens s) {
        Map<String, Uses> out = new LinkedHashMap<>();
        for (int i = 0; i < s.size(); i++) {
            if (s.depth[i] != 0 || !s.isIdentifier(i) || !s.text(i + 1).equals("(")) continue;
            int close = s.match[i + 1];
            if (close > 0 && s.text(close + 1).equals("{") && !s.text(i - 1).equals("::")) out.computeIfAbsent(s.texts[i], k -> new Uses());
        }
        for (int i = 0; i < s.size(); i++) {
            Uses u = s.isIdentifier(i) ? out.get(s.texts[i]) : null;
            if (u == null) continue;
            String prev = s.text(i - 1);
            int close = s.text(i + 1).equals("(") ? s.match[i + 1] : -1;
            // a variable of the same name (renames make many), a member's call, a qualified name: not renamed
            if (close < 0 || prev.equals(".") || prev.equals("->") || prev.equals("::")) continue;
            Site site = new Site(i, arity(s, i + 1, close));
            if (s.depth[i] != 0) {
                u.calls.add(site);
            } else if (s.text(close + 1).equals("{")) {
                u.definitions.add(site);
            } else if (s.text(close + 1).equals(";")) {
                u.declarations.add(site);
            } else {
                u.other = true; // a definition with qualifiers, a declaration of several names: not read here
            }
        }
        return out;
    }

    /** The number of items between the parentheses at {@code open} and {@code close} ({@code (void)} has none). */
    private static int arity(CTokens s, int open, int close) {
        if (close == open + 1 || close == open + 2 && s.text(open + 1).equals("void")) return 0;
        return s.split(open + 1, close).size();
    }

    private static List<Site> sameArity(List<Site> sites, int arity) {
        return sites.stream().filter(x -> x.arity() == arity).toList();
    }

    /** {@code name_1}, or the first of {@code name_2}, ... that no identifier of the program spells. */
    private static String freshName(String name, Set<String> taken) {
        for (int k = 1;; k++) {
            String fresh = name + "_" + k;
            if (!taken.contains(fresh)) return fresh;
        }
    }

    private static Edit rename(CTokens s, List<Node> names, String fresh) {
        Map<Node, Integer> retokened = new IdentityHashMap<>();
        for (Node n : names) {
            var token = s.p.tokens().get(n.tokenIndex());
            retokened.put(n, s.p.generate(token.type(), fresh, token.origin()));
        }
        return Edit.retoken(retokened);
    }
}
