#!/bin/sh
# Interestingness test. Usage: oracle.sh FILE   (exit 0 = the compiler crash still reproduces)
# Debian's clang++-16 (16.0.6) -std=c++17 -fsyntax-only crashes (SIGSEGV) on a template template argument
# whose template template parameter has a non-type parameter of a dependent type: in bytevm.cpp,
#   template <typename Key, template <Key> class Info, template <Key, template <Key> class> class RowT>
#   constexpr auto first_row() { return RowT<Key{}, Info>{}; }
# (llvm/llvm-project#49295, formerly bugs.llvm.org 49951, crash-on-valid; clang-19 still crashes, g++-12 accepts).
# The crash must print clang's crash banner, and the stack must show the substitution of that parameter while the
# template argument is checked: a frame clang::TemplateDeclInstantiator::VisitNonTypeTemplateParmDecl directly
# followed by TemplateDeclInstantiator::SubstTemplateParams, Sema::SubstTemplateParams and
# Sema::CheckTemplateArgument. The first clang:: frame must be one of the two seen for this bug:
# clang::TypeLoc::getLocalAlignmentForType (inside SubstType; this input) or clang::Type::getContainedDeducedType
# (inside CheckNonTypeTemplateParameterType; the issue's own 6-line reproducer).
f=${1:-bytevm.cpp}
[ -f "$f" ] || exit 1
w=$(mktemp -d) || exit 1
trap 'rm -rf "$w"' EXIT INT TERM
cp "$f" "$w/bytevm.cpp" && cd "$w" || exit 1
LC_ALL=C; export LC_ALL
# one fixed stack-dump format, and no llvm-symbolizer run on each crash
LLVM_DISABLE_SYMBOLIZATION=1; export LLVM_DISABLE_SYMBOLIZATION
# -fno-crash-diagnostics: no preprocessed copy + run script in /tmp for every crash
timeout -s 9 30 clang++-16 -std=c++17 -fsyntax-only -fno-crash-diagnostics -w bytevm.cpp > out.txt 2>&1
rc=$?
[ $rc -eq 0 ] && exit 1
[ $rc -eq 137 ] && exit 1
grep -q '^PLEASE submit a bug report' out.txt || exit 1
# the function names of the stack frames, one a line ("N  lib.so  0xADDR name + off" or "#N 0xADDR name")
grep -E '^ *#?[0-9]+ ' out.txt | sed -E 's/^ *#?[0-9]+ +([^ ]+ +)?0x[0-9a-fA-F]+ *//' > frames.txt
top=$(grep '^clang::' frames.txt | head -n 1)
case $top in
  'clang::TypeLoc::getLocalAlignmentForType('*|'clang::Type::getContainedDeducedType('*) ;;
  *) exit 1 ;;
esac
awk '
  /^clang::TemplateDeclInstantiator::VisitNonTypeTemplateParmDecl\(/ && !seen { seen = 1; n = NR; next }
  seen && NR == n + 1 && /^clang::TemplateDeclInstantiator::SubstTemplateParams\(/ { ok++ }
  seen && NR == n + 2 && /^clang::Sema::SubstTemplateParams\(/ { ok++ }
  seen && NR == n + 3 && /^clang::Sema::CheckTemplateArgument\(/ { ok++ }
  END { exit !(ok == 3) }
' frames.txt
