package io.pare.reduction;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToLongFunction;

import io.pare.program.Node;
import io.pare.program.Program;

/**
 * Candidates the oracle refused, so that a walk over the program does not ask them again while
 * nothing they depend on changed. A candidate is named by the nodes it touches, as their tokens
 * stand ({@link RegionMemory#key}), and by how often each name in them occurs in the whole
 * program: deleting {@code int x;} is refused while {@code x} is used elsewhere, and is asked again
 * once a use of {@code x} went. A rename that merges no names leaves it standing. What a refusal depends on beyond names (a type, the output of the
 * program) is not seen, so it is a bet, as {@link RegionMemory} is: Perses' later walks over a
 * program where little changed then cost little instead of a query per node.
 *
 * <p>Only refusals a sequential walk would have asked may be recorded (the candidates before the
 * accepted one), or the result would depend on the job count.
 */
public final class RefusalMemory {
    private final NameCensus names;
    private final Memo<Long> refused = new Memo<>();

    public RefusalMemory(Set<Integer> identifierTypes) {
        this.names = new NameCensus(identifierTypes);
    }

    /**
     * The name of a candidate touching {@code nodes} (with a salt telling kinds of candidate apart), as the program stands.
     * A name in them counts by where it first occurs in the program and how often it occurs, not by its
     * text: T-Rec's renames ({@code l_1234} to {@code a}) leave refusals standing, while one that gives two
     * names one text (identifier replacement's, or T-Rec's onto a name in use) changes both and opens
     * the candidates again. On the Csmith wrong-code case Perses' walk after T-Rec asked again what the
     * walk before it had refused (54 s) and identifier replacement its renames (33 s), for nothing.
     */
    public long key(Program p, List<Node> nodes, int salt) {
        return RegionMemory.key(p, nodes, tok -> names.isIdentifier(tok) ? name(p, tok.text()) : tok.text().hashCode())
                ^ (salt * 0x9E3779B97F4A7C15L);
    }

    /** A name as renaming leaves it (where it first occurs, how often), for a salt that involves a name. */
    public int nameSalt(Program p, String text) {
        return Long.hashCode(name(p, text));
    }

    private long name(Program p, String text) {
        return names.firstPlace(p, text) * 0x9E3779B97F4A7C15L + names.uses(p, text);
    }

    public boolean wasRefused(long key) {
        return refused.contains(key);
    }

    public void refuse(long key) {
        refused.add(key);
    }

    /**
     * Records as refused the candidates a sequential run asked: those {@code made} before the
     * accepted one (found by identity), all of them when none was accepted. Candidates made past
     * it were speculation and say nothing.
     */
    public <T> void refuseBefore(List<T> made, Optional<T> accepted, ToLongFunction<T> key) {
        int asked = made.size();
        if (accepted.isPresent()) {
            asked = -1;
            for (int i = 0; i < made.size() && asked < 0; i++) {
                if (made.get(i) == accepted.get()) asked = i;
            }
            if (asked < 0) throw new IllegalStateException("the accepted candidate was not among those made");
        }
        for (T c : made.subList(0, asked)) refuse(key.applyAsLong(c));
    }
}
