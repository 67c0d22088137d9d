package io.pare.reduction.text;

import io.pare.reduction.Reducer;

/**
 * A pass over the text. Built with a memory, it does not propose again an edit the oracle refused
 * while the text around it reads the same ({@link TextRefusals}); without one, every sweep asks
 * about every edit.
 */
abstract class TextPass implements Reducer {
    /** Refused edits, or null to ask every edit every time. */
    final TextRefusals refusals;

    TextPass() {
        this(null);
    }

    TextPass(TextRefusals refusals) {
        this.refusals = refusals;
    }
}
