package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * Identifier replacement (Vulcan Alg. 2): identifier tokens are grouped by text; for a group,
 * every occurrence but the first is renamed to another group's text, so the first (usually the
 * definition) may become unused and the main reducer can delete it. Groups are tried by
 * ascending occurrence count; replacement names by descending count, shorter names first on a
 * tie (so a rename rarely lengthens the program). The first accepted rename ends the call.
 */
public final class IdentifierReplacement implements Reducer {
    private final Set<Integer> identifierTypes;

    public IdentifierReplacement(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "vulcan:IR";
    }

    record Rename(List<Node> occurrences, String to) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        Map<String, List<Node>> clusters = new LinkedHashMap<>();
        collect(p, p.root(), clusters);
        List<String> targets = new ArrayList<>();
        for (var e : clusters.entrySet()) {
            if (e.getValue().size() >= 2) targets.add(e.getKey());
        }
        targets.sort(Comparator.comparingInt((String t) -> clusters.get(t).size()).thenComparing(Comparator.naturalOrder()));
        List<String> names = new ArrayList<>(clusters.keySet());
        names.sort(Comparator.comparingInt((String t) -> -clusters.get(t).size()).thenComparingInt(String::length)
                .thenComparing(Comparator.naturalOrder()));
        Iterator<Rename> candidates = new Iterator<>() {
            int c;
            int d;

            @Override
            public boolean hasNext() {
                while (c < targets.size()) {
                    if (d < names.size()) {
                        if (!names.get(d).equals(targets.get(c))) return true;
                        d++;
                    } else {
                        c++;
                        d = 0;
                    }
                }
                return false;
            }

            @Override
            public Rename next() {
                if (!hasNext()) throw new NoSuchElementException();
                List<Node> occ = clusters.get(targets.get(c));
                return new Rename(occ.subList(1, occ.size()), names.get(d++));
            }
        };
        ctx.commitFirstParsing(candidates, r -> {
            Map<Node, Integer> change = new IdentityHashMap<>();
            for (Node n : r.occurrences()) change.put(n, p.retext(n.tokenIndex(), r.to()));
            return Edit.retoken(change);
        });
    }

    private void collect(Program p, Node n, Map<String, List<Node>> out) {
        if (n.kind() == NodeKind.TOKEN) {
            var t = p.tokens().get(n.tokenIndex());
            if (identifierTypes.contains(t.type())) out.computeIfAbsent(t.text(), k -> new ArrayList<>()).add(n);
            return;
        }
        for (Node c : n.children()) collect(p, c, out);
    }
}
