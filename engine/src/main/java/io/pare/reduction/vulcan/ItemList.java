package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

import io.pare.program.Node;

/**
 * One comma-separated list written after a name, a call's arguments or a generic's type
 * arguments: the token that opens it ({@code (} or {@code <}), its items' tokens, the commas between
 * them, and the tokens that go with the list when its only item goes (its brackets; none where an
 * empty list must stay, as a call's parentheses).
 */
record ItemList(Node open, List<List<Node>> items, List<Node> commas, List<Node> brackets) {
    /** The tokens that go when item {@code i} goes: the item, and the comma before it (after it, for the first). */
    List<Node> without(int i) {
        List<Node> out = new ArrayList<>(items.get(i));
        if (i > 0) {
            out.add(commas.get(i - 1));
        } else if (!commas.isEmpty()) {
            out.add(commas.get(0));
        } else {
            out.addAll(brackets);
        }
        return out;
    }

    /**
     * The deletions a group of lists that must agree offers (lists of one name and item count):
     * each position, last first, deleted from every list of the group at once; groups of one list
     * offer nothing (deleting one side alone is what Perses already tried).
     */
    static Iterator<List<Node>> deletions(Collection<List<ItemList>> groups) {
        List<List<ItemList>> offered = groups.stream().filter(g -> g.size() >= 2).toList();
        return new Iterator<>() {
            int group;
            int position = -1;

            @Override
            public boolean hasNext() {
                while (position < 0) {
                    if (group >= offered.size()) return false;
                    position = offered.get(group).get(0).items().size() - 1;
                    if (position < 0) group++;
                }
                return true;
            }

            @Override
            public List<Node> next() {
                if (!hasNext()) throw new NoSuchElementException();
                List<Node> deleted = new ArrayList<>();
                for (ItemList l : offered.get(group)) deleted.addAll(l.without(position));
                if (--position < 0) group++;
                return deleted;
            }
        };
    }
}
