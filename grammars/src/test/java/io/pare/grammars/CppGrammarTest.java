package io.pare.grammars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.junit.jupiter.api.Test;

/**
 * Small examples of each construct the C++ grammar must take. Each must parse in the engine's fast
 * first stage (SLL prediction): a text that needs the full-LL fallback parses several times slower, so
 * an SLL failure on a common construct is a bug here even though the fallback would accept it.
 */
class CppGrammarTest {
    static final LanguageGrammar CPP = BundledLanguages.grammar(BundledLanguages.byName("cpp").orElseThrow());

    private static ParserRuleContext parses(String text) {
        assertEquals(List.of(), GrammarParsing.errors(CPP, text), text);
        CommonTokenStream tokens = new CommonTokenStream(CPP.newLexer(CharStreams.fromString(text)));
        tokens.fill();
        ParserRuleContext tree;
        try {
            tree = CPP.parseSll(tokens);
        } catch (ParseCancellationException e) {
            throw new AssertionError("SLL prediction fails on: " + text, e);
        }
        assertEquals(Token.EOF, tokens.LA(1), text);
        return tree;
    }

    /** The texts (tokens joined by spaces) of every node of the rule in the tree. */
    private static List<String> nodes(ParseTree t, String rule) {
        List<String> out = new ArrayList<>();
        collect(t, CPP.parserGrammar().getRule(rule).index, out);
        return out;
    }

    private static void collect(ParseTree t, int ruleIndex, List<String> out) {
        if (t instanceof ParserRuleContext c) {
            if (c.getRuleIndex() == ruleIndex) out.add(text(c));
            for (int i = 0; i < c.getChildCount(); i++) collect(c.getChild(i), ruleIndex, out);
        }
    }

