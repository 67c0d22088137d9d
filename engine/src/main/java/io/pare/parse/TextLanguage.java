package io.pare.parse;

import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.IntUnaryOperator;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Spacer;
import io.pare.program.Token;

/**
 * The grammar-free fallback: any text (or bytes read as ISO-8859-1) becomes words, numbers,
 * strings and punctuation, nested by balanced brackets, so that lists of tokens and whole
 * bracketed groups can be deleted, and a group replaced by anything inside it (there is no
 * syntax to respect, so any descendant may stand in for a group). {@link LineLanguage} is its coarse first stage.
 */
public final class TextLanguage implements Language {
    public static final int WORD = 1, NUMBER = 2, STRING = 3, PUNCT = 4;

    /** The fallback's token kinds as an ANTLR lexer grammar (rule order = type numbers), for T-Rec's lex trees. */
    public static final String LEXER_GRAMMAR = """
            lexer grammar Text;
            WORD : [a-zA-Z_$] [a-zA-Z0-9_$]* ;
            NUMBER : [0-9] [a-zA-Z0-9.]* ;
            STRING : '"' (~["\\\\\\n] | '\\\\' ~[\\n])* '"' | '\\'' (~['\\\\\\n] | '\\\\' ~[\\n])* '\\'' ;
            PUNCT : ~[a-zA-Z0-9_$"' \\t\\r\\n] ;
            WS : [ \\t\\r\\n]+ -> skip ;
            """;
    private static final int TEXT_RULE = 0, GROUP_RULE = 1;
    private static final String OPEN = "([{", CLOSE = ")]}";

    @Override
    public String name() {
        return "text";
    }

    @Override
    public boolean readsAnyText() {
        return true;
    }

    @Override
    public int countTokens(String text) {
        return lex(text, x -> x).size();
    }

    @Override
    public Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin) {
        return grouped(fileName, text, charset, lex(text, origin), TextLanguage::mustSeparate, name());
    }

    /**
     * A program of the given tokens with no syntax but balanced brackets: a list of tokens and
     * bracketed groups, any of which may stand for any other.
     */
    static Program grouped(String fileName, String text, Charset charset, List<Token> tokens, Spacer spacer, String name) {
        int[] id = {0};
        Node root = Node.rule(id[0]++, new int[] {TEXT_RULE}, List.of(group(tokens, 0, tokens.size(), id)));
        return new Program(fileName, text, charset, tokens, root, spacer, name,
                s -> s == TEXT_RULE ? "text" : s == GROUP_RULE ? "group" : "token", (slot, sym) -> true);
    }

    /** A STAR list of the tokens in [from, to), with balanced bracket pairs as group items. */
    private static Node group(List<Token> tokens, int from, int to, int[] id) {
        int listId = id[0]++;
        List<Node> items = new ArrayList<>();
        int[] match = matchBrackets(tokens, from, to);
        for (int i = from; i < to; i++) {
            int itemId = id[0]++;
            if (match[i - from] > i) {
                int close = match[i - from];
                Node inner = group(tokens, i + 1, close, id);
                Node open = Node.token(id[0]++, i, tokens.get(i).type());
                Node end = Node.token(id[0]++, close, tokens.get(close).type());
                items.add(Node.item(itemId, List.of(Node.rule(id[0]++, new int[] {GROUP_RULE}, List.of(open, inner, end)))));
                i = close;
            } else {
                items.add(Node.item(itemId, List.of(Node.token(id[0]++, i, tokens.get(i).type()))));
            }
        }
        return Node.list(listId, NodeKind.STAR, items);
    }

    private static int[] matchBrackets(List<Token> tokens, int from, int to) {
        int[] match = new int[to - from];
        Deque<Integer> open = new ArrayDeque<>();
        for (int i = from; i < to; i++) {
            match[i - from] = -1;
            String t = tokens.get(i).text();
            if (t.length() != 1) continue;
            int o = OPEN.indexOf(t.charAt(0));
            int c = CLOSE.indexOf(t.charAt(0));
            if (o >= 0) {
                open.push(i);
            } else if (c >= 0) {
                while (!open.isEmpty() && OPEN.indexOf(tokens.get(open.peek()).text().charAt(0)) != c) open.pop();
                if (!open.isEmpty()) match[open.pop() - from] = i;
            }
        }
        return match;
    }

    public static List<Token> lex(String text, IntUnaryOperator origin) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int start = i;
            int type;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (isWordStart(c)) {
                while (i < n && isWordChar(text.charAt(i))) i++;
                type = WORD;
            } else if (Character.isDigit(c)) {
                while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '.')) i++;
                type = NUMBER;
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < n && text.charAt(i) != c && text.charAt(i) != '\n') {
                    if (text.charAt(i) == '\\' && i + 1 < n) i++;
                    i++;
                }
                if (i < n && text.charAt(i) == c) i++;
                type = STRING;
            } else {
                i++;
                type = PUNCT;
            }
            out.add(new Token(type, text.substring(start, i), start, i, origin.applyAsInt(start)));
        }
        return out;
    }

    /** Whether a word (a name) may start with the character: letters, {@code _}, {@code $}. */
    public static boolean isWordStart(char c) {
        return Character.isLetter(c) || c == '_' || c == '$';
    }

    /** Whether the character may stand inside a word (a name): letters, digits, {@code _}, {@code $}. */
    public static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    static boolean mustSeparate(Token a, Token b) {
        char l = a.text().charAt(a.text().length() - 1);
        char r = b.text().charAt(0);
        return (isWordChar(l) && isWordChar(r)) || (a.type() == PUNCT && b.type() == PUNCT) || a.type() == STRING || b.type() == STRING;
    }

    static Spacer spacer() {
        return TextLanguage::mustSeparate;
    }
}
