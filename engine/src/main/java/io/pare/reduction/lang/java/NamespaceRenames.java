package io.pare.reduction.lang.java;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.program.Token;
import io.pare.reduction.CompileCheck;
import io.pare.reduction.unused.RuleNames;

/**
 * Java keeps the names of types, of methods and of variables apart (JLS 6.5): a rename that puts
 * a name where the program has it only in another of these spaces ({@code setOutputFn(sinkFn)}
 * renamed to {@code setOutputFn(via)} where {@code via} is only a method, {@code Contextful<UserT>}
 * to {@code Contextful<sinkFn>}) gives "cannot find symbol". Identifier replacement offers every
 * name for every other; on the Checker Framework case at 70 tokens it asked 65 renames in one
 * sweep and 19 of them crossed spaces, at 4 to 6 s each.
 *
 * <p>Only renames are judged: candidates as long as the program that differ only in identifiers.
 * A rename that takes every occurrence of a name along (its declaration too) declares the new name
 * where it goes and is never judged. Where a position's space cannot be told without resolving
 * names (next to a {@code .} or {@code ::}, inside a qualified or annotation name), it is not judged,
 * and a name seen at such a position may go anywhere.
 */
public final class NamespaceRenames implements CompileCheck {
    enum Space {
        TYPE, METHOD, VARIABLE, UNKNOWN
    }

    private final Set<Integer> identifierTypes;
    private final Map<Program, Summary> summaries = new WeakHashMap<>();

    /** The program at a version: the space of each identifier position, and each name's positions. */
    private record Summary(int version, Space[] spaces, Map<String, List<Integer>> positions) {
    }

    public NamespaceRenames(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        if (candidate.length != p.size()) return false; // before copying the tokens: most candidates are deletions
        int[] now = p.currentTokens();
        List<Integer> changed = new ArrayList<>();
        for (int k = 0; k < now.length; k++) {
            if (candidate[k] == now[k]) continue;
            Token was = p.tokens().get(now[k]);
            Token is = p.tokens().get(candidate[k]);
            if (!identifierTypes.contains(was.type()) || !identifierTypes.contains(is.type())) return false; // not a rename
            if (!was.text().equals(is.text())) changed.add(k);
        }
        if (changed.isEmpty()) return false;
        Summary s = summary(p, now);
        for (int k : changed) {
            String from = p.tokens().get(now[k]).text();
            String to = p.tokens().get(candidate[k]).text();
            if (s.spaces()[k] == Space.UNKNOWN || !stays(s, from, candidate, now)) continue;
            EnumSet<Space> spaces = spacesLeft(s, to, candidate, now);
            if (spaces.isEmpty() || spaces.contains(Space.UNKNOWN)) continue;
            if (!spaces.contains(s.spaces()[k])) return true;
        }
        return false;
    }

    /** Whether the candidate keeps an occurrence of {@code name} where the program has it: the rename leaves its declaration behind. */
    private static boolean stays(Summary s, String name, int[] candidate, int[] now) {
        for (int j : s.positions().getOrDefault(name, List.of())) {
            if (candidate[j] == now[j]) return true;
        }
        return false;
    }

    /** The spaces of {@code name} at the positions the candidate leaves as they are. */
    private static EnumSet<Space> spacesLeft(Summary s, String name, int[] candidate, int[] now) {
        EnumSet<Space> out = EnumSet.noneOf(Space.class);
        for (int j : s.positions().getOrDefault(name, List.of())) {
            if (candidate[j] == now[j]) out.add(s.spaces()[j]);
        }
        return out;
    }

    private Summary summary(Program p, int[] now) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        Map<Integer, Node> nodes = new HashMap<>();
        for (Node n : p.root().tokenNodes()) nodes.put(n.tokenIndex(), n);
        RuleNames rules = new RuleNames(p);
        Space[] spaces = new Space[now.length];
        Map<String, List<Integer>> positions = new HashMap<>();
        for (int k = 0; k < now.length; k++) {
            Token t = p.tokens().get(now[k]);
            if (!identifierTypes.contains(t.type())) continue;
            spaces[k] = space(rules, nodes.get(now[k]), p, now, k);
            positions.computeIfAbsent(t.text(), x -> new ArrayList<>()).add(k);
        }
        Summary s = new Summary(p.commits(), spaces, positions);
        summaries.put(p, s);
        return s;
    }

    private static String text(Program p, int[] tokens, int k) {
        return k < 0 || k >= tokens.length ? "" : p.tokens().get(tokens[k]).text();
    }

    /**
     * The space of the name at position {@code k} (its node {@code token}), from the rule that
     * derives it and the tokens beside it.
     */
    private static Space space(RuleNames rules, Node token, Program p, int[] tokens, int k) {
        String before = text(p, tokens, k - 1);
        String after = text(p, tokens, k + 1);
        Node owner = token == null ? null : RuleNames.ruleAbove(token);
        String rule = rules.innermost(owner);
        if (rule == null || before.equals(".") && !after.equals("(") || after.equals(".") || after.equals("::")) {
            return Space.UNKNOWN; // a qualified name's parts may be packages, types or variables
        }
        if (rule.equals("typeIdentifier")) return Space.TYPE;
        if (!rule.equals("identifier") || rules.has(RuleNames.ruleAbove(owner), "qualifiedName") || rules.has(owner, "qualifiedName")) {
            return Space.UNKNOWN;
        }
        if (MethodNamesAsValues.isCall(p, tokens, k)) return Space.METHOD;
        return Space.VARIABLE;
    }
}
