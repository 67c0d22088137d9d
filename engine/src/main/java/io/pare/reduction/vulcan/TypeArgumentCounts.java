package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import io.pare.program.Program;
import io.pare.reduction.CompileCheck;

/**
 * A generic's uses must agree with it on how many type arguments there are: deleting one argument
 * of {@code Builder<DestinationT, UserT>} at one use, or one parameter of
 * {@code class Builder<DestinationT, UserT>}, gives "wrong number of type arguments"; so does
 * {@code Contextful<Fn<UserT, OutputT>>} cut to {@code Contextful<UserT, OutputT>} where
 * {@code Contextful} takes one. A generic defined in the program must agree with its definition
 * (type-argument deletion changes both together); a library's generic keeps the count its lists
 * had when this check first saw them all agree, since a Java type has one arity. A list deleted
 * whole (a raw type) or emptied to a diamond is left out. For Java: with C++'s and Rust's
 * defaults and C++'s variadic templates, other counts can be right. On the Checker Framework case
 * 14 of 160 refusals in one run were of this kind.
 */
public final class TypeArgumentCounts implements CompileCheck {
    private final TypeArgumentDeletion scanner;
    private final Map<Program, Summary> summaries = new WeakHashMap<>();
    /** The count of arguments of each generic the program uses but does not define, as first seen. */
    private final Map<String, Integer> libraryArity = new HashMap<>();

    /** A name's lists, and the count they must have (-1: whatever the first present list has). */
    private record Generic(List<ItemList> lists, int arity) {
    }

    private record Summary(int version, List<Generic> generics) {
    }

    public TypeArgumentCounts(Set<Integer> identifierTypes) {
        this.scanner = new TypeArgumentDeletion(identifierTypes);
    }

    @Override
    public synchronized boolean breaks(Program p, int[] candidate) {
        int[] now = p.currentTokens();
        if (candidate.length >= now.length) return false;
        Summary s = summary(p);
        if (s.generics().isEmpty()) return false;
        Map<Integer, Integer> at = new HashMap<>();
        for (int k = 0; k < candidate.length; k++) at.put(candidate[k], k);
        for (Generic g : s.generics()) {
            int count = g.arity();
            for (ItemList list : g.lists()) {
                Integer open = at.get(list.open().tokenIndex());
                if (open == null) continue; // deleted whole (a raw type), or its name with it
                int n = items(p, candidate, open);
                if (n <= 0) continue; // a diamond, new C<>(); or no list any more
                if (count >= 0 && n != count) return true;
                count = n;
            }
        }
        return false;
    }

    /** The items of the candidate's angle-bracket list opened at {@code open}; 0 for {@code <>}, -1 when it does not close. */
    private static int items(Program p, int[] tokens, int open) {
        int angles = 1;
        int brackets = 0;
        int commas = 0;
        for (int k = open + 1; k < tokens.length; k++) {
            String t = p.tokens().get(tokens[k]).text();
            switch (t) {
                case "(", "[", "{" -> brackets++;
                case ")", "]", "}" -> brackets--;
                case "<" -> angles++;
                case ">", ">>", ">>>" -> {
                    angles -= t.length();
                    if (angles <= 0) return k == open + 1 ? 0 : commas + 1;
                }
                case "," -> {
                    if (angles == 1 && brackets == 0) commas++;
                }
                default -> { }
            }
            if (brackets < 0) return -1;
        }
        return -1;
    }

    private Summary summary(Program p) {
        Summary cached = summaries.get(p);
        if (cached != null && cached.version() == p.commits()) return cached;
        Set<String> defined = new HashSet<>();
        Map<String, List<String>> keysByName = new LinkedHashMap<>();
        Map<String, List<ItemList>> groups = scanner.allGroups(p, p.root().tokenNodes(), defined);
        for (String key : groups.keySet()) keysByName.computeIfAbsent(key.substring(0, key.lastIndexOf('<')), k -> new ArrayList<>()).add(key);
        List<Generic> generics = new ArrayList<>();
        keysByName.forEach((name, keys) -> {
            boolean isDefined = keys.stream().anyMatch(defined::contains);
            if (isDefined) {
                // the definition and its uses agree now, and must go on agreeing
                if (keys.size() == 1) generics.add(new Generic(groups.get(keys.get(0)), -1));
                return;
            }
            if (keys.size() == 1) libraryArity.putIfAbsent(name, groups.get(keys.get(0)).get(0).items().size());
            Integer arity = libraryArity.get(name);
            if (arity == null) return;
            List<ItemList> lists = new ArrayList<>();
            for (String key : keys) lists.addAll(groups.get(key));
            generics.add(new Generic(lists, arity));
        });
        Summary s = new Summary(p.commits(), generics);
        summaries.put(p, s);
        return s;
    }
}
