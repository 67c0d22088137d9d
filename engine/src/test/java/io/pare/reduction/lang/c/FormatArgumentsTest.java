package io.pare.reduction.lang.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;

/** A printed value goes without the cast or assignment that fit it to its conversion; the conversion is fitted instead. */
class FormatArgumentsTest {
    private static final String PRINTF = "int printf(const char *, ...);\n";

    private static CPassRound round(String text, Predicate<String> interesting) throws Exception {
        return CPassRound.of(new FormatArguments(CPassRound.identifiers()), PRINTF + text, interesting);
    }

    private static List<String> asked(String text) throws Exception {
        return round(text, t -> false).asked().stream().map(TestPrograms::squash).toList();
    }

    /** What the wrong-code reductions end with: a cast to the conversion's type, and Csmith's checksum assigned on its way out. */
    @Test
    void aCastOrAnAssignmentGoesAndTheConversionTakesTheValuesType() throws Exception {
        assertEquals("intprintf(constchar*,...);longa,c,*b=&a;intmain(){printf(\"%ld\",c);}",
                round("long a, c, *b = &a;\nint main() { printf(\"%d\", (int)c); }\n", t -> true).result());
        assertEquals("intprintf(constchar*,...);longa,b;intf;intmain(){printf(\"%lX\\n\",b);}",
                round("long a, b; int f;\nint main() { printf(\"%X\\n\", f = b); }\n", t -> true).result());
    }

    @Test
    void innerExpressionsAreAskedSmallestFirstEachWithItsOwnConversion() throws Exception {
        List<String> asked = asked("long b; int f;\nint main() { printf(\"%d\", (int)(f = b)); }\n");
        String head = "intprintf(constchar*,...);longb;intf;intmain(){printf(";
        assertEquals(List.of(head + "\"%ld\",b);}", head + "\"%d\",f=b);}", head + "\"%d\",(f=b));}"), asked);
    }

    @Test
    void aCastAlreadyFittingTheConversionJustGoes() throws Exception {
        assertEquals("intprintf(constchar*,...);intmain(){shortc=1;printf(\"%d\",c);}",
                round("int main() { short c = 1; printf(\"%d\", (int)c); }\n", t -> true).result());
    }

    @Test
    void theConversionIsFoundPastWidthsPrecisionsAndPercentSigns() throws Exception {
        String text = "long c; int w;\nint main() { fprintf(0, \"%% %*.*s %-08hhx\", w, w, \"s\", (unsigned char)c); }\n";
        assertEquals("intprintf(constchar*,...);longc;intw;intmain(){fprintf(0,\"%%%*.*s%-08lx\",w,w,\"s\",c);}",
                round(text, t -> true).result());
    }

    @Test
    void typedefNamesAreReadThroughToTheirIntegerType() throws Exception {
        String text = "typedef unsigned long __u64; typedef __u64 u64; u64 c;\nint main() { printf(\"%u\", (unsigned)c); }\n";
        assertEquals("intprintf(constchar*,...);typedefunsignedlong__u64;typedef__u64u64;u64c;intmain(){printf(\"%lu\",c);}",
                round(text, t -> true).result());
    }

    @Test
    void aLiteralsTypeIsItsSuffixOrIntWhileItFitsOne() throws Exception {
        assertEquals("intprintf(constchar*,...);intmain(){printf(\"%d\",5);}",
                round("int main() { printf(\"%ld\", (long)5); }\n", t -> true).result());
        assertEquals("intprintf(constchar*,...);intmain(){printf(\"%lu\",7ul);}",
                round("int main() { printf(\"%u\", (unsigned)7ul); }\n", t -> true).result());
        assertTrue(asked("int main() { printf(\"%d\", (int)12345678901u); }\n").isEmpty());
        assertTrue(asked("int main() { printf(\"%d\", (int)123456789012345678901234567890); }\n").isEmpty());
    }

    /** Where Pare cannot tell the type, it does not guess: a wrong conversion is undefined behaviour. */
    @Test
    void valuesOfUnknownOrNonIntegerTypesAreNotOffered() throws Exception {
        for (String text : new String[] {
                "double x;\nint main() { printf(\"%d\", (int)x); }\n",
                "long *p;\nint main() { printf(\"%d\", (int)*p); }\n",
                "long a[2];\nint main() { printf(\"%d\", (int)a); }\n",
                "long c;\nvoid g() { int c; printf(\"%d\", (char)c); }\n",
                "int main() { printf(\"%d\", (int)undeclared); }\n",
                "long c;\nint main() { printf(\"%1$d\", (int)c); }\n",
                "long c;\nint main() { printf(\"%f\", (double)c); }\n",
                "long c;\nint main() { my_printf(\"%d\", (int)c); }\n",
                "long c; int x;\nint main() { printf(\"%d\", (x = 1, c)); }\n"}) {
            assertTrue(asked(text).isEmpty(), text);
        }
    }

    @Test
    void aRefusedCandidateIsNotAskedAgainUntilTheCallChanged() throws Exception {
        FormatArguments pass = new FormatArguments(CPassRound.identifiers());
        String text = PRINTF + "long c;\nint main() { printf(\"%d\", (int)c); }\n";
        assertEquals(1, CPassRound.of(pass, text, t -> false).asked().size());
        assertTrue(CPassRound.of(pass, text, t -> false).asked().isEmpty());
    }
}