    private static String text(ParseTree t) {
        if (t instanceof TerminalNode n) return n.getSymbol().getType() == Token.EOF ? "" : n.getText();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < t.getChildCount(); i++) {
            String s = text(t.getChild(i));
            if (!s.isEmpty()) parts.add(s);
        }
        return String.join(" ", parts);
    }

    @Test
    void classesTemplatesAndMembers() {
        parses("""
                namespace std __attribute__ ((__visibility__ ("default"))) {
                template<typename _Tp, typename _Alloc = allocator<_Tp>>
                class vector : protected _Vector_base<_Tp, _Alloc>, public virtual B {
                  typedef typename _Alloc::template rebind<_Tp>::other _Tp_alloc_type;
                  using base = _Vector_base<_Tp, _Alloc>;
                  using base::base;
                public:
                  vector() noexcept(is_nothrow_default_constructible<_Alloc>::value) = default;
                  vector(const vector&) = delete;
                  explicit vector(size_type __n, const allocator_type& __a = allocator_type()) : _Base(__n, __a), x_{1} { }
                  ~vector() noexcept { std::_Destroy(this->_M_impl._M_start, this->_M_impl._M_finish); }
                  template<typename... _Args> reference emplace_back(_Args&&... __args);
                  operator bool() const { return x > 1 && y < z; }
                  explicit operator const char*() const &;
                  bool operator==(const vector&) const = default;
                  auto operator<=>(const vector&) const = default;
                  vector& operator>>=(int);
                  friend bool operator>>(vector&, int);
                  static_assert(is_same<typename remove_cv<_Tp>::type, _Tp>::value, "x");
                  static constexpr int N = sizeof...(_Args);
                  unsigned a : 3, b : 4, : 0;
                  virtual void f() const override final = 0;
                  template<class U> friend class X;
                  struct Inner final { int z = 0; } inner;
                };
                template<> struct hash<int> { size_t operator()(int v) const noexcept { return v; } };
                template class vector<int>;
                extern template class vector<char>;
                inline namespace __cxx11 { }
                namespace a::b { int c; }
                namespace fs = std::filesystem;
                }
                extern "C" { int printf(const char*, ...); }
                extern "C++" int g();
                """);
    }

    @Test
    void rightShiftClosesTwoTemplateArgumentListsOrShifts() {
        ParserRuleContext tree = parses("std::vector<std::vector<int>> v; int x = a >> 2; int y = (b >>= 1);");
        assertEquals(List.of("< std :: vector < int > >", "< int >"), nodes(tree, "templateArguments"));
        assertTrue(nodes(tree, "binaryOperator").contains("> >"), "a >> 2 is a shift");
        assertTrue(nodes(tree, "exprTail").contains("> >= 1"), "b >>= 1 is an assignment");
    }

    @Test
    void lessThanOpensTemplateArgumentsOnlyWhereTheyParse() {
        ParserRuleContext tree = parses("""
                bool f(int i, int n) { for (i = 0; i < n; i++) {} return i < n && n > 0; }
                using B = integral_constant<bool, _Tp(-1) < _Tp(0)>;
                using R = __enable_if_t<__and_<_Cond...>::value>;
                template<int N> using C = A<(N > 2)>;
                """);
        assertEquals(List.of("< bool , _Tp ( - 1 ) < _Tp ( 0 ) >", "< __and_ < _Cond ... > :: value >", "< _Cond ... >",
                "< ( N > 2 ) >"), nodes(tree, "templateArguments"));
    }

    @Test
    void declarationOrExpressionStatement() {
        ParserRuleContext tree = parses("""
                void g() {
                  a * b;
                  f(x);
                  std::_Destroy(this->a);
                  a::f(1);
                  T(x)->g();
                  std::vector<int> v(10);
                  std::cout << v.size() << std::endl;
                  auto [k, w] = p;
                  x = y = 3;
                }
                """);
        List<String> exprs = nodes(tree, "expression");
        assertTrue(exprs.contains("f ( x )"), exprs.toString());
        assertTrue(exprs.contains("std :: _Destroy ( this -> a )"), exprs.toString());
        assertTrue(exprs.contains("a :: f ( 1 )"), exprs.toString());
        List<String> declarators = nodes(tree, "initDeclarator");
        assertTrue(declarators.contains("* b"), declarators.toString());
        assertTrue(declarators.contains("v ( 10 )"), declarators.toString());
        assertTrue(declarators.contains("[ k , w ] = p"), declarators.toString());
    }

    @Test
    void statements() {
        parses("""
                int f(std::map<int, int>& m, int k) {
                  if (auto it = m.find(k); it != m.end()) return it->second;
                  if constexpr (sizeof(int) == 4) { } else { }
                  for (auto& [a, b] : m) { (void)a; }
                  for (int i = 0, j = 1; i < j; ++i, j <<= 1) continue;
                  for (const auto& x : {1, 2, 3}) break;
                  switch (int v = k; v) { case 1 ... 3: [[fallthrough]]; case 4: break; default: ; }
                  try { throw std::runtime_error("x"); } catch (const std::exception& e) { } catch (...) { throw; }
                  while (k--) do k++; while (false);
                  label: goto label;
                  static void *p = &&label; goto *p;
                  return k ? : 0;
                }
                """);
    }

    @Test
    void expressions() {
        parses("""
                auto l = [&, this](int a, auto&&... rest) mutable noexcept -> int { return a + sizeof...(rest); };
                auto l2 = []<class T>(T x) requires std::integral<T> { return x; };
                int a = static_cast<int>(3.0) + reinterpret_cast<long>(p) + (int)x + int(y) + T{1, 2};
                auto s = (args + ...) + (... && args) + (0 + ... + args);
                bool b = typeid(int) == typeid(x) && noexcept(f()) && alignof(T) > 1;
                auto q = new (buf) T[3]{}, r = ::new T(1), u = new int*[n];
                void h() { delete[] q; ::delete r; x.template get<0>(); p->~T(); a.operator=(b); }
                auto str = u8"a" "b" L"c" R"delim(raw "quoted")delim" R"(x)" "x"s;
                auto n = 1'000'000ull + 0x1p-3 + 10_km + 'c' + u'x';
                int d = x ? y : z, e = (a, b);
                auto pm = &A::f; int v = (obj.*pm)() + (ptr->*pm)();
                auto z = designated{.a = 1, .b{2}};
                """);
    }

    @Test
    void conceptsAndRequires() {
        parses("""
                template<typename T> concept Addable = requires(T a, T b) { a + b; { a + b } -> std::same_as<T>; typename T::value_type; requires (sizeof(T) > 1); };
                template<Addable T, std::integral auto N = 3> requires (N > 0) && Addable<T> T add(T a, T b) { return a + b; }
                template<class T> void f(T) requires std::is_void_v<T>;
                void g(std::integral auto x);
                template<class T> struct S { S(T) -> S<T>; };
                template<class T> S(T) -> S<T>;
                """);
    }

    @Test
    void gnuExtensionsOfPreprocessedLibstdcxxAndGlibc() {
        parses("""
                # 1 "x.cpp"
                # 1 "/usr/include/stdio.h" 1 3 4
                #pragma GCC diagnostic push
                __extension__ typedef __int128 int128_t;
                __extension__ template<> struct __is_integer<unsigned __int128> { enum { __value = 1 }; };
                typedef float _Float32; typedef __float128 _Float128;
                extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf");
                extern void *memcpy (void *__restrict __dest, const void *__restrict __src, size_t __n) noexcept (true) __attribute__ ((__nonnull__ (1, 2)));
                static __inline __attribute__ ((__always_inline__)) int f (int __x) { return __builtin_expect (__x, 0); }
                typedef __typeof__(sizeof(0)) size_t; decltype(auto) g(); __decltype(0) h;
                typedef __underlying_type(_Tp) type;
                size_t off = __builtin_offsetof(struct S, m.n[1]);
                int v(__builtin_va_list ap) { return __builtin_va_arg(ap, int) + __is_same(int, long) + __is_convertible(A, B&); }
                void w() { __asm__ __volatile__ ("" : "=r" (x) : "r" (y) : "memory"); asm("nop"); int r = __extension__ ({ int t = 1; t; }); __real__ c = 1; }
                int aligned __attribute__((aligned(16))) = 0;
                void launder(_Ret (*)(_Args......) noexcept (_NE)) = delete;
                std::__convert_from_v(const __c_locale& __cloc __attribute__ ((__unused__)), char* __out);
                """);
    }

    @Test
    void unpreprocessedDirectivesAreWholeItems() {
        parses("""
                #include <vector>
                #define MAX(a, b) \\
                    ((a) > (b) ? (a) : (b))
                struct S {
                #ifdef X
                  int x;
                #endif
                };
                int main() {
                #if 1
                  return 0;
                #endif
                }
                """);
    }

    @Test
    void aLineMarkerInsideAnExpressionIsHidden() {
        // g++ -E writes a line marker instead of many blank lines, even inside an expression
        ParserRuleContext tree = parses("int x = 1 +\n# 20 \"a.h\" 3\n 2;\n");
        assertFalse(text(tree).contains("#"));
    }

    @Test
    void cppFileTypesAreCpp() {
        for (String f : List.of("a.cpp", "a.cc", "a.cxx", "a.c++", "a.hpp", "a.hh", "a.hxx", "a.ii")) {
            assertEquals("cpp", BundledLanguages.byFileName(f).orElseThrow().name(), f);
        }
        assertEquals("c", BundledLanguages.byFileName("a.h").orElseThrow().name(), ".h stays C unless --language cpp");
    }
}
