#!/bin/sh
# Interestingness test. Usage: oracle.sh FILE   (exit 0 = the crash still reproduces)
# FILE is a candidate for org/apache/commons/text/numbers/DoubleFormat.java (commons-text 1.12.0, with
# one method rewritten to hold the crash). Bug: javac 17 with --enable-preview crashes with an
# AssertionError in Code$State.forceStackTop, reached from Gen.visitYield, on a cast switch
# expression that yields an anonymous class (SapMachine issue 1213, upstream JDK). The crash
# happens in code generation, which javac reaches only for a program without errors, and the
# stack is matched so that no other crash of javac counts.
f=${1:-DoubleFormat.java}
[ -f "$f" ] || exit 1
M=${M2_REPO:-$HOME/.m2/repository}/org/apache/commons
CP="$M/commons-text/1.12.0/commons-text-1.12.0.jar:$M/commons-lang3/3.14.0/commons-lang3-3.14.0.jar"
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
# the public type must be in a file of its name
cp "$f" "$w/DoubleFormat.java" && cd "$w" || exit 1
timeout -s 9 60 javac --enable-preview -source 17 -cp "$CP" -d classes DoubleFormat.java > out.txt 2>&1
grep -q '^java.lang.AssertionError' out.txt || exit 1
grep -q 'Code$State.forceStackTop' out.txt || exit 1
grep -q 'jvm.Gen.visitYield' out.txt || exit 1
exit 0
