package io.pare.reduction.lang.java;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.reduction.CompileCheck;

/**
 * A Java method's name is no value: where the program uses a name only to call or declare a
 * method ({@code m(}, or {@code ::m}), a deletion that leaves it standing without its
 * parentheses ({@code toBuilder().setSinkFn(f).build()} cut to {@code setSinkFn.build()}) gives
 * "cannot find symbol: variable setSinkFn". Perses offers such cuts whenever it replaces a call by
 * the name inside it; on the Checker Framework case 9 of 107 queries were such.
 */
public final class MethodNamesAsValues implements CompileCheck {
    private final Set<Integer> identifierTypes;
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    private record Summary(int version, Set<String> callOnly) {
    }

    public MethodNamesAsValues(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        int[] now = p.currentTokens();
        if (candidate.length >= now.length) return false;
        Set<String> callOnly = summary(p, now).callOnly();
        if (callOnly.isEmpty()) return false;
        for (int k = 0; k < candidate.length; k++) {
            Token t = p.tokens().get(candidate[k]);
            if (!identifierTypes.contains(t.type()) || !callOnly.contains(t.text())) continue;
            if (!isCall(p, candidate, k)) return true;
        }
        return false;
    }

    /** Whether the identifier at {@code k} is followed by {@code (} or preceded by {@code ::}. */
    static boolean isCall(Program p, int[] tokens, int k) {
        if (k + 1 < tokens.length && p.tokens().get(tokens[k + 1]).text().equals("(")) return true;
        return k > 0 && p.tokens().get(tokens[k - 1]).text().equals("::");
    }

    private Summary summary(Program p, int[] now) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        Map<String, Boolean> calls = new HashMap<>();
        for (int k = 0; k < now.length; k++) {
            Token t = p.tokens().get(now[k]);
            if (identifierTypes.contains(t.type())) calls.merge(t.text(), isCall(p, now, k), Boolean::logicalAnd);
        }
        Set<String> callOnly = new HashSet<>();
        calls.forEach((name, call) -> {
            if (call) callOnly.add(name);
        });
        Summary s = new Summary(p.commits(), callOnly);
        summaries.put(p, s);
        return s;
    }
}
