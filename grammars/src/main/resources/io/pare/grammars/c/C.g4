// C11, written for Pare from ISO/IEC 9899:2011 Annex A (A.1 lexical grammar, A.2 phrase structure),
// plus the GNU C extensions that real and fuzzer-generated code uses (attributes, __extension__,
// statement expressions, typeof, asm statements and asm labels, range designators and case ranges,
// labels as values, computed goto, __int128, _Float*), and unpreprocessed source: a preprocessor line
// is one DIRECTIVE token, accepted as a whole item wherever a declaration, block item, struct member
// or enumerator may stand, so it prints back exactly and can be deleted as a whole line.
//
// The grammar is interpreted (no actions, no predicates), so typedef names cannot be tracked:
//  - a typedef name is any IDENTIFIER in declaration specifiers; the specifier loop is non-greedy, so in
//    `T x;` the `x` is the declarator, not a second type name;
//  - in a block, a declaration is tried before a statement, so `T *p = q;` is a declaration. To keep
//    calls such as `f(x);` statements, a parenthesised declarator without a pointer, `(x)`, must be
//    followed by a suffix, as in `int (f)(int);`;
//  - in expressions a parenthesised expression is tried before a cast, so `(f)(x)` is a call while
//    `(T)x` and `(unsigned)-1` are casts;
//  - call arguments may be type names, which covers __builtin_va_arg(ap, T), __builtin_offsetof(T, m),
//    __builtin_types_compatible_p(T, U) and unexpanded macros such as va_arg(ap, T).
// Unexpanded macros are tolerated where real headers and sources use them: a bare identifier or FOO(...)
// as a file-scope item, a statement macro without `;`, FOO(...) among specifiers, identifiers and
// FOO(...) after a declarator (__THROW, OF((...))), identifiers among string literals (PRId64).
// Every repetition is a `*`/`+`/`?` sub-rule, because those are the places a reducer deletes.
grammar C;

// A.2.4 External definitions

compilationUnit : externalDeclaration* EOF ;

externalDeclaration
    : functionDefinition
    | declaration
    | DIRECTIVE
    | asmStatement                                   // file-scope asm("...");
    | pragma
    | macroInvocation                                // unexpanded FOO(x); at file scope
    | 'extern' STRING ('{' externalDeclaration* '}' | externalDeclaration)   // extern "C" in headers shared with C++
    | ';'
    | IDENTIFIER                                     // unexpanded macro such as __BEGIN_DECLS
    ;

// The specifiers are optional (implicit int, `main() {`), so a reducer may delete them all, as C
// compilers accept with a warning. K&R parameter declarations follow only a plain `f(a, b)`: were
// they allowed after any declarator, SLL prediction would take `T a; T b;` for a function T with
// parameter declarations.
functionDefinition
    : declarationSpecifiers? declarator compoundStatement
    | declarationSpecifiers? pointer? IDENTIFIER '(' (IDENTIFIER (',' IDENTIFIER)*)? ')' declaration+ compoundStatement
    ;

macroInvocation : IDENTIFIER '(' balancedToken* ')' ';'? ;

// An unexpanded function-like macro among specifiers or after a declarator, such as
// LIBXML_ATTR_FORMAT(1,2) or OF((int a, int b)): its arguments are kept as balanced tokens.
macroCall : IDENTIFIER '(' balancedToken* ')' ;

balancedToken : '(' balancedToken* ')' | ~('(' | ')') ;

pragma : '_Pragma' '(' stringLiteral ')' ;

// A.2.2 Declarations

declaration
    : declarationSpecifiers initDeclaratorList? ';'
    | staticAssertDeclaration
    ;

// Non-greedy: stop taking specifiers as soon as the rest parses as declarators, so that an identifier
// after the type is the declared name.
// A function-like macro may stand among the specifiers, but not first (`f(x);` is a call).
declarationSpecifiers : declarationSpecifier (declarationSpecifier | macroCall)*? ;

declarationSpecifier
    : storageClassSpecifier
    | typeSpecifier
    | typeQualifier
    | functionSpecifier
    | alignmentSpecifier
    | attributeSpecifier
    | '__extension__'
    ;

initDeclaratorList : initDeclarator (',' initDeclarator)* ;

initDeclarator : declarator ('=' initializer)? ;

