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
 * when none follows on the line, a lone {@code /}. After a {@code }} that closes a block a regex
 * may start; after one that closes an object literal or the body of a function or class expression
 * (a {@code {} where an expression is expected, or the body of a {@code function}/{@code class}
 * that stands where an expression is expected) it is a division; after {@code )} it may not
 * unless it closes the condition of {@code if}, {@code while}, {@code for} or {@code with}
 * ({@code if (x) /re/.test(s)}).</li>
 * <li>A {@code (} after an operand (a name, literal, {@code )}, {@code ]}, closing backtick,
 * {@code this}, {@code super}, private name, the {@code }} of an expression as above, as in
 * {@code !function () {}()}) is a CallOpen token: JS reads it as a call (or a
 * parameter list) even across a line break, and the parser then never weighs {@code f; (x)}
 * against {@code f(x)}.</li>
 * <li>{@code ?.} followed by a digit is {@code ?} and a number ({@code a?.5:1}).</li>
 * <li>{@code function} and {@code class} where an expression is expected (not at the start of a
 * statement, which follows {@code ;}, a block's {@code }}, an operand, {@code else}, {@code export
 * default}...) are FunctionExpr and ClassExpr tokens, so that declarations and expression statements
 * never compete in the parser.</li>
 * <li>The words {@code async}, {@code get}, {@code set}, {@code static}, {@code let} and {@code await}
 * are keywords only where the next significant character can continue them as such, and are
 * identifiers otherwise ({@code get(x)}, {@code {get: 1}}, {@code static = 1}, {@code let.x},
 * {@code await.x}): {@code async}, {@code get}, {@code set} and {@code static} before a name, a
 * string, a number, {@code [}, {@code #} or {@code *} on the same line ({@code async} also before
 * {@code (}, {@code static} before {@code {}); {@code let} before a name, {@code [} or {@code {};
 * {@code await} unless before {@code ) ] } , ; : = . ?} or the end; none of them before the words
 * {@code of}, {@code in}, {@code instanceof} ({@code for (const set of sets)}). This is the spec's
 * "[no LineTerminator here]" for {@code async}, applied to {@code get}/{@code set}/{@code static}
 * too, and it keeps the parser from seeing `static` as a field followed by a method, `async` as
 * an expression followed by a function, or `let` as an expression followed by an assignment.</li>
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

    /** Token types after which a {@code (} is a CallOpen: OPERAND_END without the words and {@code ++}/{@code --}. */
    private static final Set<String> CALLEE_END = Set.of("Identifier", "NumericLiteral", "StringLiteral",
            "RegularExpressionLiteral", "BackTick", "PrivateName", "')'", "']'", "'this'", "'super'", "'null'",
            "'true'", "'false'");

    /** Keywords whose parenthesis ends no operand: the `)` of `if (x)` may be followed by a regex or a `(`. */
    private static final Set<String> CONTROL = Set.of("'if'", "'while'", "'for'", "'with'");

    /** Tokens after which a statement (or a class member) starts: a `{` there opens a block, `function` declares. */
    private static final Set<String> STATEMENT_BEFORE = Set.of("';'", "'=>'", "'else'", "'do'", "'try'", "'finally'",
            "'export'", "'default'", "'static'");

    private record Info(BitSet operandEnd, BitSet calleeEnd, BitSet control, BitSet statementBefore, int openParen,
            int closeParen, int callOpen, int openBrace, int dollarBrace, int closeBrace, int function, int classKeyword,
            int functionExpr, int classExpr, int arrow,
            int regexMode, int questionDot, int question, int identifier,
            int async, int await, int get, int set, int isStatic, int let) {
    }

    private static final Map<ATN, Info> INFO = new WeakHashMap<>();

    private final Info info;
    private int previous = Token.INVALID_TYPE;
    /** What the previous default-channel token was: the end of an operand, of a callee, or a statement boundary. */
    private boolean prevOperandEnd;
    private boolean prevCalleeEnd;
    private boolean prevStatementStart = true;
    private boolean asyncInExpression;
    /** Per open parenthesis: whether it follows `if`/`while`/`for`/`with`. */
    private final BitSet controlParens = new BitSet();
    private int parenDepth;
    /** Per open brace: whether it opens an expression (object literal, function or class expression body). */
    private final BitSet expressionBraces = new BitSet();
    private int braceDepth;
    /** Paren and brace depth of each `function`/`class` in an expression whose body brace is still to come. */
    private final java.util.ArrayDeque<long[]> pendingBodies = new java.util.ArrayDeque<>();

    public JavaScriptLexer(String grammarFileName, Vocabulary vocabulary, Collection<String> ruleNames,
            Collection<String> channelNames, Collection<String> modeNames, ATN atn, CharStream input) {
        super(grammarFileName, vocabulary, ruleNames, channelNames, modeNames, atn, input);
        synchronized (INFO) {
            this.info = INFO.computeIfAbsent(atn, a -> info(vocabulary, List.copyOf(modeNames)));
        }
    }

    private static Info info(Vocabulary vocabulary, List<String> modes) {
        BitSet operandEnd = new BitSet();
        BitSet calleeEnd = new BitSet();
        BitSet control = new BitSet();
        BitSet statementBefore = new BitSet();
        int questionDot = Token.INVALID_TYPE;
        int question = Token.INVALID_TYPE;
        java.util.Map<String, Integer> types = new java.util.HashMap<>();
        for (int t = 1; t <= vocabulary.getMaxTokenType(); t++) {
            String symbolic = vocabulary.getSymbolicName(t);
            String literal = vocabulary.getLiteralName(t);
            if (symbolic != null && OPERAND_END.contains(symbolic) || literal != null && OPERAND_END.contains(literal)) {
                operandEnd.set(t);
            }
            if ("'?.'".equals(literal)) questionDot = t;
            if ("'?'".equals(literal)) question = t;
            if (symbolic != null && CALLEE_END.contains(symbolic) || literal != null && CALLEE_END.contains(literal)) {
                calleeEnd.set(t);
            }
            if (literal != null && CONTROL.contains(literal)) control.set(t);
            if (literal != null && STATEMENT_BEFORE.contains(literal)) statementBefore.set(t);
            if (literal != null) types.put(literal, t);
            if (symbolic != null) types.put(symbolic, t);
        }
        int regexMode = modes.indexOf("REGEX");
        if (regexMode < 0) throw new GrammarException("the JavaScript lexer grammar has no mode REGEX");
        return new Info(operandEnd, calleeEnd, control, statementBefore, types.getOrDefault("'('", -1),
                types.getOrDefault("')'", -1), types.getOrDefault("CallOpen", -1), types.getOrDefault("'{'", -1),
                types.getOrDefault("'${'", -1), types.getOrDefault("'}'", -1), types.getOrDefault("'function'", -1),
                types.getOrDefault("'class'", -1), types.getOrDefault("FunctionExpr", -1),
                types.getOrDefault("ClassExpr", -1), types.getOrDefault("'=>'", -1), regexMode, questionDot, question, types.getOrDefault("Identifier", -1),
                types.getOrDefault("'async'", -1), types.getOrDefault("'await'", -1), types.getOrDefault("'get'", -1),
                types.getOrDefault("'set'", -1), types.getOrDefault("'static'", -1), types.getOrDefault("'let'", -1));
    }

    @Override
    public Token nextToken() {
        if (_mode == DEFAULT_MODE && _input.LA(1) == '/') {
            int next = _input.LA(2);
            if (next != '/' && next != '*' && !prevOperandEnd) {
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
        if (t instanceof CommonToken c && isContextual(t.getType()) && !keywordHere(t.getType())) {
            c.setType(info.identifier);
        }
        if (t.getChannel() == Token.DEFAULT_CHANNEL && t.getType() != Token.EOF) track(t);
        return t;
    }

    /** Whether the word {@code w} stands at lookahead position {@code i}, not followed by a name character. */
    private boolean word(int i, String w) {
        for (int k = 0; k < w.length(); k++) {
            if (_input.LA(i + k) != w.charAt(k)) return false;
        }
        int after = _input.LA(i + w.length());
        return !(after == '$' || after == '_' || after == '\\' || Character.isUnicodeIdentifierPart(after));
    }

    private boolean isContextual(int type) {
        return type == info.async || type == info.await || type == info.get || type == info.set
                || type == info.isStatic || type == info.let;
    }

    /**
     * Whether a contextual word just lexed is a keyword, judged by the next significant character
     * (after blanks and comments) and whether a line break comes first.
     */
    private boolean keywordHere(int type) {
        int i = 1;
        boolean newline = false;
        int c;
        while (true) {
            c = _input.LA(i);
            if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) {
                newline = true;
                i++;
            } else if (c == ' ' || c == '\t' || c == 0x0B || c == '\f' || c == 0xA0 || c == 0xFEFF
                    || (c > 0x7F && Character.getType(c) == Character.SPACE_SEPARATOR)) {
                i++;
            } else if (c == '/' && _input.LA(i + 1) == '*') {
                i += 2;
                while (_input.LA(i) != CharStream.EOF && !(_input.LA(i) == '*' && _input.LA(i + 1) == '/')) {
                    int d = _input.LA(i);
                    if (d == '\n' || d == '\r' || d == 0x2028 || d == 0x2029) newline = true;
                    i++;
                }
                i += 2;
            } else if (c == '/' && _input.LA(i + 1) == '/') {
                while (_input.LA(i) != CharStream.EOF && _input.LA(i) != '\n' && _input.LA(i) != '\r') i++;
            } else {
                break;
            }
        }
        if (c == CharStream.EOF) return false;
        boolean name = c == '$' || c == '_' || c == '\\' || Character.isUnicodeIdentifierStart(c);
        if (name && type != info.await && (word(i, "of") || word(i, "in") || word(i, "instanceof"))) {
            return false;                            // for (const set of sets), get in o
        }
        boolean key = name || c == '[' || c == '#' || c == '"' || c == '\'' || (c >= '0' && c <= '9');
        if (type == info.let) return name || c == '[' || c == '{';
        if (type == info.await) return ")]},;:=.?".indexOf(c) < 0;
        if (newline) return false;
        if (type == info.async) return key || c == '(' || c == '*';
        if (type == info.isStatic) return key || c == '*' || c == '{';
        return key || c == '*';
    }

    /** Updates what the previous token tells about the next one (see the class comment). */
    private void track(Token t) {
        int type = t.getType();
        boolean inExpression = !prevOperandEnd && !prevStatementStart;
        boolean operandEnd = info.operandEnd.get(type);
        boolean calleeEnd = info.calleeEnd.get(type);
        boolean statementStart = info.statementBefore.get(type);
        if (type == info.openParen) {
            if (prevCalleeEnd && t instanceof CommonToken c) c.setType(info.callOpen);
            controlParens.set(parenDepth++, info.control.get(previous));
        } else if (type == info.closeParen && parenDepth > 0) {
            if (controlParens.get(--parenDepth)) {                 // `if (x)` ends no operand
                operandEnd = calleeEnd = false;
                statementStart = true;
            }
            pendingBodies.removeIf(p -> p[0] > parenDepth);
        } else if (type == info.openBrace || type == info.dollarBrace) {
            long[] p = pendingBodies.peek();
            boolean expression;
            if (p != null && p[0] == parenDepth && p[1] == braceDepth) {
                pendingBodies.pop();
                expression = true;
            } else {
                expression = type == info.openBrace && inExpression;
            }
            expressionBraces.set(braceDepth++, expression);
            statementStart = type == info.openBrace;        // `${` is followed by an expression
        } else if (type == info.closeBrace && braceDepth > 0) {
            boolean expression = expressionBraces.get(--braceDepth);
            pendingBodies.removeIf(p -> p[1] > braceDepth);
            operandEnd = calleeEnd = expression;
            statementStart = !expression;
        } else if (type == info.function || type == info.classKeyword) {
            if (inExpression || previous == info.arrow || previous == info.async && asyncInExpression) {
                pendingBodies.push(new long[] {parenDepth, braceDepth});
                if (t instanceof CommonToken c) c.setType(type == info.function ? info.functionExpr : info.classExpr);
            }
        } else if (type == info.async) {
            asyncInExpression = inExpression;
        }
        previous = type == info.function || type == info.classKeyword ? type : t.getType();
        prevOperandEnd = operandEnd;
        prevCalleeEnd = calleeEnd;
        prevStatementStart = statementStart;
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
        prevOperandEnd = prevCalleeEnd = asyncInExpression = false;
        prevStatementStart = true;
        controlParens.clear();
        parenDepth = 0;
        expressionBraces.clear();
        braceDepth = 0;
        pendingBodies.clear();
    }
}
