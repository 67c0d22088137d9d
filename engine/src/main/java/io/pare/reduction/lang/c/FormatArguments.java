package io.pare.reduction.lang.c;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;

/**
 * Lets a printed value go without the conversion that fits it to its format: {@code printf("%d",
 * (int)c)} with {@code long c} becomes {@code printf("%ld", c)}, and {@code printf("%X", f = b)}
 * becomes {@code printf("%lX", b)}. Wrong-code reductions end with such a call (Csmith prints its
 * checksum through one), and no deletion gets rid of the cast or the assignment: without them the
 * argument no longer fits its conversion, which a format check refuses and which is undefined
 * behaviour where nothing checks. So the argument and its conversion change together.
 *
 * <p>It reads flat tokens: calls of the printf family with a format of one string literal whose
 * conversions it can map to their arguments. An integer conversion's argument that is a cast, an
 * assignment to a variable or a parenthesised expression is offered as each of its inner
 * expressions, smallest first, with the length modifier of the inner expression's type: the
 * declared type of a variable (the same at every declaration of its name, else it is left alone),
 * the written type of a cast, of a typedef name read through its typedefs, or an integer literal's
 * suffix. A candidate whose type is not an integer, or unknown, is not offered. The oracle judges
 * the rest (the value printed may differ once the conversion is gone). A candidate it refused is not
 * offered again until the call changed.
 */
public final class FormatArguments implements Reducer {
    /** Each printf-family function with the index of its format argument. */
    private static final Map<String, Integer> FORMAT_ARGUMENT = Map.ofEntries(
            Map.entry("printf", 0), Map.entry("__builtin_printf", 0),
            Map.entry("fprintf", 1), Map.entry("__builtin_fprintf", 1),
            Map.entry("sprintf", 1), Map.entry("__builtin_sprintf", 1),
            Map.entry("dprintf", 1),
            Map.entry("snprintf", 2), Map.entry("__builtin_snprintf", 2));
    /** C's integer type keywords (and C++'s bool), which a cast's type may be written with. */
    private static final Set<String> INTEGER_WORDS = Set.of("char", "short", "int", "long", "signed", "unsigned",
            "_Bool", "bool", "const", "volatile", "__signed__", "__signed", "__unsigned__", "__const", "__volatile__");
    /** Words of a declaration's specifiers that do not change the type it gives. */
    private static final Set<String> STORAGE = Set.of("static", "extern", "register", "inline", "__inline",
            "__inline__", "__extension__", "thread_local", "_Thread_local", "__thread", "typedef", "constexpr");
    /** Words that make a type something other than an integer, or a type Pare does not fit conversions to. */
    private static final Set<String> NOT_INTEGER = Set.of("float", "double", "void", "struct", "union", "enum",
            "class", "_Complex", "__int128", "_Float128", "__float128", "wchar_t", "char8_t", "char16_t", "char32_t",
            "auto", "decltype", "__typeof__", "typeof", "__typeof");
    /** What may follow a declared name. */
    private static final Set<String> DECLARATOR_END = Set.of(",", ";", "=", ")", "[");
    /** What may stand between a declaration's specifiers and its name. */
    private static final Set<String> POINTER_PARTS = Set.of("*", "const", "volatile", "restrict", "__restrict", "__restrict__");
    private static final Set<String> LENGTHS = Set.of("hh", "h", "l", "ll", "j", "z", "t", "L", "q");
    private static final String INTEGER_CONVERSIONS = "diouxX";

    private final Set<Integer> identifierTypes;
    private final RegionMemory memory = new RegionMemory();

    public FormatArguments(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "c:format-args";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        Types types = new Types(s);
        RegionMemory.Offers offers = memory.offers(p);
        for (int i = 0; i + 1 < s.size(); i++) {
            Integer formatIndex = FORMAT_ARGUMENT.get(s.texts[i]);
            if (formatIndex == null || !s.isIdentifier(i) || !s.texts[i + 1].equals("(") || s.match[i + 1] < 0) continue;
            int close = s.match[i + 1];
            List<int[]> args = close == i + 2 ? List.of() : s.split(i + 2, close);
            if (args.size() <= formatIndex) continue;
            int[] format = args.get(formatIndex);
            if (format[1] != format[0] + 1 || !s.texts[format[0]].startsWith("\"")) continue;
            List<Conversion> conversions = Conversion.parse(s.texts[format[0]]);
            if (conversions == null) continue;
            List<Node> touched = new ArrayList<>(s.nodes.subList(i, close + 1));
            int arg = formatIndex + 1;
            for (Conversion c : conversions) {
                arg += c.stars();
                if (arg >= args.size()) break;
                if (INTEGER_CONVERSIONS.indexOf(c.letter()) >= 0) {
                    for (Edit e : candidates(s, types, format[0], c, args.get(arg))) offers.add(e, touched);
                }
                arg++;
            }
        }
        offers.commitFirstParsing(ctx);
    }

