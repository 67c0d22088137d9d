package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
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
 * Moves a class's members out of it to file scope, as clang_delta's member-to-global does, and
 * member functions with them: {@code struct S { typedef long n; static n len(char*); int get() const { return 1; } };}
 * and its uses {@code S::len(p)}, {@code s.get()} become {@code typedef long n; n len(char*);}
 * before the class, {@code inline int get() { return 1; }} after it, and {@code len(p)},
 * {@code get()}. No deletion can do this: a member stays while anything calls it, and so does the
 * class that holds it; once its members are out, a class often goes whole, and what were member
 * functions can be inlined and lose arguments as C functions do. On the C++ {@code -Wrestrict}
 * case C-Vise's result has no class left this way.
 *
 * <p>Types, typedefs and data go before the class; a function goes after it (its signature may
 * name the class) with its declaration before (members left in the class may call it). The moved
 * text loses what only a member may say: {@code static}, {@code virtual}, {@code mutable}, and a
 * function's {@code const}/{@code &}/{@code override} qualifiers; a static data member defined
 * outside the class is declared {@code extern}. A function defined in its class was implicitly
 * inline and stays so, as gcc's inlining (and so many warnings) depends on it. A qualifier
 * {@code S::} before a moved name goes, and so does the object of a member access
 * {@code s.get()}; a name that is a member of another class too is not moved, as its accesses
 * cannot be told apart without types.
 *
 * <p>One candidate per class moves every member it can at once, then one per member name
 * (overloads go together). Constructors, destructors, operators, friends, templates, enums and
 * functions that use {@code this} stay, and so do the members of class templates (the
 * instantiation pass makes plain classes of most of them first). A candidate the oracle refused
 * is not offered again until its member or a use of it changed.
 */
public final class MemberToGlobal implements Reducer {
    /** What a member may say that file scope may not (a static data member with an outside definition: see extern). */
    private static final Set<String> MEMBER_ONLY = Set.of("static", "virtual", "mutable", "explicit");
    /** A member function's qualifiers after its parameters, meaningless for a free function. */
    private static final Set<String> FUNCTION_QUALIFIERS = Set.of("const", "volatile", "&", "&&", "override", "final");
    /** Members that stay in their class. */
    private static final Set<String> STAYING = Set.of("template", "friend", "operator", "~", "enum", "static_assert",
            "this", "typename");
    /** Words followed by a parenthesis that are not a declared name. */
    private static final Set<String> NOT_NAMES = Set.of("__attribute__", "__declspec", "alignas", "decltype",
            "__typeof__", "__typeof", "typeof", "noexcept", "throw", "__asm__", "asm", "__asm");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a keyword's text (for the extern and inline the moved text may need); null without a lexicon. */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public MemberToGlobal(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "cpp:member-to-global";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    /** A class defined at file level: its key, name, braces and the {@code ;} after them. */
    private record ClassDef(int key, int name, int open, int close, int semicolon) {
    }

    /**
     * A member: its first and last token, its name, the parenthesis of its parameters (-1 for
     * data and types) and the brace of its body (-1 when it has none).
     */
    private record Member(int start, int end, int name, int params, int body) {
        boolean isFunction() {
            return params >= 0;
        }
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        int[] opener = openers(s);
        Map<String, Integer> memberCount = new HashMap<>();
        Map<ClassDef, Map<String, List<Member>>> classes = new LinkedHashMap<>();
        for (int i = 0; i < s.size(); i++) {
            ClassDef c = classAt(s, i);
            if (c == null) continue;
            Map<String, List<Member>> members = members(s, c);
            if (members == null) continue;
            for (String name : members.keySet()) memberCount.merge(name, 1, Integer::sum);
            // a class template's members count against other classes' names but do not move
            if (!s.text(i - 1).equals(">")) classes.put(c, members);
            i = c.open();
        }
        RegionMemory.Offers offers = memory.offers(p);
        for (var e : classes.entrySet()) {
            ClassDef c = e.getKey();
            Map<String, List<Member>> movable = new LinkedHashMap<>();
            for (var m : e.getValue().entrySet()) {
                if (memberCount.get(m.getKey()) == 1 && movable(s, m.getValue())) movable.put(m.getKey(), m.getValue());
            }
            List<List<String>> groups = new ArrayList<>();
            if (movable.size() > 1) groups.add(new ArrayList<>(movable.keySet()));
            for (String name : movable.keySet()) groups.add(List.of(name));
            for (List<String> names : groups) {
                List<Node> touched = new ArrayList<>();
                offers.add(move(s, opener, c, names, movable, touched), touched);
            }
        }
        offers.commitFirstParsing(ctx);
    }

