package io.pare.reduction.lang.c;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;

/**
 * The typedefs of a C or C++ program that can be inlined, each with the candidate that inlines it:
 * the declaration goes and every use of its name reads its type. Found on the flat tokens, so C's
 * {@code typedef T X;} and C++'s {@code using X = T;} look alike, at file level, in a namespace or
 * in a class body.
 *
 * <p>What it takes as a type: anything inside template brackets; at their outside, no declarator
 * punctuation ({@code * & ( [ , =}), since {@code typedef int *ip; ip a, b;} would make {@code b} an
 * int; but GNU attributes, {@code decltype} and {@code __typeof__} groups, before or after the name
 * ({@code typedef a __attribute__((vector_size(64)));} inlines as the attribute, C's implicit int).
 *
 * <p>Where it looks for uses is a guess from the braces, not name lookup, and the oracle judges:
 * a typedef in a namespace or {@code extern "C"} block is seen from the whole file, one in a class
 * or function body from that body; a nested body declaring the same name hides it. A typedef whose
 * name is used qualified ({@code X::name}), or used outside its body, is left alone: Pare cannot
 * tell which declaration such a use means. Outside class bodies a use comes after the declaration,
 * so the same name before it is something else, and at file level {@code X::name} names a member of
 * X: neither is rewritten.
 */
final class TypedefSites {
    /** Keywords whose parenthesized group belongs to a type rather than a declarator. */
    private static final Set<String> TYPE_GROUPS = Set.of("__attribute__", "__attribute", "decltype", "__typeof__",
            "__typeof", "typeof", "__declspec", "alignas", "_Alignas", "__alignof__");
    /** Keywords a declared name never follows directly in a typedef ({@code typedef struct S;} names no type). */
    private static final Set<String> NOT_BEFORE_NAME = Set.of("struct", "union", "enum", "class", "typename", "::");

    /**
     * One inlinable typedef: its declaration's tokens, its name, its type's tokens (table indices),
     * and where the type is written before the name or after {@code =} (positions, end exclusive).
     */
    record Site(int start, int end, String name, int[] type, int block, int typeFrom, int typeTo) {
    }

    private final CTokens s;
    /** The innermost enclosing '{' of each token, or -1 at file level. */
    private final int[] block;
    /** Per '{': whether it opens a namespace or linkage block, whose names the whole file sees. */
    private final Map<Integer, Boolean> transparent = new HashMap<>();

    TypedefSites(CTokens s) {
        this.s = s;
        this.block = new int[s.size()];
        ArrayDeque<Integer> open = new ArrayDeque<>();
        for (int i = 0; i < s.size(); i++) {
            if (s.texts[i].equals("}") && !open.isEmpty()) open.pop();
            block[i] = open.isEmpty() ? -1 : open.peek();
            if (s.texts[i].equals("{")) open.push(i);
        }
    }

