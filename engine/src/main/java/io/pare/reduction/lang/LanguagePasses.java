package io.pare.reduction.lang;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import io.pare.parse.Language;
import io.pare.parse.lexicon.Lexicon;
import io.pare.program.Node;
import io.pare.program.Program;
import io.pare.reduction.CompileCheck;
import io.pare.reduction.Reducer;
import io.pare.reduction.hang.LoopExits;
import io.pare.reduction.lang.c.CDeclarations;
import io.pare.reduction.lang.c.CPasses;
import io.pare.reduction.lang.cpp.CppDeclarations;
import io.pare.reduction.lang.cpp.CppPasses;
import io.pare.reduction.lang.java.AbstractMethods;
import io.pare.reduction.lang.java.JavaDeclarations;
import io.pare.reduction.lang.java.JavaLocalNames;
import io.pare.reduction.lang.java.LiteralWrites;
import io.pare.reduction.lang.java.MethodNamesAsValues;
import io.pare.reduction.lang.java.MissingReturn;
import io.pare.reduction.lang.java.NamespaceRenames;
import io.pare.reduction.lang.java.StrayJumps;
import io.pare.reduction.lang.java.ValueStatements;
import io.pare.reduction.lang.rust.RustDeclarations;
import io.pare.reduction.lang.rust.RustLocalNames;
import io.pare.reduction.lang.rust.RustPasses;
import io.pare.reduction.lang.smtlib.SmtLibPasses;
import io.pare.reduction.unused.DeclarationFinder;
import io.pare.reduction.vulcan.TypeArgumentCounts;

/**
 * The transformations a language has of its own, which nothing language-agnostic can do (C's
 * typedef and function inlining, say): Vulcan runs them among its auxiliary reducers. A language
 * gets its passes by registering here, so the generic reducers never ask which language they
 * are on.
 */
public final class LanguagePasses {
    /** Makes a language's passes for one reduction. */
    @FunctionalInterface
    public interface Factory {
        /**
         * @param identifiers the token types that are identifiers
         * @param lexicon the language's lexicon, or null when it has none
         */
        List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon);
    }

    private static final Map<String, Factory> BY_LANGUAGE = Map.of(
            "c", CPasses::create,
            "cpp", CppPasses::create,
            "rust", RustPasses::create,
            "smtlib2", SmtLibPasses::create);

    /** Languages whose declarations {@link io.pare.reduction.unused.UnreferencedDeclarations} can read. */
    private static final Map<String, Function<Set<Integer>, DeclarationFinder>> DECLARATIONS = Map.of(
            "c", CDeclarations::new,
            "cpp", CppDeclarations::new,
            "java", JavaDeclarations::new,
            "rust", RustDeclarations::new);

    /**
     * Rules whose nodes are kept or deleted whole, never cut inside (see
     * {@link io.pare.reduction.perses.Perses#remembering(Set, Set)}): a Java import or package
     * declaration names a place by its full path, and no shorter path names anything.
     */
    private static final Map<String, Set<String>> WHOLE_RULES = Map.of(
            "java", Set.of("importDeclaration", "packageDeclaration"));

    /**
     * Rules of the language's compilers, beyond declared names ({@link io.pare.reduction.unused.DanglingNames}),
     * that the default's candidates are checked against (see {@link io.pare.reduction.CompileCheckGate}).
     */
    private static final Map<String, Function<Set<Integer>, List<CompileCheck>>> COMPILE_CHECKS = Map.of(
            "java", ids -> List.of(new AbstractMethods(), new MissingReturn(), new MethodNamesAsValues(ids), new TypeArgumentCounts(ids),
                    new NamespaceRenames(ids), new LiteralWrites(), new ValueStatements(), new StrayJumps()));

    /** Languages whose loops read {@code for (init; cond; step)} and {@code while (cond)} ({@link LoopExits}). */
    private static final Set<String> C_LIKE_LOOPS = Set.of("c", "cpp", "java", "javascript");

    /** Languages whose generics take their arguments in angle brackets ({@link io.pare.reduction.vulcan.TypeArgumentDeletion}). */
    private static final Set<String> ANGLE_GENERICS = Set.of("cpp", "java", "rust");

    private LanguagePasses() {
    }

    /** The rules of the language whose nodes go or stay whole; none for most languages. */
    public static Set<String> wholeRules(Language language) {
        return WHOLE_RULES.getOrDefault(language.name(), Set.of());
    }

    /** Whether the language writes generics' arguments in angle brackets, {@code S<int>}. */
    public static boolean hasAngleGenerics(Language language) {
        return ANGLE_GENERICS.contains(language.name());
    }

    /** The language's own passes in the order they run; none for a language that registered none. */
    public static List<Reducer> of(Language language, Set<Integer> identifiers, Lexicon lexicon) {
        Factory f = BY_LANGUAGE.get(language.name());
        return f == null ? List.of() : f.create(identifiers, lexicon);
    }

    /**
     * The identifier tokens of the names a language declares where its {@link DeclarationFinder}
     * does not look (parameters, locals, type parameters), for {@link io.pare.reduction.unused.DanglingNames}.
     */
    private static final Map<String, Function<Program, List<Node>>> LOCAL_DECLARATIONS = Map.of(
            "java", JavaLocalNames::declaring,
            "rust", RustLocalNames::declaring);

    /** The names the language declares inside declarations, as identifier tokens; none for most languages. */
    public static Function<Program, List<Node>> localDeclarations(Language language) {
        return LOCAL_DECLARATIONS.getOrDefault(language.name(), p -> List.of());
    }

    /**
     * Whether deleting a local declaration while its name is still read is a compile error that
     * stops the compiler (javac's "cannot find symbol"); rustc goes on to its later phases.
     */
    public static boolean localsStopTheCompiler(Language language) {
        return !language.name().equals("rust");
    }

    /** Which candidates may leave a loop of the language without its end, where its loops are C's. */
    public static Optional<LoopExits> loopExits(Language language, Set<Integer> identifiers) {
        return C_LIKE_LOOPS.contains(language.name()) ? Optional.of(new LoopExits(identifiers)) : Optional.empty();
    }

    /** The language's own compile checks; none for most languages. */
    public static List<CompileCheck> compileChecks(Language language, Set<Integer> identifiers) {
        var f = COMPILE_CHECKS.get(language.name());
        return f == null ? List.of() : f.apply(identifiers);
    }

    /** How the language's declarations and their names are found, if it says. */
    public static Optional<DeclarationFinder> declarations(Language language, Set<Integer> identifiers) {
        var f = DECLARATIONS.get(language.name());
        return f == null ? Optional.empty() : Optional.of(f.apply(identifiers));
    }
}
