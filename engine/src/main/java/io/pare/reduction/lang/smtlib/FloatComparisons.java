package io.pare.reduction.lang.smtlib;

import java.util.ArrayList;
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
 * A comparison of floating-point terms becomes a test of one of them: {@code (fp.leq a b)} reads
 * {@code (fp.isNaN a)} or {@code (fp.isNaN b)}. A solver bug in how a term is read, rewritten or
 * bit-blasted needs the term, seldom the comparison around it, yet no deletion drops the other
 * operand: an assertion needs a Boolean, and each operand is a float. {@code fp.isNaN} takes any
 * float sort, so the test is well sorted wherever the comparison was; the oracle's reference
 * solver (a validity guard) judges the rest. Candidates go outermost first, each operand in turn;
 * one the oracle refused is not offered again until the comparison changed. The first accepted
 * ends the call.
 */
public final class FloatComparisons implements Reducer {
    /** SMT-LIB's floating-point comparisons: Boolean, two or more float operands (chainable). */
    static final Set<String> COMPARISONS = Set.of("fp.leq", "fp.lt", "fp.geq", "fp.gt", "fp.eq");
    static final String TEST = "fp.isNaN";

    private final Set<Integer> identifierTypes;
    private final RegionMemory memory = new RegionMemory();

    public FloatComparisons(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
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
        for (int i = 0; i + 1 < s.size(); i++) {
            if (!s.texts[i].equals("(") || !COMPARISONS.contains(s.texts[i + 1]) || s.match[i] < 0) continue;
            List<int[]> operands = operands(s, i + 2, s.match[i]);
            if (operands.size() < 2) continue;
            List<Node> touched = new ArrayList<>(s.nodes.subList(i, s.match[i] + 1));
            for (int[] kept : operands) offers.add(test(s, i + 1, operands, kept), touched);
        }
        offers.commitFirstParsing(ctx);
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
