package io.pare.reduction.hang;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.reduction.text.Brackets;

/**
 * Which candidates may leave a loop of a C-like language ({@code for (init; cond; step)},
 * {@code while (cond)}) without its way out: the loop stays while part of its condition or step
 * goes or is renamed onto another variable of its nest of loops ({@code g >= -6} or {@code g--}
 * deleted, {@code g} renamed to the inner loop's {@code f}), or its body comes to name one of the loop's variables
 * where it named another ({@code c = i[f]} becoming {@code f = i[f]}), or loses part of an update
 * of one ({@code h++;} in a {@code while (h < 1)} loop). On a wrong-code case the
 * oracle runs the program, and such a candidate mostly runs into the timeout: on the 297-byte
 * LLVM 64047 case, 45 of 888 queries did, and they were most of the oracle's time.
 *
 * <p>Read off the tokens, not a tree: the loops of C, C++, Java and JavaScript look alike. A
 * range loop ({@code for (x : xs)}, {@code for (x of xs)}) has no condition and is left out. The
 * check says "may": {@link HangGate} decides from the timeouts whether it is worth heeding.
 */
public final class LoopExits {
    private final Set<Integer> identifiers;
    private final EndlessLoops endless;
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    /**
     * A loop: its keyword's and opening parenthesis's positions in the program's tokens, the
     * positions of its condition and step, the names these read, its body's positions, the
     * positions of the body's updates of those names, and every name read in the outermost loop
     * around it (its nest).
     */
    private record Loop(int keyword, int open, int[] exit, Set<String> names, int bodyFrom, int bodyTo, int[] updates,
            Set<String> nest) {
        Loop within(Set<String> nest) {
            return new Loop(keyword, open, exit, names, bodyFrom, bodyTo, updates, nest);
        }
    }

    private static final Set<String> UPDATES = Set.of("++", "--", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
            "<<=", ">>=", ">>>=");

    /** A candidate's tokens, their texts and each bracket's partner, as the checks of its loops read them. */
    private record Read(List<Token> tokens, String[] text, int[] partner) {
        static Read of(Program p, int[] candidate) {
            List<Token> tokens = new ArrayList<>(candidate.length);
            for (int t : candidate) tokens.add(p.tokens().get(t));
            String[] text = new String[tokens.size()];
            for (int i = 0; i < text.length; i++) text[i] = tokens.get(i).text();
            return new Read(tokens, text, Brackets.partners(tokens));
        }
    }

    /** The loops of one version of a program, and where each parsed place stands among its tokens ({@code posOfPlace}). */
    private record Summary(int version, int[] now, List<Loop> loops, int[] posOfPlace, BitSet current) {
    }

    /** @param identifiers the token types that are identifiers */
    public LoopExits(Set<Integer> identifiers) {
        this.identifiers = Set.copyOf(identifiers);
        this.endless = new EndlessLoops(identifiers);
    }

    /** Whether the candidate holds a loop that cannot end once entered ({@link EndlessLoops}). */
    public boolean cannotEnd(Program p, int[] candidate) {
        return endless.holdsOne(p, candidate);
    }

    /** Whether the candidate (the program's tokens after an edit, in order) may leave a loop without its end. */
    public synchronized boolean mayNotEnd(Program p, int[] candidate) {
        Summary s = summary(p);
        if (s.loops().isEmpty()) return newLoopMayNotEnd(p, candidate, s.current());
        int[] now = s.now();
        BitSet kept = new BitSet(now.length);
        // the positions whose token the candidate reads differently (a rename), with the new token
        BitSet renamed = new BitSet(now.length);
        List<int[]> renames = new ArrayList<>();
        List<Token> table = p.tokens();
        // where each candidate token stood in the program (-1: generated)
        int[] from = new int[candidate.length];
        int k = 0;
        for (int ci = 0; ci < candidate.length; ci++) {
            int c = candidate[ci];
            from[ci] = -1;
            if (k < now.length && now[k] == c) {
                from[ci] = k;
                kept.set(k++);
                continue;
            }
            int place = p.placeOf(c);
            int pos = place >= 0 && place < s.posOfPlace().length ? s.posOfPlace()[place] : -1;
            if (pos < k) continue; // generated, or out of order: no loop token stands there
            if (now[pos] == c) {
                kept.set(pos);
            } else {
                renamed.set(pos);
                renames.add(new int[] {pos, c});
            }
            from[ci] = pos;
            k = pos + 1;
        }
        for (Loop l : s.loops()) {
            if (!kept.get(l.keyword()) || !kept.get(l.open())) continue; // the loop itself goes
            if (losesWayOut(l.exit(), kept, renamed) || losesWayOut(l.updates(), kept, renamed)) return true;
            if (!kept.get(l.bodyTo()) && takesInAWrite(p, candidate, from, l)) return true;
            for (int[] r : renames) {
                int pos = r[0];
                String before = table.get(now[pos]).text();
                String after = table.get(r[1]).text();
                if (after.equals(before)) continue;
                boolean wayOut = Arrays.binarySearch(l.exit(), pos) >= 0 || Arrays.binarySearch(l.updates(), pos) >= 0;
                // renamed onto another variable of its nest: two variables of one nest of loops become one (a
                // loop after it may take its variable: for (; h < 1; h++) counting up from where g stopped)
                if (wayOut && isIdentifier(table.get(now[pos])) && l.nest().contains(after)) return true;
                // the body comes to name a loop variable where it named something else
                if (!wayOut && pos >= l.bodyFrom() && pos <= l.bodyTo() && l.names().contains(after)
                        && !l.names().contains(before)) return true;
            }
        }
        return newLoopMayNotEnd(p, candidate, s.current());
    }