    /** The class defined from {@code i} at file level ({@code class N [final] [: bases] { ... };}), or null. */
    private static ClassDef classAt(CTokens s, int i) {
        if (!ClassTemplateInstantiation.CLASS_KEYS.contains(s.texts[i]) || s.depth[i] != 0 || !s.isIdentifier(i + 1)) return null;
        String before = s.text(i - 1);
        if (before.equals("friend") || before.equals("enum") || before.equals("typedef")) return null;
        for (int j = i + 2; j < s.size(); j++) {
            String x = s.texts[j];
            if (x.equals("{")) {
                int close = s.match[j];
                if (close < 0 || !s.text(close + 1).equals(";")) return null;
                return new ClassDef(i, i + 1, j, close, close + 1);
            }
            // a template parameter (template <class T> struct X {), a declaration (struct S f();)
            if (x.equals(";") || x.equals("(") || x.equals("}") || x.equals("=") || ClassTemplateInstantiation.CLASS_KEYS.contains(x)) {
                return null;
            }
        }
        return null;
    }

    /** The class's members by name, in order; null when one cannot be read. Members that must stay are left out. */
    private Map<String, List<Member>> members(CTokens s, ClassDef c) {
        Map<String, List<Member>> out = new LinkedHashMap<>();
        String className = s.texts[c.name()];
        for (int j = c.open() + 1; j < c.close(); j++) {
            String x = s.texts[j];
            if ((x.equals("public") || x.equals("private") || x.equals("protected")) && s.text(j + 1).equals(":")) {
                j++;
                continue;
            }
            if (x.equals(";")) continue;
            int end = ClassTemplateInstantiation.declarationEnd(s, j);
            if (end < 0 || end >= c.close()) return null;
            Member m = member(s, j, end);
            if (m != null && !s.texts[m.name()].equals(className)) out.computeIfAbsent(s.texts[m.name()], k -> new ArrayList<>()).add(m);
            j = end;
        }
        return out;
    }

    /** The member from {@code start} to {@code end}, or null when it stays in its class. */
    private static Member member(CTokens s, int start, int end) {
        for (int k = start; k <= end; k++) {
            if (STAYING.contains(s.texts[k])) return null;
        }
        int body = -1;
        int params = -1;
        int name = -1;
        for (int k = start; k <= end; k++) {
            String x = s.texts[k];
            if (x.equals("using") && !s.text(k + 2).equals("=")) return null; // a using-declaration
            if (name >= 0) {
                if (x.equals("{") && body < 0 && params >= 0) body = k;
                if (x.equals("(") || x.equals("[") || x.equals("{")) k = s.match[k];
                if (k < 0) return null;
                continue;
            }
            if (x.equals("(") && NOT_NAMES.contains(s.text(k - 1))) {
                k = s.match[k];
                if (k < 0) return null;
                continue;
            }
            if (x.equals("(") || x.equals("=") || x.equals(";") || x.equals("{") || x.equals("[") || x.equals(":")
                    || x.equals(",")) {
                if (x.equals(",") || !s.isIdentifier(k - 1) || k - 1 < start) return null;
                name = k - 1;
                if (x.equals("(")) params = k;
                if (x.equals("{") && params < 0) return new Member(start, end, name, -1, -1); // a nested class
                k--; // look at this token again with the name known
            }
        }
        if (name < 0) return null;
        if (params >= 0) {
            // = 0, = default, = delete: a pure virtual or a special member, not a function to move
            int close = s.match[params];
            for (int k = close + 1; k <= end; k++) {
                if (s.texts[k].equals("=")) return null;
                if (s.texts[k].equals("{")) break;
            }
        }
        return new Member(start, end, name, params, body);
    }

