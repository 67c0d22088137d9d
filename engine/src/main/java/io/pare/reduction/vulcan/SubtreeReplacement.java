package io.pare.reduction.vulcan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

import io.pare.parse.CompiledGrammar;
import io.pare.parse.Derivations;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Edit;
import io.pare.program.IntArray;
import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Symbols;
import io.pare.program.Token;
import io.pare.query.CancelledException;
import io.pare.reduction.Memo;
import io.pare.reduction.Reducer;
import io.pare.reduction.ReductionContext;
import io.pare.reduction.RegionMemory;

/**
 * Sub-tree replacement (Vulcan Alg. 3): a node is replaced by another alternative of a rule it
 * derives, generated as small as the grammar allows and never larger than the node. Nodes are
 * visited top-down (breadth first); a node qualifies when its rule has at most
 * {@code maxAlternatives} alternatives and it has at most {@code maxTokens} tokens (the paper's
 * "low-level non-terminals"; it gives no numbers). Besides the smallest derivation of each
 * alternative, the alternative is also tried with its rule holes filled by the node's own
 * largest compatible subtrees ({@code (define-fun f () Bool T)} → {@code (assert T)}), since a
 * replacement that keeps the bug-relevant part is the one the oracle can accept. Generated
 * tokens take the smallest legal lexeme of their type, identifiers an existing name. The first
 * accepted replacement ends the call.
 */
public final class SubtreeReplacement implements Reducer {
    private final Derivations derivations;
    private final Lexicon lexicon;
    private final Set<Integer> identifierTypes;
    private final int maxAlternatives;
    private final int maxTokens;
    /** Nodes where no replacement was interesting, or null to try every node every time (the paper's way). */
    private final RegionMemory memory;
    /**
     * With {@link #memory}: nodes where no early replacement ({@link #early}) was interesting; the
     * rest may not have been asked. Null in the paper's order, which asks no replacement early.
     */
    private final RegionMemory earlyMemory;
    /** How many fits the first hole of an alternative tries, largest first (see {@link #holes}). */
    private static final int FIRST_HOLE_CHOICES = 3;
    /** With {@link #memory}: the kinds of replacement the oracle refused, and those it took ({@link Kinds}). */
    private final Kinds kinds;

    public SubtreeReplacement(Derivations derivations, Lexicon lexicon, Set<Integer> identifierTypes, int maxAlternatives,
            int maxTokens) {
        this(derivations, lexicon, identifierTypes, maxAlternatives, maxTokens, false);
    }

    /**
     * With {@code remembering} (the default's variant), a node where no replacement was
     * interesting is skipped until one of its tokens changed (a rename onto a fresh name is no
     * change), every node's replacements that shrink it to its own parts are asked before the
     * others, and of replacements that differ only in their operators one is asked.
     */
    public SubtreeReplacement(Derivations derivations, Lexicon lexicon, Set<Integer> identifierTypes, int maxAlternatives,
            int maxTokens, boolean remembering) {
        this.memory = remembering ? RegionMemory.readingNames(identifierTypes) : null;
        this.earlyMemory = remembering ? new RegionMemory() : null; // keyed by memory's regions
        this.kinds = remembering ? new Kinds() : null;
        this.derivations = derivations;
        this.lexicon = lexicon;
        this.identifierTypes = identifierTypes;
        this.maxAlternatives = maxAlternatives;
        this.maxTokens = maxTokens;
    }

    @Override
    public String name() {
        return "vulcan:SR";
    }

    /**
     * A replacement of a node; {@code ownParts}: another alternative of the rule that derives the
     * node's children (the innermost of its chain), filled with the node's own subtrees.
     */
    private record Candidate(Node node, int[] tokens, boolean ownParts, long kind) {
    }

    /**
     * The kind of a replacement: the rule and alternative it derives, and whether its holes hold
     * the node's own parts or the smallest derivations.
     */
    private static long kind(int rule, int alternative, boolean reused) {
        return ((long) rule << 32) | ((long) alternative << 1) | (reused ? 1 : 0);
    }

