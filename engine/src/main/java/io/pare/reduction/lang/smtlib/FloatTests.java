package io.pare.reduction.lang.smtlib;

import java.util.ArrayList;
import java.util.HashMap;
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
import io.pare.reduction.lang.c.CTokens;

/**
 * A floating-point term the bug needs, asked about with the fewest tokens around it: a comparison
 * becomes a test of one operand ({@code (fp.leq a b)} reads {@code (fp.isNaN a)} or
 * {@code (fp.isNaN b)}), and a float constant nothing names becomes an assertion of a test of its
 * body ({@code (define-fun c () Float64 t)} reads {@code (assert (fp.isNaN t))}). A solver bug in how
 * a term is read, rewritten or bit-blasted needs the term, seldom what is around it, yet no deletion
 * gets there: an assertion needs a Boolean, the operands are floats, and a definition's parts are
 * all required. {@code fp.isNaN} takes any float sort, so the test is well sorted wherever the
 * term was; the oracle's reference solver (a validity guard) judges the rest. Candidates go in
 * program order, outermost first, each operand in turn; one the oracle refused is not offered again
 * until the term changed. The first accepted ends the call.
 */
public final class FloatTests implements Reducer {
    /** SMT-LIB's floating-point comparisons: Boolean, two or more float operands (chainable). */
    static final Set<String> COMPARISONS = Set.of("fp.leq", "fp.lt", "fp.geq", "fp.gt", "fp.eq");
    static final String TEST = "fp.isNaN";

    /** The float sorts a definition may name; {@code (_ FloatingPoint e s)} is read separately. */
    static final Set<String> FLOAT_SORTS = Set.of("Float16", "Float32", "Float64", "Float128");

    private final Set<Integer> identifierTypes;
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    /** @param typeOf the lexer's token type of a text ({@code assert}, parentheses); null: no definitions made assertions */
    public FloatTests(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "smt:fp-tests";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        RegionMemory.Offers offers = memory.offers(p);
        Map<String, Integer> uses = new HashMap<>();
        for (String t : s.texts) uses.merge(t, 1, Integer::sum);
        for (int i = 0; i + 1 < s.size(); i++) {
            if (s.texts[i].equals("(") && s.text(i + 1).equals("define-fun") && s.match[i] > 0) {
                offers.add(assertion(s, i, uses), s.nodes.subList(i, s.match[i] + 1));
            }
            if (!s.texts[i].equals("(") || !COMPARISONS.contains(s.texts[i + 1]) || s.match[i] < 0) continue;
            List<int[]> operands = operands(s, i + 2, s.match[i]);
            if (operands.size() < 2) continue;
            List<Node> touched = new ArrayList<>(s.nodes.subList(i, s.match[i] + 1));
            for (int[] kept : operands) offers.add(test(s, i + 1, operands, kept), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /**
     * {@code (define-fun c () S t)} with S a float sort and c used nowhere else, as
     * {@code (assert (fp.isNaN t))}; null when it is not one, or the lexer cannot make the tokens.
     * {@code uses}: how often each text occurs among the program's tokens.
     */
    private Edit assertion(CTokens s, int open, Map<String, Integer> uses) {
        if (typeOf == null) return null;
        int close = s.match[open];
        int name = open + 2;
        if (!s.text(name + 1).equals("(") || !s.text(name + 2).equals(")")) return null;
        int sort = name + 3;
        int sortEnd = s.text(sort).equals("(") ? s.match[sort] : sort;
        boolean isFloat = s.text(sort).equals("(") ? s.text(sort + 1).equals("_") && s.text(sort + 2).equals("FloatingPoint")
                : FLOAT_SORTS.contains(s.text(sort));
        if (!isFloat || sortEnd < 0 || sortEnd + 1 >= close) return null;
        List<int[]> body = operands(s, sortEnd + 1, close);
        if (body.size() != 1) return null;
        if (uses.get(s.texts[name]) > 1) return null;
        Integer assertType = typeOf.apply("assert");
        Integer open2 = typeOf.apply("(");
        Integer close2 = typeOf.apply(")");
        Integer test = typeOf.apply(TEST);
        if (assertType == null || open2 == null || close2 == null || test == null) return null;
        int origin = s.p.tokens().get(s.tableIndex(open)).origin();
        int[] head = {s.p.generate(assertType, "assert", origin), s.p.generate(open2, "(", origin), s.p.generate(test, TEST, origin)};
        int[] tail = {s.p.generate(close2, ")", origin), s.p.generate(close2, ")", origin)};
        List<Node> gone = new ArrayList<>(s.nodes.subList(name, sortEnd + 1));
        return Edit.splice(Map.of(s.nodes.get(open + 1), head, s.nodes.get(close), tail), gone);
    }

    /** The terms in [from, to): a token, or a parenthesized group, each as its first and last index. */
    private static List<int[]> operands(CTokens s, int from, int to) {
        List<int[]> out = new ArrayList<>();
        for (int j = from; j < to; j++) {
            int end = s.texts[j].equals("(") ? s.match[j] : j;
            if (end < 0 || end >= to) return List.of();
            out.add(new int[] {j, end});
            j = end;
        }
        return out;
    }

    /** The comparison's operator reads {@link #TEST} and every operand but {@code kept} goes. */
    private static Edit test(CTokens s, int operator, List<int[]> operands, int[] kept) {
        int index = s.tableIndex(operator);
        int type = s.p.tokens().get(index).type();
        int generated = s.p.generate(type, TEST, s.p.tokens().get(index).origin());
        List<Node> gone = new ArrayList<>();
        for (int[] o : operands) {
            if (o != kept) gone.addAll(s.nodes.subList(o[0], o[1] + 1));
        }
        return Edit.splice(Map.of(s.nodes.get(operator), new int[] {generated}), gone);
    }
}
