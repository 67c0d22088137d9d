#!/bin/sh
# Downloads commons-text 1.12.0 and commons-lang3 3.14.0 from Maven Central into ~/.m2, the class path
# the input compiles against (needs mvn and JDK 17's javac). Idempotent.
command -v javac >/dev/null || { echo "setup: javac (JDK 17) is missing" >&2; exit 1; }
mvn -q dependency:get -Dartifact=org.apache.commons:commons-text:1.12.0 -Dtransitive=false || exit 1
mvn -q dependency:get -Dartifact=org.apache.commons:commons-lang3:3.14.0 -Dtransitive=false || exit 1
