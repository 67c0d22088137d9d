package io.pare.reduction.text;

import java.util.List;
import java.util.Set;

import io.pare.reduction.Reducer;

/**
 * The passes that work on the text where the grammar cannot reach, to run after the tree
 * passes: comments one by one, then words and characters inside comments and strings, whole
 * lines, runs of tokens, balanced bracket groups, peephole rewrites, and deletions that keep
 * a line's width (for width-sensitive oracles such as formatters). Every candidate is a
 * text the stage's language must still parse; the session re-parses what is accepted.
 */
public final class TextPasses {
    private TextPasses() {
    }

    /**
     * The passes in the order they run. They read comments and strings off the parsed program
     * (hidden tokens, quoted tokens), so every language, with or without a grammar, gets the same.
     */
    public static List<Reducer> create(Set<Integer> identifierTypes) {
        return List.of(new CommentDeletion(), new WordDeletion(), new CharacterDeletion(), new LineDeletion(),
                new TokenRuns(), new BracketGroups(), new Peephole(), new WidthKeeping(identifierTypes, null));
    }

    /** The same passes, each remembering the edits the oracle refused ({@link TextRefusals}). */
    public static List<Reducer> remembering(Set<Integer> identifierTypes) {
        return List.of(new CommentDeletion(new TextRefusals()), new WordDeletion(new TextRefusals()),
                new CharacterDeletion(new TextRefusals()), new LineDeletion(new TextRefusals()),
                new TokenRuns(new TextRefusals()), new BracketGroups(new TextRefusals()), new Peephole(new TextRefusals()),
                new WidthKeeping(identifierTypes, new TextRefusals()));
    }
}
