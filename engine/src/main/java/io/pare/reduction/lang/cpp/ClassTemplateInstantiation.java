package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
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
 * Turns a class template that the program uses with one argument list only into a plain class, as
 * clang_delta's instantiate-template-param and class-template-to-class do together (and a function
 * template called with one explicit argument list, {@code f<int>(x)}, into a plain inline function):
 * {@code template <class T, class A = alloc<T>> struct vec { T* p; A a; }; vec<int> v;} becomes
 * {@code struct vec { int* p; alloc<int> a; }; vec v;}. The template headers go (of the
 * definition, of its forward declarations and of its members defined outside the class), every
 * parameter reads its argument, every {@code vec<...>} reads {@code vec}, explicit
 * instantiations go, and a member function defined outside the class becomes {@code inline}: gcc
 * treats a template's members that way, and on the {@code -Wrestrict} case the warning went with
 * the keyword. No deletion can do this, and what it leaves is concrete: typedefs that
 * named the parameters can then be inlined, and members that were dependent deleted.
 *
 * <p>It reads the flat tokens, not the tree, and leaves alone what it cannot read for certain: a
 * template with a specialization (its choice depends on the arguments), with a parameter pack, a
 * use without arguments (a template template argument), arguments that differ between uses, or
 * a {@code >>} closing its arguments. The oracle judges the rest. A refused candidate is not
 * offered again until its template or a use of it changed.
 */
public final class ClassTemplateInstantiation implements Reducer {
    static final Set<String> CLASS_KEYS = Set.of("class", "struct", "union");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a keyword's text (for the {@code inline} a member defined outside needs). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public ClassTemplateInstantiation(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "cpp:instantiate";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    /** A template header: the {@code template} keyword and the {@code >} that closes its parameters. */
    private record Header(int start, int close) {
    }

    /** A declaration a header introduces, up to its last token. */
    private record Declared(Header header, int end) {
    }

    /** What the scan found of one class template. */
    private static final class Template {
        final String name;
        Declared definition;
        final List<Declared> forwards = new ArrayList<>();
        final List<Declared> members = new ArrayList<>();
        /** {@code [extern] template class X<...>;}: first and last token. */
        final List<int[]> instantiations = new ArrayList<>();
        /** A function template: its definition becomes a plain function, inline as a template's is. */
        boolean function;

