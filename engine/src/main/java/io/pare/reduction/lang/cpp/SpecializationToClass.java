package io.pare.reduction.lang.cpp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import io.pare.program.Edit;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.query.CancelledException;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.Reducer;
import io.pare.reduction.RegionMemory;
import io.pare.reduction.lang.c.CTokens;

/**
 * Turns the explicit specialization a program uses into a plain class:
 * {@code template <class> struct traits; template <> struct traits<char> { ... }; traits<char>::f();}
 * becomes {@code struct traits { ... }; traits::f();}. The primary template and every other
 * specialization of the name go, the specialization loses its {@code template <>} and its argument
 * list, and every {@code traits<char>} reads {@code traits}. It is the step
 * {@link ClassTemplateInstantiation} leaves alone (a template with specializations): here the
 * program's own uses say which one is chosen, since all of them name the specialization's
 * arguments, written the same way. A use with other arguments leaves the name alone, as does a
 * specialization of one of its members; a use without arguments is left as it is (a variable of
 * the same name, after names were canonicalized). A refused candidate is not offered again
 * until its specialization or a use of the name changed.
 */
public final class SpecializationToClass implements Reducer {
    private final Set<Integer> identifierTypes;
    private final RegionMemory memory = new RegionMemory();

    public SpecializationToClass(Set<Integer> identifierTypes) {
        this.identifierTypes = identifierTypes;
    }

    @Override
    public String name() {
        return "cpp:specialization";
    }

    @Override
    public boolean repeatsBeforeMain() {
        return true;
    }

    /** An explicit specialization's definition: first and last token, and the {@code < >} of its arguments. */
    private record Specialization(int start, int end, int open, int close) {
    }

    /** What the scan found of one name. */
    private static final class Declarations {
        final List<Specialization> specializations = new ArrayList<>();
        /** First and last token of every declaration of the name that a template header introduces. */
        final List<int[]> templated = new ArrayList<>();
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        CTokens s = new CTokens(p, identifierTypes);
        Set<String> unreadable = new HashSet<>();
        Map<String, Declarations> names = scan(s, unreadable);
        RegionMemory.Offers offers = memory.offers(p);
        for (Map.Entry<String, Declarations> e : names.entrySet()) {
            if (unreadable.contains(e.getKey())) continue;
            for (Specialization spec : e.getValue().specializations) {
                List<Node> touched = new ArrayList<>();
                offers.add(toClass(s, e.getKey(), e.getValue(), spec, touched), touched);
            }
        }
        offers.commitFirstParsing(ctx);
    }

    private Map<String, Declarations> scan(CTokens s, Set<String> unreadable) {
        Map<String, Declarations> out = new LinkedHashMap<>();
        for (int i = 0; i < s.size(); i++) {
            if (!s.texts[i].equals("template")) continue;
            if (!s.text(i + 1).equals("<")) {
                // an explicit instantiation, [extern] template class X<...>;, goes with the template
                int k = i + 1;
                int end = ClassTemplateInstantiation.declarationEnd(s, k);
                if (ClassTemplateInstantiation.CLASS_KEYS.contains(s.text(k)) && s.isIdentifier(k + 1) && end > 0) {
                    int first = s.text(i - 1).equals("extern") ? i - 1 : i;
                    out.computeIfAbsent(s.texts[k + 1], x -> new Declarations()).templated.add(new int[] {first, end});
                }
                continue;
            }
            int close = ClassTemplateInstantiation.angleClose(s, i + 1);
            if (close < 0) continue;
            int k = close + 1;
            int end = ClassTemplateInstantiation.declarationEnd(s, k);
            if (end < 0) continue;
            if (ClassTemplateInstantiation.CLASS_KEYS.contains(s.text(k)) && s.isIdentifier(k + 1)) {
                Declarations d = out.computeIfAbsent(s.texts[k + 1], x -> new Declarations());
                d.templated.add(new int[] {i, end});
                int argsClose = s.text(k + 2).equals("<") ? ClassTemplateInstantiation.angleClose(s, k + 2) : -1;
                if (close == i + 2 && argsClose > 0 && s.text(argsClose + 1).equals("{") && s.texts[end].equals(";")) {
                    d.specializations.add(new Specialization(i, end, k + 2, argsClose));
                }
            } else {
                // a function or a member of a specialization: what it names with arguments is left alone
                for (int j = k; j < end; j++) {
                    if (s.isIdentifier(j) && s.text(j + 1).equals("<")) unreadable.add(s.texts[j]);
                }
            }
            i = close;
        }
        return out;
    }

    /** The candidate that makes {@code spec} the class {@code name}, or null when a use names other arguments. */
    private static Edit toClass(CTokens s, String name, Declarations d, Specialization spec, List<Node> touched) {
        String args = texts(s, spec.open(), spec.close());
        Set<Integer> deleted = new TreeSet<>();
        for (int[] r : d.templated) {
            if (r[0] == spec.start()) continue;
            for (int j = r[0]; j <= r[1]; j++) deleted.add(j);
        }
        for (int j = spec.start(); j < spec.open() - 2; j++) deleted.add(j); // template < >
        for (int j = spec.open(); j <= spec.close(); j++) deleted.add(j);
        for (int j = 0; j < s.size(); j++) {
            if (!s.texts[j].equals(name) || !s.isIdentifier(j) || deleted.contains(j)) continue;
            String prev = s.text(j - 1);
            if (prev.equals(".") || prev.equals("->")) continue;
            touched.add(s.nodes.get(j));
            // without arguments: a constructor, the injected class name, or a variable of the same
            // name (canonical names clash), which the class does not disturb; the oracle judges
            if (!s.text(j + 1).equals("<")) continue;
            int close = ClassTemplateInstantiation.angleClose(s, j + 1);
            if (close < 0 || !texts(s, j + 1, close).equals(args)) return null;
            for (int k = j + 1; k <= close; k++) deleted.add(k);
        }
        for (int j = spec.start(); j <= spec.close(); j++) touched.add(s.nodes.get(j));
        List<Node> gone = new ArrayList<>();
        for (int j : deleted) gone.add(s.nodes.get(j));
        return Edit.delete(gone);
    }

    /** The texts of the tokens [from, to], one space apart. */
    private static String texts(CTokens s, int from, int to) {
        return String.join(" ", List.of(s.texts).subList(from, to + 1));
    }
}
