timeout -s 9 "$T" sh -c @RUN@ sh "$f" > out.txt 2>&1
rc=$?
# no crash, or the time limit (a hang is another bug)
[ $rc -eq 0 ] || [ $rc -eq 124 ] || [ $rc -eq 137 ] && exit 1
@STATUS@
@MATCHES@
exit 0
