package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.junit.jupiter.api.Test;

class JavaScriptGrammarTest {
    /** The bundled grammar, with its lexer hook (regex vs division, templates, contextual keywords). */
    static final LanguageGrammar JS = BundledLanguages.grammar(BundledLanguages.byName("javascript").orElseThrow());

    private static void parses(String text) {
        assertEquals(List.of(), GrammarParsing.errors(JS, text), text);
    }

    private static void rejects(String text) {
        assertFalse(GrammarParsing.errors(JS, text).isEmpty(), "should not parse: " + text);
    }

    /** Display names of the default-channel tokens, e.g. Identifier or '/'. */
    private static List<String> tokens(String text) {
        CommonTokenStream ts = new CommonTokenStream(JS.newLexer(CharStreams.fromString(text)));
        ts.fill();
        List<String> names = new ArrayList<>();
        for (Token t : ts.getTokens()) {
            if (t.getType() != Token.EOF && t.getChannel() == Token.DEFAULT_CHANNEL) {
                names.add(JS.lexerGrammar().getVocabulary().getDisplayName(t.getType()));
            }
        }
        return names;
    }

    private static ParserRuleContext tree(String text) {
        CommonTokenStream ts = new CommonTokenStream(JS.newLexer(CharStreams.fromString(text)));
        return JS.newParser(ts).parse(JS.rule("program").index);
    }

    private static List<ParserRuleContext> find(ParseTree t, String rule, List<ParserRuleContext> out) {
        if (t instanceof ParserRuleContext ctx) {
            if (JS.parserGrammar().getRule(ctx.getRuleIndex()).name.equals(rule)) out.add(ctx);
            for (int i = 0; i < ctx.getChildCount(); i++) find(ctx.getChild(i), rule, out);
        }
        return out;
    }

    private static List<ParserRuleContext> find(String text, String rule) {
        return find(tree(text), rule, new ArrayList<>());
    }

    @Test
    void regexOrDivision() {
        assertEquals(List.of("Identifier", "'='", "Identifier", "'/'", "Identifier", "'/'", "Identifier"), tokens("a = b / c / d"));
        assertEquals(List.of("Identifier", "'='", "RegularExpressionLiteral"), tokens("x = /=/g"));
        assertEquals(List.of("Identifier", "'/='", "NumericLiteral"), tokens("x /= 2"));
        assertEquals(List.of("'if'", "'('", "RegularExpressionLiteral", "'.'", "Identifier", "CallOpen", "Identifier", "')'", "')'"),
                tokens("if (/a/.test(s))"));
        assertEquals(List.of("Identifier", "'++'", "'/'", "NumericLiteral"), tokens("a++ / 2"));
        assertEquals(List.of("')'", "'/'", "Identifier"), tokens(") / x").subList(0, 3));
        assertEquals(List.of("'}'", "RegularExpressionLiteral", "'.'", "Identifier", "CallOpen", "Identifier", "')'"),
                tokens("}\n/foo/.test(x)"));
        assertEquals(List.of("'return'", "RegularExpressionLiteral"), tokens("return /[/]\\//gi"));
        assertEquals(List.of("Identifier", "CallOpen", "RegularExpressionLiteral", "')'"), tokens("f(/a*b/)"));
        // the `}` of an object literal or function expression ends an operand, that of a block does not
        assertEquals(List.of("Identifier", "'='", "'{'", "'}'", "'/'", "NumericLiteral"), tokens("x = {} / 2"));
        assertEquals(List.of("'!'", "FunctionExpr", "'('", "')'", "'{'", "'}'", "CallOpen", "')'"), tokens("!function () {}()"));
        assertEquals(List.of("Identifier", "'='", "ClassExpr", "'{'", "'}'", "'class'", "Identifier", "'{'", "'}'"),
                tokens("x = class {}\nclass A {}"));
        assertEquals(List.of("'function'", "Identifier", "CallOpen", "')'", "'{'", "'}'", "'('", "Identifier", "')'"),
                tokens("function f() {}\n(x)"));
        assertEquals(2, find("function f() {}\n(x)", "statement").size());
        assertEquals(1, find("!function () {}\n(x)", "statement").size());
        // the `)` of an if/while/for condition ends no operand
        assertEquals(List.of("'if'", "'('", "Identifier", "')'", "RegularExpressionLiteral", "'.'", "Identifier", "CallOpen",
                "Identifier", "')'"), tokens("if (x) /re/.test(s)"));
        assertEquals(List.of("'while'", "'('", "Identifier", "CallOpen", "')'", "')'", "'('", "Identifier", "')'"),
                tokens("while (f()) (g)"));
        assertEquals(List.of("'typeof'", "RegularExpressionLiteral"), tokens("typeof /x/"));
        assertEquals(List.of("Identifier", "'/'", "Identifier", "'/'", "Identifier"), tokens("a /b/ g"));
        assertEquals(List.of("'this'", "'.'", "Identifier", "'/'", "NumericLiteral"), tokens("this.x / 2"));
        assertEquals(List.of("']'", "'/'", "NumericLiteral"), tokens("] / 2"));
        // a `/` where a regex may start but none follows on the line is a division
        assertEquals(List.of("'}'", "'/'", "NumericLiteral"), tokens("} / 2"));
        parses("a = b / c / d");
        parses("x = /=/g");
        parses("if (/a/.test(s)) f()");
        parses("a++ / 2");
        parses("function f() {}\n/foo/.test(x)");
        parses("var re = /[a-z\\/]+\\//giu, n = x / 2 / y;");
        parses("s.replace(/\\s+/g, ' ').split(/,/)");
        parses("x = a ? /b/ : /c/");
        parses("const r = [/a/, /b/]; const o = {k: /c/}");
        parses("if (x) /re/.test(s) && f()");
    }

