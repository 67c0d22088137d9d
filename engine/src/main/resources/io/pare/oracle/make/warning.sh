# the program compiles: a warning on a program with errors is another story
timeout -s 9 "$T" sh -c @RUN@ sh "$f" > out.txt 2>&1 || exit 1
@MATCHES@
exit 0
