#!/bin/sh
# A stricter oracle for bench/cases/js-prettier-idempotency-*: the same bug (prettier 1.19.1
# formats its own output differently), but both outputs must hold code. The cases' own oracle only
# asks for a non-empty first output, and a file holding just `;` passes it: prettier prints an
# empty line for it, then nothing for that line. A reducer finds that hole at once (Pare did, in
# 14 queries), which reduces every case to one token that shows nothing of the bug.
# Usage: js-prettier-idempotency-strict.sh FILE   (exit 0 = the bug still reproduces)
f=${1:?usage: js-prettier-idempotency-strict.sh FILE}
[ -f "$f" ] || exit 1
P=${PRETTIER_DIR:-/tmp/prettier-1.19.1}/node_modules/.bin/prettier
[ -x "$P" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/in.js" || exit 1
timeout -s 9 60 "$P" --parser babel "$w/in.js" > "$w/a.js" 2>/dev/null || exit 1
grep -q '[^[:space:];]' "$w/a.js" || exit 1
timeout -s 9 60 "$P" --parser babel "$w/a.js" > "$w/b.js" 2>/dev/null || exit 1
grep -q '[^[:space:];]' "$w/b.js" || exit 1
cmp -s "$w/a.js" "$w/b.js" && exit 1
exit 0
