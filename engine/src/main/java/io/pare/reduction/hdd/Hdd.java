package io.pare.reduction.hdd;

import java.util.ArrayList;
import java.util.List;

import io.pare.parse.Language;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.dd.ListReduction;

/**
 * Hierarchical delta debugging (Misherghi and Su) as the framework study runs it (§4.1), and
 * CoarseHDD (Hodován et al., §4.2): top-down, one level at a time; the list reduction (ddmin in
 * the study, "remove everything" tested first) picks which of the level's nodes go; removed nodes
 * are replaced by their expected symbol's minimal replacement (CoarseHDD: only nodes whose
 * replacement is empty are offered); the next level is the children of the survivors. Lists are
 * transparent, their items are offered; nodes already no larger than their replacement are not.
 * One call is one iteration; HDD* is the fixpoint around it.
 */
public final class Hdd implements Reducer {
    private final boolean coarse;
    private final ListReduction list;
    private final Removal removal;

    /** HDD: every node of a level is offered. */
    public static Hdd classic(Language language, ListReduction list) {
        return new Hdd(language, false, list);
    }

    /** CoarseHDD: only the nodes whose minimal replacement is empty are offered. */
    public static Hdd coarse(Language language, ListReduction list) {
        return new Hdd(language, true, list);
    }

    private Hdd(Language language, boolean coarse, ListReduction list) {
        this.coarse = coarse;
        this.list = list;
        this.removal = new Removal(new MinimalReplacements(language), coarse);
    }

    @Override
    public String name() {
        return coarse ? "coarse-hdd" : "hdd";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        List<Node> level = Levels.children(ctx.program().root());
        while (!level.isEmpty()) {
            List<Node> next = new ArrayList<>();
            for (Node n : removal.reduceGroup(ctx, list, level)) next.addAll(Levels.children(n));
            level = next;
        }
    }
}
