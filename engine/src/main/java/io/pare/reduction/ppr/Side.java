package io.pare.reduction.ppr;

import java.util.function.IntUnaryOperator;

/** One side's current text, and how its offsets map back to the user's original file. */
record Side(String text, IntUnaryOperator origin) {
}
