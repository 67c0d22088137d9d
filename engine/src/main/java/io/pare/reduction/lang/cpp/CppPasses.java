package io.pare.reduction.lang.cpp;

import java.util.List;
import java.util.Set;

import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducer;
import io.pare.reduction.lang.c.CopyPropagation;
import io.pare.reduction.lang.c.DeclarationMerging;
import io.pare.reduction.lang.c.DefinitionInlining;
import io.pare.reduction.lang.c.FormatArguments;
import io.pare.reduction.lang.c.LoopCounters;
import io.pare.reduction.lang.c.PointerTargets;
import io.pare.reduction.lang.c.ReturnToVoid;
import io.pare.reduction.lang.c.SelfInitialization;
import io.pare.reduction.lang.c.StatementFolding;
import io.pare.reduction.lang.c.TypeSimplification;

/**
 * C++'s own passes, in the order Vulcan runs them. Of C's passes only definition inlining carries
 * over: it works on file-level tokens (typedefs, helper functions called as statements), which mean
 * the same in C++. Function merging does not: it leaves the moved function's callers to C's implicit
 * declarations, and a C++ compiler rejects a call of an undeclared function, so every merge of a
 * function that is still called would cost a query and fail. C++ adds clang_delta's namespace
 * removal ({@link NamespaceFlattening}) and the instantiation of a class template used with one
 * argument list ({@link ClassTemplateInstantiation}), or with the arguments of one explicit
 * specialization ({@link SpecializationToClass}); a plain class's members move out of it
 * ({@link MemberToGlobal}), and an overload set's functions get names of their own
 * ({@link OverloadSplitting}) so that argument deletion and inlining can tell them apart; a
 * requires-expression becomes {@code true} ({@link RequirementsToTrue}); locals
 * read their initializers ({@link CopyPropagation}, C's too), and a pointer that only points at one
 * variable reads as it ({@link PointerTargets}), and a file-level loop counter is declared in its
 * loop ({@link LoopCounters}); typedefs then get plain types
 * ({@link TypeSimplification}), which frees the traits classes they read through. C's
 * {@link StatementFolding}, {@link ReturnToVoid}, {@link FormatArguments} and, last, {@link SelfInitialization}
 * and {@link DeclarationMerging} apply as they are.
 */
public final class CppPasses {
    private CppPasses() {
    }

    public static List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon) {
        // inlining and instantiation ask the lexer for token types: without a lexicon they do not run
        if (lexicon == null) {
            return List.of(new NamespaceFlattening(identifiers), new SpecializationToClass(identifiers), new MemberToGlobal(identifiers, null),
                    new OverloadSplitting(identifiers));
        }
        return List.of(new DefinitionInlining(identifiers, lexicon::typeOf), new NamespaceFlattening(identifiers),
                new ClassTemplateInstantiation(identifiers, lexicon::typeOf), new SpecializationToClass(identifiers),
                new MemberToGlobal(identifiers, lexicon::typeOf), new OverloadSplitting(identifiers),
                new RequirementsToTrue(identifiers, lexicon::typeOf), new CopyPropagation(identifiers, lexicon::typeOf),
                new PointerTargets(identifiers, CppDeclarations::declaresByDeclarator),
                new LoopCounters(identifiers, CppDeclarations::declaresByDeclarator),
                new StatementFolding(identifiers, lexicon::typeOf),
                new TypeSimplification(identifiers, lexicon::typeOf, TypeSimplification.CPP_TYPES), new ReturnToVoid(identifiers, lexicon::typeOf),
                new FormatArguments(identifiers), new SelfInitialization(identifiers, lexicon::typeOf),
                new DeclarationMerging(identifiers, lexicon::typeOf));
    }
}