storageClassSpecifier
    : 'typedef' | 'extern' | 'static' | 'auto' | 'register' | '_Thread_local' | '__thread'
    ;

typeSpecifier
    : 'void' | 'char' | 'short' | 'int' | 'long' | 'float' | 'double'
    | 'signed' | '__signed' | '__signed__' | 'unsigned' | '_Bool' | '_Complex' | '__complex' | '__complex__'
    | '_Imaginary' | '__int128' | '__float128' | '__fp16' | '__bf16' | '__auto_type'
    | '_Float16' | '_Float32' | '_Float64' | '_Float128' | '_Float32x' | '_Float64x' | '_Float128x'
    | '_Decimal32' | '_Decimal64' | '_Decimal128'
    | '_Atomic' '(' typeName ')'
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofKeyword '(' (expression | typeName) ')'
    | IDENTIFIER                                     // typedef name
    ;

typeofKeyword : 'typeof' | '__typeof' | '__typeof__' | 'typeof_unqual' | '__typeof_unqual__' ;

structOrUnionSpecifier
    : ('struct' | 'union') attributeSpecifier* (IDENTIFIER? DIRECTIVE* '{' structMember* '}' DIRECTIVE*? | IDENTIFIER)
    ;

structMember
    : declarationSpecifiers structDeclaratorList? ';'  // no declarator: anonymous struct or union
    | macroCall structDeclaratorList? ';'            // unexpanded macro type, as in ElfW(Addr) r_brk;
    | staticAssertDeclaration
    | DIRECTIVE
    | pragma
    | ';'
    ;

structDeclaratorList : structDeclarator (',' structDeclarator)* ;

structDeclarator
    : declarator (':' expr attributeSpecifier*)?
    | ':' expr attributeSpecifier*
    ;

enumSpecifier
    : 'enum' attributeSpecifier* (IDENTIFIER? (':' typeName)? '{' enumeratorList? DIRECTIVE* '}' | IDENTIFIER)
    ;

enumeratorList : enumerator (',' enumerator)* ','? ;

enumerator : DIRECTIVE* IDENTIFIER attributeSpecifier* ('=' DIRECTIVE* expr)? DIRECTIVE*? ;

typeQualifier
    : 'const' | '__const' | '__const__' | 'volatile' | '__volatile' | '__volatile__'
    | 'restrict' | '__restrict' | '__restrict__' | '_Atomic'
    | '_Nonnull' | '_Nullable' | '_Null_unspecified'
    ;

functionSpecifier : 'inline' | '__inline' | '__inline__' | '_Noreturn' ;

alignmentSpecifier : ('_Alignas' | 'alignas') '(' (typeName | expr) ')' ;

// GNU: __attribute__((a, b(args))); MSVC: __declspec(a)
attributeSpecifier
    : ('__attribute__' | '__attribute') '(' '(' attribute? (',' attribute?)* ')' ')'
    | '__declspec' '(' attribute* ')'
    ;

attribute : attributeName ('(' argumentList? ')')? ;

attributeName
    : IDENTIFIER | 'const' | '__const' | '__const__' | 'volatile' | '__volatile__'
    | 'inline' | '__inline__' | 'restrict' | 'typeof'
    ;

declarator
    : pointer? directDeclarator
    | pointer IDENTIFIER directDeclarator              // a qualifier macro after `*`: png_struct * PNG_RESTRICT p
    ;

// `(x)` with no pointer must be followed by a suffix, so that a call `f(x);` is not a declaration.
// An unexpanded macro (__THROW, OF((...))) may follow a declarator only after a suffix: a bare name
// followed by another name is a typedef name and the declared name (`static T f()`), which is how
// Csmith and most real code read, and what lets a reducer delete the type.
directDeclarator
    : IDENTIFIER declaratorSuffix+ declaratorTail*
    | IDENTIFIER plainTail*
    | IDENTIFIER IDENTIFIER? prototypeMacro declaratorTail*   // zlib's `ZEXPORT f OF((int a))`
    | '(' attributeSpecifier* pointer directDeclarator ')' declaratorSuffix* declaratorTail*
    | '(' attributeSpecifier* directDeclarator ')' declaratorSuffix+ declaratorTail*
    ;

plainTail : attributeSpecifier | asmLabel ;

