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
 * Folds a statement into its neighbour, saving the tokens that kept them apart, where no deletion
 * can (every token of both is needed, only not twice):
 * <ul>
 * <li>an assignment into the {@code for} after it: {@code f = 0; for (; f < 5; f++)} becomes
 * {@code for (f = 0; f < 5; f++)};</li>
 * <li>an assignment into the one read of its variable in the next statement, where that read is a
 * whole argument, initializer, right-hand side or return value: {@code a = c; printf("%X", a);}
 * becomes {@code printf("%X", a = c);};</li>
 * <li>two returns into one: {@code if (c) return x; return y;} becomes {@code return c ? x : y;}.</li>
 * </ul>
 * Each needs the first statement to stand alone (after {@code ;}, <code>{</code> or <code>}</code>,
 * not as an {@code if}'s or loop's body). The oracle judges what the new order of evaluation
 * means. A candidate it refused is not offered again until its statements changed.
 */
public final class StatementFolding implements Reducer {
    private static final Set<String> ASSIGNMENTS = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=",
            ">>=", "++", "--");
    /** Operators that bind more loosely than {@code ?:}'s condition or last operand may: those need parentheses. */
    private static final Set<String> LOOSE = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
            ",", "?", ":");

    private static final Set<String> CONTROL = Set.of("for", "while", "do", "if", "switch", "else", "case", "default", "goto");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a text (the {@code ?} and {@code :} of a folded return). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public StatementFolding(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "c:fold";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        List<Edit> candidates = new ArrayList<>();
        List<Long> regions = new ArrayList<>();
        for (int i = 1; i < s.size(); i++) {
            if (s.depth[i] == 0 || !standsAlone(s, i)) continue;
            int end = s.statementEnd(i);
            if (end < 0) continue;
            List<Node> touched = new ArrayList<>();
            List<Edit> edits = new ArrayList<>();
            if (isAssignment(s, i, end)) {
                add(edits, intoFor(s, i, end, touched));
                add(edits, intoRead(s, i, end, touched));
            }
            add(edits, returns(s, i, touched));
            if (edits.isEmpty()) continue;
            long region = RegionMemory.key(p, touched);
            if (memory.foundNothing(region)) continue;
            for (Edit e : edits) {
                candidates.add(e);
                regions.add(null);
            }
            regions.set(regions.size() - 1, region); // remembered once all of them were refused
        }
        memory.commitFirstParsing(ctx, candidates, regions);
    }

    private static void add(List<Edit> edits, Edit e) {
        if (e != null) edits.add(e);
    }

    /** Whether a statement at {@code i} is one of a block's statements, not the body of an if, a loop or a label. */
    private static boolean standsAlone(CTokens s, int i) {
        String prev = s.texts[i - 1];
        return prev.equals(";") || prev.equals("{") || prev.equals("}");
    }

    /** {@code x = e;} or {@code x++;} and their kin: a name, then an assignment operator. */
    private boolean isAssignment(CTokens s, int i, int end) {
        return s.isIdentifier(i) && ASSIGNMENTS.contains(s.text(i + 1)) && end > i + 1;
    }

    /** {@code E; for (; ...} to {@code for (E; ...}. */
    private Edit intoFor(CTokens s, int i, int end, List<Node> touched) {
        if (!s.text(end + 1).equals("for") || !s.text(end + 2).equals("(") || !s.text(end + 3).equals(";")) return null;
        IntArray moved = new IntArray(end - i + 1);
        for (int j = i; j <= end; j++) moved.add(s.tableIndex(j));
        touched.addAll(s.nodes.subList(i, end + 4));
        return Edit.splice(Map.of(s.nodes.get(end + 3), moved.toArray()), s.nodes.subList(i, end + 1));
    }

    /** {@code x = e; S} to S with its one read of x (a whole operand) reading {@code x = e}. */
    private Edit intoRead(CTokens s, int i, int end, List<Node> touched) {
        if (!s.text(i + 1).equals("=")) return null;
        for (int j = i + 2; j < end; j++) {
            if (s.depth[j] == s.depth[i] && s.texts[j].equals(",")) return null; // a comma expression
        }
        int next = end + 1;
        if (next >= s.size() || s.depth[next] != s.depth[i] || s.texts[next].equals("}") || CONTROL.contains(s.texts[next])) {
            return null; // the end of the block, or a statement that may run its parts more than once or not at all
        }
        int nextEnd = s.statementEnd(next);
        if (nextEnd < 0 || s.has(next, nextEnd, "{")) return null;
        String x = s.texts[i];
        int read = -1;
        for (int j = next; j < nextEnd; j++) {
            if (!s.isIdentifier(j) || !s.texts[j].equals(x)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue; // a member of that name
            if (read >= 0) return null;
            read = j;
        }
        if (read < 0) return null;
        String before = s.text(read - 1);
        String after = s.text(read + 1);
        boolean operand = (before.equals("(") || before.equals(",")) && (after.equals(")") || after.equals(","))
                || (before.equals("=") || before.equals("return")) && after.equals(";");
        if (!operand) return null;
        IntArray assignment = new IntArray(end - i);
        for (int j = i; j < end; j++) assignment.add(s.tableIndex(j));
        touched.addAll(s.nodes.subList(i, nextEnd + 1));
        return Edit.splice(Map.of(s.nodes.get(read), assignment.toArray()), s.nodes.subList(i, end + 1));
    }

    /** {@code if (c) return x; return y;} to {@code return c ? x : y;}. */
    private Edit returns(CTokens s, int i, List<Node> touched) {
        if (!s.texts[i].equals("if") || !s.text(i + 1).equals("(") || s.match[i + 1] < 0) return null;
        int close = s.match[i + 1];
        if (!s.text(close + 1).equals("return")) return null;
        int firstEnd = s.statementEnd(close + 1);
        if (firstEnd < 0 || firstEnd == close + 2 || !s.text(firstEnd + 1).equals("return")) return null;
        int secondEnd = s.statementEnd(firstEnd + 1);
        if (secondEnd < 0 || secondEnd == firstEnd + 2) return null;
        if (loose(s, i + 2, close) || loose(s, firstEnd + 2, secondEnd)) return null;
        Integer question = s.generate(typeOf, "?", close);
        Integer colon = s.generate(typeOf, ":", firstEnd);
        if (question == null || colon == null) return null;
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        List<Node> deleted = new ArrayList<>();
        // if ( c ) return x ; return y ;  ->  return c ? x : y ;
        spliced.put(s.nodes.get(i), new int[] {s.tableIndex(close + 1)});
        deleted.add(s.nodes.get(i + 1));
        spliced.put(s.nodes.get(close), new int[] {question});
        deleted.add(s.nodes.get(close + 1));
        spliced.put(s.nodes.get(firstEnd), new int[] {colon});
        deleted.add(s.nodes.get(firstEnd + 1));
        touched.addAll(s.nodes.subList(i, secondEnd + 1));
        return Edit.splice(spliced, deleted);
    }

    /** Whether [from, to) has, outside brackets, an operator that would need parentheses around it. */
    private static boolean loose(CTokens s, int from, int to) {
        for (int j = from; j < to; j++) {
            if (s.depth[j] == s.depth[from] && LOOSE.contains(s.texts[j])) return true;
        }
        return false;
    }
}
