#!/bin/sh
# Interestingness test written by `pare oracle @KIND@`. Usage: sh @SCRIPT@ FILE
# Exit 0 when FILE still shows the bug, 1 when it does not. What it checks:
@CHECKS@
# It works in a folder of its own (FILE is copied there as @FILE@), never changes FILE, and puts
# a limit of @TIMEOUT@ s on every command it runs.
f=${1:?usage: sh @SCRIPT@ FILE}
[ -f "$f" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/"@FILE@ && cd "$w" || exit 1
f=@FILE@
T=@TIMEOUT@
# one output format whatever the user's locale; LLVM's stack dumps without symbolizer runs
@ENVIRONMENT@
@VALID@
