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
 * Makes a function whose value nobody uses return {@code void}, as clang_delta's return-void does:
 * {@code unsigned h() { ...; return *e; }} called only as {@code h();} becomes
 * {@code void h() { ...; }}. No deletion can do it: the return type is not optional, and a
 * {@code return e;} in a function of that type is kept by every compiler-based oracle.
 *
 * <p>It reads flat tokens: a file-level definition with a return type of words and {@code *} or
 * {@code &} (storage words such as {@code static} stay), whose name appears elsewhere only in
 * prototypes of one declarator and in call statements {@code f(...);}. The type, in the definition
 * and the prototypes, becomes {@code void}; each {@code return e;} loses its value, or, when e may
 * have an effect (a call, an assignment), becomes {@code e; return;} (a final one just {@code e;}).
 * {@code main}, overloaded names and candidates that would lengthen the program are left alone. A
 * candidate the oracle refused is not offered again until the function or a call changed.
 */
public final class ReturnToVoid implements Reducer {
    /** Words before a function's return type that stay where they are. */
    private static final Set<String> STORAGE = Set.of("static", "inline", "extern", "__inline", "__inline__", "constexpr");
    /** Words that make a return type more than a type (deduced, dependent, or not a type at all). */
    private static final Set<String> NOT_PLAIN = Set.of("auto", "decltype", "template", "typename", "operator", "typedef",
            "return", "__attribute__", "__declspec");
    private static final Set<String> EFFECTS = Set.of("=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
            "++", "--");

    private final Set<Integer> identifierTypes;
    /** The lexer's token type of a text ({@code void}, and the braces an early return needs). */
    private final Function<String, Integer> typeOf;
    private final RegionMemory memory = new RegionMemory();

    public ReturnToVoid(Set<Integer> identifierTypes, Function<String, Integer> typeOf) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
    }

    @Override
    public String name() {
        return "c:return-void";
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
        for (CTokens.Function f : s.definitions()) {
            List<Node> touched = new ArrayList<>(s.nodes.subList(f.start(), f.bodyClose() + 1));
            offers.add(voided(s, f, touched), touched);
        }
        offers.commitFirstParsing(ctx);
    }

    /** The candidate that makes {@code f} return void, or null. */
    private Edit voided(CTokens s, CTokens.Function f, List<Node> touched) {
        String name = s.text(f.name());
        if (name.equals("main") || s.text(f.name() - 1).equals("::")) return null;
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        List<Node> deleted = new ArrayList<>();
        int[] size = {0}; // tokens added minus tokens removed
        if (!retype(s, f.start(), f.name(), spliced, deleted, size)) return null;
        for (int j = 0; j < s.size(); j++) {
            if (j == f.name() || !s.isIdentifier(j) || !s.texts[j].equals(name)) continue; // a recursive call too
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue; // a member of that name
            if (!s.text(j + 1).equals("(") || s.match[j + 1] < 0) return null; // its address taken
            int argsClose = s.match[j + 1];
            if (s.depth[j] == 0) {
                // a prototype alone in its declaration; another definition is an overload
                int end = s.declarationEnd(j);
                if (end != argsClose + 1 && !(end > argsClose && s.text(argsClose + 1).equals("__attribute__"))) return null;
                int start = s.declarationStart(j);
                if (!retype(s, start, j, spliced, deleted, size)) return null;
                touched.addAll(s.nodes.subList(start, end + 1));
                j = end;
                continue;
            }
            if (!CTokens.isStatementStart(prev) || !s.text(argsClose + 1).equals(";")) return null; // its value is read
            touched.add(s.nodes.get(j));
        }
        for (int j = f.bodyOpen() + 1; j < f.bodyClose(); j++) {
            if (!s.texts[j].equals("return")) continue;
            int semicolon = s.statementEnd(j);
            if (semicolon < 0) return null;
            if (semicolon > j + 1 && !dropValue(s, j, semicolon, f, spliced, deleted, size)) return null;
            j = semicolon;
        }
        return size[0] > 0 ? null : Edit.splice(spliced, deleted);
    }

    /** Replaces the return type in [from, name) (past storage words) by {@code void}; false when it is not a plain type. */
    private boolean retype(CTokens s, int from, int name, Map<Node, int[]> spliced, List<Node> deleted, int[] size) {
        int type = from;
        while (type < name && STORAGE.contains(s.texts[type])) type++;
        if (type == name) return false; // a constructor, or C's implicit int
        boolean pointer = false;
        boolean isVoid = false;
        for (int j = type; j < name; j++) {
            String x = s.texts[j];
            boolean word = s.isWord(j);
            pointer |= x.equals("*") || x.equals("&") || x.equals("&&");
            isVoid |= x.equals("void");
            if (!word && !x.equals("*") && !x.equals("&") && !x.equals("&&") || NOT_PLAIN.contains(x)) return false;
        }
        if (isVoid && !pointer) return false;
        Integer v = s.generate(typeOf, "void", type);
        if (v == null) return false;
        spliced.put(s.nodes.get(type), new int[] {v});
        deleted.addAll(s.nodes.subList(type + 1, name));
        size[0] -= name - type - 1;
        return true;
    }

    /**
     * Drops the value of {@code return e;} (at {@code at}, its {@code ;} at {@code semicolon}): the
     * statement goes when it is the body's last and e has no effect; e stays as a statement when it may.
     */
    private boolean dropValue(CTokens s, int at, int semicolon, CTokens.Function f, Map<Node, int[]> spliced, List<Node> deleted,
            int[] size) {
        boolean effect = false;
        for (int j = at + 1; j < semicolon; j++) {
            effect |= EFFECTS.contains(s.texts[j]) || s.isIdentifier(j) && s.text(j + 1).equals("(");
        }
        boolean last = s.isLastStatement(at, f.bodyOpen(), f.bodyClose());
        if (!effect) {
            // return e; -> return;   (or nothing at the end)
            deleted.addAll(s.nodes.subList(last ? at : at + 1, last ? semicolon + 1 : semicolon));
            size[0] -= semicolon - at - 1 + (last ? 2 : 0);
        } else if (last) {
            deleted.add(s.nodes.get(at)); // return e; -> e;
            size[0] -= 1;
        } else {
            // return e; -> { e; return; }   (braces: the return may be an if's whole body)
            Integer open = s.generate(typeOf, "{", at);
            Integer close = s.generate(typeOf, "}", semicolon);
            if (open == null || close == null) return false;
            IntArray head = new IntArray(semicolon - at + 2);
            head.add(open);
            for (int j = at + 1; j < semicolon; j++) head.add(s.tableIndex(j));
            head.add(s.tableIndex(semicolon));
            head.add(s.tableIndex(at));
            spliced.put(s.nodes.get(at), head.toArray());
            deleted.addAll(s.nodes.subList(at + 1, semicolon));
            spliced.put(s.nodes.get(semicolon), new int[] {s.tableIndex(semicolon), close});
            size[0] += 3;
        }
        return true;
    }
}