        Template(String name) {
            this.name = name;
        }
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        Set<String> unreadable = new HashSet<>();
        Set<String> parameters = new HashSet<>();
        Map<String, Template> templates = scan(s, unreadable, parameters);
        RegionMemory.Offers offers = memory.offers(p);
        for (Template t : templates.values()) {
            if (t.definition == null || unreadable.contains(t.name)) continue;
            List<Node> touched = new ArrayList<>();
            offers.add(instantiation(s, t, parameters, touched), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** The class templates by name, in program order; names it cannot read for certain go into {@code unreadable}. */
    private Map<String, Template> scan(CTokens s, Set<String> unreadable, Set<String> parameters) {
        Map<String, Template> out = new LinkedHashMap<>();
        for (int i = 0; i < s.size(); i++) {
            if (!s.texts[i].equals("template")) continue;
            if (!s.text(i + 1).equals("<")) {
                // an explicit instantiation: [extern] template class X<...>;
                int k = i + 1;
                if (CLASS_KEYS.contains(s.text(k)) && s.isIdentifier(k + 1) && s.text(k + 2).equals("<")) {
                    int close = angleClose(s, k + 2);
                    if (close > 0 && s.text(close + 1).equals(";")) {
                        int first = s.text(i - 1).equals("extern") ? i - 1 : i;
                        out.computeIfAbsent(s.texts[k + 1], Template::new).instantiations.add(new int[] {first, close + 1});
                    }
                }
                continue;
            }
            int close = angleClose(s, i + 1);
            if (close < 0) continue;
            Header h = new Header(i, close);
            List<Param> declared = params(s, h);
            if (declared != null) {
                for (Param param : declared) {
                    if (param.name != null) parameters.add(param.name);
                }
            }
            int k = close + 1;
            int end = declarationEnd(s, k);
            if (end < 0) continue;
            if (close == i + 2 || s.text(k).equals("template") || s.text(k).equals("friend")) {
                // an explicit specialization, a member template defined outside its class, a friend:
                // every class template they name with arguments is left alone
                for (int j = k; j < end; j++) {
                    if (s.isIdentifier(j) && (s.text(j + 1).equals("<") || s.text(k).equals("friend"))) unreadable.add(s.texts[j]);
                }
                i = close;
                continue;
            }
            if (CLASS_KEYS.contains(s.text(k)) && s.isIdentifier(k + 1)) {
                String name = s.texts[k + 1];
                String after = s.text(k + 2);
                if (after.equals("<")) {
                    unreadable.add(name); // a partial specialization
                } else if (after.equals(";")) {
                    out.computeIfAbsent(name, Template::new).forwards.add(new Declared(h, k + 2));
                } else if (s.texts[end].equals(";") && s.text(end - 1).equals("}")) {
                    Template t = out.computeIfAbsent(name, Template::new);
                    if (t.definition != null || t.function) unreadable.add(name);
                    t.definition = new Declared(h, end);
                }
                i = close;
                continue;
            }
            // a member defined outside its class: ... X<P...>::member ...
            boolean member = false;
            for (int j = k; j < end && !member; j++) {
                if (!s.isIdentifier(j) || !s.text(j + 1).equals("<")) continue;
                int c = angleClose(s, j + 1);
                if (c > 0 && s.text(c + 1).equals("::")) {
                    out.computeIfAbsent(s.texts[j], Template::new).members.add(new Declared(h, end));
                    member = true;
                }
            }
            int function = member ? -1 : functionName(s, k, end);
            if (function >= 0) {
                Template t = out.computeIfAbsent(s.texts[function], Template::new);
                if (t.definition != null || !t.forwards.isEmpty()) unreadable.add(t.name); // overloads
                t.definition = new Declared(h, end);
                t.function = true;
            }
            i = close;
        }
        return out;
    }

    /**
     * The candidate that instantiates {@code t}, or null; {@code touched} receives the tokens that
     * name it. A use whose arguments name a template parameter ({@code parameters}, of any
     * template) is inside another template and says nothing of the instantiation: none is made.
     */
    private Edit instantiation(CTokens s, Template t, Set<String> parameters, List<Node> touched) {
        Declared def = t.definition;
        List<Param> params = params(s, def.header());
        if (params == null) return null;
        for (Declared f : t.forwards) {
            List<Param> declared = params(s, f.header());
            if (declared == null || declared.size() != params.size()) return null;
            for (int i = 0; i < params.size(); i++) {
                if (params.get(i).fallback == null && declared.get(i).fallback != null) {
                    params.set(i, new Param(params.get(i).name, declared.get(i).fallback));
                }
            }
        }
        List<Declared> spans = new ArrayList<>(t.forwards);
        spans.add(def);
        spans.addAll(t.members);
        Set<Integer> deleted = new HashSet<>();
        for (Declared d : spans) {
            for (int j = d.header().start(); j <= d.header().close(); j++) deleted.add(j);
        }
        for (int[] inst : t.instantiations) {
            for (int j = inst[0]; j <= inst[1]; j++) deleted.add(j);
        }
        int[][] arguments = null;
        for (int j = 0; j < s.size(); j++) {
            if (!s.texts[j].equals(t.name) || !s.isIdentifier(j) || deleted.contains(j)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue;
            touched.add(s.nodes.get(j));
            boolean inside = within(spans, j);
            if (!s.text(j + 1).equals("<")) {
                if (inside) continue; // the injected class name, a constructor
                return null; // a template template argument, say
            }
            int close = angleClose(s, j + 1);
            if (close < 0) return null;
            if (!inside) {
                for (int k = j + 2; k < close; k++) {
                    if (s.isIdentifier(k) && parameters.contains(s.texts[k])) return null; // dependent
                }
                int[][] args = arguments(s, j + 2, close, params);
                if (args == null || (arguments != null && !sameTexts(s, arguments, args))) return null;
                arguments = args;
            }
            for (int k = j + 1; k <= close; k++) deleted.add(k);
        }
        if (arguments == null) return null; // never used with arguments: nothing to instantiate with
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        for (Declared d : spans) {
            List<Param> names = d == def ? params : params(s, d.header());
            if (names == null || names.size() != params.size()) return null;
            for (int j = d.header().close() + 1; j <= d.end(); j++) {
                if (deleted.contains(j) || !s.isIdentifier(j)) continue;
                String prev = s.text(j - 1);
                if (prev.equals(".") || prev.equals("->") || prev.equals("::")) continue;
                for (int i = 0; i < names.size(); i++) {
                    if (s.texts[j].equals(names.get(i).name)) spliced.put(s.nodes.get(j), arguments[i]);
                }
            }
        }
        // a member function defined outside a class template is inline-like (one definition in every
        // unit, inlined as gcc sees fit); outside a plain class it needs the keyword to stay so
        List<Declared> inlined = new ArrayList<>(t.members);
        if (t.function) inlined.add(def);
        for (Declared m : inlined) {
            if (!s.texts[m.end()].equals("}") || s.has(m.header().close() + 1, m.end(), "inline")) continue;
            int at = m.header().start();
            Integer inline = s.generate(typeOf, "inline", at);
            if (inline == null) return null;
            spliced.put(s.nodes.get(at), new int[] {inline});
            deleted.remove(at);
        }
        for (int j = def.header().start(); j <= def.header().close(); j++) touched.add(s.nodes.get(j));
        List<Node> gone = new ArrayList<>();
        for (int j : new java.util.TreeSet<>(deleted)) gone.add(s.nodes.get(j));
        return Edit.splice(spliced, gone);
    }

    /**
     * The name of the function a template header at {@code k} defines up to {@code end} (its body's
     * {@code }}), or -1: the first identifier before a parenthesis at the declaration's depth, not a
     * qualified one (a member defined outside its class), an operator or a keyword's group.
     */
    private static int functionName(CTokens s, int k, int end) {
        if (!s.texts[end].equals("}")) return -1;
        for (int j = k; j < end; j++) {
            String x = s.texts[j];
            if (x.equals("operator") || x.equals("{") || x.equals("=") || x.equals(";")) return -1;
            if (!x.equals("(")) continue;
            if (!s.isIdentifier(j - 1) || s.text(j - 2).equals("::") || s.text(j - 1).startsWith("__")) return -1;
            int close = s.match[j];
            return close > 0 && close < end ? j - 1 : -1;
        }
        return -1;
    }

    /** A template parameter: its name (null when unnamed) and its default argument's token range, or null. */
    private record Param(String name, int[] fallback) {
    }

    /** The parameters a header declares, or null when one is a pack or cannot be read. */
    private List<Param> params(CTokens s, Header h) {
        List<Param> out = new ArrayList<>();
        if (h.close() == h.start() + 2) return out;
        for (int[] r : split(s, h.start() + 2, h.close())) {
            int eq = -1;
            int angle = 0;
            for (int j = r[0]; j < r[1]; j++) {
                String x = s.texts[j];
                if (x.equals("...")) return null;
                if (x.equals("(") || x.equals("[")) {
                    j = s.match[j];
                    if (j < 0) return null;
                    continue;
                }
                if (x.equals("<")) angle++;
                if (x.equals(">")) angle--;
                if (x.equals("=") && angle == 0 && eq < 0) eq = j;
            }
            int declEnd = eq < 0 ? r[1] : eq;
            if (declEnd == r[0]) return null;
            String name = declEnd - r[0] >= 2 && s.isIdentifier(declEnd - 1) ? s.texts[declEnd - 1] : null;
            out.add(new Param(name, eq < 0 ? null : new int[] {eq + 1, r[1]}));
        }
        return out;
    }

    /**
     * The argument list a use {@code X<...>} gives, completed with the defaults (in which the
     * earlier parameters read their arguments), as token table indices; null when it has more
     * arguments than parameters or a parameter has neither.
     */
    private static int[][] arguments(CTokens s, int from, int to, List<Param> params) {
        List<int[]> given = from == to ? List.of() : split(s, from, to);
        if (given.size() > params.size()) return null;
        int[][] out = new int[params.size()][];
        for (int i = 0; i < params.size(); i++) {
            if (i < given.size()) {
                int[] r = given.get(i);
                if (r[0] == r[1]) return null;
                out[i] = tableIndices(s, r[0], r[1]);
                continue;
            }
            int[] d = params.get(i).fallback;
            if (d == null) return null;
            List<Integer> tokens = new ArrayList<>();
            for (int j = d[0]; j < d[1]; j++) {
                int earlier = indexOfName(params, s.texts[j], i);
                if (earlier >= 0 && s.isIdentifier(j) && !s.text(j - 1).equals("::")) {
                    for (int t : out[earlier]) tokens.add(t);
                } else {
                    tokens.add(s.tableIndex(j));
                }
            }
            out[i] = tokens.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    private static int indexOfName(List<Param> params, String name, int before) {
        for (int i = 0; i < before; i++) {
            if (name.equals(params.get(i).name)) return i;
        }
        return -1;
    }

    private static int[] tableIndices(CTokens s, int from, int to) {
        int[] out = new int[to - from];
        for (int j = from; j < to; j++) out[j - from] = s.tableIndex(j);
        return out;
    }

    private static boolean sameTexts(CTokens s, int[][] a, int[][] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i].length != b[i].length) return false;
            for (int k = 0; k < a[i].length; k++) {
                if (!s.p.tokens().get(a[i][k]).text().equals(s.p.tokens().get(b[i][k]).text())) return false;
            }
        }
        return true;
    }

    private static boolean within(List<Declared> spans, int j) {
        for (Declared d : spans) {
            if (j > d.header().close() && j <= d.end()) return true;
        }
        return false;
    }

    /** The ranges between the commas of [from, to) outside brackets of any kind. */
    private static List<int[]> split(CTokens s, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int a = from;
        int angle = 0;
        for (int j = from; j < to; j++) {
            String x = s.texts[j];
            if ((x.equals("(") || x.equals("[") || x.equals("{")) && s.match[j] > j) {
                j = s.match[j];
                continue;
            }
            if (x.equals("<")) angle++;
            if (x.equals(">")) angle--;
            if (x.equals(">>")) angle -= 2;
            if (x.equals(",") && angle == 0) {
                out.add(new int[] {a, j});
                a = j + 1;
            }
        }
        out.add(new int[] {a, to});
        return out;
    }

    /**
     * The {@code >} that closes the template brackets opened at {@code open}, or -1 when a
     * {@code >>} closes them together with an outer list, or a statement ends first.
     */
    static int angleClose(CTokens s, int open) {
        int angle = 0;
        for (int j = open; j < s.size(); j++) {
            String x = s.texts[j];
            if (x.equals("(") || x.equals("[")) {
                if (s.match[j] < 0) return -1;
                j = s.match[j];
            } else if (x.equals("<")) {
                angle++;
            } else if (x.equals(">")) {
                if (--angle == 0) return j;
            } else if (x.equals(">>")) {
                angle -= 2;
                if (angle <= 0) return -1;
            } else if (x.equals(";") || x.equals("{") || x.equals("}")) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The last token of the declaration from {@code k}: its {@code ;}, or the {@code }} of a
     * function body (past a constructor's brace initializers); -1 when it does not end.
     */
    static int declarationEnd(CTokens s, int k) {
        for (int j = k; j < s.size(); j++) {
            String x = s.texts[j];
            if (x.equals(";")) return j;
            if (x.equals("}")) return -1;
            if (x.equals("(") || x.equals("[")) {
                if (s.match[j] < 0) return -1;
                j = s.match[j];
            } else if (x.equals("{")) {
                if (s.match[j] < 0) return -1;
                j = s.match[j];
                String next = s.text(j + 1);
                if (next.equals(";")) return j + 1;
                if (!next.equals(",") && !next.equals("{")) return j;
            }
        }
        return -1;
    }
}
