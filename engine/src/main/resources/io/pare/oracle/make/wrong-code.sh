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
# 3b. only when asked (PARE_ORACLE_STRICT=1; pare reduce asks it of the final result): the program is
#     deterministic across builds without the bug, the reference compiler at -O2 and the compiler
#     under test at -O0 (undefined behaviour the sanitizers miss shows up as a difference here)
if [ -n "${PARE_ORACLE_STRICT:-}" ]; then
  for cfg in @REFERENCE_CC@' -O2' @TEST_CC@' -O0'; do
    timeout -s 9 "$T" sh -c "$cfg"' -w "$1" -o alt' sh "$f" > /dev/null 2>&1 || exit 1
    timeout -s 9 "$T" ./alt > alt.out 2>&1 || exit 1
    cmp -s ref.out alt.out || exit 1
  done
fi
# 4. the build under test prints something else, or fails (running out of time is no answer)
timeout -s 9 "$T" sh -c @TEST@' -w "$1" -o cut' sh "$f" > /dev/null 2>&1 || exit 1
timeout -s 9 "$T" ./cut > cut.out 2>&1
rc=$?
[ $rc -eq 124 ] || [ $rc -eq 137 ] && exit 1
[ $rc -ne 0 ] && exit 0
cmp -s ref.out cut.out && exit 1
exit 0
