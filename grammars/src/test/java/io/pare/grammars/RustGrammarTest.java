package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.Test;

class RustGrammarTest {
    private static final LanguageGrammar RUST = LanguageGrammar.fromResources("rust", "rust/Rust.g4", null, "crate");

    private static void parses(String text) {
        assertEquals(List.of(), GrammarParsing.errors(RUST, text), text);
    }

    private static void rejects(String text) {
        assertFalse(GrammarParsing.errors(RUST, text).isEmpty(), "should not parse: " + text);
    }

    /** Names of the default-channel tokens of the text, e.g. LIFETIME or '>'. */
    private static List<String> tokens(String text) {
        CommonTokenStream ts = new CommonTokenStream(RUST.newLexer(CharStreams.fromString(text)));
        ts.fill();
        List<String> names = new ArrayList<>();
        for (Token t : ts.getTokens()) {
            if (t.getType() != Token.EOF && t.getChannel() == Token.DEFAULT_CHANNEL) {
                names.add(RUST.lexerGrammar().getVocabulary().getDisplayName(t.getType()));
            }
        }
        return names;
    }

    private static ParserRuleContext tree(String text) {
        CommonTokenStream ts = new CommonTokenStream(RUST.newLexer(CharStreams.fromString(text)));
        return RUST.newParser(ts).parse(RUST.rule("crate").index);
    }

    private static List<ParserRuleContext> find(ParseTree t, String rule, List<ParserRuleContext> out) {
        if (t instanceof ParserRuleContext ctx) {
            if (RUST.parserGrammar().getRule(ctx.getRuleIndex()).name.equals(rule)) out.add(ctx);
            for (int i = 0; i < ctx.getChildCount(); i++) find(ctx.getChild(i), rule, out);
        }
        return out;
    }

    private static long children(ParserRuleContext ctx, String rule) {
        return ctx.children.stream().filter(c -> c instanceof ParserRuleContext p
                && RUST.parserGrammar().getRule(p.getRuleIndex()).name.equals(rule)).count();
    }