// A macro wrapping a whole parameter list in double parentheses, such as zlib's OF((void)).
prototypeMacro : IDENTIFIER '(' '(' balancedToken* ')' ')' ;

declaratorSuffix
    : abstractDeclaratorSuffix
    | '(' balancedToken+ ')'                         // unexpanded macro arguments, as in __REDIRECT (f, (int), g)
    ;

abstractDeclaratorSuffix
    : '[' ('static' | typeQualifier)* expr? ']'
    | '[' typeQualifier* '*' ']'                     // VLA of unspecified size
    | '(' parameterTypeList? ')'
    ;

// After a declarator: attributes, an asm label, or an unexpanded macro such as __THROW or OF((...)).
declaratorTail : attributeSpecifier | asmLabel | macroCall | IDENTIFIER ;

asmLabel : asmKeyword '(' stringLiteral ')' ;

pointer : ('*' (typeQualifier | attributeSpecifier)*)+ ;

// K&R identifier lists parse as parameter declarations whose only specifier is a typedef name.
parameterTypeList
    : parameterDeclaration (',' parameterDeclaration)* (',' '...')?
    | '...'
    ;

parameterDeclaration : declarationSpecifiers (declarator | abstractDeclarator)? ;

typeName : declarationSpecifiers abstractDeclarator? ;

abstractDeclarator
    : pointer directAbstractDeclarator? declaratorTail*
    | directAbstractDeclarator declaratorTail*
    ;

directAbstractDeclarator
    : '(' attributeSpecifier* abstractDeclarator ')' abstractDeclaratorSuffix*
    | abstractDeclaratorSuffix+
    ;

initializer
    : expr
    | '{' initializerList? ','? DIRECTIVE* '}'
    ;

initializerList : initializerItem (',' initializerItem)* ;

initializerItem : DIRECTIVE* designation? initializer ;

designation
    : designator+ '='
    | IDENTIFIER ':'                                 // obsolete GNU `field: value`
    ;

designator
    : '[' expr ('...' expr)? ']'                     // GNU range [a ... b]
    | '.' IDENTIFIER
    ;

staticAssertDeclaration
    : ('_Static_assert' | 'static_assert') '(' expr (',' stringLiteral)? ')' ';'
    ;

// A.2.3 Statements

statement
    : IDENTIFIER ':' attributeSpecifier* statement
    | 'case' expr ('...' expr)? ':' statement        // GNU case range
    | 'default' ':' statement
    | compoundStatement
    | expression? ';'
    | 'if' '(' expression ')' statement (DIRECTIVE* 'else' statement)?
    | 'switch' '(' expression ')' statement
    | 'while' '(' expression ')' statement
    | 'do' statement 'while' '(' expression ')' ';'
    | 'for' '(' (declaration | expression? ';') expression? ';' expression? ')' statement
    | 'goto' expr ';'                                // goto label; GNU goto *p;
    | 'continue' ';'
    | 'break' ';'
    | 'return' expression? ';'
    | asmStatement
    | attributeSpecifier+ ';'                        // __attribute__((fallthrough));
    | DIRECTIVE+ statement (DIRECTIVE+ statement)*? DIRECTIVE*?   // #if'd branches of if/else/loops
    ;

compoundStatement : '{' blockItem* endLabel? '}' ;

blockItem
    : declaration
    | DIRECTIVE
    | statement
    | pragma
    | '__label__' IDENTIFIER (',' IDENTIFIER)* ';'  // GNU local labels
    | declarationSpecifiers declarator declaration* compoundStatement   // GNU nested function
    | IDENTIFIER ('(' argumentList? ')')?            // unexpanded statement macro without `;`
    ;

// A label right before `}` (C23; GCC accepts it with a warning).
endLabel : (IDENTIFIER | 'default' | 'case' expr ('...' expr)?) ':' ;

asmStatement
    : asmKeyword asmQualifier* '(' stringLiteral (':' asmOperands?)* ')' ';'
    ;

asmKeyword : 'asm' | '__asm' | '__asm__' ;

asmQualifier : 'volatile' | '__volatile' | '__volatile__' | 'inline' | '__inline' | '__inline__' | 'goto' ;

asmOperands : asmOperand (',' asmOperand)* ;

asmOperand
    : ('[' IDENTIFIER ']')? stringLiteral ('(' expression ')')?
    | IDENTIFIER                                     // asm goto label
    ;

