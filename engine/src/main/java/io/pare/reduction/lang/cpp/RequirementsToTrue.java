package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
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
 * A requires-expression ({@code requires (T t) { t + 1; }}) becomes {@code true}. A constraint has
 * to be a Boolean constant expression, so deletion can empty the braces but never drop the
 * expression, and sub-tree replacement offers the grammar's smallest literal, {@code 0}, which a
 * concept does not take. Concepts are where many of clang's recent crashes are (the 62677 case
 * ends as {@code concept a = requires {}}). Outermost first; one the oracle refused is not offered
 * again until it changed; the first accepted ends the call.
 */
public final class RequirementsToTrue implements Reducer {
    private final Set<Integer> identifierTypes;
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public RequirementsToTrue(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "cpp:requires-true";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        Integer trueType = typeOf.apply("true");
        if (trueType == null) return;
        CTokens s = new CTokens(p, identifierTypes);
        RegionMemory.Offers offers = memory.offers(p);
        for (int i = 0; i < s.size(); i++) {
            if (!s.texts[i].equals("requires")) continue;
            int open = i + 1;
            // an expression's parameter list, then its body; a requires-clause has no body
            if (s.text(open).equals("(") && s.match[open] > 0) open = s.match[open] + 1;
            if (!s.text(open).equals("{") || s.match[open] < 0) continue;
            List<Node> expression = new ArrayList<>(s.nodes.subList(i, s.match[open] + 1));
            int generated = p.generate(trueType, "true", p.tokens().get(s.tableIndex(i)).origin());
            offers.add(Edit.splice(Map.of(expression.get(0), new int[] {generated}), expression.subList(1, expression.size())),
                    expression);
        }
        offers.commitFirstParsing(ctx);
    }
}
