package io.pare.reduction.vulcan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;

/**
 * Deletes the same type parameter from a generic's definition and the matching type argument from
 * every use, all at once: what {@link ArgumentDeletion} does for calls, done for angle-bracket
 * lists (clang_delta's remove-template-param, for Rust's and Java's generics too). One side alone
 * leaves the definition and its uses disagreeing on the count, which the compiler rejects, so
 * Perses cannot do it. On the Checker Framework case it took {@code abstract class Builder<DestinationT, UserT>}
 * to {@code abstract class Builder}, with every use of it (137 to 122 tokens in 4 queries).
 *
 * <p>It works on tokens: a name followed by {@code <} (or Rust's {@code ::<}) opens a list whose
 * items are separated by commas outside nested brackets and angle brackets, and a C++ template
 * head {@code template <...>} counts as a list of the name it declares ({@code class S},
 * {@code concept C}, {@code using A}, or the function it precedes). Lists are grouped by name and
 * item count, and only groups holding the generic's definition are offered; in each group of two
 * or more, each position, last first, gives one candidate: that
 * item gone from every list, with a comma beside it, or with the list's brackets (and the word
 * {@code template}) when it was the only item, so that {@code S<int>} becomes {@code S}. A
 * {@code <} that meets a {@code ;}, a brace, an unbalanced bracket or {@code &&} before its
 * {@code >} was a comparison. Candidates that do not parse cost no query; the first accepted deletion ends the call.
 */
public final class TypeArgumentDeletion implements Reducer {
    /** Lists longer than this are not looked at, so that a stray {@code <} costs a bounded scan. */
    private static final int MAX_LIST_TOKENS = 1000;

    /** Words before a generic's name where its parameters are declared (Rust, Java; C++ declares them in template heads). */
    private static final Set<String> DEFINING = Set.of("struct", "enum", "union", "trait", "type", "fn", "class", "interface", "record");

    private final Set<Integer> identifierTypes;

    public TypeArgumentDeletion(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "vulcan:type-args";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        ctx.commitFirstParsing(ItemList.deletions(groups(p, p.root().tokenNodes()).values()), Edit::delete);
    }

    /** A list and the index of the token that closes it. */
    private record Scanned(ItemList list, int close) {
    }

    /**
     * The angle-bracket lists after names and template heads, grouped by name and item count, in
     * the order of their first list; only groups that hold the generic's definition (a template
     * head, or a list after {@code struct S}, {@code fn f}, {@code class C}, ...): a library's
     * {@code Option<T>} or {@code std::vector<T>} has its parameters where no edit reaches.
     */
    Map<String, List<ItemList>> groups(Program p, List<Node> tokens) {
        Set<String> defined = new HashSet<>();
        Map<String, List<ItemList>> groups = allGroups(p, tokens, defined);
        groups.keySet().retainAll(defined);
        return groups;
    }

