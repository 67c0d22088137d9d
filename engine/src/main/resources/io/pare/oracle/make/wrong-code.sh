# 1. no warning that signals undefined behaviour or an ill-formed program (these are errors here)
timeout -s 9 "$T" @REFERENCE_CC@ -O1 -Wall -Wextra -c "$f" -o /dev/null > warn.txt 2>&1 || exit 1
grep -qE '@UB_WARNINGS@' warn.txt && exit 1
# 2. a clean AddressSanitizer and UndefinedBehaviorSanitizer run
timeout -s 9 "$T" @REFERENCE_CC@ -O0 -fsanitize=address,undefined -fno-sanitize-recover=all -w "$f" -o san > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./san > san.out 2>&1 || exit 1
# 3. the reference build prints what the sanitized build printed
timeout -s 9 "$T" sh -c @REFERENCE@' -w "$1" -o ref' sh "$f" > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./ref > ref.out 2>&1 || exit 1
cmp -s san.out ref.out || exit 1
# 4. the build under test prints something else, or fails (running out of time is no answer)
timeout -s 9 "$T" sh -c @TEST@' -w "$1" -o cut' sh "$f" > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./cut > cut.out 2>&1
rc=$?
[ $rc -eq 124 ] || [ $rc -eq 137 ] && exit 1
[ $rc -ne 0 ] && exit 0
cmp -s ref.out cut.out && exit 1
exit 0