    /** The argument's inner expressions that have an integer type, smallest first, each with its conversion refitted. */
    private List<Edit> candidates(CTokens s, Types types, int format, Conversion c, int[] arg) {
        List<int[]> levels = new ArrayList<>();
        for (int[] at = inner(s, types, arg[0], arg[1]); at != null; at = inner(s, types, at[0], at[1])) levels.add(at);
        List<Edit> out = new ArrayList<>();
        for (int k = levels.size() - 1; k >= 0; k--) {
            int[] level = levels.get(k);
            String length = types.lengthOf(level[0], level[1]);
            if (length == null) continue;
            List<Node> gone = new ArrayList<>(s.nodes.subList(arg[0], level[0]));
            gone.addAll(s.nodes.subList(level[1], arg[1]));
            if (length.equals(c.length())) {
                out.add(Edit.delete(gone));
            } else {
                Token literal = s.p.tokens().get(s.tableIndex(format));
                int refitted = s.p.generate(literal.type(), c.withLength(literal.text(), length), literal.origin());
                out.add(Edit.splice(Map.of(s.nodes.get(format), new int[] {refitted}), gone));
            }
        }
        return out;
    }

    /** The expression directly inside [from, to): a cast's operand, an assignment's value, a parenthesised expression; else null. */
    private static int[] inner(CTokens s, Types types, int from, int to) {
        if (to - from < 2) return null;
        if (s.texts[from].equals("(") && s.match[from] > from + 1) {
            int close = s.match[from];
            // a comma expression's parentheses stay: without them it would be two arguments
            if (close == to - 1) return s.split(from + 1, to - 1).size() == 1 ? new int[] {from + 1, to - 1} : null;
            if (close < to - 1 && types.isCastType(from + 1, close)) return new int[] {close + 1, to};
            return null;
        }
        if (s.isIdentifier(from) && s.texts[from + 1].equals("=") && to - from > 2) return new int[] {from + 2, to};
        return null;
    }

    /** One conversion of a format: where its length modifier is written (offsets in the literal's text), the modifier, its letter. */
    record Conversion(int lengthFrom, int lengthTo, String length, char letter, int stars) {
        /** The literal's text with this conversion's length modifier replaced. */
        String withLength(String literal, String newLength) {
            return literal.substring(0, lengthFrom) + newLength + literal.substring(lengthTo);
        }

        /** The conversions of a string literal's text, in order, or null when one is not plain (positional, unknown). */
        static List<Conversion> parse(String literal) {
            List<Conversion> out = new ArrayList<>();
            int n = literal.length() - 1; // the closing quote
            for (int i = 1; i < n; i++) {
                char ch = literal.charAt(i);
                if (ch == '\\') {
                    i++;
                    continue;
                }
                if (ch != '%') continue;
                int j = i + 1;
                if (j < n && literal.charAt(j) == '%') {
                    i = j;
                    continue;
                }
                int stars = 0;
                while (j < n && "-+ #0'".indexOf(literal.charAt(j)) >= 0) j++;
                while (j < n && (Character.isDigit(literal.charAt(j)) || literal.charAt(j) == '*')) {
                    if (literal.charAt(j) == '*') stars++;
                    j++;
                }
                if (j < n && literal.charAt(j) == '$') return null;
                if (j < n && literal.charAt(j) == '.') {
                    j++;
                    while (j < n && (Character.isDigit(literal.charAt(j)) || literal.charAt(j) == '*')) {
                        if (literal.charAt(j) == '*') stars++;
                        j++;
                    }
                }
                int lengthFrom = j;
                while (j < n && "hljztLq".indexOf(literal.charAt(j)) >= 0) j++;
                String length = literal.substring(lengthFrom, j);
                if (j >= n || !LENGTHS.contains(length) && !length.isEmpty()) return null;
                char letter = literal.charAt(j);
                if ("diouxXcspnfFeEgGaA".indexOf(letter) < 0) return null;
                out.add(new Conversion(lengthFrom, j, length, letter, stars));
                i = j;
            }
            return out;
        }
    }

    /** What the program declares its names to be, as far as fitting an integer conversion goes. */
    private static final class Types {
        private final CTokens s;

        Types(CTokens s) {
            this.s = s;
        }

        /** Whether [from, to) is a type a cast may name: integer words and typedef names that are integers. */
        boolean isCastType(int from, int to) {
            for (int j = from; j < to; j++) {
                String t = s.texts[j];
                if (INTEGER_WORDS.contains(t)) continue;
                if (s.isIdentifier(j) && typedefLength(t, 0) != null) continue;
                return false;
            }
            return true;
        }

        /** The length modifier for the expression [from, to)'s type (empty for int and narrower), or null. */
        String lengthOf(int from, int to) {
            if (to == from + 1) {
                if (s.isIdentifier(from)) return variableLength(s.texts[from]);
                return literalLength(s.texts[from]);
            }
            if (s.texts[from].equals("(") && s.match[from] > from + 1 && s.match[from] < to - 1) {
                return wordsLength(from + 1, s.match[from], 0);
            }
            if (s.isIdentifier(from) && s.texts[from + 1].equals("=")) return variableLength(s.texts[from]);
            if (s.texts[from].equals("(") && s.match[from] == to - 1) return lengthOf(from + 1, to - 1);
            return null;
        }

