package io.pare.grammars;

import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.LexerInterpreter;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.atn.ATN;

/**
 * The lexer of the JavaScript grammar (javascript/JavaScriptLexer.g4): ANTLR's interpreter plus the
 * context a lexer grammar cannot express.
 *
 * <ul>
 * <li>Regular expression or division. Before a {@code /} that does not start a comment, a regex may
 * start unless the previous default-channel token ends an operand: an identifier or a word usable as
 * one (except {@code yield} and {@code await}, which take operands), a literal, {@code this},
 * {@code super}, {@code )}, {@code ]}, a closing backtick, {@code ++}/{@code --} or a private name.
 * Where a regex may start, the lexer enters mode REGEX, which lexes a RegularExpressionLiteral or,
 * when none follows on the line, a lone {@code /}. After {@code }} a regex may start (a block ends
 * there far more often than an object literal that is then divided); after {@code )} it may not
 * ({@code if (x) /re/.test(s)} is lexed as divisions).</li>
 * <li>{@code ?.} followed by a digit is {@code ?} and a number ({@code a?.5:1}).</li>
 * <li>{@code }} pops a lexer mode (it closes a template substitution); at the outermost level,
 * where there is nothing to pop, the lexer stays in the default mode.</li>
 * </ul>
 */
public class JavaScriptLexer extends LexerInterpreter {
    /** Token types (by symbolic or literal name) after which a {@code /} is a division. */
    private static final Set<String> OPERAND_END = Set.of("Identifier", "NumericLiteral", "StringLiteral",
            "RegularExpressionLiteral", "BackTick", "PrivateName", "')'", "']'", "'++'", "'--'", "'this'",
            "'super'", "'null'", "'true'", "'false'", "'async'", "'get'", "'set'", "'of'", "'static'",
            "'let'", "'from'", "'as'");

    private record Info(BitSet operandEnd, int regexMode, int questionDot, int question) {
    }

    private static final Map<ATN, Info> INFO = new WeakHashMap<>();

    private final Info info;
    private int previous = Token.INVALID_TYPE;

    public JavaScriptLexer(String grammarFileName, Vocabulary vocabulary, Collection<String> ruleNames,
            Collection<String> channelNames, Collection<String> modeNames, ATN atn, CharStream input) {
        super(grammarFileName, vocabulary, ruleNames, channelNames, modeNames, atn, input);
        synchronized (INFO) {
            this.info = INFO.computeIfAbsent(atn, a -> info(vocabulary, List.copyOf(modeNames)));
        }
    }

    private static Info info(Vocabulary vocabulary, List<String> modes) {
        BitSet operandEnd = new BitSet();
        int questionDot = Token.INVALID_TYPE;
        int question = Token.INVALID_TYPE;
        for (int t = 1; t <= vocabulary.getMaxTokenType(); t++) {
            String symbolic = vocabulary.getSymbolicName(t);
            String literal = vocabulary.getLiteralName(t);
            if (symbolic != null && OPERAND_END.contains(symbolic) || literal != null && OPERAND_END.contains(literal)) {
                operandEnd.set(t);
            }
            if ("'?.'".equals(literal)) questionDot = t;
            if ("'?'".equals(literal)) question = t;
        }
        int regexMode = modes.indexOf("REGEX");
        if (regexMode < 0) throw new GrammarException("the JavaScript lexer grammar has no mode REGEX");
        return new Info(operandEnd, regexMode, questionDot, question);
    }

    @Override
    public Token nextToken() {
        if (_mode == DEFAULT_MODE && _input.LA(1) == '/') {
            int next = _input.LA(2);
            if (next != '/' && next != '*' && !info.operandEnd.get(previous)) {
                pushMode(info.regexMode);
            }
        }
        Token t = super.nextToken();
        if (t.getType() == info.questionDot && isDigit(_input.LA(1)) && t instanceof CommonToken c) {
            // `?.5`: the `.` starts a number; give back everything after the `?`.
            c.setType(info.question);
            c.setStopIndex(c.getStartIndex());
            _input.seek(c.getStartIndex() + 1);
            getInterpreter().setCharPositionInLine(c.getCharPositionInLine() + 1);
        }
        if (t.getChannel() == Token.DEFAULT_CHANNEL) previous = t.getType();
        return t;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    @Override
    public int popMode() {
        if (_modeStack.isEmpty()) return _mode;
        return super.popMode();
    }

    @Override
    public void reset() {
        super.reset();
        previous = Token.INVALID_TYPE;
    }
}
