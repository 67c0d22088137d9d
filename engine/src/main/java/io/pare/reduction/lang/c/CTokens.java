package io.pare.reduction.lang.c;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import io.pare.program.Node;
import io.pare.program.Program;

/**
 * A C or C++ program's current tokens seen flat, the way clang_delta-style passes need them: texts,
 * bracket depth, matching brackets, file-level declarations and function definitions. The C
 * passes (inlining, merging) work on this view rather than on the tree, whose shape depends on
 * how the grammar was written.
 */
public final class CTokens {
    public final Program p;
    public final List<Node> nodes;
    public final String[] texts;
    /** Nesting depth before the token (a closing bracket has its content's depth minus one). */
    public final int[] depth;
    /** Index of the matching closing bracket of each opening one, else -1. */
    public final int[] match;
    private final Set<Integer> identifierTypes;

    /** A file-level function definition: its first token, its name, its parameter list's and its body's brackets. */
    record Function(int start, int name, int paramsClose, int bodyOpen, int bodyClose) {
    }

    public CTokens(Program p, Set<Integer> identifierTypes) {
        this.p = p;
        this.identifierTypes = identifierTypes;
        this.nodes = p.root().tokenNodes();
        int n = nodes.size();
        texts = new String[n];
        depth = new int[n];
        match = new int[n];
        Arrays.fill(match, -1);
        ArrayDeque<Integer> open = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            texts[i] = p.tokens().get(nodes.get(i).tokenIndex()).text();
            String t = texts[i];
            if (t.equals(")") || t.equals("]") || t.equals("}")) {
                if (!open.isEmpty()) match[open.pop()] = i;
            }
            depth[i] = open.size();
            if (t.equals("(") || t.equals("[") || t.equals("{")) open.push(i);
        }
    }

    public int size() {
        return texts.length;
    }

    public String text(int i) {
        return i >= 0 && i < texts.length ? texts[i] : "";
    }

    /** Whether the token at i is a word, an identifier or a keyword (false outside the program). */
    public boolean isWord(int i) {
        if (i < 0 || i >= texts.length || texts[i].isEmpty()) return false;
        char c = texts[i].charAt(0);
        return Character.isLetter(c) || c == '_';
    }

    public boolean isIdentifier(int i) {
        return i >= 0 && i < texts.length && identifierTypes.contains(p.tokens().get(nodes.get(i).tokenIndex()).type());
    }

    /** Whether a file-level declaration may start at i: after a ; or } at file level, a directive, or at the start. */
    boolean startsDeclaration(int i) {
        if (i == 0) return true;
        String prev = texts[i - 1];
        return depth[i - 1] == 0 && (prev.equals(";") || prev.equals("}")) || prev.startsWith("#");
    }

    /** The first token of the file-level declaration that holds i. */
    int declarationStart(int i) {
        int s = i;
        while (s > 0 && !startsDeclaration(s)) s--;
        return s;
    }

    /** The ; that ends the file-level declaration from i, or -1. */
    int declarationEnd(int i) {
        for (int j = i; j < texts.length; j++) {
            if (depth[j] == 0 && texts[j].equals(";")) return j;
            if (depth[j] == 0 && texts[j].equals("}")) return -1;
        }
        return -1;
    }

    public int tableIndex(int i) {
        return nodes.get(i).tokenIndex();
    }

    /** Whether one of the tokens [from, to) reads {@code text}. */
    public boolean has(int from, int to, String text) {
        for (int j = from; j < to; j++) {
            if (texts[j].equals(text)) return true;
        }
        return false;
    }

    /**
     * A new table token reading {@code text}, of the type the lexer gives it ({@code typeOf}), at
     * the input place of the token at {@code i}; null when the lexer has no token for the text.
     */
    public Integer generate(java.util.function.Function<String, Integer> typeOf, String text, int i) {
        Integer type = typeOf.apply(text);
        return type == null ? null : p.generate(type, text, p.tokens().get(tableIndex(i)).origin());
    }

    /** Whether a statement may start after a token reading {@code prev}. */
    static boolean isStatementStart(String prev) {
        return prev.equals(";") || prev.equals("{") || prev.equals("}") || prev.equals(")") || prev.equals("else")
                || prev.equals(":");
    }

    /** Whether the statement starting at {@code at} is the last of the body that {@code open} opens and {@code bodyEnd} closes. */
    boolean isLastStatement(int at, int open, int bodyEnd) {
        if (depth[at] != depth[open] + 1) return false;
        for (int j = at; j < bodyEnd; j++) {
            if (depth[j] == depth[at] && texts[j].equals(";")) return j == bodyEnd - 1;
        }
        return false;
    }

    /** The {@code ;} that ends the statement starting at {@code at} (one without a block of its own), or -1. */
    int statementEnd(int at) {
        for (int j = at; j < texts.length; j++) {
            if (depth[j] < depth[at]) return -1;
            if (depth[j] == depth[at] && texts[j].equals(";")) return j;
        }
        return -1;
    }

    /** The function definition whose name is at {@code name}, or null when there is none or it returns a function pointer. */
    Function definitionAt(int name) {
        if (depth[name] != 0 || !isIdentifier(name) || !text(name + 1).equals("(")) return null;
        int close = match[name + 1];
        if (close < 0 || !text(close + 1).equals("{") || match[close + 1] < 0) return null;
        int start = declarationStart(name);
        // a function returning a function pointer (a view of the texts: List.of would copy them all)
        if (Arrays.asList(texts).subList(start, name).contains("(")) return null;
        return new Function(start, name, close, close + 1, match[close + 1]);
    }

    /** Every file-level function definition, in order. */
    List<Function> definitions() {
        List<Function> out = new ArrayList<>();
        for (int i = 0; i < texts.length; i++) {
            Function f = definitionAt(i);
            if (f != null) {
                out.add(f);
                i = f.bodyClose();
            }
        }
        return out;
    }

    /** Each parameter's tokens (a declaration ending in its name), or null when one is not that simple. */
    List<int[]> parameters(Function f) {
        int from = f.name() + 2;
        int to = f.paramsClose();
        List<int[]> out = new ArrayList<>();
        if (from == to || (to == from + 1 && text(from).equals("void"))) return out;
        for (int[] range : split(from, to)) {
            int a = range[0];
            int b = range[1];
            if (b - a < 2 || !isIdentifier(b - 1)) return null;
            int[] decl = new int[b - a];
            for (int j = a; j < b; j++) {
                String t = texts[j];
                if (t.equals("[") || t.equals("(") || t.equals("...")) return null;
                decl[j - a] = tableIndex(j);
            }
            out.add(decl);
        }
        return out;
    }

    /**
     * The tokens [from, to) to delete so that the declaration [start, semicolon] no longer holds the
     * declarator [first, end), {@code end} being the {@code ,} or {@code ;} after it: the whole
     * declaration when it declares nothing else, else the declarator with a comma beside it; null
     * when the declarator does not begin its part of the declaration after a comma.
     */
    int[] declaratorRemoval(int start, int semicolon, int first, int end) {
        List<int[]> parts = split(start, semicolon);
        if (parts.size() == 1) return new int[] {start, semicolon + 1};
        if (parts.get(0)[1] > first) return text(end).equals(",") ? new int[] {first, end + 1} : null;
        return text(first - 1).equals(",") ? new int[] {first - 1, end} : null;
    }

    /**
     * The last token of the statement starting at {@code at}, with what it holds: a block, a loop or
     * an {@code if} with its body (and {@code else}), a {@code do} up to its {@code ;}; -1 when it
     * cannot be told.
     */
    int statementEndFrom(int at) {
        if (at >= texts.length) return -1;
        String t = texts[at];
        if (t.equals("{")) return match[at];
        if ((t.equals("for") || t.equals("while") || t.equals("if") || t.equals("switch")) && text(at + 1).equals("(")) {
            int close = match[at + 1];
            if (close < 0) return -1;
            int body = statementEndFrom(close + 1);
            if (body < 0 || !t.equals("if") || !text(body + 1).equals("else")) return body;
            return statementEndFrom(body + 2);
        }
        if (t.equals("do")) {
            int body = statementEndFrom(at + 1);
            return body < 0 ? -1 : statementEnd(body + 1);
        }
        return statementEnd(at);
    }

    /** The ranges between the commas at the depth of {@code from}. */
    public List<int[]> split(int from, int to) {
        List<int[]> out = new ArrayList<>();
        int a = from;
        for (int j = from; j < to; j++) {
            if (depth[j] == depth[from] && texts[j].equals(",")) {
                out.add(new int[] {a, j});
                a = j + 1;
            }
        }
        out.add(new int[] {a, to});
        return out;
    }
}
