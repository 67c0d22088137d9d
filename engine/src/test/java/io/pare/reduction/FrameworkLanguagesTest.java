package io.pare.reduction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.parse.TextLanguage;

/** Every framework reducer on every bundled language (and the text fallback), with an in-process oracle. */
class FrameworkLanguagesTest {
    private record Case(Language language, String file, String text, String needle) {
    }

    private static final List<Case> CASES = List.of(
            new Case(Languages.byName("smtlib2"), "t.smt2", """
                    (set-logic QF_LIA)
                    (declare-fun x () Int)
                    (declare-fun y () Int)
                    (assert (and (> x 1) (< (+ x y) 10) (distinct x y)))
                    (check-sat)
                    """, "distinct"),
            new Case(Languages.byName("c"), "t.c", """
                    int g;
                    static int f(int a, int b) { int c = a + b * 2; if (c > 3) { return c; } return a; }
                    int main(void) { int x = f(1, 2); g = x; return magic(x, g); }
                    """, "magic"),
            new Case(Languages.byName("rust"), "t.rs", """
                    struct P { x: i32, y: i32 }
                    fn f(p: &P) -> i32 { let s = p.x + p.y; if s > 2 { s } else { 0 } }
                    fn main() { let p = P { x: 1, y: 2 }; println!("{}", f(&p)); magic(p.x); }
                    """, "magic"),
            new Case(new TextLanguage(), "t.txt", "alpha (beta gamma) [delta magic] epsilon\nzeta\n", "magic"));

    @Test
    void everyReducerOnEveryLanguage() throws Exception {
        for (Case c : CASES) {
            for (String reducer : List.of("opdd", "hdd", "coarse-hdd", "hddr", "gtr", "pardis", "pardis-hybrid", "gtr,perses")) {
                RecordingOracle oracle = new RecordingOracle(t -> t.contains(c.needle()));
                ReductionResult r = TestPrograms.reduce(c.language(), c.file(), c.text(), reducer, oracle, 2);
                String where = reducer + " on " + c.language().name();
                assertTrue(r.text().contains(c.needle()), where + ": " + r.text());
                assertTrue(r.outputTokens() < r.inputTokens(), where + " reduced nothing");
                if (!reducer.equals("opdd") && !(c.language() instanceof TextLanguage)) {
                    TestPrograms.parse(c.language(), r.text()); // tree reducers keep the program parseable
                }
            }
        }
    }
}