    /**
     * Whether the loop's body, its end gone ({@code {...}} losing its braces), now runs on into
     * what followed the loop, and that writes one of the loop's variables: {@code for (; h >= -6;
     * h--) { ... } while (h++) S} becoming {@code for (; h >= -6; h--) while (h++) S}, whose inner
     * loop undoes each step of the outer one (two such candidates of bracket deletion and
     * exhaustive deletion ran into the timeout on the 297-byte LLVM 64047 case).
     */
    private boolean takesInAWrite(Program p, int[] candidate, int[] from, Loop l) {
        int close = -1;
        for (int ci = 0; ci < candidate.length; ci++) {
            if (from[ci] == l.bodyFrom() - 1) close = ci;
        }
        if (close < 0 || close + 1 >= candidate.length) return false;
        Read r = Read.of(p, candidate);
        int end = bodyEnd(r.text(), r.partner(), close + 1);
        for (int ci = close + 1; ci <= end && ci < r.text().length; ci++) {
            if (from[ci] > l.bodyTo() && isIdentifier(r.tokens().get(ci)) && l.names().contains(r.text()[ci])
                    && EndlessLoops.writes(r.text(), ci)) return true;
        }
        return false;
    }

    /**
     * Whether a loop the candidate writes anew may not end. Sub-tree replacement turns
     * {@code for (; g; g++) S} into {@code while (g++) S}, but also into {@code while (g) S},
     * {@code do S while (g >= -6);} or {@code for (;;);}; the checks above follow the program's
     * own loops, so such a loop is read here: it may not end unless something in it leaves it
     * ({@code break}, {@code return}...) or writes a name its condition reads (in the condition
     * itself, only a step counts: {@link #steps}), or the condition reads a name whose address is
     * taken, or reads memory that something in the loop may change (a write of another name or
     * through a pointer, a call). A call does not count as a way out otherwise: the loop is new,
     * so nothing says the call was ever meant to end it. On the 297-byte
     * LLVM 64047 case 31 of sub-tree replacement's candidates were such loops and each ran into
     * the 10 s timeout.
     */
    private boolean newLoopMayNotEnd(Program p, int[] candidate, BitSet current) {
        List<Integer> fresh = new ArrayList<>();
        for (int i = 0; i < candidate.length; i++) {
            if (current.get(candidate[i])) continue;
            String t = p.tokens().get(candidate[i]).text();
            if (isLoopKeyword(t) || t.equals("do")) fresh.add(i);
        }
        if (fresh.isEmpty()) return false;
        if (endless.holdsOne(p, candidate)) return true;
        Read r = Read.of(p, candidate);
        for (int at : fresh) {
            if (newLoopMayNotEnd(r.tokens(), r.text(), r.partner(), at)) return true;
        }
        return false;
    }

