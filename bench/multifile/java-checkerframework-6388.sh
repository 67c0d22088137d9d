#!/bin/sh
# Multi-file version of bench/cases/java-checkerframework-6388: all 14 files are reduced
# together, not only FileIO.java.
#   bench/multifile/java-checkerframework-6388.sh prepare DIR   lays the program out in DIR
#                                                              (package folders, FileIO.java in place)
#   pare reduce --test 'sh bench/multifile/java-checkerframework-6388.sh' DIR
# As an oracle it runs in Pare's query folder (all files under their relative paths; $1 is the
# file being reduced) and exits 0 while the Checker Framework still crashes the same way: the same
# message, from FileIO.java's compilation unit, as the single-file case's oracle requires.
set -u
case_dir=${PARE_JAVA_CASE:-$(cd "$(dirname "$0")/../cases/java-checkerframework-6388" && pwd)}
if [ "${1:-}" = prepare ]; then
  out=${2:?usage: $0 prepare DIR}
  mkdir -p "$out/org/apache/beam/sdk/io" && cp -r "$case_dir/support/." "$out/" &&
    cp "$case_dir/FileIO.java" "$out/org/apache/beam/sdk/io/FileIO.java"
  exit $?
fi
CF=${CF_DIR:-/tmp/cf-3.42.0}
if [ ! -f "$CF/checker.jar" ]; then
  sh "$case_dir/oracle.sh" "$case_dir/FileIO.java" >/dev/null 2>&1 # copies the jars into $CF
  [ -f "$CF/checker.jar" ] || exit 1
fi
[ -f org/apache/beam/sdk/io/FileIO.java ] || exit 1
timeout -s 9 120 java -jar "$CF/checker.jar" -J-da -processor org.checkerframework.checker.nullness.NullnessChecker \
  -d ./.classes $(find . -name '*.java') > .out.txt 2>&1
grep -qF 'error: StructuralEqualityComparer: unexpected combination:' .out.txt || exit 1
grep -qF 'Compilation unit: ./org/apache/beam/sdk/io/FileIO.java' .out.txt || exit 1
exit 0
