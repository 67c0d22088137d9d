package io.pare.reduction.dd;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

import io.pare.program.Edit;
import io.pare.program.Node;
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

    /**
     * One step of the level-wise tree reducers (the HDD family, GTR's deletion template): offers
     * the group's nodes that {@code offered} accepts, commits what the oracle lets go, and returns
     * the group's nodes still in the tree, in order.
     */
    default List<Node> reduceGroup(ReductionContext ctx, List<Node> group, Predicate<Node> offered,
            Function<List<Node>, Edit> drop) throws CancelledException, InterruptedException {
        List<Node> candidates = new ArrayList<>();
        for (Node n : group) {
            if (offered.test(n)) candidates.add(n);
        }
        Set<Node> removed = Collections.newSetFromMap(new IdentityHashMap<>());
        if (!candidates.isEmpty()) {
            removed.addAll(candidates);
            reduce(ctx, candidates, drop, true).forEach(removed::remove);
        }
        List<Node> survivors = new ArrayList<>();
        for (Node n : group) {
            if (!removed.contains(n) && n.parent() != null) survivors.add(n);
        }
        return survivors;
    }

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
