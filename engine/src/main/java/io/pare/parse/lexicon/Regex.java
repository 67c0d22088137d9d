package io.pare.parse.lexicon;

import java.util.List;

import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * A lexer rule as a regular expression over characters, fragments inlined (as named nodes) and
 * recursion unrolled a bounded number of times: the shape T-Rec's lex trees follow (§3.7).
 */
sealed interface Regex {
    /** One character from a set (a literal's character has a singleton set). */
    record Chars(IntervalSet set) implements Regex {
    }

    record Seq(List<Regex> items) implements Regex {
    }

    record Alt(List<Regex> alternatives) implements Regex {
    }

    /** {@code ?}, {@code *} or {@code +} around a body. */
    record Loop(Kind kind, Regex body) implements Regex {
    }

    /** A fragment or token rule used inside another rule. */
    record Named(String name, Regex body) implements Regex {
    }

    /** Matches nothing at all (recursion past the unrolling bound). */
    record Never() implements Regex {
    }

    enum Kind {
        OPTIONAL, STAR, PLUS
    }
}