    /** Every typedef and alias declaration that could be inlined, in program order. */
    List<Site> sites() {
        List<Site> out = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            Site site = siteAt(i);
            if (site != null) {
                out.add(site);
                i = site.end();
            }
        }
        return out;
    }

    /**
     * The candidate that inlines {@code site}, or null when a use cannot be told apart from a use of
     * something else, or when inlining would make the program larger. {@code uses} receives the
     * tokens it rewrites.
     */
    Edit inlining(Site site, List<Site> all, List<Node> uses) {
        int from = 0;
        int to = s.size();
        int scope = scopeOf(site.block());
        if (scope >= 0) {
            from = scope;
            to = s.match[scope];
            if (to < 0) return null;
        }
        List<int[]> hidden = new ArrayList<>();
        for (Site other : all) {
            int b = scopeOf(other.block());
            if (other != site && other.name().equals(site.name()) && b >= 0 && b != scope && s.match[b] > 0) {
                hidden.add(new int[] {b, s.match[b]});
            }
        }
        Map<Node, int[]> spliced = new IdentityHashMap<>();
        for (int j = 0; j < s.size(); j++) {
            if (!s.texts[j].equals(site.name()) || !s.isIdentifier(j) || (j >= site.start() && j <= site.end())) continue;
            // outside class bodies a name is used after its declaration: the same name before it is
            // something else (T-Rec and identifier replacement give many things one name)
            if (scope < 0 && j < site.start()) continue;
            String prev = s.text(j - 1);
            if (prev.equals("::")) {
                // X::name names a member of X, not a typedef of the file
                if (site.block() < 0 && (s.isIdentifier(j - 2) || s.text(j - 2).equals(">"))) continue;
                return null;
            }
            if (prev.equals(".") || prev.equals("->") || inside(hidden, j)) continue;
            if (j < from || j > to) return null;
            spliced.put(s.nodes.get(j), site.type());
            uses.add(s.nodes.get(j));
        }
        int deleted = site.end() - site.start() + 1;
        if (spliced.size() * (site.type().length - 1) > deleted) return null;
        return Edit.splice(spliced, s.nodes.subList(site.start(), site.end() + 1));
    }

    private static boolean inside(List<int[]> ranges, int j) {
        for (int[] r : ranges) {
            if (j > r[0] && j < r[1]) return true;
        }
        return false;
    }

    /** The '{' of the innermost class or function body around a block, or -1 when only namespaces are. */
    private int scopeOf(int open) {
        for (int b = open; b >= 0; b = block[b]) {
            if (!transparent.computeIfAbsent(b, this::opensNamespace)) return b;
        }
        return -1;
    }

    /** Whether the '{' at {@code open} opens a namespace or an {@code extern "C"} block. */
    private boolean opensNamespace(int open) {
        for (int k = open - 1; k >= 0; k--) {
            String t = s.texts[k];
            if (t.equals(";") || t.equals("{") || t.equals("}") || t.startsWith("#")) return false;
            if (t.equals("namespace")) return true;
            if (t.equals("extern") && s.text(k + 1).startsWith("\"")) return true;
        }
        return false;
    }

    private Site siteAt(int i) {
        String t = s.texts[i];
        if (!t.equals("typedef") && !t.equals("using")) return null;
        String prev = s.text(i - 1);
        if (i > 0 && !prev.equals(";") && !prev.equals("{") && !prev.equals("}") && !prev.equals(":") && !prev.startsWith("#")) {
            return null;
        }
        int end = -1;
        for (int j = i + 1; j < s.size(); j++) {
            if (s.texts[j].equals("{") || s.depth[j] < s.depth[i]) return null;
            if (s.depth[j] == s.depth[i] && s.texts[j].equals(";")) {
                end = j;
                break;
            }
        }
        if (end < 0) return null;
        if (t.equals("using")) {
            if (!s.isIdentifier(i + 1) || !s.text(i + 2).equals("=")) return null;
            // the type is all of it after '=', nothing after the name
            return site(i, end, i + 1, i + 3, end, i + 2);
        }
        int name = -1;
        int angle = 0;
        for (int j = i + 1; j < end; j++) {
            String x = s.texts[j];
            if (x.equals("(") || x.equals("[")) {
                if (angle == 0 && !(x.equals("(") && TYPE_GROUPS.contains(s.text(j - 1)))) return null;
                if (s.match[j] < 0 || s.match[j] > end) return null;
                j = s.match[j];
            } else if (x.equals("<")) {
                angle++;
            } else if (x.equals(">") || x.equals(">>")) {
                angle -= x.length();
                if (angle < 0) return null;
            } else if (angle == 0 && s.isIdentifier(j) && !TYPE_GROUPS.contains(x)) {
                name = j;
            }
        }
        if (name < 0 || angle != 0 || NOT_BEFORE_NAME.contains(s.text(name - 1))) return null;
        String next = s.text(name + 1);
        if (next.equals("::") || next.equals("<")) return null;
        // after the name, only attribute groups
        for (int j = name + 1; j < end; j++) {
            if (!TYPE_GROUPS.contains(s.texts[j]) || !s.text(j + 1).equals("(")) return null;
            j = s.match[j + 1];
        }
        return site(i, end, name, i + 1, name, end);
    }

    /** A site whose type is the tokens [a, b) and then [name + 1, c), when none of them is a declarator's. */
    private Site site(int start, int end, int name, int a, int b, int c) {
        List<Integer> type = new ArrayList<>();
        int angle = 0;
        for (int part = 0; part < 2; part++) {
            int from = part == 0 ? a : name + 1;
            int to = part == 0 ? b : c;
            for (int j = from; j < to; j++) {
                String x = s.texts[j];
                if (x.equals("(") || x.equals("[")) {
                    // a function or array type cannot stand where the name stood: only a type's own groups
                    if (angle == 0 && !(x.equals("(") && TYPE_GROUPS.contains(s.text(j - 1)))) return null;
                    if (s.match[j] < 0 || s.match[j] >= to) return null;
                    for (int k = j; k <= s.match[j]; k++) type.add(s.tableIndex(k));
                    j = s.match[j];
                    continue;
                }
                if (x.equals("<")) angle++;
                if (x.equals(">") || x.equals(">>")) angle -= x.length();
                if (angle == 0 && (x.equals("*") || x.equals("&") || x.equals("&&") || x.equals(",") || x.equals("=")
                        || x.equals("...") || x.equals("{"))) {
                    return null;
                }
                if (x.equals(s.texts[name]) && s.isIdentifier(j) && !s.text(j - 1).equals("::")) return null;
                type.add(s.tableIndex(j));
            }
        }
        if (type.isEmpty()) return null;
        return new Site(start, end, s.texts[name], type.stream().mapToInt(Integer::intValue).toArray(), block[start], a, b);
    }
}
