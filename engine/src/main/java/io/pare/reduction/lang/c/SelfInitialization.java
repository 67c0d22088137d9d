package io.pare.reduction.lang.c;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.parse.TextLanguage;
import io.pare.program.Edit;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Makes a variable returned right after its declaration its own initializer: {@code const x;
 * return x;} becomes {@code const x = x;}. Both read {@code x} before anything wrote it, and the
 * second is one token shorter, which is what a bug about such a read (an uninitialized-use warning,
 * a sanitizer's report) needs from its last tokens. The compiler may see the two differently
 * (gcc-12 warns about {@code const x = x;} but, by design, not about {@code int x = x;}), so the
 * oracle judges.
 *
 * <p>The shape appears only at the end, once the other passes have taken away what came between
 * the declaration and the return and sub-tree replacement and T-Rec have retyped and renamed what
 * was left (on the gcc-12 warnings case, {@code uint32_t l_5;} became {@code const a;} in the last
 * rounds); run among the others, this pass would have been retired by then for finding nothing.
 * So it {@link #finishes}.
 */
public final class SelfInitialization implements Reducer {
    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a text (the {@code =} written). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public SelfInitialization(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "c:self-init";
    }

    @Override
    public boolean finishes() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        CTokens s = new CTokens(ctx.program(), identifierTypes);
        RegionMemory.Offers offers = memory.offers(ctx.program());
        for (int i = 1; i + 4 < s.size(); i++) {
            if (!returnedAfterDeclaration(s, i)) continue;
            Integer assign = s.generate(typeOf, "=", i + 1);
            if (assign == null) return;
            // x ; return x ;  ->  x = x ;
            Edit e = Edit.splice(Map.of(s.nodes.get(i + 1), new int[] {assign}), List.of(s.nodes.get(i + 2)));
            offers.add(e, s.nodes.subList(i - 1, i + 5));
        }
        offers.commitFirstParsing(ctx);
    }

    /**
     * Whether the tokens from {@code i} read {@code x ; return x ;} with {@code x} the last
     * declarator of a declaration: after a type's word or a {@code *}, not after an operator
     * ({@code y = x; return x;} is an assignment).
     */
    private static boolean returnedAfterDeclaration(CTokens s, int i) {
        if (!s.isIdentifier(i) || !s.text(i + 1).equals(";") || !s.text(i + 2).equals("return")
                || !s.text(i + 3).equals(s.text(i)) || !s.text(i + 4).equals(";")) {
            return false;
        }
        String before = s.text(i - 1);
        return before.equals("*") || before.equals(",")
                || (!before.isEmpty() && TextLanguage.isWordStart(before.charAt(0)) && !before.equals("return"));
    }
}