    /**
     * Every list after a name or template head, grouped by name and item count ({@code name<count}),
     * in the order of their first list; the keys of the groups that hold a definition are added to
     * {@code defined}.
     */
    Map<String, List<ItemList>> allGroups(Program p, List<Node> tokens, Set<String> defined) {
        Map<String, List<ItemList>> groups = new LinkedHashMap<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            String t = ArgumentDeletion.text(p, tokens.get(i));
            if (t.equals("template") && ArgumentDeletion.text(p, tokens.get(i + 1)).equals("<")) {
                Scanned head = listAt(p, tokens, i + 1, List.of(tokens.get(i)));
                if (head == null) continue;
                int name = declaredAfterHead(p, tokens, head.close() + 1);
                if (name >= 0) defined.add(add(groups, ArgumentDeletion.text(p, tokens.get(name)), head.list()));
                continue;
            }
            if (!isIdentifier(p, tokens.get(i))) continue;
            int open = i + 1;
            List<Node> lead = List.of();
            if (open + 1 < tokens.size() && ArgumentDeletion.text(p, tokens.get(open)).equals("::")
                    && ArgumentDeletion.text(p, tokens.get(open + 1)).equals("<")) {
                lead = List.of(tokens.get(open));
                open++;
            }
            if (!ArgumentDeletion.text(p, tokens.get(open)).equals("<")) continue;
            Scanned s = listAt(p, tokens, open, lead);
            if (s == null) continue;
            String key = add(groups, t, s.list());
            if (i > 0 && DEFINING.contains(ArgumentDeletion.text(p, tokens.get(i - 1)))) defined.add(key);
        }
        return groups;
    }

    /** Adds a list to its group; returns the group's key. */
    private static String add(Map<String, List<ItemList>> groups, String name, ItemList list) {
        String key = name + "<" + list.items().size();
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(list);
        return key;
    }

    private boolean isIdentifier(Program p, Node tokenNode) {
        return identifierTypes.contains(p.tokens().get(tokenNode.tokenIndex()).type());
    }

    /**
     * The name a C++ template head declares, from the token after its {@code >}: the class,
     * concept or alias named next, or the function whose parameter list comes first; -1 for a
     * partial specialization ({@code template <class T> struct S<T*>}), whose list is not S's.
     */
    private int declaredAfterHead(Program p, List<Node> tokens, int at) {
        if (at + 1 >= tokens.size()) return -1;
        String first = ArgumentDeletion.text(p, tokens.get(at));
        if (Set.of("class", "struct", "union", "concept", "using").contains(first)) {
            int name = at + 1;
            if (!isIdentifier(p, tokens.get(name))) return -1;
            return name + 1 < tokens.size() && ArgumentDeletion.text(p, tokens.get(name + 1)).equals("<") ? -1 : name;
        }
        int angles = 0;
        for (int k = at; k < tokens.size() && k < at + MAX_LIST_TOKENS; k++) {
            switch (ArgumentDeletion.text(p, tokens.get(k))) {
                case "<" -> angles++;
                case ">" -> angles--;
                case "(" -> {
                    if (angles != 0 || k == at || !isIdentifier(p, tokens.get(k - 1))) return -1;
                    return k - 1;
                }
                case "{", ";", "=", "template" -> {
                    return -1;
                }
                default -> { }
            }
        }
        return -1;
    }

    /**
     * The list whose {@code <} is at {@code open}, or null when it is empty, has an empty item, or
     * is no list (a comparison). {@code lead} are tokens before the {@code <} that go with the
     * brackets; when the list's {@code >} is half of a {@code >>} token, its brackets stay.
     */
    private static Scanned listAt(Program p, List<Node> tokens, int open, List<Node> lead) {
        List<List<Node>> items = new ArrayList<>();
        List<Node> commas = new ArrayList<>();
        List<Node> current = new ArrayList<>();
        int brackets = 0;
        int angles = 0;
        for (int j = open + 1; j < tokens.size() && j <= open + MAX_LIST_TOKENS; j++) {
            Node tok = tokens.get(j);
            String t = ArgumentDeletion.text(p, tok);
            if (brackets == 0 && (t.equals("{") || t.equals("}"))) return null; // a block: this < was a comparison
            switch (t) {
                case "(", "[", "{" -> brackets++;
                case ")", "]", "}" -> {
                    if (--brackets < 0) return null;
                }
                default -> { }
            }
            if (brackets == 0) {
                switch (t) {
                    case ";", "&&", "||", ">=", ">>=" -> {
                        return null;
                    }
                    case "<" -> angles++;
                    case ">", ">>" -> {
                        int closes = t.length();
                        if (angles >= closes) {
                            angles -= closes;
                        } else if (angles == 0) {
                            if (current.isEmpty()) return null; // S<> or S<a,>
                            items.add(current);
                            List<Node> around = new ArrayList<>(lead);
                            around.add(tokens.get(open));
                            if (closes == 1) around.add(tok);
                            return new Scanned(new ItemList(tokens.get(open), items, commas, closes == 1 ? around : List.of()), j);
                        } else {
                            return null; // a >> closing a nested list and this one: its last item holds the closer
                        }
                    }
                    case "," -> {
                        if (angles == 0) {
                            if (current.isEmpty()) return null;
                            items.add(current);
                            commas.add(tok);
                            current = new ArrayList<>();
                            continue;
                        }
                    }
                    default -> { }
                }
            }
            current.add(tok);
        }
        return null;
    }
}
