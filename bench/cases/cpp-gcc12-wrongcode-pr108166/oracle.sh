#!/bin/sh
# Interestingness test. Usage: oracle.sh FILE   (exit 0 = the wrong-code bug still reproduces)
# Wrong code in Debian's g++-12 (12.2.0-14+deb12u1) at -O2, GCC bugzilla PR tree-optimization/108166 (testcase
# g++.dg/torture/pr108166.C; not in the gcc-12 branch snapshot of 2023-01-08 that Debian's 12.2.0-14 is built from).
# In relplan.cpp, rp::resolve_retry_policy() stores 'dry_run ? retry_override : dry_run' into a bool after a
# comparison that uses a min() of a bool and 0 returned by reference and the GNU 'x ?: 8'; at -O2 the bool becomes
# 1 although dry_run is false, so the build simulation retries once more and the report and its checksum change.
# Guards against undefined behaviour: no suspicious g++-12 warnings, a clean g++-12 -O0 ASan+UBSan run with the same
# output as plain g++-12 -O0 (the reference), the same output again with locals pattern-filled and the heap
# perturbed (reads of uninitialized memory), and clang++-16 -O0 and -O2 printing exactly the reference.
# The input was preprocessed by clang++-16 so that both compilers accept it (g++'s -E output uses __integer_pack).
f=${1:-relplan.cpp}
[ -f "$f" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/t.cpp" && cd "$w" || exit 1
LC_ALL=C; export LC_ALL
std=-std=c++14
# 1. no suspicious warnings (the C oracle's guard adapted to C++, on the warning lines only; -O2 for the
#    flow-sensitive ones)
timeout -s 9 30 g++-12 $std -O2 -Wall -Wextra -c t.cpp -o /dev/null > warn.txt 2>&1 || exit 1
grep -q 'error:' warn.txt && exit 1
grep 'warning:' warn.txt | grep -qE 'uninitialized|control reaches end|no return statement|return-type|array subscript|array-bounds|out of bounds|sequence point|sequence-point|format|division by zero|div-by-zero|overflow|shift|dangling|return-local-addr|reference to local|address of local|returning reference|strict-aliasing|aggressive-loop|stringop|restrict|nonnull|free-nonheap|use-after-free|class-memaccess|sizeof|delete-non-virtual|mismatched-new-delete|narrowing|int-in-bool|bool-operation|init-self|address|infinite recursion|unused value|pointer-arith|cast-function-type|-Wvla|undefined' && exit 1
# 2. a clean g++-12 -O0 ASan+UBSan run with the same output as the plain -O0 reference
timeout -s 9 30 g++-12 $std -O0 -fsanitize=address,undefined -fno-sanitize-recover=all -w t.cpp -o san > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./san > san.out 2>&1 || exit 1
timeout -s 9 30 g++-12 $std -O0 -w t.cpp -o ref > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./ref > ref.out 2>&1 || exit 1
cmp -s san.out ref.out || exit 1
# 2b. no reads of uninitialized memory, which ASan does not see: the same output with every local
#     filled with a pattern and malloc'd memory perturbed (a reduction once printed an uninitialized
#     char buffer, whose stack garbage differed between the compilers)
timeout -s 9 30 g++-12 $std -O0 -w -ftrivial-auto-var-init=pattern t.cpp -o pat > /dev/null 2>&1 || exit 1
MALLOC_PERTURB_=165 timeout -s 9 10 ./pat > pat.out 2>&1 || exit 1
cmp -s pat.out ref.out || exit 1
# 3. compilers without the bug print exactly the reference (catches undefined behaviour the sanitizers miss)
for cfg in "clang++-16 -O0" "clang++-16 -O2"; do
  timeout -s 9 30 $cfg $std -w t.cpp -o alt > /dev/null 2>&1 || exit 1
  timeout -s 9 10 ./alt > alt.out 2>&1 || exit 1
  cmp -s ref.out alt.out || exit 1
done
# 4. the compiler under test: other output, or a failing run that is not a timeout
timeout -s 9 30 g++-12 $std -O2 -w t.cpp -o cut > /dev/null 2>&1 || exit 1
timeout -s 9 10 ./cut > cut.out 2>&1; rcut=$?
[ $rcut -eq 124 ] || [ $rcut -eq 137 ] && exit 1
[ $rcut -ne 0 ] && exit 0
cmp -s ref.out cut.out && exit 1
exit 0
