package io.pare.reduction.lang.rust;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;
import io.pare.reduction.lang.c.CTokens;

/**
 * Writes an impl's self type as {@code Self} where the impl names it again: in {@code impl<c, d>
 * b<c> for a<c, d> where a<c, d>: b<d> { fn f() -> a<c, d> }} the where clause and the body read
 * {@code Self}. Nothing else shortens a type of several tokens that the program needs; the
 * confirmation ICE of Rust 84727 needs the where clause's bound on the self type, and
 * {@code Self} states it in one token instead of six.
 *
 * <p>It reads flat tokens: an item {@code impl}, its generics, the trait and the self type up to
 * {@code where} or the body. A self type of one token gains nothing and is left alone. Each impl
 * offers all its later mentions of the self type at once, then each alone; the oracle judges
 * (a nested item, where {@code Self} means something else). A candidate it refused is not offered
 * again until the impl changed.
 */
public final class SelfType implements Reducer {
    /** What an item's {@code impl} follows (an {@code impl Trait} type follows a colon or an arrow instead). */
    private static final Set<String> ITEM_BEFORE = Set.of(";", "{", "}", "]", "unsafe", "default");

    private final Set<Integer> identifierTypes;
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public SelfType(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "rust:self-type";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        RegionMemory.Offers offers = memory.offers(p);
        for (int i = 0; i < s.size(); i++) {
            if (!s.texts[i].equals("impl") || s.isIdentifier(i) || i > 0 && !ITEM_BEFORE.contains(s.texts[i - 1])) continue;
            Impl impl = implAt(s, i);
            if (impl == null) continue;
            List<Node> touched = new ArrayList<>(s.nodes.subList(i, impl.bodyClose() + 1));
            List<Integer> mentions = mentions(s, impl);
            if (mentions.size() > 1) offers.add(writeSelf(s, impl, mentions), touched);
            for (int at : mentions) offers.add(writeSelf(s, impl, List.of(at)), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** An impl: its self type's tokens [selfFrom, selfTo), and its body's closing brace. */
    private record Impl(int selfFrom, int selfTo, int bodyClose) {
    }

    /** The impl whose keyword is at {@code i}, or null when it is not read. */
    private static Impl implAt(CTokens s, int i) {
        int j = i + 1;
        if (s.text(j).equals("<")) {
            j = angleClose(s, j);
            if (j < 0) return null;
            j++;
        }
        if (s.text(j).equals("const")) j++;
        if (s.text(j).equals("!")) j++;
        int first = j;
        int firstEnd = typeEnd(s, first);
        if (firstEnd < 0) return null;
        int selfFrom = first;
        int selfTo = firstEnd;
        if (s.text(firstEnd).equals("for")) {
            selfFrom = firstEnd + 1;
            selfTo = typeEnd(s, selfFrom);
            if (selfTo < 0 || s.text(selfTo).equals("for")) return null;
        }
        int open = selfTo;
        while (open < s.size() && !(s.texts[open].equals("{") && s.depth[open] == s.depth[i])) {
            if (s.depth[open] < s.depth[i] || s.texts[open].equals(";")) return null;
            open++;
        }
        if (open >= s.size() || s.match[open] < 0 || selfTo - selfFrom < 2) return null;
        return new Impl(selfFrom, selfTo, s.match[open]);
    }

    /** The end of the type starting at {@code from}: the first {@code for}, {@code where} or {@code {} outside its brackets; -1 if none. */
    private static int typeEnd(CTokens s, int from) {
        int angles = 0;
        for (int j = from; j < s.size(); j++) {
            String t = s.texts[j];
            if (s.depth[j] < s.depth[from] || t.equals(";")) return -1;
            if (s.depth[j] > s.depth[from]) continue;
            if (t.equals("<")) angles++;
            else if (t.equals(">")) angles--;
            else if (angles == 0 && (t.equals("for") || t.equals("where") || t.equals("{"))) return j == from ? -1 : j;
        }
        return -1;
    }

    /** The {@code >} closing the angle bracket at {@code open}, or -1. */
    private static int angleClose(CTokens s, int open) {
        int angles = 0;
        for (int j = open; j < s.size(); j++) {
            if (s.depth[j] < s.depth[open] || s.texts[j].equals(";") || s.texts[j].equals("{")) return -1;
            if (s.depth[j] > s.depth[open]) continue;
            if (s.texts[j].equals("<")) angles++;
            else if (s.texts[j].equals(">") && --angles == 0) return j;
        }
        return -1;
    }

    /** Where the self type is written again after the header, each time as a whole type. */
    private static List<Integer> mentions(CTokens s, Impl impl) {
        int length = impl.selfTo() - impl.selfFrom();
        boolean generic = s.texts[impl.selfTo() - 1].equals(">");
        List<Integer> out = new ArrayList<>();
        for (int k = impl.selfTo(); k + length <= impl.bodyClose(); k++) {
            if (!same(s, impl.selfFrom(), k, length)) continue;
            String prev = s.text(k - 1);
            String next = s.text(k + length);
            if (prev.equals("::") || prev.equals(".")) continue;
            // a path without its arguments would be another type with them
            if (!generic && next.equals("<")) continue;
            out.add(k);
            k += length - 1;
        }
        return out;
    }

    private static boolean same(CTokens s, int a, int b, int length) {
        for (int d = 0; d < length; d++) {
            if (!s.texts[a + d].equals(s.texts[b + d])) return false;
        }
        return true;
    }

    /** The candidate that writes {@code Self} at each of the mentions, or null when the lexer has no {@code Self}. */
    private Edit writeSelf(CTokens s, Impl impl, List<Integer> at) {
        int length = impl.selfTo() - impl.selfFrom();
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        List<Node> gone = new ArrayList<>();
        for (int k : at) {
            Integer self = s.generate(typeOf, "Self", k);
            if (self == null) return null;
            spliced.put(s.nodes.get(k), new int[] {self});
            gone.addAll(s.nodes.subList(k + 1, k + length));
        }
        return Edit.splice(spliced, gone);
    }
}
