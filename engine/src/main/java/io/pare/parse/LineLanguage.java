package io.pare.parse;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

import io.pare.program.Node;
import io.pare.program.NodeKind;
import io.pare.program.Program;
import io.pare.program.Token;

/** Each line is one token in one flat list: the fallback's first, coarse stage (C-Reduce's "lines" pass). */
public final class LineLanguage implements Language {
    @Override
    public String name() {
        return "lines";
    }

    @Override
    public int countTokens(String text) {
        return new TextLanguage().countTokens(text);
    }

    @Override
    public Program parse(String fileName, String text, Charset charset, IntUnaryOperator origin) {
        List<Token> tokens = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl + 1;
            tokens.add(new Token(1, text.substring(start, end), start, end, origin.applyAsInt(start)));
            start = end;
        }
        List<Node> items = new ArrayList<>();
        int id = 2;
        for (int i = 0; i < tokens.size(); i++) {
            items.add(Node.item(id++, List.of(Node.token(id++, i, 1))));
        }
        Node root = Node.rule(0, new int[] {0}, List.of(Node.list(1, NodeKind.STAR, items)));
        return new Program(fileName, text, charset, tokens, root, (a, b) -> !a.text().endsWith("\n"), name(),
                s -> "lines", (slot, sym) -> slot == sym);
    }
}
