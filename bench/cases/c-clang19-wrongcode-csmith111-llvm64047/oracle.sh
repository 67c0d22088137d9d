#!/bin/sh
# Interestingness test. Usage: oracle.sh FILE   (exit 0 = the wrong-code bug still reproduces)
# Wrong code in "clang-19 -O2": its binary prints something other than the reference (or fails),
# while the program is free of undefined behaviour as far as these guards can tell: no suspicious
# gcc-12 warnings, a clean ASan+UBSan run, and gcc-12 -O0, gcc-12 -O2 and clang-19 -O0 all agreeing.
f=${1:-csmith111_llvm64047.c}
[ -f "$f" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/t.c" && cd "$w" || exit 1
# 1. no suspicious warnings (C-Reduce's guard, widened after a reducer slipped through it)
timeout -s 9 30 gcc-12 -O1 -Wall -Wextra -c t.c -o /dev/null > warn.txt 2>&1 || exit 1
grep -qE 'uninitialized|without a cast|control reaches end|return type defaults|type defaults to|incompatible|implicit declaration|too few arguments|too many arguments|division by zero|array subscript|conflicting types|built-in function|format|sequence point|never defined|no return statement|return with no value|discards' warn.txt && exit 1
# 2. a clean gcc-12 -O0 ASan+UBSan run, same output as the plain -O0 reference
timeout -s 9 30 gcc-12 -O0 -fsanitize=address,undefined -fno-sanitize-recover=all -w t.c -o san > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./san > san.out 2>&1 || exit 1
timeout -s 9 30 gcc-12 -O0 -w t.c -o ref > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./ref > ref.out 2>&1 || exit 1
cmp -s san.out ref.out || exit 1
# 3. the program is deterministic across compilers that do not have the bug: gcc-12 -O2 and
#    clang-19 -O0 must print exactly the reference (catches undefined behaviour the sanitizers miss)
for cfg in "gcc-12 -O2" "clang-19 -O0"; do
  timeout -s 9 30 $cfg -w t.c -o alt > /dev/null 2>&1 || exit 1
  timeout -s 9 10 ./alt > alt.out 2>&1 || exit 1
  cmp -s ref.out alt.out || exit 1
done
# 4. the compiler under test
timeout -s 9 30 clang-19 -O2 -w t.c -o cut > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./cut > cut.out 2>&1; rcut=$?
[ $rcut -eq 124 ] || [ $rcut -eq 137 ] && exit 1
[ $rcut -ne 0 ] && exit 0
cmp -s ref.out cut.out && exit 1
exit 0
