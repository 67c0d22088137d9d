package io.pare.reduction.lang.java;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.CompileCheck;
import io.pare.reduction.unused.RuleNames;

/**
 * Java's rule that a method with a result cannot complete normally (JLS 8.4.7), as a deletion
 * breaks it: the method stays, with its body, but every {@code return} and {@code throw} in the
 * body goes. javac rejects that ("missing return statement") before any checker or later phase
 * runs. A {@code return} of a lambda or local class in the body counts too, so the check misses
 * some breaks; it never calls a program broken that javac takes.
 */
public final class MissingReturn implements CompileCheck {
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    /** A method with a result and a block body that returns: its name's token, its body's opening brace, its returns and throws. */
    private record Method(int name, int open, int[] exits) {
    }

    private record Summary(int version, List<Method> methods) {
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        int[] now = p.currentTokens();
        if (candidate.length >= now.length) return false;
        Summary s = summary(p);
        if (s.methods().isEmpty()) return false;
        BitSet kept = new BitSet();
        int k = 0;
        for (int t : now) {
            if (k < candidate.length && candidate[k] == t) {
                kept.set(t);
                k++;
            }
        }
        if (k != candidate.length) return false; // not a plain deletion
        for (Method m : s.methods()) {
            if (!kept.get(m.name()) || !kept.get(m.open())) continue;
            boolean exits = false;
            for (int t : m.exits()) exits |= kept.get(t);
            if (!exits) return true;
        }
        return false;
    }

    private Summary summary(Program p) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        RuleNames rules = new RuleNames(p);
        List<Method> methods = new ArrayList<>();
        ArrayDeque<Node> stack = new ArrayDeque<>();
        stack.push(p.root());
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if ("methodDeclaration".equals(rules.innermost(n))) {
                Method m = method(rules, n);
                if (m != null) methods.add(m);
            }
            for (Node c : n.children()) stack.push(c);
        }
        Summary s = new Summary(p.commits(), methods);
        summaries.put(p, s);
        return s;
    }

    /** The method, when it has a result (not {@code void}), a block body, and a return or throw in it. */
    private static Method method(RuleNames rules, Node m) {
        Node name = null;
        Node body = null;
        boolean result = false;
        for (Node part : m.children()) {
            if (rules.has(part, "result")) result = !(part.size() == 1 && rules.text(part.firstTokenNode()).equals("void"));
            if (name == null && "identifier".equals(rules.innermost(part))) name = part;
            if (rules.has(part, "methodBody") && "block".equals(rules.innermost(part))) body = part;
        }
        if (!result || name == null || body == null) return null;
        List<Integer> exits = new ArrayList<>();
        for (Node t : body.tokenNodes()) {
            String text = rules.text(t);
            if (text.equals("return") || text.equals("throw")) exits.add(t.tokenIndex());
        }
        if (exits.isEmpty()) return null;
        return new Method(name.firstTokenNode().tokenIndex(), body.firstTokenNode().tokenIndex(),
                exits.stream().mapToInt(Integer::intValue).toArray());
    }
}
