#!/usr/bin/env python3
"""A hand experiment, not part of Pare: is there a C program of at most N tokens that keeps both
warnings of c-gcc12-warnings-csmith (a self-comparison and a use of an uninitialized local)?

    c-floor.py TOKENS [--params]

Writes every function `a(){BODY}` (with --params `a(b){BODY}`) whose BODY comes from a small C
grammar (below) and whose whole text has at most TOKENS tokens, keeps those with `>=`, `<=` or `==`,
compiles them 500 to a file with the case's gcc-12 command and reads the warnings line by line.
Each function is on a line of its own and named after its line; a line that gcc refuses is dropped
and the file compiled again, because one error stops the middle end, which gives the uninitialized
warning. Prints the bodies that get both warnings and no error.

The grammar: declarations `SPEC D [, D] ;` with one specifier word and D = `[*] b|c [= E]`;
statements `;`, `E ;`, `return [E] ;`, `if (E) S`, `while (E) S`, `{ ... }`; expressions over
a, b, c, 0 with 22 binary operators, 7 prefix and 2 postfix ones, parentheses, calls of a or b,
subscripts and sizeof.
"""
import os
import re
import subprocess
import sys
import tempfile

ATOMS = ['a', 'b', 'c', '0']
BINARY = ['>=', '==', '<=', '^', '+', '-', '=', '^=', '+=', '|=', '-=', ',', '>', '<', '&&', '||', '|', '*', '&', '/',
          '%', '<<']
PREFIX = ['-', '!', '~', '*', '&', '++', '--']
POSTFIX = ['++', '--']
SPECS = ['int', 'const', 'float', 'volatile', 'register', 'auto', 'char', 'static', 'long', 'unsigned', 'signed',
         'short', '_Bool', 'double']
COMPARISONS = {'>=', '==', '<='}


def expressions(most):
    """Expressions of 1..most tokens, by length."""
    e = {1: [[x] for x in ATOMS]}
    for k in range(2, most + 1):
        out = [[u] + x for u in PREFIX for x in e[k - 1]]
        out += [x + [p] for p in POSTFIX for x in e[k - 1] if len(x) == 1]
        out += [['sizeof'] + x for x in e[k - 1]]
        if k == 3:
            out += [[f, '(', ')'] for f in ('a', 'b')]
        if k >= 3:
            out += [['('] + x + [')'] for x in e[k - 2]]
            for i in range(1, k - 1):
                out += [l + [b] + r for l in e[i] for r in e[k - 1 - i] for b in BINARY]
        if k >= 4:
            out += [[f, '('] + x + [')'] for x in e[k - 3] for f in ('a', 'b')]
            out += [[f, '['] + x + [']'] for x in e[k - 3] for f in ('a', 'b', '0')]
        e[k] = out
    return e


class Grammar:
    def __init__(self, body):
        self.e = expressions(max(1, body - 3))

    def ex(self, lo, hi):
        for k in range(lo, hi + 1):
            yield from self.e.get(k, [])

    def declarators(self, budget):
        for name in ('b', 'c'):
            for star in ([], ['*']):
                base = star + [name]
                if len(base) <= budget:
                    yield base
                for x in self.ex(1, budget - len(base) - 1):
                    yield base + ['='] + x

    def declarator_lists(self, budget, depth=2):
        for d in self.declarators(budget):
            yield d
            if depth > 1:
                for rest in self.declarator_lists(budget - len(d) - 1, depth - 1):
                    yield d + [','] + rest

    def declarations(self, budget):
        for spec in SPECS:
            for dl in self.declarator_lists(budget - 2):
                yield [spec] + dl + [';']

    def statements(self, budget):
        if budget >= 1:
            yield [';']
        for x in self.ex(1, budget - 1):
            yield x + [';']
        if budget >= 2:
            yield ['return', ';']
        for x in self.ex(1, budget - 2):
            yield ['return'] + x + [';']
        for x in self.ex(1, budget - 4):
            for s in self.statements(budget - 3 - len(x)):
                yield ['if', '('] + x + [')'] + s
                yield ['while', '('] + x + [')'] + s
        if budget >= 2:
            for b in self.items(budget - 2):
                yield ['{'] + b + ['}']

    def items(self, budget):
        yield []
        if budget <= 0:
            return
        for d in self.declarations(budget):
            for rest in self.items(budget - len(d)):
                yield d + rest
        for s in self.statements(budget):
            for rest in self.items(budget - len(s)):
                yield s + rest


def bodies(body_tokens):
    seen = set()
    for body in Grammar(body_tokens).items(body_tokens):
        if COMPARISONS.isdisjoint(body):
            continue
        text = ' '.join(body)
        if text not in seen:
            seen.add(text)
            yield text


def both_warnings(chunk, shell, work):
    """The bodies of chunk that get both warnings and no error, compiled as one file."""
    lines = []
    for i, body in enumerate(chunk):
        name = 'f%d' % i
        lines.append(shell % (name, ' '.join(name if t == 'a' else t for t in body.split(' '))))
    keep = list(range(len(chunk)))
    while True:
        with open(os.path.join(work, 'batch.c'), 'w') as f:
            f.write('\n'.join(lines[i] for i in keep) + '\n')
        r = subprocess.run(['gcc-12', '-c', '-O2', '-Wall', '-Wextra', 'batch.c', '-o', '/dev/null'],
                           cwd=work, capture_output=True, text=True)
        bad = {keep[int(m.group(1)) - 1] for m in re.finditer(r'^batch\.c:(\d+):\d+: error', r.stderr, re.M)}
        if not bad:
            if r.returncode != 0:
                raise SystemExit('gcc failed without an error line:\n' + r.stderr[-2000:])
            break
        keep = [i for i in keep if i not in bad]
    seen = {}
    for m in re.finditer(r'^batch\.c:(\d+):\d+: warning: (.*)$', r.stderr, re.M):
        kinds = seen.setdefault(keep[int(m.group(1)) - 1], set())
        if 'self-comparison always evaluates to true' in m.group(2):
            kinds.add('self')
        elif 'is used uninitialized' in m.group(2):
            kinds.add('uninit')
    return [chunk[i] for i, kinds in sorted(seen.items()) if kinds == {'self', 'uninit'}]


def main():
    tokens = int(sys.argv[1])
    params = '--params' in sys.argv[2:]
    shell = '%s(b){%s}' if params else '%s(){%s}'
    body_tokens = tokens - (6 if params else 5)
    work = tempfile.mkdtemp(prefix='c-floor-')
    if not params:
        # the check must see the 14-token programs known to keep both warnings, among others
        known = ['int b ; b ^= a >= a ;', 'a >= a ; const b = b ;', 'int c = c ^ a >= a ;']
        if both_warnings(known + ['b ;', 'int b ; b = 0 ;', '0 >= 0 ;'], shell, work) != known:
            raise SystemExit('the check does not find the known 14-token programs')
    chunk, total, found = [], 0, 0
    for body in bodies(body_tokens):
        chunk.append(body)
        if len(chunk) == 500:
            for hit in both_warnings(chunk, shell, work):
                print(hit, flush=True)
                found += 1
            total += len(chunk)
            chunk = []
    if chunk:
        for hit in both_warnings(chunk, shell, work):
            print(hit, flush=True)
            found += 1
        total += len(chunk)
    print('%d programs of at most %d tokens (%s), %d with both warnings' % (total, tokens, shell % ('a', '...'), found),
          file=sys.stderr)


if __name__ == '__main__':
    main()
