package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Replaces a local variable by the value it was initialised with, as clang_delta's
 * copy-propagation does: {@code char *c = "0"; f(c, strlen(c));} becomes
 * {@code f("0", strlen("0"));}. Perses cannot delete the declaration while the variable is read,
 * and sub-tree replacement swaps one read at a time for a program of the same size, which earns
 * nothing until the last one. Inlining a call leaves such declarations for every parameter.
 *
 * <p>It reads flat tokens: a declaration statement {@code T name = init;} in a block, with a type of
 * words and {@code *} only, one declarator and no braces, and its reads up to the end of the block.
 * A variable that is written ({@code =}, {@code ++}, its address taken) or declared again there stays;
 * so does one whose replacement would make the program larger (an initializer of several tokens
 * read in several places, parenthesised). The oracle judges the rest (an initializer with side
 * effects, evaluated elsewhere or more than once). A candidate it refused is not offered again until
 * its declaration or a read changed.
 */
public final class CopyPropagation implements Reducer {
    private static final Set<String> STATEMENT_BEFORE = Set.of(";", "{", "}");
    /** What may follow a variable that is written. */
    private static final Set<String> WRITES = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
            "++", "--");
    /** Words of a declaration's type that end the search for a statement or change what it means. */
    private static final Set<String> NOT_TYPES = Set.of("static", "return", "goto", "case", "default", "typedef",
            "extern", "else", "do", "sizeof", "auto", "thread_local", "__thread");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a punctuator's text (the parentheses around a longer initializer). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public CopyPropagation(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "c:propagate";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    /** A local declaration {@code T name = init;}: where its statement starts, its name, its {@code ;}, its block's end. */
    private record Local(int start, int name, int semicolon, int blockEnd) {
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        RegionMemory.Offers offers = memory.offers(p);
        for (int i = 1; i < s.size(); i++) {
            Local l = localAt(s, i);
            if (l == null) continue;
            List<Node> touched = new ArrayList<>(s.nodes.subList(l.start(), l.semicolon() + 1));
            offers.add(propagation(s, l, touched), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** The local declaration statement starting at {@code i}, or null. */
    private Local localAt(CTokens s, int i) {
        if (s.depth[i] == 0 || !STATEMENT_BEFORE.contains(s.texts[i - 1])) return null;
        int name = -1;
        for (int j = i; j < s.size(); j++) {
            String x = s.texts[j];
            if (x.equals("=")) {
                name = j - 1;
                break;
            }
            boolean word = s.isIdentifier(j) || s.isWord(j);
            if (!word && !x.equals("*") || NOT_TYPES.contains(x)) return null;
        }
        // at least one word of type before the name, which is an identifier
        if (name - i < 1 || !s.isIdentifier(name) || s.texts[name - 1].equals("*") && name - 1 == i) return null;
        int semicolon = -1;
        for (int j = name + 2; j < s.size(); j++) {
            String x = s.texts[j];
            if (s.depth[j] == s.depth[i] && (x.equals(",") || x.equals("{"))) return null;
            if (s.depth[j] < s.depth[i]) return null;
            if (s.depth[j] == s.depth[i] && x.equals(";")) {
                semicolon = j;
                break;
            }
        }
        if (semicolon < 0 || semicolon == name + 2) return null;
        for (int j = semicolon + 1; j < s.size(); j++) {
            if (s.depth[j] < s.depth[i]) return s.texts[j].equals("}") ? new Local(i, name, semicolon, j) : null;
        }
        return null;
    }

    /** The candidate that replaces the reads of {@code l} by its initializer and drops it, or null. */
    private Edit propagation(CTokens s, Local l, List<Node> touched) {
        String name = s.texts[l.name()];
        List<Integer> reads = new ArrayList<>();
        for (int j = l.semicolon() + 1; j < l.blockEnd(); j++) {
            if (!s.isIdentifier(j) || !s.texts[j].equals(name)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->") || prev.equals("::")) continue; // a member of that name
            if (WRITES.contains(s.text(j + 1)) || prev.equals("&") || prev.equals("++") || prev.equals("--")) return null;
            // declared again (a type word or * before it): a shadowing variable, not this one
            if (s.isIdentifier(j - 1) || prev.equals("*") || Character.isLetter(prev.isEmpty() ? ' ' : prev.charAt(0))
                    && !prev.equals("return") && !prev.equals("sizeof") && !prev.equals("case")) {
                return null;
            }
            reads.add(j);
        }
        if (reads.isEmpty()) return null; // an unused variable is Perses' to delete
        int initFrom = l.name() + 2;
        int initLength = l.semicolon() - initFrom;
        boolean wrap = initLength > 1;
        int added = reads.size() * (initLength + (wrap ? 2 : 0) - 1);
        if (added >= l.semicolon() - l.start() + 1) return null;
        IntArray init = new IntArray(initLength + 2);
        if (wrap) {
            Integer open = s.generate(typeOf, "(", initFrom);
            if (open == null) return null;
            init.add(open);
        }
        for (int j = initFrom; j < l.semicolon(); j++) init.add(s.tableIndex(j));
        if (wrap) {
            Integer close = s.generate(typeOf, ")", l.semicolon());
            if (close == null) return null;
            init.add(close);
        }
        int[] replacement = init.toArray();
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        for (int j : reads) {
            spliced.put(s.nodes.get(j), replacement);
            touched.add(s.nodes.get(j));
        }
        return Edit.splice(spliced, s.nodes.subList(l.start(), l.semicolon() + 1));
    }
}