    @Test
    void parsesTheConstructsFile() throws IOException {
        try (InputStream in = RustGrammarTest.class.getResourceAsStream("/rust/constructs.rs")) {
            assertNotNull(in, "missing test resource rust/constructs.rs");
            parses(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void items() {
        parses("""
                extern crate alloc;
                extern crate std as stdlib;
                mod a;
                pub(crate) mod b { pub(super) fn f() {} pub(in crate::b) struct S; }
                fn f<T>(x: T) -> T { x }
                pub const unsafe extern "C" fn g() {}
                struct Unit;
                struct Tuple(pub u8, String);
                struct Named { a: u8, pub b: Vec<u8>, }
                enum E { A, B(u8), C { x: i32 }, D = 4 }
                union U { a: u32, b: f32 }
                trait T: Clone { type A; const C: u8 = 1; fn m(&self) -> u8; fn d(&mut self) {} }
                impl T for Named { type A = u8; fn m(&self) -> u8 { 0 } }
                impl<X> !Send for Wrapper<X> {}
                unsafe impl Sync for U {}
                type Alias<T> = Vec<T>;
                const N: usize = 3;
                const _: () = ();
                static mut COUNT: u32 = 0;
                extern "C" { fn printf(f: *const u8, ...) -> i32; static errno: i32; }
                """);
    }

    @Test
    void useTrees() {
        parses("""
                use std::collections::{HashMap, hash_map::{self, Entry}};
                use std::io::*;
                use ::core::fmt::Debug as _;
                use super::{a, b as c};
                use crate::x::{};
                pub use self::inner::Thing;
                """);
    }

    @Test
    void genericsLifetimesConstGenericsAndWhereClauses() {
        parses("""
                struct S<'a, T: 'a + ?Sized, const N: usize = 3> where T: Debug { r: &'a T, a: [u8; N] }
                fn f<'a, 'b: 'a, T, U = u8, const M: bool>(x: &'a T) -> &'a T where 'b: 'a, T: Clone + 'a, U: Iterator<Item = u8> { x }
                impl<const N: usize> Foo<N> {}
                impl Foo<{ N + 1 }> {}
                impl Foo<-1> {}
                fn g() -> Vec<Vec<Vec<u8>>> { Vec::<Vec<Vec<u8>>>::new() }
                trait Gat { type Item<'a> where Self: 'a; }
                """);
    }

    @Test
    void traitBoundsHigherRankedDynImplAndSized() {
        parses("""
                fn f<F>(f: F) where for<'a> F: Fn(&'a u8) -> &'a u8 {}
                fn g<T: ?Sized + for<'a> Tr<'a>>(x: &dyn for<'a> Fn(&'a ()), y: impl Fn() -> u8 + Send) {}
                fn h() -> Box<dyn std::error::Error + Send + Sync + 'static> { todo!() }
                fn i(x: &(dyn Any + Send)) -> impl Iterator<Item = u8> + '_ { x }
                fn j(p: *const u8, q: *mut *mut u8, r: &&mut [u8], f: fn(u8) -> u8, g: unsafe extern "C" fn(i32, ...), n: !, t: (u8,), q2: <T as Iterator>::Item) {}
                """);
    }

    @Test
    void closuresAsyncAwaitAndTry() {
        parses("""
                async fn f() -> Result<u8, E> {
                    let a = |x| x + 1;
                    let b = |x: u8, y| -> u8 { x + y };
                    let c = move || a(1);
                    let d = async move { g().await? };
                    let e = xs.iter().map(|&(a, b)| a * b).filter(|x| *x > 0).sum::<u8>();
                    let h = async { 1 }.await;
                    Ok(foo()?.bar()?.baz.await?)
                }
                fn k() -> impl Fn(u8) -> u8 { move |x| x }
                """);
    }

    @Test
    void patterns() {
        parses("""
                fn f(x: u8, (a, b): (u8, u8), mut c: u8, _: u8, Point { x, .. }: Point) {
                    match x {
                        0 | 1 => {}
                        | 2 => {}
                        3..=9 => {}
                        10..20 => {}
                        21.. => {}
                        ..=0 => {}
                        'a'..='z' => {}
                        -5..=-1 => {}
                        n @ 100..=200 => {}
                        n @ (1 | 2) => {}
                        ref r => {}
                        ref mut r => {}
                        Some(ref y) if *y > 0 => {}
                        (a, .., z) => {}
                        [first, rest @ ..] => {}
                        [] => {}
                        &[x, y] | &&x => {}
                        Point { x: 0, y: ref mut q, .. } => {}
                        E::V { 0: a } => {}
                        <T as Tr>::C | crate::K | ::std::u8::MAX => {}
                        "s" | b'x' | true => {}
                        m!(x) => {}
                        _ => {}
                    }
                    let [a, .., z] = arr;
                    if let Some(x) | Some(x) = y {}
                    let Some(v) = opt else { return; };
                }
                """);
    }

    @Test
    void attributesOuterAndInner() {
        parses("""
                #![allow(dead_code)]
                #![cfg_attr(feature = "x", feature(never_type))]
                #[derive(Debug, Clone)]
                #[repr(C, align(8))]
                #[doc = "text"]
                #[rustfmt::skip]
                #[path = "x.rs"] mod x;
                struct S { #[serde(rename = "b")] a: u8 }
                fn f(#[allow(unused)] x: u8) {
                    #![allow(unused)]
                    #[cfg(x)] let y = 1;
                    #[cfg(x)] { }
                    let s = S { #[cfg(x)] a: 1 };
                    g(#[cfg(unix)] a, b);
                    match x { #[cfg(x)] _ => {} }
                    #[allow(deprecated)]
                    f.write_str("")
                }
                """);
    }

    @Test
    void macroInvocationsAsTokenTrees() {
        parses("""
                macro_rules! m {
                    () => {};
                    ($x:expr, $($y:tt)*) => { $x + m!($($y)*) };
                    [$a:ident] => [ stringify!($a) ];
                }
                macro_rules! p ( ($x:expr) => ($x) );
                m!(1, 2);
                m![3];
                m! { 4 }
                lazy_static::lazy_static! { static ref X: u8 = 1; }
                struct S { f: m!(u8) }
                fn f() {
                    println!("{} {}", a, b);
                    let v = vec![0; 10];
                    thread_local! { static T: u8 = 0; }
                    let t: m!() = m! {};
                    m! { odd tokens => $ # @ ~ ? : :: ; }
                    match x { m!(p) => {} _ => {} }
                    vec![1].len()
                }
                impl S { m!(); }
                """);
    }

    @Test
    void literalsStringsAndComments() {
        parses("""
                /* outer /* nested /* twice */ */ still a comment */
                /// outer doc
                //! inner doc
                /** block doc */
                fn f() {
                    let s = ("s", "multi
                    line \\" escape", b"bytes", r"raw", r#"raw "quoted""#, r##"a "# b"##, br#"x"#, c"c");
                    let n = (1, 1_000i64, 0xFF_u8, 0o77, 0b1010, 1.5, 1e10, 2.5E-3f64, 1f32, 1., 0.5_f32);
                    let c = ['a', '\\n', '\\'', '\\\\', '\\x7f', '\\u{1F600}', '"', 'é', b'x', b'\\''];
                    let u = (café, r#match, r#type);
                }
                """);
    }

    @Test
    void expressionsStatementsAndLabels() {
        parses("""
                fn f() -> u8 {
                    let a = 1 + 2 * 3 - 4 / 5 % 6 << 1 >> 2 & 3 | 4 ^ 5;
                    let b = a == b && c != d || e < f && g > h || i <= j && k >= l;
                    let c = -x as i64 as u8 + !*&mut y - &&z;
                    let r = (0..10, .., ..5, 2.., 1..=5, ..=5);
                    let t = (x.0.1, x.0 .1, arr[i][j], f(a)(b), x.m::<u8>(1).f?);
                    let q = (<Vec<u8>>::new(), <T as Default>::default(), Vec::<u8>::with_capacity(3));
                    let p = Point { x: 1, y, ..Default::default() };
                    let l = 'outer: loop { break 'outer 5; };
                    let k = 'blk: { if c { break 'blk 1; } 2 };
                    let w = unsafe { *ptr } + const { 1 };
                    let i = if a { 1 } else if b { 2 } else { 3 };
                    h += 1; h -= 1; h *= 2; h /= 2; h %= 3; h &= 1; h |= 2; h ^= 3; h <<= 1; h >>= 1;
                    _ = x;
                    (a, b) = (b, a);
                    'a: for i in 0..n { while let Some(x) = s.pop() { continue 'a; } }
                    if a { b(); }
                    *ptr = 1;
                    match x { A => {} B => {} }
                    unsafe { g() };
                    return;
                }
                fn g() -> u8 { match x { _ => 1 }.max(2) }
                fn h() -> bool { a == b && !match c { _ => true } }
                """);
    }

    @Test
    void structExpressionsVersusBlocks() {
        parses("""
                fn f() -> S {
                    if x == Foo::Bar { }
                    if let Foo { a, .. } = f { }
                    match (Foo { a: 1 }) { Foo { a } => {} }
                    for x in (Foo { a: 1 }).iter() {}
                    while running { }
                    for _ in items {}
                    match marker {}
                    let u = Unit {};
                    let s = Self { inner };
                    if a { b } else { c }
                    Self { a, b: 2 }
                }
                """);
    }

    @Test
    void unsafeAndExternBlocks() {
        parses("""
                unsafe fn f() {}
                unsafe trait T {}
                unsafe extern "C" { fn g(); }
                fn h() { unsafe { f() }; let p = &raw const x; let q = &raw mut y; }
                """);
    }

    @Test
    void letChainsAndUnstableSyntaxSeenInCompilerBugReports() {
        parses("""
                #![feature(generators, try_blocks, decl_macro, trait_alias, box_syntax, let_chains)]
                trait Alias<T> = Iterator<Item = T> + Send;
                pub macro m($x:expr) { $x }
                type Opaque = impl Sized;
                impl<T> const Default for W<T> {}
                fn f() {
                    let g = || { yield 1; };
                    let t: Result<u8, E> = try { f()? };
                    let b = box 5;
                    if let Some(x) = a && let Some(y) = b && x > y {}
                    let c = for<'a> |x: &'a u8| -> &'a u8 { x };
                    try!(foo());
                }
                """);
    }

    @Test
    void rejectsMalformedInput() {
        rejects("fn f( {}");
        rejects("fn f() { let = 5; }");
        rejects("fn f() { a b }");
        rejects("struct S { a: }");
        rejects("fn f() { match x { A => 1 B => 2 } }");
        rejects("fn f() { if x { } else }");
        rejects("impl { }");
    }

    @Test
    void lexesCharsLifetimesAndSplitsAngleBrackets() {
        assertEquals(List.of("CHAR_LITERAL"), tokens("'a'"));
        assertEquals(List.of("LIFETIME"), tokens("'a"));
        assertEquals(List.of("'&'", "LIFETIME", "IDENTIFIER"), tokens("&'static str"));
        assertEquals(List.of("CHAR_LITERAL", "LIFETIME"), tokens("'\\'' 'b"));
        assertEquals(List.of("RAW_STRING_LITERAL"), tokens("r#\"a \"quote\" b\"#"));
        assertEquals(List.of("RAW_IDENTIFIER"), tokens("r#match"));
        assertEquals(List.of("IDENTIFIER", "'<'", "IDENTIFIER", "'<'", "IDENTIFIER", "'>'", "'>'"), tokens("Vec<Vec<u8>>"));
        assertEquals(List.of("INTEGER_LITERAL", "'..'", "INTEGER_LITERAL"), tokens("1..2"));
        assertEquals(List.of("FLOAT_LITERAL"), tokens("1.5e3f64"));
        assertEquals(List.of(), tokens("/* a /* b */ c */ // d\n/// e"));
    }

    @Test
    void exposesListsWhereAHumanWouldDelete() {
        ParserRuleContext t = tree("fn f(a: u8, b: u8) { x(); y(); let z = 1; z }\nstruct S { a: u8, b: u8 }");
        ParserRuleContext block = find(t, "blockExpression", new ArrayList<>()).get(0);
        assertEquals(3, children(block, "statement"));
        assertEquals(1, children(block, "expressionStatement"));
        ParserRuleContext params = find(t, "functionParameters", new ArrayList<>()).get(0);
        assertEquals(2, children(params, "functionParam"));
        ParserRuleContext fields = find(t, "structFields", new ArrayList<>()).get(0);
        assertEquals(2, children(fields, "structField"));
        assertEquals(2, children(t, "item"));
    }

    @Test
    void blockLikeStatementsEndTheStatement() {
        // `if c {} *p = 1;` is two statements in Rust, not a multiplication.
        ParserRuleContext t = tree("fn f() { if c {} *p = 1; match x {} (a, b) = g(); }");
        ParserRuleContext block = find(t, "blockExpression", new ArrayList<>()).get(0);
        assertEquals(4, children(block, "statement"));
    }
}
