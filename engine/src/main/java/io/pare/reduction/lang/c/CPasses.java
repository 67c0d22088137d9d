package io.pare.reduction.lang.c;

import java.util.List;
import java.util.Set;

import io.pare.parse.lexicon.Lexicon;
import io.pare.reduction.Reducer;

/** C's own passes, in the order Vulcan runs them. */
public final class CPasses {
    private CPasses() {
    }

    public static List<Reducer> create(Set<Integer> identifiers, Lexicon lexicon) {
        // inlining asks the lexer whether a text is a type name: without a lexicon, neither pass runs
        if (lexicon == null) return List.of();
        return List.of(
                // C-Vise's typedef and function inlining
                new DefinitionInlining(identifiers, lexicon::typeOf),
                // two functions' statements into one, which no deletion can do either
                new FunctionMerging(identifiers),
                // a local's reads by its initializer (what inlining leaves for every parameter)
                new CopyPropagation(identifiers, lexicon::typeOf),
                // a pointer that only points at one variable read as that variable (C-Reduce's pointer-level reduction)
                new PointerTargets(identifiers, CDeclarations::declaresByDeclarator),
                // a file-level loop counter read only in its for, declared there
                new LoopCounters(identifiers, CDeclarations::declaresByDeclarator),
                // a statement into its neighbour: an assignment into the for or the read after it, two returns into one
                new StatementFolding(identifiers, lexicon::typeOf),
                // a typedef's written type by a plain one, freeing what the written one read through
                new TypeSimplification(identifiers, lexicon::typeOf, TypeSimplification.C_TYPES),
                // a function whose value nobody reads returns void, and its returns lose their values
                new ReturnToVoid(identifiers, lexicon::typeOf),
                // a printed value without the cast or assignment that fit it to its conversion, the conversion fitted instead
                new FormatArguments(identifiers),
                // once the others are done: a variable returned right after its declaration initializes itself
                new SelfInitialization(identifiers, lexicon::typeOf),
                // last of all: adjacent declarations of one type become one
                new DeclarationMerging(identifiers, lexicon::typeOf));
    }
}
