package io.pare.reduction.lang.rust;

import static io.pare.TestPrograms.without;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.parse.Identifiers;
import io.pare.parse.Language;
import io.pare.parse.Languages;
import io.pare.program.Program;
import io.pare.reduction.lang.LanguagePasses;
import io.pare.reduction.unused.DanglingNames;

/** Names rustc resolves to a binding inside an item: what a deletion leaves undeclared, and what it does not. */
class RustNamesTest {
    private static final Language RUST = Languages.byName("rust");
    private static final Set<Integer> IDS = Identifiers.types(RUST, null);
    /** After T-Rec: the function, the parameter and the struct field are all {@code a}. */
    private static final String SAME_LETTERS = """
            struct S { a: i32 }
            fn a() -> i32 { 1 }
            fn b<T: Copy, const N: usize>(a: i32, t: T) -> i32 { let c = a; let _z = [0u8; N]; let S { a } = S { a: c }; c + a }
            fn main() { b::<u8, 2>(2, 0); }
            """;

    private static DanglingNames names() {
        return new DanglingNames(LanguagePasses.declarations(RUST, IDS).orElseThrow(), IDS, LanguagePasses.localDeclarations(RUST),
                LanguagePasses.localsStopTheCompiler(RUST));
    }

    @Test
    void aFunctionMayGoWhileALocalOfItsNameIsRead() throws Exception {
        Program p = TestPrograms.parse(RUST, SAME_LETTERS);
        assertFalse(names().dangles(p, without(p, "fn a ( ) -> i32 { 1 }")), "b's `a` is its parameter");
        DanglingNames withoutLocals = new DanglingNames(LanguagePasses.declarations(RUST, IDS).orElseThrow(), IDS);
        assertTrue(withoutLocals.dangles(p, without(p, "fn a ( ) -> i32 { 1 }")), "the parameters are the local declarations' part");
    }

    @Test
    void aBindingDeletedWhileReadIsLeftToTheOracleAnItemIsNot() throws Exception {
        // rustc reports the name it cannot find and goes on: a crash in a later phase still shows
        Program p = TestPrograms.parse(RUST, SAME_LETTERS);
        DanglingNames names = names();
        assertFalse(names.dangles(p, without(p, "let c = a ;")), "c is still read");
        assertFalse(names.dangles(p, without(p, ", const N : usize")), "[0u8; N] still reads N");
        assertTrue(names.dangles(p, without(p, "fn b")), "main still calls b");
    }

    @Test
    void aVariantNamedInAPatternIsNoBinding() throws Exception {
        Program p = TestPrograms.parse(RUST, """
                fn f(o: Option<i32>) -> i32 { match o { None => 0, Some(x) => x } }
                fn g() -> Option<i32> { None }
                """);
        assertFalse(names().dangles(p, without(p, "None => 0 ,")), "g's None is the prelude's, declared nowhere here");
    }
}