    /** The loop whose keyword the candidate wrote at {@code at}: see {@link #newLoopMayNotEnd(Program, int[], BitSet)}. */
    private boolean newLoopMayNotEnd(List<Token> tokens, String[] text, int[] partner, int at) {
        int condFrom;
        int condTo;
        int from;
        int to;
        if (text[at].equals("do")) {
            int bodyTo = bodyEnd(text, partner, at + 1);
            int w = bodyTo + 1;
            if (w >= text.length || !text[w].equals("while") || !opensLoop(text, partner, w)) return false;
            condFrom = w + 2;
            condTo = partner[w + 1];
            from = at + 1;
            to = condTo;
        } else {
            if (!opensLoop(text, partner, at)) return false;
            int open = at + 1;
            int close = partner[open];
            condFrom = open + 1;
            condTo = close;
            if (text[at].equals("for")) {
                int first = topLevel(text, partner, open + 1, close, ";");
                int second = first < 0 ? -1 : topLevel(text, partner, first + 1, close, ";");
                if (second < 0) return false; // a range loop
                condFrom = first + 1;
                condTo = second;
            }
            from = condFrom;
            to = bodyEnd(text, partner, close + 1);
        }
        Set<String> reads = new HashSet<>();
        boolean memory = false;
        for (int i = condFrom; i < condTo; i++) {
            if (MEMORY.contains(text[i])) memory = true;
            if (identifiers.contains(tokens.get(i).type())) reads.add(text[i]);
        }
        for (int i = 0; i + 1 < text.length; i++) {
            if (text[i].equals("&") && reads.contains(text[i + 1])) return false; // its address is taken: anything may write it
        }
        // what else the loop changes, for a condition that reads memory: a write of another name or
        // through a pointer may change it, and so may a call
        boolean changes = false;
        for (int i = from; i <= to && i < text.length; i++) {
            if (EndlessLoops.EXITS.contains(text[i])) return false;
            boolean inCondition = i >= condFrom && i < condTo;
            if (identifiers.contains(tokens.get(i).type())) {
                if (i + 1 < text.length && text[i + 1].equals("(")) changes = true;
                if (!EndlessLoops.writes(text, i) || (inCondition && !steps(text, i))) continue;
                if (reads.contains(text[i])) return false;
                changes = true;
            } else if (i > 0 && (text[i - 1].equals("]") || text[i - 1].equals(")")) && UPDATES.contains(text[i])) {
                // a write through a pointer or into an element; in the condition, only a step counts
                if (!inCondition || steps(text, i - 1)) changes = true;
            }
        }
        return !(memory && changes);
    }

    /**
     * Whether the write of the name at {@code i} steps it: {@code ++}, {@code --}, or a compound
     * assignment of one number ({@code x -= 1}, {@code x >>= 1}). A condition that writes its own
     * name otherwise ({@code while (c = i[f] ^= *e > *b)}, the body of {@code for (f = 0; f <= 5; f++)}
     * made the condition of a {@code while}) is no way out by itself: three such loops ran into the
     * timeout on the 297-byte LLVM 64047 case, beside two whose condition read memory that nothing
     * in them wrote ({@code while (*e > *b);}).
     */
    private static boolean steps(String[] text, int i) {
        if (i > 0 && (text[i - 1].equals("++") || text[i - 1].equals("--"))) return true;
        if (i + 1 >= text.length) return false;
        String op = text[i + 1];
        if (op.equals("++") || op.equals("--")) return true;
        if (op.equals("=") || !op.endsWith("=") || i + 2 >= text.length) return false;
        return text[i + 2].matches("[0-9][0-9a-zA-Z.]*") && (i + 3 >= text.length || Set.of(")", ";", ",").contains(text[i + 3]));
    }

    /** What reads memory in a condition: another name may write it. */
    private static final Set<String> MEMORY = Set.of("*", "[", "->", ".");

    private static boolean isLoopKeyword(String text) {
        return text.equals("for") || text.equals("while");
    }

    /** Whether a position of the loop's way out (condition, step, updates) is deleted: not kept, nor renamed. */
    private static boolean losesWayOut(int[] positions, BitSet kept, BitSet renamed) {
        for (int e : positions) {
            if (!kept.get(e) && !renamed.get(e)) return true;
        }
        return false;
    }

    private boolean isIdentifier(Token t) {
        return identifiers.contains(t.type());
    }

