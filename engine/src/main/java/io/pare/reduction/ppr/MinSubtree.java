package io.pare.reduction.ppr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.dd.DDMin;
import io.pare.reduction.perses.Perses;

/**
 * MinSubtree(P, ψ, t) (PPR §4.1): Perses started at the diff nodes instead of the root. A diff
 * node that is a whole list item is first tried for deletion itself (ddmin over the diff items
 * of each list, largest list first), since Perses deletes items only from their list; what
 * survives is then reduced by the ordinary Perses worklist.
 */
final class MinSubtree {
    private MinSubtree() {
    }

    static void run(ReductionContext ctx, List<Node> starts) throws CancelledException, InterruptedException {
        Map<Node, List<Node>> itemsByList = new IdentityHashMap<>();
        List<Node> listOrder = new ArrayList<>();
        List<Node> rest = new ArrayList<>();
        for (Node n : starts) {
            Node top = n;
            while (top.kind() != NodeKind.ITEM && top.parent() != null && top.parent().size() == top.size()
                    && !top.parent().kind().isList()) {
                top = top.parent();
            }
            Node list = top.parent();
            if (top.kind() == NodeKind.ITEM && list != null && list.kind().isList()) {
                List<Node> items = itemsByList.get(list);
                if (items == null) {
                    items = new ArrayList<>();
                    itemsByList.put(list, items);
                    listOrder.add(list);
                }
                if (!items.contains(top)) items.add(top);
            } else {
                rest.add(n);
            }
        }
        listOrder.sort(Comparator.comparingInt((Node l) -> -itemsByList.get(l).stream().mapToInt(Node::size).sum())
                .thenComparingInt(Node::id));
        Node top = ctx.program().root().parent();
        for (Node list : listOrder) {
            List<Node> items = itemsByList.get(list);
            items.sort(Comparator.comparingInt(Node::id));
            items.removeIf(i -> !i.isAttached(top));
            if (items.isEmpty()) continue;
            boolean allowEmpty = list.kind() != NodeKind.PLUS || list.children().size() > items.size();
            rest.addAll(DDMin.reduce(ctx, items, allowEmpty));
        }
        rest.removeIf(n -> !n.isAttached(top));
        new Perses().reduceFrom(ctx, rest);
    }
}
