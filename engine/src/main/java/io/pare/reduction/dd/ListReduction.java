package io.pare.reduction.dd;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;

/**
 * The framework's list-reduction layer (§2.4): a tree reducer gathers nodes into a list, and a
 * list reduction decides which to drop. The reducer says what dropping a set means as an
 * {@link Edit} (null when that set may not go, e.g. it would empty a {@code +} list: such a
 * configuration is skipped without a query, as if it had failed). Every test goes through
 * {@link ReductionContext#commitFirst}, so the cache, parallel jobs and progress events are the
 * same for every reducer; accepted configurations are committed to the tree at once.
 */
public interface ListReduction {
    /**
     * Reduces {@code items} and returns the ones kept (in their order).
     *
     * @param drop      the edit that removes the given items (null: not allowed)
     * @param testEmpty whether the first test is "remove everything" ({@code testEmptyList})
     */
    <T> List<T> reduce(ReductionContext ctx, List<T> items, Function<List<T>, Edit> drop, boolean testEmpty)
            throws CancelledException, InterruptedException;

    String name();

    ListReduction DDMIN = new ListReduction() {
        @Override
        public <T> List<T> reduce(ReductionContext ctx, List<T> items, Function<List<T>, Edit> drop, boolean testEmpty)
                throws CancelledException, InterruptedException {
            return DDMin.reduce(ctx, items, drop, testEmpty);
        }

        @Override
        public String name() {
            return "ddmin";
        }
    };

    ListReduction OPDD = new ListReduction() {
        @Override
        public <T> List<T> reduce(ReductionContext ctx, List<T> items, Function<List<T>, Edit> drop, boolean testEmpty)
                throws CancelledException, InterruptedException {
            return Opdd.reduce(ctx, items, drop, testEmpty);
        }

        @Override
        public String name() {
            return "opdd";
        }
    };

    /** {@code ddmin} or {@code opdd}. */
    static ListReduction byName(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "ddmin" -> DDMIN;
            case "opdd" -> OPDD;
            default -> throw new IllegalArgumentException("unknown list reduction '" + name + "'; known: ddmin, opdd");
        };
    }
}
