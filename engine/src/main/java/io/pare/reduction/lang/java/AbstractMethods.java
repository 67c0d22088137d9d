package io.pare.reduction.lang.java;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.IntPredicate;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.reduction.CompileCheck;
import io.pare.reduction.unused.RuleNames;

/**
 * Java's rules on abstract methods as a deletion breaks them (JLS 8.1.1.1, 8.4.3.1): a class that
 * keeps an abstract method must stay abstract, and a method of a class without a body must stay
 * abstract (or native). Deleting {@code abstract} from {@code abstract class Builder} while it
 * declares {@code abstract Write build();}, or from that method, gives a program javac rejects: on
 * the Checker Framework case 25 of 156 refused queries were such deletions, at 5 s each. Only
 * classes are looked at (an interface's methods are abstract without saying so, an enum's and a
 * record's cannot be), and only breaks the program did not already have.
 */
public final class AbstractMethods implements CompileCheck {
    /** Per program (the session's and each forecast's parse), its classes at a version. */
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    /** A method of a class: its name's token, its {@code abstract} and {@code native} modifiers, and whether its body is {@code ;}. */
    private record Method(int name, int[] abstracts, int[] natives, boolean bodiless) {
        boolean broken(boolean classAbstract, IntPredicate kept) {
            if (any(abstracts, kept)) return !classAbstract;
            return bodiless && !any(natives, kept);
        }
    }

    /** A class: its {@code class} keyword's token, its {@code abstract} modifiers, its methods. */
    private record Clazz(int keyword, int[] abstracts, List<Method> methods) {
    }

    private record Summary(int version, List<Clazz> classes) {
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        int[] now = p.currentTokens();
        if (candidate.length >= now.length) return false;
        Summary s = summary(p);
        if (s.classes().isEmpty() || !isSubsequence(candidate, now)) return false;
        BitSet kept = new BitSet();
        for (int t : candidate) kept.set(t);
        IntPredicate all = t -> true;
        for (Clazz c : s.classes()) {
            if (!kept.get(c.keyword())) continue;
            boolean classAbstract = any(c.abstracts(), kept::get);
            boolean wasAbstract = c.abstracts().length > 0;
            for (Method m : c.methods()) {
                if (kept.get(m.name()) && m.broken(classAbstract, kept::get) && !m.broken(wasAbstract, all)) return true;
            }
        }
        return false;
    }

    private static boolean any(int[] tokens, IntPredicate kept) {
        for (int t : tokens) {
            if (kept.test(t)) return true;
        }
        return false;
    }

    private static boolean isSubsequence(int[] candidate, int[] now) {
        int k = 0;
        for (int t : now) {
            if (k < candidate.length && candidate[k] == t) k++;
        }
        return k == candidate.length;
    }

    private Summary summary(Program p) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        RuleNames rules = new RuleNames(p);
        List<Clazz> classes = new ArrayList<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(p.root());
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if ("classDeclaration".equals(rules.innermost(n))) classes.add(clazz(rules, n));
            for (Node c : n.children()) stack.push(c);
        }
        Summary s = new Summary(p.commits(), classes);
        summaries.put(p, s);
        return s;
    }

    private static Clazz clazz(RuleNames rules, Node declaration) {
        List<Method> methods = new ArrayList<>();
        List<Node> parts = declaration.children();
        Node body = parts.get(parts.size() - 1);
        for (Node list : body.children()) {
            if (list.kind() != NodeKind.STAR) continue;
            for (Node item : list.children()) {
                for (Node member : item.children()) {
                    Method m = method(rules, member);
                    if (m != null) methods.add(m);
                }
            }
        }
        return new Clazz(declaration.firstTokenNode().tokenIndex(), modifiers(rules, declaration, "abstract"), methods);
    }

    /** The method a class body's member is, or null for other members. */
    private static Method method(RuleNames rules, Node member) {
        Node m = member;
        if (!"methodDeclaration".equals(rules.innermost(m))) {
            List<Node> parts = member.children();
            if (!rules.has(member, "classBodyDeclaration") || parts.isEmpty()) return null;
            m = parts.get(parts.size() - 1);
            if (!"methodDeclaration".equals(rules.innermost(m))) return null;
        }
        Node name = null;
        for (Node part : m.children()) {
            if ("identifier".equals(rules.innermost(part))) {
                name = part;
                break;
            }
        }
        if (name == null) return null;
        List<Node> parts = m.children();
        Node body = parts.get(parts.size() - 1);
        boolean bodiless = "methodBody".equals(rules.innermost(body)) && body.size() == 1
                && rules.text(body.firstTokenNode()).equals(";");
        return new Method(name.firstTokenNode().tokenIndex(), modifiers(rules, m, "abstract"), modifiers(rules, m, "native"), bodiless);
    }

    /**
     * The modifier tokens reading {@code word} before a declaration: its siblings before it in the
     * rule node that holds it (a type declaration, class body declaration or block statement,
     * {@code modifier* declaration}); none when the declaration stands alone in its item.
     */
    private static int[] modifiers(RuleNames rules, Node declaration, String word) {
        Node holder = declaration.parent();
        if (holder == null || holder.kind() != NodeKind.RULE) return new int[0];
        List<Integer> out = new ArrayList<>();
        for (Node sibling : holder.children()) {
            if (sibling == declaration) break;
            for (Node t : sibling.tokenNodes()) {
                if (rules.text(t).equals(word)) out.add(t.tokenIndex());
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