        private static String literalLength(String t) {
            if (t.isEmpty() || !Character.isDigit(t.charAt(0))) return null;
            String lower = t.toLowerCase();
            if (lower.startsWith("0x") ? lower.matches("0x[0-9a-f]+[ul]*") : lower.matches("[0-9]+[ul]*")) {
                String suffix = lower.replaceAll("^(0x)?[0-9a-f]*", "").replace("u", "");
                if (suffix.equals("ll")) return "ll";
                if (suffix.equals("l")) return "l";
                if (!suffix.isEmpty()) return null;
                // an unsuffixed literal is an int only while it fits one
                String digits = (lower.startsWith("0x") ? lower.substring(2) : lower).replaceAll("[ul]+$", "");
                if (digits.length() <= 7) return "";
                if (digits.length() > 15) return null;
                return Long.parseLong(digits, lower.startsWith("0x") ? 16 : 10) <= Integer.MAX_VALUE ? "" : null;
            }
            return null;
        }

        /**
         * The length modifier of the integer type every declaration of {@code name} gives it, or null
         * (also when one declares something else: a pointer, an array, a float).
         */
        private String variableLength(String name) {
            String found = null;
            for (int j = 1; j < s.size(); j++) {
                if (!s.texts[j].equals(name) || !s.isIdentifier(j) || !DECLARATOR_END.contains(s.text(j + 1))) continue;
                String prev = s.texts[j - 1];
                if (prev.equals(".") || prev.equals("->") || prev.equals("::")) continue;
                int k = j - 1;
                boolean pointer = false;
                while (k >= 0 && POINTER_PARTS.contains(s.texts[k])) {
                    pointer |= s.texts[k].equals("*");
                    k--;
                }
                if (k < 0) continue;
                int[] specifiers = isSpecifierWord(k) ? runEndingAt(k) : s.texts[k].equals(",") ? listSpecifiers(k) : null;
                if (specifiers == null) continue; // a use, not a declaration
                if (pointer || s.text(j + 1).equals("[")) return null;
                String length = wordsLength(specifiers[0], specifiers[1], 0);
                if (length == null || found != null && !found.equals(length)) return null;
                found = length;
            }
            return found;
        }

        private boolean isSpecifierWord(int k) {
            String t = s.texts[k];
            return s.isIdentifier(k) || INTEGER_WORDS.contains(t) || STORAGE.contains(t) || NOT_INTEGER.contains(t);
        }

        /** The words that end at {@code k}, as positions [start, end). */
        private int[] runEndingAt(int k) {
            int start = k;
            while (start > 0 && isSpecifierWord(start - 1)) start--;
            return new int[] {start, k + 1};
        }

        /**
         * The specifiers of the declaration list whose comma is at {@code k} ({@code long a, c}), or null
         * when the comma separates something else: arguments, parameters (each has its own), expressions.
         */
        private int[] listSpecifiers(int k) {
            int j = k;
            for (; j >= 0; j--) {
                if (s.depth[j] < s.depth[k]) return null;
                String t = s.texts[j];
                if (s.depth[j] == s.depth[k] && (t.equals(";") || t.equals("{") || t.equals("}"))) break;
            }
            int start = j + 1;
            int end = start;
            while (end < k && isSpecifierWord(end)) end++;
            // the words' last is the first declarator's name, unless a * follows it
            if (!s.texts[end].equals("*")) end--;
            return end > start ? new int[] {start, end} : null;
        }

        /** The length modifier of the type the words [from, to) name, typedef names read through, or null. */
        private String wordsLength(int from, int to, int depth) {
            int longs = 0;
            for (int j = from; j < to; j++) {
                String t = s.texts[j];
                if (t.equals("long")) {
                    longs++;
                } else if (NOT_INTEGER.contains(t)) {
                    return null;
                } else if (INTEGER_WORDS.contains(t) || STORAGE.contains(t)) {
                    continue;
                } else if (s.isIdentifier(j)) {
                    String inner = typedefLength(t, depth + 1);
                    if (inner == null) return null;
                    longs += inner.length();
                } else {
                    return null;
                }
            }
            return longs == 0 ? "" : longs == 1 ? "l" : longs == 2 ? "ll" : null;
        }

        /** The length modifier of the integer type a typedef name stands for, or null: {@code typedef unsigned long T;}. */
        private String typedefLength(String name, int depth) {
            if (depth > 8) return null;
            String found = null;
            for (int j = 1; j + 1 < s.size(); j++) {
                if (!s.texts[j].equals(name) || !s.isIdentifier(j) || !s.texts[j + 1].equals(";")) continue;
                int k = j - 1;
                while (k >= 0 && isSpecifierWord(k) && !s.texts[k].equals("typedef")) k--;
                if (k < 0 || !s.texts[k].equals("typedef")) continue;
                String length = wordsLength(k + 1, j, depth);
                if (length == null || found != null && !found.equals(length)) return null;
                found = length;
            }
            return found;
        }
    }
}