    @Test
    void templatesNest() {
        parses("x = `a${ {b:`c${d}`}.b }e`");
        parses("x = ``; y = `plain`; z = `$`; w = `a$b$${c}$`; v = `\\``; u = `\\${no}`");
        parses("tag`x${1}y${2}z`; a.b`c`; f()`d`");
        parses("x = `multi\nline ${ `inner ${ deeper({ a: [1, `${x}`] }) }` } end`");
        parses("x = `${a}${b}`; y = `${ function () { return { a: 1 } }() }`; z = `${ class {} }`");
        List<ParserRuleContext> parts = find("x = `a${b}c${d}e`", "templatePart");
        assertEquals(5, parts.size());
        assertEquals(List.of("'`'", "TemplateChars", "'${'", "Identifier", "'}'", "TemplateChars", "'`'"),
                tokens("`a${b}c`"));
    }

    @Test
    void automaticSemicolonInsertion() {
        parses("let a = 1\nlet b = 2\nconst c = a + b\nconsole.log(c)\n");
        parses("a = b\n++c\n");
        parses("return\n");
        parses("function f() {\n  return\n}\n");
        parses("x = 1\n;[1, 2].forEach(f)\n;(function () {})()\n");
        parses("do x++\nwhile (x < 3)\ny()");
        parses("for (;;) { break\n }\nlabel: for (;;) { continue label\n}");
        parses("var a = b\n(c)");                      // a call, as in JS
        assertEquals(1, find("a = b\n(c)", "statement").size());
        assertEquals(2, find("a++\n(c)", "statement").size());
        assertEquals(2, find("if (a) (b)()\nc", "statement").size() - 1);
        parses("x = function () {}()\n;(async () => {})()");
        parses("class A { m() {} 'n'() {} [o]() {} #p() {} get q() {} 1() {} }\nfunction f(a) {}\nnew F(1)(2)");
        parses("x = () => function () {}; y = async function () {}; l: function g() {}\ncase_: while (0) class B {}");
        parses("a = {class: 1, function: 2, if: 3}; a.class; a.function; export default function () {}");
        parses("class A { x = 1\n y = 2\n static z\n #p\n m() {} }");
        parses("throw new Error('x')\n");
        parses("if (a) b()\nelse c()\n");
        assertEquals(4, find("a()\nb()\nc = d\ne", "statement").size());
        assertEquals(1, find("a\n(b)", "statement").size());
    }

    @Test
    void declarationsAndStatements() {
        parses("""
                #!/usr/bin/env node
                'use strict';
                var a, b = 1, [c, , d = 2, ...e] = f, {g, h: [i], j = 3, ...k} = l;
                let m; const n = 1;
                function fn(a, b = 1, {c, d: [e]} = {}, ...rest) { return a; }
                function* gen() { yield 1; yield* other(); const x = yield; }
                async function af() { await x; for await (const y of z) {} }
                async function* ag() { yield await x; }
                if (a) b(); else if (c) d(); else { e(); }
                for (let i = 0, n = a.length; i < n; i++) {}
                for (;;) break;
                for (const k in o) {}
                for (k in o) ;
                for (x.y of z) {}
                for (var [k, v] of Object.entries(o)) {}
                for (let {a, b} of list) {}
                while (x--) continue;
                do { x++ } while (x < 10);
                outer: for (const x of xs) { inner: while (1) { break outer; } continue outer; }
                switch (x) { case 1: case 2: f(); break; default: g(); case 3: }
                try { f() } catch (e) { g(e) } finally { h() }
                try { f() } catch { g() }
                try { f() } catch ({ message }) {}
                with (o) { p }
                debugger;
                ;;
                {}
                { let x = 1 }
                label: { break label }
                """);
    }