// A.2.1 Expressions. One left-recursive rule: earlier alternatives bind tighter.

expression : expr (',' expr)* ;

expr
    : expr '[' expression ']'
    | expr '(' argumentList? ')'
    | expr ('.' | '->') IDENTIFIER
    | expr ('++' | '--')
    | IDENTIFIER
    | NUMBER
    | CHARACTER
    | stringLiteral
    | '(' expression ')'
    | '(' compoundStatement ')'                      // GNU statement expression
    | '(' typeName ')' '{' initializerList? ','? '}' // compound literal
    | '_Generic' '(' expr ',' genericAssociation (',' genericAssociation)* ')'
    | '&&' IDENTIFIER                                // GNU label as value
    | ('++' | '--' | '&' | '*' | '+' | '-' | '~' | '!' | '__extension__' | '__real__' | '__real' | '__imag__' | '__imag') expr
    | ('sizeof' | alignofKeyword) '(' typeName ')'
    | ('sizeof' | alignofKeyword) expr
    | '(' typeName ')' expr                          // cast
    | expr ('*' | '/' | '%') expr
    | expr ('+' | '-') expr
    | expr ('<<' | '>>') expr
    | expr ('<' | '>' | '<=' | '>=') expr
    | expr ('==' | '!=') expr
    | expr '&' expr
    | expr '^' expr
    | expr '|' expr
    | expr '&&' expr
    | expr '||' expr
    | <assoc = right> expr '?' expression? ':' expr  // GNU: a ?: b
    | <assoc = right> expr ('=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|=') expr
    ;

alignofKeyword : '_Alignof' | '__alignof__' | '__alignof' | 'alignof' ;

argumentList : (expr | typeName) (',' (expr | typeName))* ;

genericAssociation : (typeName | 'default') ':' expr ;

// Adjacent literals concatenate; an identifier among them is an unexpanded macro such as PRId64
// or BAD_CAST.
stringLiteral : IDENTIFIER* STRING (STRING | IDENTIFIER)* ;

// A.1 Lexical grammar

// A preprocessor line with its continuation lines and comments. `#` stands only at the start of a
// line (after blanks) in C, so the token needs no line-start test.
DIRECTIVE : '#' DIRECTIVE_PART* ('//' ~[\r\n]*)? ;

fragment DIRECTIVE_PART
    : ~[\r\n\\/]
    | '\\' '\r'? '\n'
    | '\\' ~[\r\n]
    | '/' ~[/*\r\n\\]
    | BLOCK_COMMENT_TEXT
    ;

IDENTIFIER : IDENTIFIER_START (IDENTIFIER_START | [0-9])* ;

fragment IDENTIFIER_START
    : [a-zA-Z_$]
    | [\u0080-\uFEFE\uFF00-\u{10FFFF}]
    | '\\u' HEX HEX HEX HEX
    | '\\U' HEX HEX HEX HEX HEX HEX HEX HEX
    ;

fragment HEX : [0-9a-fA-F] ;

// A preprocessing number (6.4.8) covers every integer and floating constant with its suffixes.
NUMBER : '.'? [0-9] ([0-9a-zA-Z_.] | [eEpP] [+-])* ;

CHARACTER : ENCODING_PREFIX? '\'' (~['\\\r\n] | ESCAPE)+ '\'' ;

STRING : ENCODING_PREFIX? '"' (~["\\\r\n] | ESCAPE)* '"' ;

fragment ENCODING_PREFIX : 'u8' | 'u' | 'U' | 'L' ;

fragment ESCAPE : '\\' ~[\r\n] | '\\' '\r'? '\n' ;

BLOCK_COMMENT : BLOCK_COMMENT_TEXT -> channel(HIDDEN) ;

fragment BLOCK_COMMENT_TEXT : '/*' (~'*' | '*'+ ~[*/])* '*'+ '/' ;

LINE_COMMENT : '//' (~[\r\n\\] | '\\' '\r'? '\n' | '\\' ~[\r\n])* '\\'? -> channel(HIDDEN) ;

LINE_CONTINUATION : '\\' '\r'? '\n' -> channel(HIDDEN) ;

WS : [ \t\r\n\f\u000B\uFEFF]+ -> channel(HIDDEN) ;
