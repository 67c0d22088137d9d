package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Inlines C definitions the way C-Vise's clang_delta does, where Perses and Vulcan's
 * language-agnostic passes cannot: no deletion or identifier swap turns
 * {@code typedef int int32_t; int32_t x;} into {@code int x;}, or a call of a helper into its
 * body. Pare's addition to Vulcan's auxiliary passes, for C and C++.
 *
 * <ul>
 * <li><b>Typedef</b>: {@code typedef T X;} (or C++'s {@code using X = T;}), with T free of
 * declarator punctuation so that T can stand for X in any declarator, goes, and every other X
 * reads T ({@link TypedefSites} says which ones and where their uses are). One the oracle refused is
 * not offered again until its declaration or a use of it changed.</li>
 * <li><b>Function</b>: a function whose name appears nowhere but in its definition, its
 * prototypes and call statements {@code f(a, b);} (so no caller uses what it returns), and whose
 * body has no {@code return} but, perhaps, its last statement, goes with its prototypes; each call
 * statement becomes {@code { P1 = a; P2 = b; body }}, where Pi is the i-th parameter's declaration
 * (left out when the argument is a variable of the parameter's own name) and a final
 * {@code return e;} reads {@code e;}.</li>
 * </ul>
 *
 * <p>A candidate that would make the program larger is not offered. It works on tokens and the
 * result is re-parsed, like sub-tree replacement's; candidates that do not parse cost no query.
 * The first accepted candidate ends the call.
 */
public final class DefinitionInlining implements Reducer {
    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a punctuator's text (for the tokens the inlined call needs). */
    private final Function<String, Integer> typeOf;
    /** Typedefs whose inlining the oracle refused, skipped until their declaration or one of their uses changes. */
    private final RegionMemory memory = new RegionMemory();

    public DefinitionInlining(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "vulcan:inline";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        List<Edit> candidates = new ArrayList<>();
        List<Long> regions = new ArrayList<>(); // a typedef candidate's region, null for a function's
        CTokens src = new CTokens(p, identifierTypes);
        TypedefSites typedefs = new TypedefSites(src);
        List<TypedefSites.Site> sites = typedefs.sites();
        for (TypedefSites.Site site : sites) {
            List<Node> touched = new ArrayList<>(src.nodes.subList(site.start(), site.end() + 1));
            Edit e = typedefs.inlining(site, sites, touched);
            if (e == null) continue;
            long region = RegionMemory.key(p, touched);
            if (memory.foundNothing(region)) continue;
            candidates.add(e);
            regions.add(region);
        }
        for (CTokens.Function f : src.definitions()) {
            Edit e = functionInlining(src, f);
            if (e != null) {
                candidates.add(e);
                regions.add(null);
            }
        }
        memory.commitFirstParsing(ctx, candidates, regions);
    }

    private Edit functionInlining(CTokens s, CTokens.Function def) {
        int close = def.paramsClose();
        int bodyEnd = def.bodyClose();
        int start = def.start();
        String f = s.text(def.name());
        int returnAt = -1;
        for (int j = close + 2; j < bodyEnd; j++) {
            if (s.texts[j].equals(f)) return null;
            if (s.texts[j].equals("return")) {
                if (returnAt >= 0) return null;
                returnAt = j;
            }
        }
        if (returnAt >= 0 && !s.isLastStatement(returnAt, close + 1, bodyEnd)) return null;
        List<int[]> params = s.parameters(def);
        if (params == null) return null;

        List<Node> deleted = new ArrayList<>(s.nodes.subList(start, bodyEnd + 1));
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        int calls = 0;
        int added = 0;
        for (int j = 0; j < s.texts.length; j++) {
            if (j >= start && j <= bodyEnd || !s.texts[j].equals(f) || !s.isIdentifier(j)) continue;
            int argsClose = s.text(j + 1).equals("(") ? s.match[j + 1] : -1;
            if (argsClose < 0) return null; // taken as a value: a function pointer
            if (s.depth[j] == 0) {
                // a prototype: the whole declaration goes (a declaration of several names keeps it)
                int ds = s.declarationStart(j);
                int de = s.declarationEnd(j);
                if (de < 0 || hasTopLevelComma(s, ds, de)) return null;
                deleted.addAll(s.nodes.subList(ds, de + 1));
                j = de;
                continue;
            }
            if (!CTokens.isStatementStart(s.text(j - 1)) || !s.text(argsClose + 1).equals(";")) return null;
            List<int[]> args = arguments(s, j + 2, argsClose);
            if (args == null || args.size() != params.size()) return null;
            int[] inlined = inlinedCall(s, params, args, close + 2, bodyEnd, returnAt);
            if (inlined == null) return null;
            spliced.put(s.nodes.get(j), inlined);
            deleted.addAll(s.nodes.subList(j + 1, argsClose + 2));
            added += inlined.length;
            calls++;
            j = argsClose + 1;
        }
        if (calls == 0) return null;
        int removed = deleted.size() + calls; // the spliced name tokens go too
        return added > removed ? null : Edit.splice(spliced, deleted);
    }

    private static boolean hasTopLevelComma(CTokens s, int from, int to) {
        for (int j = from; j < to; j++) {
            if (s.depth[j] == 0 && s.texts[j].equals(",")) return true;
        }
        return false;
    }

    private List<int[]> arguments(CTokens s, int from, int to) {
        List<int[]> out = new ArrayList<>();
        if (from == to) return out;
        for (int[] range : s.split(from, to)) {
            if (range[1] == range[0]) return null;
            int[] arg = new int[range[1] - range[0]];
            for (int j = range[0]; j < range[1]; j++) arg[j - range[0]] = s.tableIndex(j);
            out.add(arg);
        }
        return out;
    }

    /**
     * {@code { P1 = a1; ... body }} with the body's final {@code return} keyword left out (its
     * value, unused by a call statement, stays as an expression statement), or null when a
     * punctuator has no token type here.
     */
    private int[] inlinedCall(CTokens s, List<int[]> params, List<int[]> args, int bodyFrom, int bodyTo, int returnAt) {
        Integer open = s.generate(typeOf, "{", bodyFrom - 1);
        Integer close = s.generate(typeOf, "}", bodyFrom - 1);
        Integer assign = s.generate(typeOf, "=", bodyFrom - 1);
        Integer semi = s.generate(typeOf, ";", bodyFrom - 1);
        if (open == null || close == null || (!params.isEmpty() && (assign == null || semi == null))) return null;
        Set<String> names = new java.util.HashSet<>();
        for (int[] param : params) names.add(textOf(s.p, param[param.length - 1]));
        IntArray out = new IntArray(bodyTo - bodyFrom + 8);
        out.add(open);
        for (int i = 0; i < params.size(); i++) {
            int[] param = params.get(i);
            int[] arg = args.get(i);
            String name = textOf(s.p, param[param.length - 1]);
            // f(val) into "unsigned val = val;" would read the new, uninitialised local: the body
            // reads the caller's val instead; any other argument naming a parameter cannot be inlined
            if (arg.length == 1 && textOf(s.p, arg[0]).equals(name)) continue;
            for (int t : arg) {
                if (names.contains(textOf(s.p, t))) return null;
            }
            for (int t : param) out.add(t);
            out.add(assign);
            for (int t : arg) out.add(t);
            out.add(semi);
        }
        for (int j = bodyFrom; j < bodyTo; j++) {
            if (j != returnAt) out.add(s.tableIndex(j));
        }
        out.add(close);
        return out.toArray();
    }

    private static String textOf(Program p, int tableIndex) {
        return p.tokens().get(tableIndex).text();
    }
}
