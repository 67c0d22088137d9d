package io.pare.program;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Languages;

/** Printing candidates: original layout between old neighbours, one space only where tokens would merge. */
class ProgramTest {

    @Test
    void insertsASpaceOnlyWhereTwoTokensWouldLexAsOne() {
        Program p = TestPrograms.smt("(assert (f x y))");
        // tokens: ( assert ( f x y ) )  -- drop "( f" and ") " pieces
        int[] keep = {0, 1, 4, 5, 7};
        assertEquals("(assert x y)", p.render(keep));
        int[] glued = {0, 3, 4, 7};
        assertEquals("(f x)", p.render(glued));
    }

    @Test
    void keepsLineStructureWhenLinesAreJoined() {
        Program p = TestPrograms.smt("(push 1)\n(pop 1)\n  (check-sat)\n");
        int[] keep = {0, 1, 3, 8, 9, 10};
        assertEquals("(push)\n  (check-sat)\n", p.render(keep));
    }

    /**
     * A candidate's tokens are read off the paths to the nodes its edit changes, the rest copied
     * from the current tokens: they must be what printing the whole tree under the edit gives, for
     * every kind of change, also after commits have changed the tree.
     */
    @Test
    void aCandidatesTokensAreTheTreePrintedUnderItsEdit() {
        Program p = TestPrograms.parse(Languages.byName("c"), """
                typedef int T;
                static int g(int a, int b) { return a < b ? a : b; }
                int f(T *p, int n) {
                  for (int i = 0; i < n; i++) { p[i] = (T) g(i, n) * 2; if (p[i] > 3) break; }
                  return p[0] ? f(p, n - 1) : 0;
                }
                """);
        Random random = new Random(7);
        for (int round = 0; round < 400; round++) {
            List<Node> nodes = p.root().subtree();
            Edit e = randomEdit(p, nodes, random);
            assertArrayEquals(printed(p.root(), e), p.tokensOf(e), "round " + round);
            if (round % 40 == 39 && !e.hasSplices()) {
                p.commit(e);
                assertArrayEquals(printed(p.root(), null), p.currentTokens(), "after commit " + round);
            }
        }
    }

    private static Edit randomEdit(Program p, List<Node> nodes, Random random) {
        List<Node> picked = new ArrayList<>();
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            Node n = nodes.get(1 + random.nextInt(nodes.size() - 1));
            if (picked.stream().noneMatch(o -> above(o, n) || above(n, o))) picked.add(n);
        }
        return switch (random.nextInt(4)) {
            case 0 -> Edit.delete(picked);
            case 1 -> {
                Node n = picked.get(0);
                List<Node> below = n.subtree();
                yield Edit.replace(n, below.get(random.nextInt(below.size())));
            }
            case 2 -> {
                Map<Node, Integer> retokened = new IdentityHashMap<>();
                for (Node n : picked) {
                    for (Node t : n.tokenNodes()) retokened.put(t, p.currentTokens()[0]);
                }
                yield Edit.retoken(retokened);
            }
            default -> Edit.splice(picked.get(0), new int[] {p.currentTokens()[1], p.currentTokens()[0]});
        };
    }

    private static boolean above(Node a, Node b) {
        for (Node x = b; x != null; x = x.parent()) {
            if (x == a) return true;
        }
        return false;
    }

    /** The whole tree printed under the edit, node by node (what tokensOf did before it read the current tokens). */
    private static int[] printed(Node root, Edit e) {
        IntArray out = new IntArray(16);
        print(root, e, out);
        return out.toArray();
    }

    private static void print(Node n, Edit e, IntArray out) {
        if (e != null && e.splice(n) != null) {
            for (int t : e.splice(n)) out.add(t);
            return;
        }
        if (e != null && e.touches(n)) {
            n = e.replacement(n);
            if (n == null) return;
        }
        if (n.kind() == NodeKind.TOKEN) {
            out.add(e == null ? n.tokenIndex() : e.tokenOf(n));
            return;
        }
        for (Node c : n.children()) print(c, e, out);
    }
}
