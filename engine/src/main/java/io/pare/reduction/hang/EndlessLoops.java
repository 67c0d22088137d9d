package io.pare.reduction.hang;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.reduction.text.Brackets;

/**
 * Which candidates hold a C-like loop that cannot end once entered: nothing in it leaves it
 * ({@code break}, {@code return}, {@code goto}, {@code throw}, a call, which may exit, other than the
 * C library's output calls), and its condition is missing, a non-zero constant, or reads only plain
 * variables that nothing in the loop writes and whose address the program never takes
 * ({@code for (g = 0; g <= 5;)} with a body that does not touch {@code g}; {@code for (; -6; g--)};
 * {@code while (h) printf(...)}); or nothing in the loop writes anything at all, whatever its
 * condition reads ({@code while (*e > *b);}). {@link LoopExits} says which candidates <em>may</em>
 * not end, and {@link HangGate} probes those now and then, since some do end; these cannot,
 * unless the loop is never entered, and a probe of one costs the whole timeout for nothing. On
 * the csmith12 wrong-code case 22 of the 39 probes that ran into the 10 s timeout were such; on the
 * 297-byte LLVM 64047 case the run took 139.2 s instead of 211.2 s (2 jobs, the same 120 tokens).
 *
 * <p>Read off the candidate's tokens, like {@link LoopExits}. Only sure cases: a condition that
 * writes or calls, one that reads memory ({@code *p}, {@code a[i]}, {@code s.f}) in a loop that
 * writes, or a name that is written or whose address is taken, makes the loop one that may end;
 * so does a name declared
 * {@code volatile} or atomic, and a program that starts threads or handles signals is never
 * said to hold one (another thread may write what the loop waits for).
 */
