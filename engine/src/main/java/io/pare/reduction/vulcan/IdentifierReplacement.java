package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RefusalMemory;

/**
 * Identifier replacement (Vulcan Alg. 2): identifier tokens are grouped by text; for a group,
 * every occurrence but the first is renamed to another group's text, so the first (usually the
 * definition) may become unused and the main reducer can delete it. Groups are tried by
 * ascending occurrence count; replacement names by descending count, shorter names first on a
 * tie (so a rename rarely lengthens the program). The first accepted rename ends the call.
 *
 * <p>Other names (Rust's lifetimes) are renamed too, each kind only to names of its kind: a
 * lifetime to another lifetime, never to an identifier.
 */
public final class IdentifierReplacement implements Reducer {
    private final Set<Integer> identifierTypes;
    /** Token types of names that are not identifiers; each is a kind of its own. */
    private final Set<Integer> otherNameTypes;
    /** Renames refused before, skipped while their occurrences and both names' use counts stand; null to ask all (the paper's way). */
    private final RefusalMemory memory;
    /** Rules whose names are neither renamed nor renamed to (a Java import's path names what lies outside the file). */
    private final Set<String> wholeRules;

    public IdentifierReplacement(Set<Integer> identifierTypes) {
        this(identifierTypes, Set.of(), false);
    }

    public IdentifierReplacement(Set<Integer> identifierTypes, Set<Integer> otherNameTypes, boolean remembering) {
        this(identifierTypes, otherNameTypes, remembering, Set.of());
    }

    /**
     * With {@code remembering}, a rename the oracle refused is not asked again while its
     * occurrences and the use counts of both names are as they were: each round starts over from
     * the first group, and would otherwise ask every refused rename before the accepted one again
     * (on the 297-byte wrong-code case, 393 queries for one rename). The names inside a node of
     * one of the {@code wholeRules} are left out, as names and as new names: on the Checker
     * Framework case 28 of the 139 queries from its start on renamed a part of an import's path
     * ({@code org.apache.beam.sdk.transforms} to {@code org.build.beam.sdk.transforms}), which
     * names no package.
     */
    public IdentifierReplacement(Set<Integer> identifierTypes, Set<Integer> otherNameTypes, boolean remembering, Set<String> wholeRules) {
        this.wholeRules = Set.copyOf(wholeRules);
        this.identifierTypes = identifierTypes;
        this.otherNameTypes = otherNameTypes;
        Set<Integer> all = new java.util.LinkedHashSet<>(identifierTypes);
        all.addAll(otherNameTypes);
        this.memory = remembering ? new RefusalMemory(all) : null;
    }

    @Override
    public String name() {
        return "vulcan:IR";
    }

    record Rename(List<Node> occurrences, String to, long key) {
    }

    /** A group of occurrences: a name's text within its kind (identifiers, or one other name type). */
    private record Name(int kind, String text) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        Map<Name, List<Node>> clusters = new LinkedHashMap<>();
        collect(p, p.root(), clusters);
        List<Name> targets = new ArrayList<>();
        for (var e : clusters.entrySet()) {
            if (e.getValue().size() >= 2) targets.add(e.getKey());
        }
        Comparator<Name> byText = Comparator.comparing(Name::text);
        targets.sort(Comparator.comparingInt((Name t) -> clusters.get(t).size()).thenComparing(byText));
        List<Name> names = new ArrayList<>(clusters.keySet());
        names.sort(Comparator.comparingInt((Name t) -> -clusters.get(t).size()).thenComparingInt((Name t) -> t.text().length())
                .thenComparing(byText));
        List<Rename> made = new ArrayList<>();
        Iterator<Rename> candidates = new Iterator<>() {
            int c;
            int d;

            Rename next;

            @Override
            public boolean hasNext() {
                while (next == null && c < targets.size()) {
                    if (d < names.size()) {
                        Name to = names.get(d++);
                        Name from = targets.get(c);
                        if (to.equals(from) || to.kind() != from.kind()) continue;
                        List<Node> occ = clusters.get(from);
                        List<Node> renamed = occ.subList(1, occ.size());
                        long key = memory == null ? 0 : memory.key(p, renamed, memory.nameSalt(p, to.text()));
                        if (memory == null || !memory.wasRefused(key)) next = new Rename(renamed, to.text(), key);
                    } else {
                        c++;
                        d = 0;
                    }
                }
                return next != null;
            }

            @Override
            public Rename next() {
                if (!hasNext()) throw new NoSuchElementException();
                Rename r = next;
                next = null;
                made.add(r);
                return r;
            }
        };
        Optional<Rename> chosen = ctx.commitFirstParsing(candidates, r -> {
            Map<Node, Integer> change = new IdentityHashMap<>();
            for (Node n : r.occurrences()) change.put(n, p.retext(n.tokenIndex(), r.to()));
            return Edit.retoken(change);
        });
        if (memory != null) memory.refuseBefore(made, chosen, Rename::key);
    }

    private void collect(Program p, Node n, Map<Name, List<Node>> out) {
        if (n.kind() == NodeKind.TOKEN) {
            var t = p.tokens().get(n.tokenIndex());
            int kind = identifierTypes.contains(t.type()) ? -1 : otherNameTypes.contains(t.type()) ? t.type() : 0;
            if (kind != 0) out.computeIfAbsent(new Name(kind, t.text()), k -> new ArrayList<>()).add(n);
            return;
        }
        if (n.kind() == NodeKind.RULE && !wholeRules.isEmpty()) {
            for (int rule : n.chain()) {
                if (wholeRules.contains(p.symbolName(io.pare.program.Symbols.rule(rule)))) return;
            }
        }
        for (Node c : n.children()) collect(p, c, out);
    }
}