    @Test
    void expressions() {
        parses("""
                x = a ?? b; x ??= 1; y ||= 2; z &&= 3; p **= 2; q = 2 ** 3 ** 2;
                r = a?.b?.[c]?.(d)?.e; s = a?.5:1; t = a ? b : c ? d : e;
                u = typeof a === 'string' && !b || void 0 instanceof C;
                v = 'k' in o; w = #p in this; delete o[k]; x = -a + +b - ~c;
                y = a << 1 >> 2 >>> 3 & 4 | 5 ^ 6; z = a, b, c;
                n = 0x1F + 0o17 + 0b1010 + 1_000_000 + 1e3 + .5 + 5. + 1.5e-7 + 017 + 10n + 0xFFn;
                s = 'a\\'b' + "c\\"d" + 'line\\
                cont';
                f(...args, last,); new Foo; new Foo(1).bar; new a.b.C(); new (f())(); new new X()();
                a = [1, , 2, ...b,]; o = { a, b: 1, [c]: 2, 'd': 3, 4: 5, ...e, get f() { return 1 }, set f(v) {},
                  async g() {}, *h() {}, async *i() {}, get: 1, set: 2, async: 3, static: 4, new: 5, class: 6, };
                [a, b] = [b, a]; ({ a, b: { c }, d = 1 } = o);
                x = function () {}; y = function named() {}; z = async function () {}; w = function* () {};
                a1 = () => 1; a2 = x => x * 2; a3 = (x, y) => { return x + y }; a4 = async () => await 1;
                a5 = async x => x; a6 = ({ a }, [b], ...c) => a; a7 = () => ({}); a8 = (a = 1) => a;
                f(a => a, async (b) => b, function () {});
                new.target; import.meta.url; import('./m.js').then(m => m); await import('x', { with: {} });
                super.x; this.#p = 1; this.#m(); obj?.#p;
                x = a++ + ++b - c-- - --d;
                """);
    }

    @Test
    void classes() {
        parses("""
                class A extends mix(B, C) {
                  #priv = 1;
                  static #count = 0;
                  static s = A.#count;
                  field;
                  'quoted' = 2;
                  [computed] = 3;
                  static { A.#count++; }
                  constructor(x) { super(x); this.#priv = x; }
                  get value() { return this.#priv }
                  set value(v) { this.#priv = v }
                  static get [Symbol.species]() { return A }
                  static async *gen() {}
                  async method() {}
                  *[Symbol.iterator]() {}
                  #secret() { return #priv in this }
                  get() {} set() {} static() {} async() {}
                  get = 1; static = 2; async = 3;
                  static async = 4
                  'a b'() {}
                  123() {}
                  ;
                }
                const B = class extends A {};
                const C = class Named { static x = 1 };
                class D extends (cond ? A : B) {}
                """);
    }

    @Test
    void contextualKeywordsAsIdentifiers() {
        parses("""
                var async = require('async'); async.map(x, f); async(x);
                const get = (o, k) => o[k]; get(a, 'b'); const set = new Set(); set.add(1); set[k] = v;
                let of = 1, from = 2, as = 3; of + from + as;
                for (const set of sets) {}
                var let_ = 1; let.x; var yield_ = 1;
                function f(get, set, async, static_, from) { return get && set }
                x = { get, set, async, of, from };
                import_.from; o.let = o.static = o.await = o.yield = o.get;
                """);
    }

    @Test
    void modules() {
        parses("""
                import a from 'a';
                import * as ns from "ns";
                import b, { c, d as e, default as f, 'str' as g } from './b.js';
                import h, * as i from 'h';
                import {} from 'empty';
                import 'side-effect';
                import json from './x.json' with { type: 'json' };
                export * from 'all';
                export * as nsx from 'all';
                export { a, b as bb, c as default, d as 'string name' };
                export { x as y } from 'mod';
                export var v = 1;
                export let l = 2, m;
                export const k = 3;
                export function fn() {}
                export async function afn() {}
                export class Cls {}
                export default function () {}
                """);
        parses("export default class {}");
        parses("export default async function named() {}");
        parses("export default 1 + 2;");
        parses("export default { a: 1 }");
        parses("export { default } from './x.js'; export { default as y } from './y.js'");
    }

    @Test
    void commonJs() {
        parses("""
                'use strict'
                const fs = require('fs')
                const { join } = require('path')
                module.exports = function main(argv) {
                  return fs.readFileSync(join(__dirname, argv[0]), 'utf8')
                }
                module.exports.helper = () => {}
                exports.x = 1
                """);
    }

    @Test
    void listsAreSubRules() {
        // each statement, argument, element, property and chain link is its own node
        assertEquals(3, find("f(a, b, c)", "argument").size());
        assertEquals(3, find("x = [1, 2, 3]", "arrayElement").size());
        assertEquals(2, find("x = {a: 1, b}", "propertyDefinition").size());
        assertEquals(4, find("a.b[c](d)?.e", "memberSuffix").size());
        assertEquals(2, find("class A { x = 1; m() {} }", "classElement").size());
        assertEquals(3, find("function f(a, b = 1, ...c) {}", "bindingElement").size());
    }

    @Test
    void rejectsBrokenCode() {
        rejects("a = ;");
        rejects("function (");
        rejects("if (x { }");
        rejects("x = `unterminated");
        rejects("x = 'unterminated");
        rejects("class { }}");
        rejects("a b c d e f =");
        rejects("for (x in) {}");
    }
}
