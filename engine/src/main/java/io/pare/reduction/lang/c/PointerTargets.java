package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;
import io.pare.reduction.unused.RuleNames;

/**
 * Reads a pointer that only ever points at one variable as that variable: with
 * {@code int d, *const e = &d;} and no other write of {@code e}, each {@code *e} becomes {@code d}
 * and the declarator goes, as C-Reduce's reduce-pointer-level lowers a pointer's level. Csmith
 * declares such pointers by the dozen ({@code int32_t *l_5 = &g_6;}, {@code int32_t **g_40 = &g_12;}),
 * and a wrong-code case keeps the ones its bug reads through: Perses cannot delete the declaration
 * while {@code *e} is read, and sub-tree replacement swaps one read at a time for one of the same
 * size, which earns nothing until the last. A pointer to a pointer comes down a level per round.
 *
 * <p>It reads flat tokens. The pointer's declarator is {@code * [qualifiers] p = & x} followed by
 * {@code ,} or {@code ;}, in a declaration of its own statement or at file level; every other
 * occurrence of {@code p} is a dereference {@code *p} not followed by a postfix operator (which
 * would bind to {@code p}: {@code *p++} moves it). Both names are declared once in the program,
 * so that {@code x} means the same variable wherever {@code *p} was read and no other {@code p}
 * is touched. The change keeps the program's meaning (but for a {@code volatile} pointee), and
 * the oracle judges whether the bug needed the pointer.
 */
public final class PointerTargets implements Reducer {
    private static final Set<String> QUALIFIERS = Set.of("const", "volatile", "restrict", "__restrict", "__restrict__");
    /** What binds tighter than {@code *} after a name: {@code *p++}, {@code *p[0]}, {@code *p()} are not reads of {@code *p}. */
    private static final Set<String> POSTFIX = Set.of("++", "--", "[", "(", ".", "->");
    /** Words a dereference may follow (an expression starts after them); any other word before {@code *} declares. */
    private static final Set<String> EXPRESSION_WORDS = Set.of("return", "sizeof", "case", "else", "do");

    /**
     * Whether an identifier token, owned by the given rule node, is the name a declarator declares:
     * each grammar's own test ({@code CDeclarations::declaresByDeclarator}, {@code CppDeclarations::declaresByDeclarator}).
     */
    @FunctionalInterface
    public interface DeclaratorName {
        boolean test(RuleNames rules, Node token, Node owner);
    }

    private final Set<Integer> identifierTypes;
    private final DeclaratorName declaratorName;
    private final RegionMemory memory = new RegionMemory();

    public PointerTargets(Set<Integer> identifierTypes, DeclaratorName declaratorName) {
        this.identifierTypes = identifierTypes;
        this.declaratorName = declaratorName;
    }

    @Override
    public String name() {
        return "c:deref";
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        CTokens s = new CTokens(ctx.program(), identifierTypes);
        Map<String, Integer> declared = declarations(s, declaratorName);
        RegionMemory.Offers offers = memory.offers(ctx.program());
        for (int i = 0; i < s.size(); i++) {
            if (!s.isIdentifier(i) || !s.text(i + 1).equals("=") || !s.text(i + 2).equals("&") || !s.isIdentifier(i + 3)) continue;
            String after = s.text(i + 4);
            if (!after.equals(",") && !after.equals(";")) continue;
            if (declared.getOrDefault(s.texts[i], 0) != 1 || declared.getOrDefault(s.texts[i + 3], 0) != 1) continue;
            List<Node> touched = new ArrayList<>();
            offers.add(targetRead(s, i, touched), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** How many declarators name each identifier (variables, parameters, functions). */
    static Map<String, Integer> declarations(CTokens s, DeclaratorName declaratorName) {
        RuleNames rules = new RuleNames(s.p);
        Map<String, Integer> out = new java.util.HashMap<>();
        for (int i = 0; i < s.size(); i++) {
            if (!s.isIdentifier(i)) continue;
            Node token = s.nodes.get(i);
            if (declaratorName.test(rules, token, RuleNames.ruleAbove(token))) {
                out.merge(s.texts[i], 1, Integer::sum);
            }
        }
        return out;
    }

    /** The candidate for the pointer declared at {@code name} (its initializer {@code & x} follows), or null. */
    private Edit targetRead(CTokens s, int name, List<Node> touched) {
        int[] declarator = declarator(s, name);
        if (declarator == null) return null;
        String pointer = s.texts[name];
        int target = name + 3;
        int[] replacement = {s.tableIndex(target)};
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        List<Node> deleted = new ArrayList<>();
        for (int j = 0; j < s.size(); j++) {
            if (j == name || !s.isIdentifier(j) || !s.texts[j].equals(pointer)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue; // a member of that name
            if (!prev.equals("*") || !dereferences(s, j - 1) || POSTFIX.contains(s.text(j + 1))) return null;
            deleted.add(s.nodes.get(j - 1));
            spliced.put(s.nodes.get(j), replacement);
        }
        if (spliced.isEmpty()) return null; // an unused pointer is Perses' to delete
        for (int j = declarator[0]; j < declarator[1]; j++) deleted.add(s.nodes.get(j));
        touched.addAll(deleted);
        touched.addAll(spliced.keySet());
        return Edit.splice(spliced, deleted);
    }

    /** Whether the {@code *} at {@code star} is a dereference, not a declarator's (after a type word) or a product. */
    private boolean dereferences(CTokens s, int star) {
        String before = s.text(star - 1);
        if (before.isEmpty() || EXPRESSION_WORDS.contains(before)) return true;
        if (s.isIdentifier(star - 1) || Character.isLetterOrDigit(before.charAt(0)) || before.charAt(0) == '_') return false;
        return !before.equals("]") && !before.startsWith("\"") && !before.startsWith("'");
    }

    /**
     * The tokens [from, to) that go with the declarator of the pointer named at {@code name}: the
     * declarator and a comma beside it, or the whole declaration when it declares nothing else; null
     * when it is not a plain {@code * [qualifiers] p = & x} in a declaration statement.
     */
    private static int[] declarator(CTokens s, int name) {
        int first = name;
        while (first > 0 && (QUALIFIERS.contains(s.text(first - 1)) || s.text(first - 1).equals("*"))) first--;
        while (first < name && !s.text(first).equals("*")) first++; // qualifiers before the first * are the type's
        if (first == name) return null; // not a pointer
        int end = name + 4; // the , or ; after & x
        int start = statementStart(s, first);
        if (start < 0) return null;
        int semicolon = s.statementEnd(start);
        return semicolon < 0 ? null : s.declaratorRemoval(start, semicolon, first, end);
    }

    /** The first token of the statement or file-level declaration holding {@code at}, or -1 inside parentheses (a for's). */
    private static int statementStart(CTokens s, int at) {
        int j = at;
        while (j > 0 && s.depth[j - 1] == s.depth[at] && !s.texts[j - 1].equals(";") && !s.texts[j - 1].equals("}")) j--;
        if (j > 0 && s.depth[j - 1] < s.depth[at] && !s.texts[j - 1].equals("{")) return -1;
        return j;
    }
}
