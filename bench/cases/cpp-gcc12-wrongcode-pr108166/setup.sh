#!/bin/sh
# Installs g++-12 (compiler under test, ASan/UBSan) and clang-16 (reference compiler) from Debian 12
# (12.2.0-14+deb12u1 and 1:16.0.6-15~deb12u1 when this case was made). Idempotent.
# The input is already preprocessed; linking needs only libstdc++, which g++-12 brings.
command -v g++-12 >/dev/null && command -v clang++-16 >/dev/null && exit 0
apt-get update -q && apt-get install -y -q g++-12 clang-16
