package org.apache.commons.text.numbers;
import java.util.Objects;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.Supplier;

enum DoubleFormat {
  MIXED(MixedDoubleFormat::new);
  static class AbstractDoubleFormat
      implements DoubleFunction, ParsedDecimal.FormatOptions {
    int maxPrecision;
    int minDecimalExponent;
    String positiveInfinity;
    String negativeInfinity;
    String nan;
    boolean fractionPlaceholder;
    boolean signedZero;
    char[] digits;
    char decimalSeparator;
    char groupingSeparator;
    boolean groupThousands;
    char minusSign;
    char[] exponentSeparatorChars;
    boolean alwaysIncludeExponent;
     AbstractDoubleFormat(Builder builder) {
      this.maxPrecision = builder.maxPrecision;
      this.minDecimalExponent = builder.minDecimalExponent;
      this.positiveInfinity = builder.infinity;
      this.negativeInfinity = builder.minusSign + builder.infinity;
      this.nan = builder.nan;
      this.fractionPlaceholder = builder.fractionPlaceholder;
      this.signedZero = builder.signedZero;
      this.digits = builder.digits.toCharArray();
      this.decimalSeparator = builder.decimalSeparator;
      this.groupingSeparator = builder.groupingSeparator;
      this.groupThousands = builder.groupThousands;
      this.minusSign = builder.minusSign;
      this.exponentSeparatorChars = builder.exponentSeparator.toCharArray();
      this.alwaysIncludeExponent = builder.alwaysIncludeExponent;
    }
    public String apply(final double d) { return nan; }
    public char getDecimalSeparator() { return decimalSeparator; }
    public char[] getDigits() { return digits; }
    public char[] getExponentSeparatorChars() { return exponentSeparatorChars; }
    public char getGroupingSeparator() { return groupingSeparator; }
    public char getMinusSign() { return minusSign; }
    public boolean isAlwaysIncludeExponent() { return alwaysIncludeExponent; }
    public boolean isGroupThousands() { return groupThousands; }
    public boolean isIncludeFractionPlaceholder() {
      return fractionPlaceholder;
    }
    public boolean isSignedZero() { return signedZero; }
  }
  public static final class Builder implements Supplier {
    private static final int DEFAULT_PLAIN_FORMAT_MAX_DECIMAL_EXPONENT = 6;
    private static final int DEFAULT_PLAIN_FORMAT_MIN_DECIMAL_EXPONENT = -3;
    private static final String DEFAULT_DECIMAL_DIGITS = "0123456789";
    
    private final Function factory;
    private int maxPrecision;
    private int minDecimalExponent = Integer.MIN_VALUE;
    private int plainFormatMaxDecimalExponent =
        DEFAULT_PLAIN_FORMAT_MAX_DECIMAL_EXPONENT;
    private int plainFormatMinDecimalExponent =
        DEFAULT_PLAIN_FORMAT_MIN_DECIMAL_EXPONENT;
    private String infinity = "Infinity";
    private String nan = "NaN";
    private boolean fractionPlaceholder = true;
    private boolean signedZero = true;
    private String digits = DEFAULT_DECIMAL_DIGITS;
    private char decimalSeparator = '.';
    private char groupingSeparator = ',';
    private boolean groupThousands;
    private char minusSign = '-';
    private String exponentSeparator = "E";
    private boolean alwaysIncludeExponent;
     private Builder(final Function factory) {
      this.factory = factory;
    }
     public DoubleFunction get() {
                    return Objects.requireNonNull((DoubleFunction) switch ( this) {
                      case Object o -> new Supplier() {
                          public String get() {
                            return infinity;
                        }
                      };
                  }
       );
                }
              }
                private static final class MixedDoubleFormat extends AbstractDoubleFormat {
                  private final int plainMaxExponent;
                  private final int plainMinExponent;
                          MixedDoubleFormat(final Builder builder) {
                    super(builder);
                    this.plainMaxExponent = builder.plainFormatMaxDecimalExponent;
                    this.plainMinExponent = builder.plainFormatMinDecimalExponent;
                }
              }
                 private final Function factory;
                DoubleFormat(final Function<Builder, DoubleFunction> factory) {
                  this.factory = factory;
              }
             }
