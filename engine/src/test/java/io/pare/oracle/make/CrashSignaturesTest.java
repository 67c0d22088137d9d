package io.pare.oracle.make;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Crash signatures read from the output each tool really prints (trimmed), and what they leave out. */
class CrashSignaturesTest {
    private static CrashSignature of(String output, int status) {
        return CrashSignatures.find(output, status).orElseThrow();
    }

    @Test
    void gccNamesThePassAndThePlaceOfItsInternalError() {
        CrashSignature s = of("""
                during GIMPLE pass: vrp
                t.c: In function 'f':
                t.c:3:6: internal compiler error: in fold_convert_loc, at fold-const.cc:2581
                    3 | void f(int x) {
                      |      ^
                Please submit a full bug report, with preprocessed source (by using -freport-bug).
                """, 1);
        assertEquals(List.of("during GIMPLE pass: vrp", "internal compiler error: in fold_convert_loc, at fold-const.cc:2581"),
                s.mustAppear());
        assertEquals(CrashSignature.ANY_FAILURE, s.exitStatus());
    }

    @Test
    void aGccSegfaultAddsItsFirstFrameThatIsNotLibc() {
        CrashSignature s = of("""
                t.c:9:1: internal compiler error: Segmentation fault
                0x7f2b1c4 __libc_start_call_main
                0x9a1b2c3 expand_expr_real_1(tree_node*, rtx_def*, machine_mode)
                """, 1);
        assertEquals(List.of("internal compiler error: Segmentation fault", "expand_expr_real_1"), s.mustAppear());
    }

    @Test
    void clangsStackDumpGivesItsTopTwoFramesPastTheSignalHandlers() {
        CrashSignature s = of("""
                PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
                Stack dump:
                0.	Program arguments: clang++-16 -std=c++20 -fsyntax-only regbank.cpp
                1.	regbank.cpp:14490:55: current parser token ')'
                0  libLLVM-16.so.1    0x00007f07867c9ce6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) + 54
                1  libLLVM-16.so.1    0x00007f07867c7f30 llvm::sys::RunSignalHandlers() + 80
                2  libLLVM-16.so.1    0x00007f0786703350
                3  libc.so.6          0x00007f078565a050
                4  libclang-cpp.so.16 0x00007f078e93e461 clang::Sema::BuildExpressionFromIntegralTemplateArgument(clang::TemplateArgument const&, clang::SourceLocation) + 49
                5  libclang-cpp.so.16 0x00007f078ea492e4
                12 libclang-cpp.so.16 0x00007f078ea38062 clang::Sema::SubstConstraintExpr(clang::Expr*, clang::MultiLevelTemplateArgumentList const&) + 82
                """, 139);
        assertEquals(List.of(
                "clang::Sema::BuildExpressionFromIntegralTemplateArgument(clang::TemplateArgument const&, clang::SourceLocation)",
                "clang::Sema::SubstConstraintExpr(clang::Expr*, clang::MultiLevelTemplateArgumentList const&)"), s.mustAppear());
    }

    @Test
    void anLlvmAssertionKeepsItsText() {
        CrashSignature s = of("""
                clang: /build/llvm/lib/Sema/SemaExpr.cpp:1234: void f(): Assertion `!E->isTypeDependent() && "bad"' failed.
                PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/
                 #0 0x00007f00aa llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0xd3ce6)
                 #4 0x00007f00bb clang::Sema::CheckPlaceholderExpr(clang::Expr*) (/usr/lib/llvm-16/lib/libclang-cpp.so.16+0x1)
                """, 134);
        assertEquals("Assertion `!E->isTypeDependent() && \"bad\"' failed.", s.mustAppear().get(0));
        assertEquals("clang::Sema::CheckPlaceholderExpr(clang::Expr*)", s.mustAppear().get(1));
        assertEquals("LLVM assertion", s.tool());
    }

    @Test
    void rustcKeepsTheIcesPlaceButNotTheTypesOfTheProgram() {
        CrashSignature s = of("""
                error: internal compiler error: compiler/rustc_trait_selection/src/traits/select/confirmation.rs:238:17: Where clause `Binder(<T as Tr>::A)` was applicable to `Obligation(x)` but now is not

                thread 'rustc' panicked at 'Box<dyn Any>', /usr/src/rustc-1.63.0/compiler/rustc_errors/src/lib.rs:1391:9
                note: the compiler unexpectedly panicked. this is a bug.
                """, 101);
        assertEquals(List.of(
                "error: internal compiler error: compiler/rustc_trait_selection/src/traits/select/confirmation.rs:238:17: Where clause",
                "/usr/src/rustc-1.63.0/compiler/rustc_errors/src/lib.rs:1391:9"), s.mustAppear());
        assertEquals(101, s.exitStatus());
    }

    @Test
    void aJavaExceptionKeepsItsClassAndTopFrames() {
        CrashSignature s = of("""
                An exception has occurred in the compiler (17.0.15). Please file a bug.
                java.lang.AssertionError: typeSig ERROR
                	at jdk.compiler/com.sun.tools.javac.util.Assert.error(Assert.java:162)
                	at jdk.compiler/com.sun.tools.javac.code.Types.typeSig(Types.java:5120)
                	at jdk.compiler/com.sun.tools.javac.jvm.Gen.genClass(Gen.java:2400)
                """, 4);
        assertEquals("java.lang.AssertionError", s.mustAppear().get(0));
        assertTrue(s.mustAppear().get(1).endsWith("Assert.error(Assert.java:162)"), s.mustAppear().toString());
        assertEquals(3, s.mustAppear().size());
    }

    @Test
    void aSanitizerReportKeepsItsKindAndFirstFrame() {
        CrashSignature s = of("""
                ==123==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010
                READ of size 4 at 0x602000000010 thread T0
                    #0 0x55d4 in lookup /src/table.c:42
                    #1 0x55d5 in main /src/main.c:7
                """, 1);
        assertEquals(List.of("AddressSanitizer: heap-use-after-free", "lookup"), s.mustAppear());
    }

    @Test
    void aSignalWithNothingElseIsItsExitStatus() {
        CrashSignature s = of("Segmentation fault\n", 139);
        assertEquals(139, s.exitStatus());
        assertEquals(List.of(), s.mustAppear());
    }

    @Test
    void successATimeoutAndAnOrdinaryErrorAreNoCrash() {
        assertTrue(CrashSignatures.find("", 0).isEmpty());
        assertTrue(CrashSignatures.find("Killed\n", 137).isEmpty());
        assertTrue(CrashSignatures.find("", 124).isEmpty());
        assertTrue(CrashSignatures.find("t.c:1:1: error: expected ';' before '}' token\n", 1).isEmpty());
    }
}
