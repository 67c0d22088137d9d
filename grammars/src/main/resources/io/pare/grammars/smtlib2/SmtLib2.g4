// SMT-LIB 2.6, written for Pare from "The SMT-LIB Standard, Version 2.6" (Barrett, Fontaine,
// Tinelli), sections 3.1-3.9 (lexicon, S-expressions, identifiers, attributes, sorts, terms,
// theory-independent commands). Every repetition in the standard's BNF is kept as a `*`/`+`/`?`
// sub-rule, because those are the places a reducer may delete.
// Solver-specific commands (simplify, eval, declare-var, ...) parse through `otherCommand`.
grammar SmtLib2;

script : command* EOF ;

command
    : '(' 'assert' term ')'
    | '(' 'check-sat' ')'
    | '(' 'check-sat-assuming' '(' propLiteral* ')' ')'
    | '(' 'declare-const' symbol sort ')'
    | '(' 'declare-datatype' symbol datatypeDec ')'
    | '(' 'declare-datatypes' '(' sortDec+ ')' '(' datatypeDec+ ')' ')'
    | '(' 'declare-fun' symbol '(' sort* ')' sort ')'
    | '(' 'declare-sort' symbol numeral? ')'
    | '(' 'define-fun' functionDef ')'
    | '(' 'define-fun-rec' functionDef ')'
    | '(' 'define-funs-rec' '(' functionDec+ ')' '(' term+ ')' ')'
    | '(' 'define-sort' symbol '(' symbol* ')' sort ')'
    | '(' 'echo' string ')'
    | '(' 'exit' ')'
    | '(' 'get-assertions' ')'
    | '(' 'get-assignment' ')'
    | '(' 'get-info' infoFlag ')'
    | '(' 'get-model' ')'
    | '(' 'get-option' keyword ')'
    | '(' 'get-proof' ')'
    | '(' 'get-unsat-assumptions' ')'
    | '(' 'get-unsat-core' ')'
    | '(' 'get-value' '(' term+ ')' ')'
    | '(' 'pop' numeral? ')'
    | '(' 'push' numeral? ')'
    | '(' 'reset' ')'
    | '(' 'reset-assertions' ')'
    | '(' 'set-info' attribute ')'
    | '(' 'set-logic' symbol ')'
    | '(' 'set-option' option ')'
    | otherCommand
    ;

otherCommand : '(' symbol sExpr* ')' ;

functionDef : symbol '(' sortedVar* ')' sort term ;
functionDec : '(' symbol '(' sortedVar* ')' sort ')' ;

sortDec : '(' symbol numeral ')' ;
datatypeDec
    : '(' constructorDec+ ')'
    | '(' 'par' '(' symbol+ ')' '(' constructorDec+ ')' ')'
    ;
constructorDec : '(' symbol selectorDec* ')' ;
selectorDec : '(' symbol sort ')' ;

propLiteral : symbol | '(' symbol symbol ')' ;   // (not p) is spelled with the symbol `not`

infoFlag : keyword ;
option : attribute ;

// Terms (3.6)
term
    : specConstant
    | qualIdentifier
    | '(' qualIdentifier term+ ')'
    | '(' 'let' '(' varBinding+ ')' term ')'
    | '(' 'forall' '(' sortedVar+ ')' term ')'
    | '(' 'exists' '(' sortedVar+ ')' term ')'
    | '(' 'match' term '(' matchCase+ ')' ')'
    | '(' '!' term attribute+ ')'
    ;

qualIdentifier : identifier | '(' 'as' identifier sort ')' ;
varBinding : '(' symbol term ')' ;
sortedVar : '(' symbol sort ')' ;
matchCase : '(' pattern term ')' ;
pattern : symbol | '(' symbol symbol+ ')' ;

// Sorts (3.5)
sort : identifier | '(' identifier sort+ ')' ;

// Identifiers (3.3)
identifier : symbol | '(' '_' symbol index+ ')' ;
index : numeral | symbol ;

// Attributes (3.4)
attribute : keyword | keyword attributeValue ;
attributeValue : specConstant | symbol | '(' sExpr* ')' ;

// S-expressions (3.2)
sExpr : specConstant | symbol | reservedWord | keyword | '(' sExpr* ')' ;

specConstant : numeral | DECIMAL | HEXADECIMAL | BINARY | string ;
numeral : NUMERAL ;
string : STRING ;
symbol : SIMPLE_SYMBOL | QUOTED_SYMBOL ;
keyword : KEYWORD ;

reservedWord
    : '_' | '!' | 'as' | 'let' | 'exists' | 'forall' | 'match' | 'par'
    | 'assert' | 'check-sat' | 'check-sat-assuming' | 'declare-const' | 'declare-datatype'
    | 'declare-datatypes' | 'declare-fun' | 'declare-sort' | 'define-fun' | 'define-fun-rec'
    | 'define-funs-rec' | 'define-sort' | 'echo' | 'exit' | 'get-assertions' | 'get-assignment'
    | 'get-info' | 'get-model' | 'get-option' | 'get-proof' | 'get-unsat-assumptions'
    | 'get-unsat-core' | 'get-value' | 'pop' | 'push' | 'reset' | 'reset-assertions'
    | 'set-info' | 'set-logic' | 'set-option'
    ;

// Lexicon (3.1)
NUMERAL : '0' | [1-9] [0-9]* ;
DECIMAL : NUMERAL '.' [0-9]+ ;
HEXADECIMAL : '#x' [0-9a-fA-F]+ ;
BINARY : '#b' [01]+ ;
STRING : '"' ( ~'"' | '""' )* '"' ;
SIMPLE_SYMBOL : SYMBOL_START SYMBOL_CHAR* ;
QUOTED_SYMBOL : '|' ~[|\\]* '|' ;
KEYWORD : ':' SYMBOL_CHAR+ ;

fragment SYMBOL_START : [a-zA-Z~!@$%^&*_+=<>.?/\-] ;
fragment SYMBOL_CHAR : SYMBOL_START | [0-9] ;

COMMENT : ';' ~[\r\n]* -> channel(HIDDEN) ;
WS : [ \t\r\n\f]+ -> channel(HIDDEN) ;
