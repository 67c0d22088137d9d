#!/usr/bin/env python3
"""A hand experiment, not part of Pare: how far plain local search gets below a result.

    replace-then-delete.py RESULT ORACLE [WORD...]

Repeats, greedily: take the first deletion of one, two or three tokens the oracle accepts; when
there is none, try every replacement of one token by one of WORDS and, for each the oracle accepts,
every deletion of one or two tokens; take the first that makes the text smaller. Stops when neither
finds anything. Tokens are words, C's operators of two or three characters and single punctuation
characters; the text between them (the layout) is kept. WORDs replace the default list. Prints each
step's token count and text. Two oracle runs at a time.
"""
import itertools
import os
import re
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor

TOKEN = re.compile(r'>>=|<<=|->|\+\+|--|&&|\|\||<<|>>|::|[-+*/%&|^!=<>]=|\w+|[^\s\w]')
WORDS = ['int', 'class', 'true', 'false', ';', 'struct', 'enum', 'auto', '0', '1', 'a', 'b', 'c', 'typename',
         'static', 'const', 'bool', 'void', 'char', '(', ')', '{', '}', '<', '>', '=', ',', '::', 'template',
         'concept']


def main():
    text = open(sys.argv[1]).read()
    words = sys.argv[3:] or WORDS
    oracle = os.path.abspath(sys.argv[2])
    suffix = os.path.splitext(sys.argv[1])[1]
    work = tempfile.mkdtemp(prefix='rtd-')
    pool = ThreadPoolExecutor(2)

    def passes(t):
        path = os.path.join(work, 'c%d%s' % (threading.get_ident(), suffix))
        with open(path, 'w') as f:
            f.write(t)
        return subprocess.run(['sh', oracle, path], cwd=os.path.dirname(oracle),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0

    def spans(t):
        return [(m.start(), m.end()) for m in TOKEN.finditer(t)]

    def without(t, tokens, picked):
        out, last = [], 0
        for i in sorted(picked):
            out.append(t[last:tokens[i][0]])
            last = tokens[i][1]
        return ''.join(out) + t[last:]

    def deletions(t, most):
        tokens = spans(t)
        for k in range(1, most + 1):
            for picked in itertools.combinations(range(len(tokens)), k):
                yield without(t, tokens, picked)

    def first(candidates):
        batch = []
        for c in itertools.chain(candidates, [None]):
            if c is not None:
                batch.append(c)
                if len(batch) < 16:
                    continue
            for cand, ok in zip(batch, pool.map(passes, batch)):
                if ok:
                    return cand
            batch = []
        return None

    while True:
        n = len(spans(text))
        print(n, repr(text), flush=True)
        smaller = first(deletions(text, 3))
        if smaller is None:
            tokens = spans(text)
            replaced = [text[:s] + w + text[e:] for s, e in tokens for w in words if w != text[s:e]]
            kept = [r for r, ok in zip(replaced, pool.map(passes, replaced)) if ok]
            print('  %d one-token replacements pass' % len(kept), flush=True)
            for r in kept:
                smaller = first(deletions(r, 2))
                if smaller is not None and len(spans(smaller)) < n:
                    break
                smaller = None
        if smaller is None:
            print('stuck')
            return
        text = smaller


if __name__ == '__main__':
    main()
