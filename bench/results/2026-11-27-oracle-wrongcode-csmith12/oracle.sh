#!/bin/sh
# Interestingness test written by `pare oracle wrong-code`. Usage: sh csmith12_llvm64047.c.oracle.sh FILE
# Exit 0 when FILE still shows the bug, 1 when it does not. What it checks:
#  - `gcc-12 -O1 -Wall -Wextra` gives no warning that signals undefined behaviour (uninitialized use, missing return, implicit declaration, argument count, format, incompatible pointer, ...; implementation-defined narrowing is allowed)
#  - a `gcc-12 -O0 -fsanitize=address,undefined` build runs clean and prints what `gcc-12 -O0` prints
#  - the `clang-16 -O2` build prints something else, or fails; running out of time is no answer
# It works in a folder of its own (FILE is copied there as 'csmith12_llvm64047.c'), never changes FILE, and puts
# a limit of 30 s on every command it runs.
f=${1:?usage: sh csmith12_llvm64047.c.oracle.sh FILE}
[ -f "$f" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/"'csmith12_llvm64047.c' && cd "$w" || exit 1
f='csmith12_llvm64047.c'
T=30
# one output format whatever the user's locale; LLVM's stack dumps without symbolizer runs
LC_ALL=C; export LC_ALL
LLVM_DISABLE_SYMBOLIZATION=1; export LLVM_DISABLE_SYMBOLIZATION
RUST_BACKTRACE=0; export RUST_BACKTRACE

# 1. no warning that signals undefined behaviour or an ill-formed program (these are errors here)
timeout -s 9 "$T" 'gcc-12' -O1 -Wall -Wextra -c "$f" -o /dev/null > warn.txt 2>&1 || exit 1
grep -qE 'uninitialized|without a cast|control reaches end|no return statement|return with no value|return type defaults|type defaults to|implicit declaration|incompatible|too few arguments|too many arguments|format|division by zero|array subscript|out of bounds|conflicting types|built-in function|sequence point|never defined|discards|undefined behavio|dangling|returns address of local' warn.txt && exit 1
# 2. a clean AddressSanitizer and UndefinedBehaviorSanitizer run
timeout -s 9 "$T" 'gcc-12' -O0 -fsanitize=address,undefined -fno-sanitize-recover=all -w "$f" -o san > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./san > san.out 2>&1 || exit 1
# 3. the reference build prints what the sanitized build printed
timeout -s 9 "$T" sh -c 'gcc-12 -O0'' -w "$1" -o ref' sh "$f" > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./ref > ref.out 2>&1 || exit 1
cmp -s san.out ref.out || exit 1
# 4. the build under test prints something else, or fails (running out of time is no answer)
timeout -s 9 "$T" sh -c 'clang-16 -O2'' -w "$1" -o cut' sh "$f" > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./cut > cut.out 2>&1
rc=$?
[ $rc -eq 124 ] || [ $rc -eq 137 ] && exit 1
[ $rc -ne 0 ] && exit 0
cmp -s ref.out cut.out && exit 1
exit 0
