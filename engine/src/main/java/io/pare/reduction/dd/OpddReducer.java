package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.List;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/** OPDD over a flat list of the program's tokens (or lines): the framework's {@code OPDDTokens}, as {@code ddmin} is {@code DDMinTokens}. */
public final class OpddReducer implements Reducer {
    @Override
    public String name() {
        return "opdd";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        List<Node> leaves = new ArrayList<>();
        collect(ctx.program().root(), leaves);
        Opdd.reduce(ctx, leaves, Edit::delete, true);
    }

    /** The items of a flat program, or the tokens of any tree. */
    private static void collect(Node n, List<Node> out) {
        if (n.kind() == NodeKind.ITEM && n.children().size() == 1 && n.children().get(0).kind() == NodeKind.TOKEN) {
            out.add(n);
            return;
        }
        if (n.kind() == NodeKind.TOKEN) {
            out.add(n);
            return;
        }
        for (Node c : n.children()) collect(c, out);
    }
}