    /**
     * The default's: kinds of replacement the oracle keeps refusing are no longer offered. A
     * language with types refuses most of the smallest derivations wherever they go: on the
     * Checker Framework case (Java) sub-tree replacement asked 190 questions of about 6 s each for
     * one replacement taken, each alternative of Java's expression rule ({@code x ++},
     * {@code + x}, {@code x . class}, {@code x :: f}, a cast) again at every link of a chain of
     * calls, each refused by javac's type check. A kind refused at {@value #REFUSALS} nodes and never
     * taken is not offered again in the run; one the oracle took once stays. A node's several
     * fills of one kind count once: they are what the node's turn asks. At three nodes, the Java
     * case's 117-token program with an oracle that takes nothing drew 245 questions (326 before),
     * at two 186; on the LLVM 64047 case (C, wrong code) two took its questions from 587 to 180
     * and three to 234, both with the same seven replacements taken. Within a search, each
     * candidate offered counts as refused for the ones after it (the search only goes on past a
     * refused one), and only the candidates up to the one taken are remembered after it, so what
     * is offered depends on the answers in order alone, not on how far the jobs asked ahead.
     */
    static final int REFUSALS = 2;

    /**
     * How many nodes a kind of the early replacements ({@link #early}: the node shrunk to its own
     * parts under another alternative) may be refused at before it is no longer offered, counted
     * apart from the kind's other replacements ({@link #counted}). They are few, each a deletion,
     * and on Rust they are what takes a program down: on the mono-recursion case (92004)
     * {@code &mut Peekable<I>} to {@code I} and {@code extend_number(x, itr)?} to {@code x} were
     * taken at nodes past a kind's second. At {@value #REFUSALS} nodes that run left 159 tokens, at
     * four 100 (sub-tree replacement's questions 458 to 680, the run 213 s to 170 s), with no limit
     * 81; on the LLVM 64047 case four nodes took its questions from 181 to 255, with the same 117
     * tokens left, where no limit took them to 515.
     */
    static final int EARLY_REFUSALS = 4;

    /**
     * Kinds of replacement as {@link Kinds} counts them: an early replacement ({@link #early}) of a
     * kind apart from the kind's other replacements, so that the early ones' further nodes do not
     * use up the count of the rest (an operator's variants filled with the node's own parts).
     */
    private static long counted(Candidate c) {
        return early(c) ? c.kind() | EARLY : c.kind();
    }

    /** Marks an early replacement's kind ({@link #counted}); the alternative's bits stop below it. */
    private static final long EARLY = 1L << 31;

    private static final class Kinds {
        private record Refusal(long kind, int nth) {
        }

        private final Memo<Object> seen = new Memo<>();

        private static int limit(long counted) {
            return (counted & EARLY) != 0 ? EARLY_REFUSALS : REFUSALS;
        }

        private int refusals(long counted) {
            int n = 0;
            while (n < limit(counted) && seen.contains(new Refusal(counted, n))) n++;
            return n;
        }

        /** Whether a candidate is offered, where its kind was offered at {@code before} other nodes earlier in the search. */
        boolean offers(Candidate c, int before) {
            long k = counted(c);
            return seen.contains(k) || refusals(k) + before < limit(k);
        }

        /**
         * The search ended: the candidates offered before the one taken (or all of them) were
         * refused; each kind counts one refusal per node it was refused at.
         */
        void searched(List<Candidate> offered, Candidate taken) {
            Map<Long, Set<Node>> places = new HashMap<>();
            for (Candidate c : offered) {
                if (c == taken) {
                    seen.add(counted(c));
                    break;
                }
                places.computeIfAbsent(counted(c), k -> new HashSet<>()).add(c.node());
            }
            for (Map.Entry<Long, Set<Node>> e : places.entrySet()) {
                int n = refusals(e.getKey());
                for (int i = 0; i < e.getValue().size() && n < limit(e.getKey()); i++) seen.add(new Refusal(e.getKey(), n++));
            }
        }
    }

