timeout -s 9 "$T" sh -c @RUN@ sh "$f" > out.txt 2>&1
rc=$?
[ $rc -eq 124 ] || [ $rc -eq 137 ] && exit 1
@MATCHES@
exit 0
