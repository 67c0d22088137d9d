package io.pare.cli;

import java.util.ListResourceBundle;

import io.pare.reduction.ReducerSyntax;

/**
 * Help texts of {@code pare reduce} that are computed rather than written: picocli's annotations
 * take only constants, and a resource bundle is its way to supply the rest.
 */
public final class ReduceHelp extends ListResourceBundle {
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"reducer", "Reduction algorithm (default: ${DEFAULT-VALUE}): " + ReducerSyntax.help() + "."},
        };
    }
}
