package io.pare.reduction;

import java.util.List;

/** An option a reducer takes after {@code ':'} in a {@code --reducer} value ({@code hdd:opdd}, {@code hddr:bf-fw}). */
public enum ReducerOption {
    LIST("list reduction", List.of("ddmin", "opdd")),
    TRAVERSAL("hddr traversal", List.of("df-bw", "df-fw", "bf-fw", "bf-bw")),
    /** Whether the default's last stage may cut where the grammar does not (when the oracle takes such a cut). */
    GRAMMAR("default's last stage", List.of("past-grammar", "in-grammar"));

    private final String label;
    private final List<String> spellings;

    ReducerOption(String label, List<String> spellings) {
        this.label = label;
        this.spellings = spellings;
    }

    public String label() {
        return label;
    }

    /** The spellings the option accepts (matched ignoring case), the default first. */
    public List<String> spellings() {
        return spellings;
    }

    /** How help and error messages show it: {@code ddmin|opdd (list reduction)}. */
    public String usage() {
        return String.join("|", spellings) + " (" + label + ")";
    }
}