    /** Whether a member group can move at all: the extern a static datum may need requires the lexicon. */
    private boolean movable(CTokens s, List<Member> group) {
        for (Member m : group) {
            if (!m.isFunction() && s.has(m.start(), m.name(), "static") && typeOf == null) return false;
        }
        return true;
    }

    /**
     * The candidate that moves the members named {@code names} out of {@code c}, or null when
     * nothing would change; {@code touched} receives the moved tokens and the uses rewritten.
     */
    private Edit move(CTokens s, int[] opener, ClassDef c, List<String> names, Map<String, List<Member>> movable,
            List<Node> touched) {
        String className = s.texts[c.name()];
        Set<String> moved = Set.copyOf(names);
        TreeSet<Integer> gone = new TreeSet<>();
        Set<String> definedOutside = new HashSet<>();
        // the uses: S::name loses its qualifier, x.name and p->name their object
        for (int j = 0; j < s.size(); j++) {
            if (!s.isIdentifier(j) || !moved.contains(s.texts[j])) continue;
            if (s.text(j - 1).equals("::") && s.text(j - 2).equals(className) && s.isIdentifier(j - 2)) {
                gone.add(j - 2);
                gone.add(j - 1);
                touched.add(s.nodes.get(j));
                if (s.depth[j] == 0) {
                    definedOutside.add(s.texts[j]);
                    if (s.text(j + 1).equals("(") && s.match[j + 1] > 0) dropQualifiers(s, s.match[j + 1] + 1, gone);
                }
            } else if (s.text(j - 1).equals(".") || s.text(j - 1).equals("->")) {
                int from = objectStart(s, opener, j - 2);
                if (from < 0) return null;
                for (int k = from; k < j; k++) gone.add(k);
                touched.add(s.nodes.get(j));
            }
        }
        Integer semicolonAt = s.tableIndex(c.semicolon());
        List<Integer> before = new ArrayList<>();
        List<Integer> after = new ArrayList<>();
        boolean namesClass = false;
        for (String name : names) {
            for (Member m : movable.get(name)) {
                int qualifiersFrom = m.isFunction() ? s.match[m.params()] + 1 : Integer.MAX_VALUE;
                int bodyOrEnd = m.body() >= 0 ? m.body() : m.end();
                Set<Integer> defaults = m.body() >= 0 ? defaultArguments(s, m.params()) : Set.of();
                List<Integer> declaration = new ArrayList<>();
                List<Integer> definition = new ArrayList<>();
                boolean isStatic = false;
                for (int k = m.start(); k <= m.end(); k++) {
                    touched.add(s.nodes.get(k));
                    String x = s.texts[k];
                    if (k < m.name() && MEMBER_ONLY.contains(x)) {
                        isStatic |= x.equals("static");
                        continue;
                    }
                    if (k >= qualifiersFrom && k < bodyOrEnd && FUNCTION_QUALIFIERS.contains(x) || gone.contains(k)) continue;
                    namesClass |= x.equals(className) && k < bodyOrEnd;
                    if (k < bodyOrEnd || m.body() < 0) declaration.add(s.tableIndex(k));
                    if (!defaults.contains(k)) definition.add(s.tableIndex(k));
                }
                for (int k = m.start(); k <= m.end(); k++) gone.add(k);
                if (!m.isFunction() && isStatic && definedOutside.contains(name)) {
                    Integer extern = s.generate(typeOf, "extern", m.start());
                    if (extern == null) return null;
                    declaration.add(0, extern);
                }
                if (m.body() < 0) {
                    before.addAll(declaration);
                    continue;
                }
                // the declaration before the class, the definition after it, inline as it was
                declaration.add(semicolonAt);
                before.addAll(declaration);
                if (!s.has(m.start(), m.name(), "inline") && typeOf != null) {
                    Integer inline = s.generate(typeOf, "inline", m.start());
                    if (inline == null) return null;
                    after.add(inline);
                }
                after.addAll(definition);
            }
        }
        if (before.isEmpty() && after.isEmpty()) return null;
        if (namesClass) {
            // class S; first: the moved declarations may name it
            before.addAll(0, List.of(s.tableIndex(c.key()), s.tableIndex(c.name()), semicolonAt));
        }
        before.add(s.tableIndex(c.key()));
        after.add(0, semicolonAt);
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        spliced.put(s.nodes.get(c.key()), before.stream().mapToInt(Integer::intValue).toArray());
        spliced.put(s.nodes.get(c.semicolon()), after.stream().mapToInt(Integer::intValue).toArray());
        gone.remove(c.key());
        gone.remove(c.semicolon());
        List<Node> deleted = new ArrayList<>();
        for (int k : gone) deleted.add(s.nodes.get(k));
        return Edit.splice(spliced, deleted);
    }

