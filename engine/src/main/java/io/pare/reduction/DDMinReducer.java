package io.pare.reduction;

import java.util.ArrayList;

import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.dd.DDMin;

/** Plain ddmin over a flat list (the program's tokens, or lines): the framework's DDMinTokens baseline. */
public final class DDMinReducer implements Reducer {
    @Override
    public String name() {
        return "ddmin";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Node list = ctx.program().root().children().get(0);
        DDMin.reduce(ctx, new ArrayList<>(list.children()), true);
    }
}