public final class EndlessLoops {
    /** What leaves a loop besides its condition (and calls); C++, Java and JavaScript loops are read too. */
    static final Set<String> EXITS = Set.of("break", "return", "goto", "throw", "yield", "co_return", "co_yield",
            "co_await");
    /** Words of a program where something besides the loop may write what it reads. */
    private static final Set<String> CONCURRENT = Set.of("thread", "Thread", "pthread_create", "thrd_create", "signal",
            "sigaction", "async", "await", "setTimeout", "setInterval", "synchronized", "fork");
    /** Declarations whose names another thread or the hardware may write. */
    private static final Set<String> SHARED = Set.of("volatile", "_Atomic", "atomic", "atomic_int", "atomic_bool");
    /** What reads memory or has effects in a condition. */
    private static final Set<String> NOT_PLAIN = Set.of("*", "[", "->", ".", "(", "=", "++", "--");
    /** What writes: assignments, increments and decrements. */
    private static final Set<String> WRITES = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
            "++", "--");
    /**
     * The C library's output calls: they neither leave the program nor write a variable whose
     * address it never took (a {@code %n} needs a pointer), so a loop that only prints what its
     * condition reads prints forever. Only when the program does not define a function of the name.
     */
    private static final Set<String> STAYING_CALLS = Set.of("printf", "puts", "putchar", "fprintf", "fputs", "fputc",
            "putc");
    private static final Set<String> BASIC_TYPES = Set.of("char", "short", "int", "long", "float", "double", "signed",
            "unsigned", "_Bool", "bool");

    private final Set<Integer> identifiers;

    /** @param identifiers the token types that are identifiers */
    public EndlessLoops(Set<Integer> identifiers) {
        this.identifiers = Set.copyOf(identifiers);
    }

    /** Whether the candidate (program tokens, in order) holds a loop that cannot end once entered. */
    public boolean holdsOne(Program p, int[] candidate) {
        List<Token> tokens = new ArrayList<>(candidate.length);
        for (int t : candidate) tokens.add(p.tokens().get(t));
        String[] text = new String[tokens.size()];
        for (int i = 0; i < text.length; i++) text[i] = tokens.get(i).text();
        int[] partner = Brackets.partners(tokens);
        // names the loop cannot be sure nothing else writes: their address taken, or shared
        Set<String> addressed = new HashSet<>();
        boolean volatileHere = false;
        for (int i = 0; i < text.length; i++) {
            if (CONCURRENT.contains(text[i])) return false;
            if (SHARED.contains(text[i])) volatileHere = true;
            if (text[i].equals("&") && i + 1 < text.length && isIdentifier(tokens.get(i + 1))) addressed.add(text[i + 1]);
            if (SHARED.contains(text[i])) {
                for (int j = i + 1; j < text.length && !text[j].equals(";"); j++) {
                    if (isIdentifier(tokens.get(j))) addressed.add(text[j]);
                }
            }
        }
        for (int i = 0; i < text.length; i++) {
            if (!LoopExits.opensLoop(text, partner, i)) continue;
            boolean isFor = text[i].equals("for");
            if (!isFor && closesDoBody(text, partner, i)) continue; // do { ... } while: its body came first
            if (endless(tokens, text, partner, i, isFor, addressed, volatileHere)) return true;
        }
        return false;
    }

    private boolean endless(List<Token> tokens, String[] text, int[] partner, int at, boolean isFor, Set<String> addressed,
            boolean volatileHere) {
        int open = at + 1;
        int close = partner[open];
        int condFrom = open + 1;
        int condTo = close;
        int stepFrom = close;
        if (isFor) {
            int first = LoopExits.topLevel(text, partner, open + 1, close, ";");
            if (first < 0) return false; // a range loop
            int second = LoopExits.topLevel(text, partner, first + 1, close, ";");
            if (second < 0) return false;
            condFrom = first + 1;
            condTo = second;
            stepFrom = second + 1;
        }
        int bodyTo = LoopExits.bodyEnd(text, partner, close + 1);
        // what the step and the body do: leave, call what may leave, write anything
        boolean bodyWrites = false;
        for (int i = stepFrom; i <= bodyTo && i < text.length; i++) {
            if (i == close) continue;
            if (EXITS.contains(text[i])) return false;
            if (isIdentifier(tokens.get(i)) && i + 1 < text.length && text[i + 1].equals("(")) {
                if (!STAYING_CALLS.contains(text[i]) || defined(text, partner, text[i])) return false;
                bodyWrites = true; // an output call writes the library's buffers
            }
            if (WRITES.contains(text[i])) bodyWrites = true;
        }
        Set<String> reads = new HashSet<>();
        boolean readsMemory = false;
        if (condTo > condFrom && !constantSizeof(text, condFrom, condTo)) {
            boolean names = false;
            for (int i = condFrom; i < condTo; i++) {
                if (WRITES.contains(text[i])) return false;
                if (isIdentifier(tokens.get(i)) && i + 1 < condTo && text[i + 1].equals("(")) return false;
                if (NOT_PLAIN.contains(text[i])) readsMemory = true;
                if (isIdentifier(tokens.get(i))) {
                    names = true;
                    reads.add(text[i]);
                }
            }
            if (!names && !readsMemory && !nonZeroNumber(text, condFrom, condTo)) return false;
        }
        // nothing in the loop writes anything: whatever its condition reads stays as it is
        // (unless the hardware writes it: a volatile anywhere, and no such guess is made)
        if (!bodyWrites && !volatileHere) return true;
        if (readsMemory) return false;
        for (String name : reads) {
            if (addressed.contains(name)) return false;
        }
        for (int i = stepFrom; i <= bodyTo && i < text.length; i++) {
            if (i != close && reads.contains(text[i]) && writes(text, i)) return false;
        }
        return true;
    }

    /**
     * Whether the program defines a function of this name (a body after its parameters), which
     * then is not the library's.
     */
    private static boolean defined(String[] text, int[] partner, String name) {
        for (int i = 0; i + 1 < text.length; i++) {
            if (!text[i].equals(name) || !text[i + 1].equals("(")) continue;
            int close = partner[i + 1];
            if (close > 0 && close + 1 < text.length && text[close + 1].equals("{")) return true;
        }
        return false;
    }

    /**
     * Whether the condition is {@code sizeof} of a literal or of a basic type ({@code sizeof 6},
     * {@code sizeof (long)}): a constant, and never zero.
     */
    private static boolean constantSizeof(String[] text, int from, int to) {
        if (to - from < 2 || !text[from].equals("sizeof")) return false;
        for (int i = from + 1; i < to; i++) {
            String t = text[i];
            boolean literal = t.matches("[0-9][0-9a-zA-Z.]*|'.*'|\".*\"");
            if (!literal && !BASIC_TYPES.contains(t) && !t.equals("(") && !t.equals(")")) return false;
        }
        return true;
    }

    /**
     * Whether the {@code while} at {@code i} ends a {@code do { ... }}: a brace block ends right
     * before it and {@code do} opens that block (a {@code while} after any other block, such as a
     * loop's, starts a loop of its own).
     */
    private static boolean closesDoBody(String[] text, int[] partner, int i) {
        if (i == 0 || !text[i - 1].equals("}")) return false;
        int open = partner[i - 1];
        return open < 0 || (open > 0 && text[open - 1].equals("do"));
    }

    /** Whether the name at {@code i} is written there: assigned, incremented or decremented. */
    static boolean writes(String[] text, int i) {
        if (i > 0 && (text[i - 1].equals("++") || text[i - 1].equals("--"))) return true;
        if (i + 1 >= text.length) return false;
        String next = text[i + 1];
        return next.equals("++") || next.equals("--") || (next.endsWith("=") && !next.equals("==") && !next.equals("!=")
                && !next.equals("<=") && !next.equals(">="));
    }

    /** Whether the tokens are {@code true} or one number, maybe negated, that is not zero. */
    private static boolean nonZeroNumber(String[] text, int from, int to) {
        if (to == from + 1 && text[from].equals("true")) return true;
        int i = from;
        if (i < to && (text[i].equals("-") || text[i].equals("+"))) i++;
        if (i != to - 1) return false;
        String n = text[i].replaceAll("[uUlL]+$", "");
        return n.matches("0[xX][0-9a-fA-F]+|[0-9]+") && !n.matches("0+|0[xX]0+");
    }

    private boolean isIdentifier(Token t) {
        return identifiers.contains(t.type());
    }
}
