package io.pare.reduction.lang.c;

import java.util.ArrayList;
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

/**
 * Replaces the type a typedef names by a plain one: {@code typedef typename _Alloc_traits::pointer
 * pointer;} becomes {@code typedef char * pointer;}. What such a type stands for is decided by
 * template machinery (allocator traits, detection idioms) that no deletion can cut while the
 * typedef still reads through it; once the typedef names a plain type, the machinery is unused and
 * goes whole. C-Vise and Perses both keep it. Neither can Pare tell which plain type is right
 * without type checking, so it asks: each plain type of the given list with fewer tokens than the
 * written one, fewest first, the oracle judging whether the program still compiles and still shows
 * the bug. Typedefs are those {@link TypedefSites} can read, in program order. A replacement the
 * oracle refused is not offered again until the typedef or a use of its name changed. The first
 * accepted replacement ends the call.
 */
public final class TypeSimplification implements Reducer {
    /** The plain types of C, fewest tokens first. */
    public static final List<String> C_TYPES = List.of("int", "long", "char", "void", "char *", "int *", "void *");
    /** C++ adds {@code bool}, a keyword there. */
    public static final List<String> CPP_TYPES = List.of("int", "long", "char", "bool", "void", "char *", "int *", "void *");

    private final Set<Integer> identifierTypes;
    private final Function<String, Integer> typeOf;
    private final List<String> types;
    private final RegionMemory memory = new RegionMemory();

    /**
     * @param typeOf the lexer's token type of a keyword or punctuator's text
     * @param types  the plain types to offer, each as its tokens separated by single spaces
     */
    public TypeSimplification(Set<Integer> identifierTypes, Function<String, Integer> typeOf, List<String> types) {
        this.identifierTypes = identifierTypes;
        this.typeOf = typeOf;
        this.types = List.copyOf(types);
    }

    @Override
    public String name() {
        return "c:types";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens src = new CTokens(p, identifierTypes);
        List<Edit> candidates = new ArrayList<>();
        List<Long> regions = new ArrayList<>();
        for (TypedefSites.Site site : new TypedefSites(src).sites()) {
            int written = site.typeTo() - site.typeFrom();
            String now = String.join(" ", List.of(src.texts).subList(site.typeFrom(), site.typeTo()));
            List<Node> touched = new ArrayList<>(src.nodes.subList(site.start(), site.end() + 1));
            for (int j = 0; j < src.size(); j++) {
                if (src.texts[j].equals(site.name()) && src.isIdentifier(j) && (j < site.start() || j > site.end())) {
                    touched.add(src.nodes.get(j));
                }
            }
            long region = RegionMemory.key(p, touched);
            for (String type : types) {
                String[] tokens = type.split(" ");
                if (tokens.length >= written || type.equals(now)) continue;
                long key = region * 31 + type.hashCode();
                if (memory.foundNothing(key)) continue;
                Edit e = replacement(src, site, tokens);
                if (e == null) continue;
                candidates.add(e);
                regions.add(key);
            }
        }
        memory.commitFirstParsing(ctx, candidates, regions);
    }

    /** The edit that writes {@code tokens} in place of the site's type, or null when the lexer does not know one of them. */
    private Edit replacement(CTokens s, TypedefSites.Site site, String[] tokens) {
        int origin = s.p.tokens().get(s.tableIndex(site.typeFrom())).origin();
        int[] generated = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            Integer type = typeOf.apply(tokens[i]);
            if (type == null) return null;
            generated[i] = s.p.generate(type, tokens[i], origin);
        }
        List<Node> gone = new ArrayList<>(s.nodes.subList(site.typeFrom() + 1, site.typeTo()));
        return Edit.splice(Map.of(s.nodes.get(site.typeFrom()), generated), gone);
    }
}