    @Override
    public void round(ReductionContext ctx) throws CancelledException, InterruptedException {
        Program p = ctx.program();
        String name = commonIdentifier(p);
        List<Node> order = new ArrayList<>();
        List<Long> regions = new ArrayList<>(); // order's region keys, when remembering
        Deque<Node> queue = new ArrayDeque<>(List.of(p.root()));
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            if (n.kind() == NodeKind.RULE && n.size() > 0 && n.size() <= maxTokens) {
                long region = memory == null ? 0 : memory.region(p, List.of(n));
                if (memory == null || !memory.foundNothing(region)) {
                    order.add(n);
                    regions.add(region);
                }
            }
            queue.addAll(n.children());
        }
        // The default's order (with earlyMemory): first, every node's replacements that shrink it to
        // its own parts under another alternative; then, node by node as the paper goes, the rest.
        // A same-size move ends the call and the schedule allows few of them, so on a 120-token
        // wrong-code case swaps near the root (int -> signed -> __signed) used them up before a
        // replacement deeper down that shrinks (for (; g; g++) S -> while (g++) S) was ever asked.
        // The early ones are kept few: asking every node's generated shrinking ones first (f = f;
        // for an assignment) cost 700 queries there, each a compile and a run, for nothing, and
        // those of the outer rules of a chain of expressions 100 more (348 s -> 299 s).
        List<List<Candidate>> computed = new ArrayList<>();
        Iterator<Candidate> candidates = new Iterator<>() {
            boolean late = earlyMemory == null;
            int next;
            Iterator<Candidate> current = List.<Candidate>of().iterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext()) {
                    if (next == order.size()) {
                        if (late) return false;
                        late = true;
                        next = 0;
                        continue;
                    }
                    int i = next++;
                    if (computed.size() == i) {
                        List<Candidate> all = candidatesFor(p, order.get(i), name);
                        // a node whose early replacements were refused as it stands offers only the rest
                        if (earlyMemory != null && earlyMemory.foundNothing(regions.get(i))) {
                            all = all.stream().filter(c -> !early(c)).toList();
                        }
                        computed.add(all);
                    }
                    boolean lateNow = late;
                    current = earlyMemory == null ? computed.get(i).iterator()
                            : computed.get(i).stream().filter(c -> early(c) != lateNow).iterator();
                }
                return true;
            }

            @Override
            public Candidate next() {
                if (!hasNext()) throw new NoSuchElementException();
                return current.next();
            }
        };
        List<Candidate> offered = new ArrayList<>();
        Optional<Candidate> chosen = ctx.commitFirstParsing(kinds == null ? candidates : offeredKinds(candidates, offered),
                c -> Edit.splice(c.node(), c.tokens()));
        if (kinds != null) kinds.searched(offered, chosen.orElse(null));
        if (memory != null) {
            // a node found nothing when all its replacements were asked and refused: those of its
            // phase (early, late) asked before the accepted one, or all when none was
            int at = chosen.isPresent() ? order.indexOf(chosen.get().node()) : order.size();
            boolean tookEarly = chosen.isPresent() && early(chosen.get()); // remembering asks the early ones first
            for (int i = 0; i < computed.size(); i++) {
                boolean earlyRefused = !tookEarly || i < at;
                boolean lateRefused = chosen.isEmpty() || (!tookEarly && i < at)
                        || computed.get(i).stream().allMatch(SubtreeReplacement::early);
                if (earlyRefused) earlyMemory.markEmpty(regions.get(i));
                if (earlyRefused && lateRefused) memory.markEmpty(regions.get(i));
            }
        }
    }

    /** The candidates of kinds still offered ({@link Kinds}), each added to {@code offered} as it goes out. */
    private Iterator<Candidate> offeredKinds(Iterator<Candidate> candidates, List<Candidate> offered) {
        Map<Long, Set<Node>> places = new HashMap<>(); // per kind, the nodes it was offered at so far
        return new Iterator<>() {
            Candidate next;

            @Override
            public boolean hasNext() {
                while (next == null && candidates.hasNext()) {
                    Candidate c = candidates.next();
                    Set<Node> at = places.computeIfAbsent(counted(c), k -> new HashSet<>());
                    if (!kinds.offers(c, at.size() - (at.contains(c.node()) ? 1 : 0))) continue;
                    at.add(c.node());
                    offered.add(c);
                    next = c;
                }
                return next != null;
            }

            @Override
            public Candidate next() {
                if (!hasNext()) throw new NoSuchElementException();
                Candidate c = next;
                next = null;
                return c;
            }
        };
    }

    /** Asked first by the default: the node shrinks to some of its own parts under another alternative of its rule. */
    private static boolean early(Candidate c) {
        return c.ownParts() && shrinks(c);
    }

    private static boolean shrinks(Candidate c) {
        return c.tokens().length < c.node().size();
    }

    /** Replacements of one node: per alternative, with its own subtrees reused, then smallest; small first within each. */
    List<Candidate> candidatesFor(Program p, Node n, String identifier) {
        CompiledGrammar g = derivations.grammar();
        int origin = p.tokens().get(firstToken(n)).origin();
        List<Node> inside = descendants(n);
        Map<String, Candidate> reuse = new LinkedHashMap<>();
        Map<String, Candidate> smallest = new LinkedHashMap<>();
        int innermost = n.chain()[n.chain().length - 1];
        for (int rule : n.chain()) {
            int alts = derivations.alternativeCount(rule);
            if (alts < 2 || alts > maxAlternatives) continue;
            for (int a = 0; a < alts; a++) {
                List<Derivations.Part> skeleton = derivations.skeleton(rule, a);
                if (skeleton == null) continue;
                int[] minimal = fill(p, skeleton, new Node[skeleton.size()], identifier, origin);
                if (minimal != null && minimal.length <= n.size()) {
                    smallest.putIfAbsent(key(p, minimal), new Candidate(n, minimal, false, kind(rule, a, false)));
                }
                for (int choice = 0; choice < FIRST_HOLE_CHOICES; choice++) {
                    Node[] holes = holes(g, skeleton, inside, choice);
                    if (holes == null) break;
                    int[] reused = fill(p, skeleton, holes, identifier, origin);
                    // the paper's replacements may keep the size (Vulcan bounds those moves); the ones
                    // Pare adds (smaller own subtrees, optional parts) must shrink the node: as
                    // same-size moves they cost a Perses round each and gained nothing on Rust
                    int limit = choice > 0 || fillsOptional(skeleton, holes) ? n.size() - 1 : n.size();
                    // the same text from an outer rule of the chain (listed first) is still the innermost rule's own parts
                    if (reused != null && reused.length <= limit) {
                        reuse.merge(key(p, reused), new Candidate(n, reused, rule == innermost, kind(rule, a, true)),
                                (was, now) -> now.ownParts() ? now : was);
                    }
                }
            }
        }
        // the node's own text again (its tokens regenerated, printed with other spaces) changes nothing
        IntArray own = new IntArray(n.size());
        collect(n, own);
        int[] ownTokens = own.toArray();
        String same = key(p, ownTokens);
        reuse.remove(same);
        smallest.remove(same);
        List<Candidate> out = new ArrayList<>(reuse.values());
        out.sort(Comparator.comparingInt(c -> c.tokens().length));
        List<Candidate> small = new ArrayList<>(smallest.values());
        small.sort(Comparator.comparingInt(c -> c.tokens().length));
        for (Candidate c : small) {
            if (!reuse.containsKey(key(p, c.tokens()))) out.add(c);
        }
        return memory == null ? out : oneOperatorEach(p, ownTokens, out);
    }

    /**
     * The default's: of a node's replacements that differ only in their operators, one. A rule of
     * binary expressions has an alternative per operator, and each, filled with the node's own
     * parts, is a candidate of the same size: {@code *e = 1} became {@code e * 1}, {@code e + 1},
     * {@code e < 1}, {@code e & 1}, {@code e ^ 1}, {@code e | 1}... On the 297-byte LLVM 64047
     * case 109 of sub-tree replacement's 834 queries were such variants of one asked before
     * (31 oracle-seconds, each a compile and five runs), and none was taken. The one kept is the
     * first whose operators the node itself uses (the bug may be in that operator), else the
     * first in order.
     */
    private List<Candidate> oneOperatorEach(Program p, int[] nodeTokens, List<Candidate> all) {
        Set<String> own = new HashSet<>();
        for (int t : nodeTokens) own.add(p.tokens().get(t).text());
        Map<String, Integer> shapeAt = new HashMap<>();
        List<Candidate> out = new ArrayList<>(all.size());
        for (Candidate c : all) {
            Integer at = shapeAt.putIfAbsent(shape(p, c.tokens()), out.size());
            if (at == null) {
                out.add(c);
            } else if (!usesOnly(p, out.get(at), own) && usesOnly(p, c, own)) {
                out.set(at, c);
            }
        }
        return out;
    }

    /** The candidate's texts with its operators left out (as one mark each): what variants of one replacement share. */
    private String shape(Program p, int[] tokens) {
        StringBuilder sb = new StringBuilder();
        for (int t : tokens) {
            Token tok = p.tokens().get(t);
            // a write (=, +=, ++) stays apart from the operators that only compute a value
            sb.append(!isOperator(tok) ? tok.text() : writes(tok.text()) ? "\u0002" : "\u0001").append('\u0000');
        }
        return sb.toString();
    }

    /** Whether every operator of the candidate is one the node uses. */
    private boolean usesOnly(Program p, Candidate c, Set<String> own) {
        for (int t : c.tokens()) {
            Token tok = p.tokens().get(t);
            if (isOperator(tok) && !own.contains(tok.text())) return false;
        }
        return true;
    }

    /** An operator: punctuation other than brackets and separators ({@code +}, {@code <<=}, {@code ->}). */
    private boolean isOperator(Token tok) {
        if (identifierTypes.contains(tok.type())) return false;
        String t = tok.text();
        if (t.isEmpty() || NOT_OPERATORS.contains(t)) return false;
        for (int i = 0; i < t.length(); i++) {
            if (OPERATOR_CHARS.indexOf(t.charAt(i)) < 0) return false;
        }
        return true;
    }

    private static boolean writes(String op) {
        return op.equals("++") || op.equals("--") || (op.endsWith("=") && !COMPARISONS.contains(op));
    }

    private static final Set<String> COMPARISONS = Set.of("==", "!=", "<=", ">=", "===", "!==");

    private static final String OPERATOR_CHARS = "+-*/%<>=!&|^~.?:";
    private static final Set<String> NOT_OPERATORS = Set.of(":", "::", "...", "?");

    /**
     * The skeleton's rule holes filled greedily with the largest fitting descendants that do not
     * overlap, except that the first rule hole skips its {@code choice} largest fits (a chain of
     * nodes over the same tokens counting once): the
     * largest part may be what makes the replacement too long or uninteresting, as in
     * {@code "" + a;} → {@code return a;}. Null when no hole can be filled, or the first has
     * fewer fits than that.
     */
    private static Node[] holes(CompiledGrammar g, List<Derivations.Part> skeleton, List<Node> inside, int choice) {
        Node[] holes = new Node[skeleton.size()];
        List<Node> used = new ArrayList<>();
        boolean any = false;
        for (int i = 0; i < skeleton.size(); i++) {
            Derivations.Part part = skeleton.get(i);
            if (!part.rule()) continue;
            int skip = any ? 0 : choice;
            List<Node> skipped = new ArrayList<>();
            for (Node d : inside) {
                if (overlaps(d, used) || !fits(g, part.id(), d)) continue;
                // a chain of nodes over the same tokens is one choice
                if (skipped.stream().anyMatch(x -> sameTokens(x, d))) continue;
                if (skip-- > 0) {
                    skipped.add(d);
                    continue;
                }
                holes[i] = d;
                used.add(d);
                any = true;
                break;
            }
            if (!any && choice > 0 && skip >= 0) return null;
        }
        return any ? holes : null;
    }

    private static String key(Program p, int[] tokens) {
        StringBuilder sb = new StringBuilder();
        for (int t : tokens) sb.append(p.tokens().get(t).text()).append('\u0000');
        return sb.toString();
    }

    private static boolean fits(CompiledGrammar g, int rule, Node d) {
        if (d.kind() == NodeKind.TOKEN) return g.canStandFor(Symbols.rule(rule), d.slot());
        for (int r : d.chain()) {
            if (g.canStandFor(Symbols.rule(rule), Symbols.rule(r))) return true;
        }
        return false;
    }

    private static boolean fillsOptional(List<Derivations.Part> skeleton, Node[] holes) {
        for (int i = 0; i < skeleton.size(); i++) {
            if (holes[i] != null && skeleton.get(i).optional()) return true;
        }
        return false;
    }

    private static boolean sameTokens(Node a, Node b) {
        return a.size() == b.size() && a.firstTokenNode() == b.firstTokenNode();
    }

    private static boolean overlaps(Node d, List<Node> used) {
        for (Node u : used) {
            if (isUnder(d, u) || isUnder(u, d)) return true;
        }
        return false;
    }

    private static boolean isUnder(Node a, Node b) {
        for (Node x = a; x != null; x = x.parent()) {
            if (x == b) return true;
        }
        return false;
    }

    /** Descendants that are rules or tokens, largest first (ties in document order). */
    private static List<Node> descendants(Node n) {
        List<Node> out = new ArrayList<>();
        Deque<Node> q = new ArrayDeque<>(n.children());
        while (!q.isEmpty()) {
            Node d = q.poll();
            if ((d.kind() == NodeKind.RULE || d.kind() == NodeKind.TOKEN) && d.size() > 0) out.add(d);
            q.addAll(d.children());
        }
        out.sort(Comparator.comparingInt((Node d) -> -d.size()));
        return out;
    }

    private int[] fill(Program p, List<Derivations.Part> skeleton, Node[] holes, String identifier, int origin) {
        IntArray out = new IntArray(8);
        for (int i = 0; i < skeleton.size(); i++) {
            Derivations.Part part = skeleton.get(i);
            if (holes[i] != null) {
                collect(holes[i], out);
            } else if (part.optional()) {
                continue;
            } else if (part.rule()) {
                int[] types = derivations.minimalTokens(part.id());
                if (types == null) return null;
                for (int t : types) {
                    if (!token(p, t, identifier, origin, out)) return null;
                }
            } else if (!token(p, part.id(), identifier, origin, out)) {
                return null;
            }
        }
        return out.toArray();
    }

    private final Map<Integer, String> samples = new HashMap<>();

    private boolean token(Program p, int type, String identifier, int origin, IntArray out) {
        if (type == org.antlr.v4.runtime.Token.EOF) return true;
        String text = identifierTypes.contains(type) && identifier != null ? identifier
                : samples.computeIfAbsent(type, t -> lexicon == null ? null : lexicon.sample(t));
        if (text == null) return false;
        out.add(p.generate(type, text, origin));
        return true;
    }

    private static void collect(Node n, IntArray out) {
        if (n.kind() == NodeKind.TOKEN) {
            out.add(n.tokenIndex());
            return;
        }
        for (Node c : n.children()) collect(c, out);
    }

    /** The node's first token (n has at least one; SR only looks at nodes with tokens). */
    private static int firstToken(Node n) {
        return n.firstTokenNode().tokenIndex();
    }

    /** The most used identifier text of the program (generated identifiers reuse it). */
    private String commonIdentifier(Program p) {
        Map<String, Integer> count = new HashMap<>();
        String best = null;
        for (int t : p.currentTokens()) {
            var tok = p.tokens().get(t);
            if (!identifierTypes.contains(tok.type())) continue;
            int c = count.merge(tok.text(), 1, Integer::sum);
            if (best == null || c > count.get(best) || (c == count.get(best) && tok.text().compareTo(best) < 0)) best = tok.text();
        }
        return best;
    }
}
