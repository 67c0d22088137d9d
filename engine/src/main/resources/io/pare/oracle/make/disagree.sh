# both tools accept the input: exit status 0 and no error in their output
timeout -s 9 "$T" sh -c @RUN@ sh "$f" > out1.txt 2>&1 || exit 1
timeout -s 9 "$T" sh -c @RUN2@ sh "$f" > out2.txt 2>&1 || exit 1
grep -qi 'error' out1.txt out2.txt && exit 1
# and they disagree
cmp -s out1.txt out2.txt && exit 1
exit 0
