package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Declares a file-level loop counter in its {@code for}: with {@code int e, f;} and {@code e} read
 * nowhere but in {@code for (e = 0; e <= 5; e++) ...}, the loop becomes {@code for (int e = 0; ...)}
 * and {@code e,} goes from the file-level declaration (a token or two less). Csmith counts its loops
 * with globals, and a wrong-code case keeps them to the end: no deletion removes a declaration that
 * is still read, and the loop's own {@code e = 0} makes what the global held before it irrelevant.
 *
 * <p>It reads flat tokens. The counter is a plain declarator (no pointer, array or initializer) of
 * a file-level declaration whose type is words alone; its name is declared once in the program and
 * occurs only inside the one {@code for} statement, whose initialization assigns it and nothing else.
 * The loop's type is the declaration's, less a storage class.
 */
public final class LoopCounters implements Reducer {
    private static final Set<String> STORAGE = Set.of("static", "extern", "_Thread_local", "__thread", "register");
    private static final Set<String> NOT_TYPES = Set.of("typedef", "struct", "union", "enum", "__attribute__", "__attribute");

    private final Set<Integer> identifierTypes;
    private final PointerTargets.DeclaratorName declaratorName;
    private final RegionMemory memory = new RegionMemory();

    public LoopCounters(Set<Integer> identifierTypes, PointerTargets.DeclaratorName declaratorName) {
        this.identifierTypes = identifierTypes;
        this.declaratorName = declaratorName;
    }

    @Override
    public String name() {
        return "c:loop-local";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        CTokens s = new CTokens(ctx.program(), identifierTypes);
        Map<String, Integer> declared = PointerTargets.declarations(s, declaratorName);
        RegionMemory.Offers offers = memory.offers(ctx.program());
        for (int i = 0; i + 3 < s.size(); i++) {
            if (!s.text(i).equals("for") || !s.text(i + 1).equals("(") || !s.isIdentifier(i + 2) || !s.text(i + 3).equals("=")) continue;
            if (declared.getOrDefault(s.texts[i + 2], 0) != 1) continue;
            List<Node> touched = new ArrayList<>();
            offers.add(localized(s, i, touched), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** The candidate that declares the counter of the {@code for} at {@code loop} in it, or null. */
    private Edit localized(CTokens s, int loop, List<Node> touched) {
        int counter = loop + 2;
        String name = s.texts[counter];
        int close = s.match[loop + 1];
        if (close < 0) return null;
        // the initialization assigns the counter alone: a comma there would declare the next name too
        for (int j = counter + 1; j < close && !(s.depth[j] == s.depth[counter] && s.texts[j].equals(";")); j++) {
            if (s.depth[j] == s.depth[counter] && s.texts[j].equals(",")) return null;
        }
        int end = s.statementEndFrom(close + 1);
        if (end < 0) return null;
        int declaration = -1;
        for (int j = 0; j < s.size(); j++) {
            if (!s.isIdentifier(j) || !s.texts[j].equals(name)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue; // a member of that name
            if (j >= loop && j <= end) continue;
            if (declaration >= 0 || s.depth[j] != 0) return null; // read outside the loop
            declaration = j;
        }
        if (declaration < 0) return null;
        String after = s.text(declaration + 1);
        if (!after.equals(",") && !after.equals(";")) return null; // an initializer, an array, a function
        String before = s.text(declaration - 1);
        if (!before.equals(",") && !(s.isWord(declaration - 1) && !STORAGE.contains(before))) return null; // a pointer
        int start = s.declarationStart(declaration);
        int semicolon = s.statementEnd(start);
        if (semicolon < 0) return null;
        int[] firstPart = s.split(start, semicolon).get(0);
        int typeEnd = specifiersEnd(s, firstPart[0], firstPart[1]);
        IntArray type = new IntArray(4);
        for (int j = start; j < typeEnd; j++) {
            String t = s.texts[j];
            if (NOT_TYPES.contains(t)) return null;
            if (!STORAGE.contains(t)) type.add(s.tableIndex(j));
        }
        if (type.size() == 0) return null;
        int[] removed = s.declaratorRemoval(start, semicolon, declaration, declaration + 1);
        if (removed == null) return null;
        type.add(s.tableIndex(counter));
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        spliced.put(s.nodes.get(counter), type.toArray());
        List<Node> deleted = new ArrayList<>(s.nodes.subList(removed[0], removed[1]));
        touched.addAll(deleted);
        touched.add(s.nodes.get(counter));
        return Edit.splice(spliced, deleted);
    }

    /**
     * Where the type's words end in a declaration's first declarator [from, to): before the first
     * {@code *}, or before the last of the leading words when that word is the declarator's name.
     */
    private static int specifiersEnd(CTokens s, int from, int to) {
        int j = from;
        while (j < to && s.isWord(j)) j++;
        return j < to && s.texts[j].equals("*") ? j : j - 1;
    }
}