    /** The tokens of the default arguments ({@code = 1}) in the parameter list opened at {@code open}: a definition after its declaration may not repeat them. */
    private static Set<Integer> defaultArguments(CTokens s, int open) {
        Set<Integer> out = new HashSet<>();
        int close = s.match[open];
        boolean inDefault = false;
        for (int k = open + 1; k < close; k++) {
            String x = s.texts[k];
            if (s.depth[k] == s.depth[open] + 1 && x.equals(",")) inDefault = false;
            if (s.depth[k] == s.depth[open] + 1 && x.equals("=")) inDefault = true;
            if (inDefault) out.add(k);
        }
        return out;
    }

    /** Marks a member function's qualifiers from {@code from} (after its parameters) up to its body or end as gone. */
    private static void dropQualifiers(CTokens s, int from, Set<Integer> gone) {
        for (int k = from; k < s.size() && FUNCTION_QUALIFIERS.contains(s.texts[k]); k++) gone.add(k);
    }

    /**
     * The first token of the object expression ending at {@code last} ({@code a}, {@code a.b},
     * {@code f(x)[i]}, {@code this}), or -1 when it is not such a postfix expression.
     */
    private static int objectStart(CTokens s, int[] opener, int last) {
        int k = last;
        while (k >= 0) {
            String x = s.text(k);
            if (x.equals(")") || x.equals("]")) {
                k = opener[k];
                if (k < 0) return -1;
                String callee = s.text(k - 1);
                if (s.isIdentifier(k - 1) || callee.equals(")") || callee.equals("]")) {
                    k--; // a call or a subscript: its callee or array is part of the object
                    continue;
                }
                if (callee.equals(">") || x.equals("]")) return -1; // a template's call, a lambda: not read here
            } else if (!s.isIdentifier(k) && !x.equals("this")) {
                return -1;
            }
            String prev = s.text(k - 1);
            if (prev.equals(".") || prev.equals("->") || prev.equals("::")) {
                k -= 2;
                continue;
            }
            return k;
        }
        return -1;
    }

    /** The opening bracket of each closing one, else -1. */
    private static int[] openers(CTokens s) {
        int[] out = new int[s.size()];
        Arrays.fill(out, -1);
        for (int i = 0; i < s.size(); i++) {
            if (s.match[i] >= 0) out[s.match[i]] = i;
        }
        return out;
    }
}