    private Summary summary(Program p) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        int[] now = p.currentTokens();
        List<Token> table = p.tokens();
        List<Token> tokens = p.currentTokenList();
        String[] text = new String[now.length];
        for (int i = 0; i < now.length; i++) text[i] = tokens.get(i).text();
        int[] partner = Brackets.partners(tokens);
        List<Loop> loops = new ArrayList<>();
        for (int i = 0; i < now.length; i++) {
            if (!opensLoop(text, partner, i)) continue;
            Loop l = loop(table, now, text, partner, i, text[i].equals("for"));
            if (l != null) loops.add(l);
        }
        loops = nested(loops, table, now, text);
        int[] posOfPlace = new int[loops.isEmpty() ? 0 : p.parsedCount()];
        Arrays.fill(posOfPlace, -1);
        if (!loops.isEmpty()) {
            for (int i = 0; i < now.length; i++) {
                int place = p.placeOf(now[i]);
                if (place >= 0 && place < posOfPlace.length) posOfPlace[place] = i;
            }
        }
        BitSet current = new BitSet();
        for (int t : now) current.set(t);
        Summary s = new Summary(p.commits(), now, List.copyOf(loops), posOfPlace, current);
        summaries.put(p, s);
        return s;
    }

    /** The loops, each with the names read in the outermost loop around it (loops come in the order of their keywords). */
    private List<Loop> nested(List<Loop> loops, List<Token> table, int[] now, String[] text) {
        List<Loop> out = new ArrayList<>(loops.size());
        Loop outer = null;
        Set<String> nest = Set.of();
        for (Loop l : loops) {
            if (outer == null || l.keyword() > outer.bodyTo()) {
                outer = l;
                Set<String> names = new HashSet<>();
                for (int i = l.keyword(); i <= l.bodyTo() && i < now.length; i++) {
                    if (isIdentifier(table.get(now[i]))) names.add(text[i]);
                }
                nest = Set.copyOf(names);
            }
            out.add(l.within(nest));
        }
        return out;
    }

    /** The loop whose keyword stands at {@code at}, or null when it has no condition (a range loop). */
    private Loop loop(List<Token> table, int[] now, String[] text, int[] partner, int at, boolean isFor) {
        int open = at + 1;
        int end = partner[open];
        int from = open + 1;
        if (isFor) {
            int semi = topLevel(text, partner, open + 1, end, ";");
            if (semi < 0) return null; // for (x : xs), for (x of xs), for (k in o)
            from = semi + 1;
        }
        int[] exit = new int[end - from];
        Set<String> names = new HashSet<>();
        for (int i = from; i < end; i++) {
            exit[i - from] = i;
            if (isIdentifier(table.get(now[i]))) names.add(text[i]);
        }
        if (exit.length == 0 || names.isEmpty()) return null; // for (;;): no way out to lose
        int bodyFrom = end + 1;
        int bodyTo = bodyEnd(text, partner, bodyFrom);
        return new Loop(at, open, exit, Set.copyOf(names), bodyFrom, bodyTo, updates(table, now, text, names, bodyFrom, bodyTo),
                Set.of());
    }

    /** The positions in the body of each update of a loop variable: the variable and its operator ({@code h++}, {@code h = 0}). */
    private int[] updates(List<Token> table, int[] now, String[] text, Set<String> names, int from, int to) {
        List<Integer> out = new ArrayList<>();
        for (int i = from; i <= to && i < text.length; i++) {
            if (!names.contains(text[i]) || !isIdentifier(table.get(now[i]))) continue;
            if (i + 1 <= to && UPDATES.contains(text[i + 1])) {
                out.add(i);
                out.add(i + 1);
            } else if (i - 1 >= from && (text[i - 1].equals("++") || text[i - 1].equals("--"))) {
                out.add(i - 1);
                out.add(i);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Whether a {@code for} or {@code while} with its parenthesised head stands at {@code i}. */
    static boolean opensLoop(String[] text, int[] partner, int i) {
        if (!text[i].equals("for") && !text[i].equals("while")) return false;
        return i + 1 < text.length && text[i + 1].equals("(") && Brackets.opens(partner, i + 1);
    }

    /** The last position of the statement starting at {@code from}: a braced block, or up to its {@code ;}. */
    static int bodyEnd(String[] text, int[] partner, int from) {
        if (from >= text.length) return text.length - 1;
        if (text[from].equals("{") && Brackets.opens(partner, from)) return partner[from];
        for (int i = from; i < text.length; i++) {
            if (Brackets.opens(partner, i)) {
                i = partner[i];
                if (text[i].equals("}") && (i + 1 >= text.length || !text[i + 1].equals("else"))) return i;
                continue;
            }
            if (text[i].equals(";") && (i + 1 >= text.length || !text[i + 1].equals("else"))) return i;
            if (text[i].equals("}")) return i - 1; // the enclosing block ends
        }
        return text.length - 1;
    }

    /** The first {@code token} between {@code from} and {@code to} outside any brackets, or -1. */
    static int topLevel(String[] text, int[] partner, int from, int to, String token) {
        for (int i = from; i < to; i++) {
            if (Brackets.opens(partner, i)) {
                i = partner[i];
                continue;
            }
            if (text[i].equals(token)) return i;
        }
        return -1;
    }
}
