// C++20, written for Pare from the grammar summary of ISO/IEC 14882:2020 (Annex A), for preprocessed
// translation units (g++ -E, .ii) and ordinary sources, plus the GNU extensions that libstdc++ and glibc
// headers use after preprocessing (attributes, __extension__, asm, __typeof__, __builtin_* with type
// arguments, __int128, statement expressions, case ranges, labels as values, ?: without a middle).
//
// Reduction needs a tree that prints back exactly and has list and optional structure, not a
// type-checked parse. The grammar is interpreted (no actions, no predicates), so it cannot know which
// names are types or templates, and is lenient where C++ is ambiguous without that knowledge:
//  - a type name is any name among declaration specifiers; the specifier loop is non-greedy, so in
//    `T x;` the `x` is the declarator, not a second type name (as in our C grammar);
//  - in a block a declaration is tried before an expression statement, so `a * b;` is a declaration.
//    To keep calls such as `f(x);` statements, a parenthesised declarator without a pointer, `(x)`,
//    must be followed by a suffix, as in `int (f)(int);`;
//  - `<` after a name opens template arguments whenever they parse, else it is less-than;
//  - `>>` is never one token: the lexer gives two `>`, which close two template argument lists or
//    together make a shift (`>>=` is `>` `>=`). Spacing is kept by the hidden channel, so the text
//    prints back as it was;
//  - inside template arguments an expression has no top-level `>` (templateArgExpr), as the standard
//    says the first `>` ends the list;
//  - a parenthesised type before an operand is a cast, tried before a parenthesised expression, so
//    `(T)x` and `(unsigned)-1` are casts (and `(a)-1` is one too: either reading prints back alike);
//  - call arguments may be type names, which covers __builtin_offsetof(T, m), __builtin_va_arg(ap, T)
//    and GCC's type traits such as __is_same(T, U).
// Line markers (`# 1 "file" 1 3`) and #line lines are hidden-channel lexemes, as g++ -E puts line
// markers wherever it dropped blank lines, even inside an expression; #pragma lines are items (see
// PRAGMA_OR_LAYOUT); other directives of
// unpreprocessed sources are DIRECTIVE tokens, accepted as whole items where a declaration, member or
// statement may stand (as in our C grammar), so they print back and can be deleted as whole lines.
// Every repetition is a `*`/`+`/`?` sub-rule, because those are the places a reducer deletes.
grammar Cpp;

// A.4 Basics, A.7 Declarations

translationUnit : declaration* EOF ;

// A simple declaration and a function definition share their start, so that one decision after the
// declarator, not a scan of the whole class body in the specifiers, tells them apart.
declaration
    : declSpecifierSeq? (declarator declaratorTail* functionBody | initDeclaratorList? ';')
    | templateHead declaration
    | 'extern'? 'template' declaration                      // explicit instantiation
    | 'extern' stringLiteral ('{' declaration* '}' | declaration)   // linkage specification
    | 'inline'? 'namespace' attributeSpecifier* namespaceName? attributeSpecifier* '{' declaration* '}'
    | 'namespace' IDENTIFIER '=' nestedNameSpecifier? IDENTIFIER ';'   // namespace alias
    | usingDeclaration
    | staticAssertDeclaration
    | asmDeclaration
    | conceptDefinition
    | 'export' ('{' declaration* '}' | declaration)
    | '__extension__' declaration                           // __extension__ template<> ...
    | DIRECTIVE
    | pragma
    ;

namespaceName : IDENTIFIER ('::' 'inline'? IDENTIFIER)* ;

pragma : '_Pragma' '(' stringLiteral ')' | PRAGMA_OR_LAYOUT ;

usingDeclaration
    : 'using' 'namespace' nestedNameSpecifier? IDENTIFIER attributeSpecifier* ';'
    | 'using' 'enum' nestedNameSpecifier? IDENTIFIER ';'
    | 'using' IDENTIFIER attributeSpecifier* '=' typeId ';'   // alias declaration
    | 'using' usingDeclarator (',' usingDeclarator)* ';'
    ;

usingDeclarator : 'typename'? nestedNameSpecifier? unqualifiedId '...'? ;

staticAssertDeclaration
    : ('static_assert' | '_Static_assert') '(' expr (',' stringLiteral)? ')' ';'
    ;

conceptDefinition : 'concept' IDENTIFIER attributeSpecifier* '=' expr ';' ;

asmDeclaration : asmKeyword asmQualifier* '(' stringLiteral (':' asmOperands?)* ')' ';' ;

asmKeyword : 'asm' | '__asm' | '__asm__' ;

asmQualifier : 'volatile' | '__volatile' | '__volatile__' | 'inline' | '__inline' | '__inline__' | 'goto' ;

asmOperands : asmOperand (',' asmOperand)* ;

asmOperand
    : ('[' IDENTIFIER ']')? stringLiteral ('(' expression ')')?
    | IDENTIFIER                                            // asm goto label
    ;

// Non-greedy: stop taking specifiers as soon as the rest parses as declarators, so that a name after
// the type is the declared name.
declSpecifierSeq : declSpecifier declSpecifier*? ;

declSpecifier
    : 'typedef' | 'friend' | 'constexpr' | 'consteval' | 'constinit'
    | 'static' | 'extern' | 'thread_local' | '__thread' | 'mutable' | 'register'
    | 'inline' | '__inline' | '__inline__' | 'virtual' | 'explicit' ('(' expression ')')?
    | '__extension__'
    | classSpecifier
    | enumSpecifier
    | typeSpecifier
    | attributeSpecifier
    ;

// A class or enum is defined only among declaration specifiers (C++ forbids it in a type-id), which
// also keeps SLL prediction from comparing a class body with a braced initializer after `new T`.
typeSpecifier
    : simpleTypeSpecifier
    | cvQualifier
    | elaboratedTypeSpecifier
    | typenameSpecifier
    ;

typeSpecifierSeq : (typeSpecifier | attributeSpecifier)+ ;

simpleTypeSpecifier
    : builtinTypeSpecifier
    | nestedNameSpecifier? 'template'? IDENTIFIER templateArguments?   // a type, template or concept name
    ;

// The type specifiers that are no name, which may also make a functional cast: int(x), decltype(x){}.
builtinTypeSpecifier
    : 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'bool' | 'short' | 'int' | 'long'
    | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'void' | 'auto'
    | '__int128' | '__float128' | '__float80' | '__ibm128' | '__fp16' | '__bf16'
    | '_Complex' | '__complex' | '__complex__'
    | decltypeSpecifier
    | typeofKeyword '(' (expression | typeId) ')'
    | ('__underlying_type' | '__bases' | '__direct_bases') '(' typeId ')'
    ;

decltypeSpecifier : ('decltype' | '__decltype') '(' (expression | 'auto') ')' ;

typeofKeyword : 'typeof' | '__typeof' | '__typeof__' ;

cvQualifier
    : 'const' | '__const' | '__const__' | 'volatile' | '__volatile' | '__volatile__'
    | '__restrict' | '__restrict__' | 'restrict'
    ;

elaboratedTypeSpecifier
    : classKey attributeSpecifier* nestedNameSpecifier? 'template'? IDENTIFIER templateArguments?
    | 'enum' ('class' | 'struct')? nestedNameSpecifier? IDENTIFIER
    ;

typenameSpecifier : 'typename' nestedNameSpecifier? 'template'? IDENTIFIER templateArguments? ;

// A.8 Names

nestedNameSpecifier : ('::' | nestedNameComponent '::') (nestedNameComponent '::')* ;

nestedNameComponent
    : 'template'? IDENTIFIER templateArguments?
    | decltypeSpecifier
    ;

idExpression : nestedNameSpecifier? 'template'? unqualifiedId ;

unqualifiedId
    : IDENTIFIER templateArguments?
    | operatorFunctionId templateArguments?
    | conversionFunctionId
    | '~' (IDENTIFIER templateArguments? | decltypeSpecifier)
    ;

operatorFunctionId : 'operator' overloadableOperator ;

// `>>` and `>>=` before `>`: where prediction cannot tell them apart it takes the first.
overloadableOperator
    : '>' '>' | '>' '>=' | '>'
    | ('new' | 'delete') ('[' ']')? | 'co_await' | '(' ')' | '[' ']' | '->' | '->*' | '~' | '!'
    | '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '=' | '+=' | '-=' | '*=' | '/=' | '%='
    | '^=' | '&=' | '|=' | '==' | '!=' | '<' | '<=' | '>=' | '<=>' | '&&' | '||'
    | '<<' | '<<=' | '++' | '--' | ','
    | STRING IDENTIFIER?                                    // literal operator: operator "" _x
    ;

// operator bool, operator const char*. The type has rules of its own: a conversion-function-id may
// stand in an expression, and were its type a typeSpecifierSeq, every type name anywhere could be
// followed by `<` as less-than, which SLL prediction (looking past the end of a rule into every
// place the rule is used) would then have to follow for each `<` after a type name.
conversionFunctionId : 'operator' conversionTypeSpecifier+ conversionPointer* ;

conversionTypeSpecifier
    : cvQualifier
    | builtinTypeSpecifier
    | 'typename'? nestedNameSpecifier? 'template'? IDENTIFIER conversionTemplateArguments?
    ;

conversionTemplateArguments : '<' (templateArgument (',' templateArgument)*)? '>' ;

conversionPointer : ('*' | '&' | '&&') cvQualifier* ;

// A.9 Templates

templateHead : 'template' '<' templateParameterList? '>' requiresClause? ;

templateParameterList : templateParameter (',' templateParameter)* ;

templateParameter
    : ('class' | 'typename') '...'? IDENTIFIER? ('=' typeId)?
    | templateHead ('class' | 'typename') '...'? IDENTIFIER? ('=' idExpression)?
    | declSpecifierSeq (declarator | abstractDeclarator | '...')? ('=' templateArgument)?   // non-type; constrained `C T`
    ;

templateArguments : '<' (templateArgument (',' templateArgument)*)? '>' ;

// A name, or a name with template arguments, is read as an expression only: letting it be a type-id
// as well made prediction explore both readings of every argument, nested, which cost more time than
// all the rest of parsing.
templateArgument : (templateArgExpr | nonNameTypeId | bracedInitList) '...'? ;

// A type-id that is not a plain (qualified, templated) name: `T*`, `const T&`, `int`, `typename T::x`.
nonNameTypeId
    : typeSpecifierSeq abstractDeclarator
    | (cvQualifier | builtinTypeSpecifier | elaboratedTypeSpecifier | typenameSpecifier) typeSpecifierSeq?
    | simpleTypeSpecifier typeSpecifierSeq                   // _Tp const
    ;

requiresClause : 'requires' constraintExpression ;

constraintExpression : constraintPrimary (('&&' | '||') constraintPrimary)* ;

// GCC's traits are calls here: requires __is_trivially_copyable(_To).
constraintPrimary
    : '(' expression ')'
    | foldExpression
    | idExpression ('(' expressionList? ')')?
    | requiresExpression
    | literal
    ;

requiresExpression : 'requires' ('(' parameterDeclarationClause? ')')? '{' requirement* '}' ;

requirement
    : expression ';'
    | 'typename' nestedNameSpecifier? 'template'? IDENTIFIER templateArguments? ';'
    | '{' expression '}' 'noexcept'? ('->' nestedNameSpecifier? IDENTIFIER templateArguments?)? ';'
    | 'requires' expression ';'                              // nested: requires _Nm < tuple_size_v<_Tp>;
    ;

// A.7 Declarators

initDeclaratorList : initDeclarator (',' initDeclarator)* ;

initDeclarator : declarator declaratorTail* initializer? ;

// Attributes, an asm label or a trailing requires-clause after a declarator.
declaratorTail : attributeSpecifier | asmLabel | requiresClause ;

asmLabel : asmKeyword '(' stringLiteral ')' ;

declarator : ptrOperator* noptrDeclarator ('->' typeId)? ;

// `(x)` with no pointer must be followed by a suffix, so that a call `f(x);` is not a declaration.
noptrDeclarator
    : declaratorId declaratorSuffix*
    | declaratorId attributeSpecifier+ declaratorSuffix+      // operator() [[nodiscard]] (...)
    | '(' attributeSpecifier* ptrOperator+ noptrDeclarator ')' declaratorSuffix*
    | '(' attributeSpecifier* noptrDeclarator ')' declaratorSuffix+
    | '[' IDENTIFIER (',' IDENTIFIER)* ']'                 // structured binding
    ;

// No leading `::`: after a type name, `a ::f(1);` would then also read as a declaration of `::f`.
declaratorId : '...'? (nestedNameComponent '::')* unqualifiedId ;

declaratorSuffix
    : '[' expression? ']' attributeSpecifier*
    | '(' parameterDeclarationClause? ')' functionQualifier*
    ;

functionQualifier : cvQualifier | '&' | '&&' | exceptionSpecification ;

exceptionSpecification
    : 'noexcept' ('(' expression ')')?
    | 'throw' '(' (typeId '...'? (',' typeId '...'?)*)? ')'
    ;

ptrOperator
    : ('*' | '&' | '&&') attributeSpecifier* cvQualifier*
    | (nestedNameComponent '::')+ '*' cvQualifier*          // pointer to member
    ;

parameterDeclarationClause
    : parameterDeclaration (',' parameterDeclaration)* (','? '...')?
    | '...'
    ;

parameterDeclaration
    : declSpecifierSeq (declarator attributeSpecifier* | abstractDeclarator '...'? | '...')? ('=' initializerClause)?
    ;

typeId : typeSpecifierSeq abstractDeclarator? ;

abstractDeclarator
    : ptrOperator+ noptrAbstractDeclarator? ('->' typeId)?
    | noptrAbstractDeclarator ('->' typeId)?
    ;

noptrAbstractDeclarator
    : '(' attributeSpecifier* ptrOperator+ noptrAbstractDeclarator? ')' declaratorSuffix*
    | declaratorSuffix+
    ;

initializer
    : '=' initializerClause
    | '(' expressionList? ')'
    | bracedInitList
    ;

initializerClause : expr | bracedInitList ;

bracedInitList : '{' (initializerItem (',' initializerItem)* ','?)? DIRECTIVE* '}' ;

initializerItem : DIRECTIVE* designation? initializerClause '...'? ;

// C++20 `.x = 1` and `.x{1}`; GNU `[i] = v` and `[a ... b] = v`
designation : ('.' IDENTIFIER | '[' expr ('...' expr)? ']')+ '='? ;

functionBody
    : (':' memInitializer (',' memInitializer)*)? compoundStatement
    | 'try' (':' memInitializer (',' memInitializer)*)? compoundStatement handler+
    | '=' 'default' ';'
    | '=' 'delete' ('(' stringLiteral ')')? ';'
    ;

memInitializer
    : (nestedNameSpecifier? IDENTIFIER templateArguments? | decltypeSpecifier) ('(' expressionList? ')' | bracedInitList) '...'?
    ;

// A.10 Classes

classKey : 'class' | 'struct' | 'union' ;

classSpecifier
    : classKey attributeSpecifier* (nestedNameSpecifier? IDENTIFIER templateArguments? 'final'?)? baseClause? '{' memberDeclaration* '}'
    ;

baseClause : ':' baseSpecifier (',' baseSpecifier)* ;

baseSpecifier
    : attributeSpecifier* ('virtual' | accessSpecifier)* (nestedNameSpecifier? 'template'? IDENTIFIER templateArguments? | decltypeSpecifier) '...'?
    ;

accessSpecifier : 'public' | 'protected' | 'private' ;

// A member function definition and a member declaration share their start, as in `declaration`.
memberDeclaration
    : declSpecifierSeq? (declarator memberDeclaratorTail* functionBody | memberDeclaratorList? ';')
    | templateHead memberDeclaration
    | 'template' memberDeclaration                           // explicit specialisation inside a class (GNU)
    | '__extension__' memberDeclaration                      // __extension__ using __rep = unsigned __int128;
    | usingDeclaration
    | staticAssertDeclaration
    | accessSpecifier ':'
    | DIRECTIVE
    | pragma
    ;

memberDeclaratorList : memberDeclarator (',' memberDeclarator)* ;

memberDeclarator
    : declarator memberDeclaratorTail* (('=' initializerClause) | bracedInitList)?   // `= 0` is an initializer here
    | IDENTIFIER? attributeSpecifier* ':' expr (('=' initializerClause) | bracedInitList)?   // bit-field
    ;

// `override` and `final` are keywords here, though C++ lets them be names: as identifiers after any
// member declarator they let SLL prediction, which looks past the end of a rule into every place the
// rule is used, read `typedef basic_string<char> string;` as the member `basic_string<char>` with a
// virt-specifier `string`.
memberDeclaratorTail : declaratorTail | 'override' | 'final' ;

enumSpecifier
    : 'enum' ('class' | 'struct')? attributeSpecifier* (nestedNameSpecifier? IDENTIFIER)? (':' typeSpecifierSeq)?
      ('{' (enumerator (',' enumerator)* ','?)? DIRECTIVE* '}')?
    ;

enumerator : DIRECTIVE* IDENTIFIER attributeSpecifier* ('=' expr)? ;

// A.11 Attributes: C++11 [[...]], alignas, GNU __attribute__((...)), MSVC __declspec(...)

attributeSpecifier
    : '[' '[' ('using' IDENTIFIER ':')? attribute? (',' attribute?)* ']' ']'
    | ('__attribute__' | '__attribute') '(' '(' attribute? (',' attribute?)* ')' ')'
    | ('alignas' | '_Alignas') '(' (typeId | expression) '...'? ')'
    | '__declspec' '(' balancedToken* ')'
    ;

attribute : attributeName ('::' attributeName)? ('(' balancedToken* ')')? '...'? ;

attributeName
    : IDENTIFIER | 'const' | '__const' | '__const__' | 'volatile' | '__volatile__' | 'inline' | '__inline__'
    | 'noexcept' | 'default' | 'delete' | 'auto'
    ;

balancedToken
    : '(' balancedToken* ')'
    | '[' balancedToken* ']'
    | '{' balancedToken* '}'
    | ~('(' | ')' | '[' | ']' | '{' | '}')
    ;

// A.6 Statements

statement
    : IDENTIFIER ':' attributeSpecifier* statement
    | 'case' expr ('...' expr)? ':' statement                // GNU case range
    | 'default' ':' statement
    | declSpecifierSeq initDeclaratorList? ';'               // block declaration
    | expression? ';'
    | compoundStatement
    | 'if' 'constexpr'? '(' initStatement? condition ')' statement ('else' statement)?
    | 'if' '!'? 'consteval' compoundStatement ('else' statement)?
    | 'switch' '(' initStatement? condition ')' statement
    | 'while' '(' condition ')' statement
    | 'do' statement 'while' '(' expression ')' ';'
    | 'for' '(' initStatement condition? ';' expression? ')' statement
    | 'for' '(' initStatement? declSpecifierSeq declarator ':' (expression | bracedInitList) ')' statement
    | ('break' | 'continue') ';'
    | ('return' | 'co_return') (expression | bracedInitList)? ';'
    | 'goto' (IDENTIFIER | '*' expr) ';'                    // GNU computed goto
    | 'try' compoundStatement handler+
    | attributeSpecifier+ statement                          // [[likely]] return x;
    | usingDeclaration
    | staticAssertDeclaration
    | asmDeclaration
    | 'namespace' IDENTIFIER '=' nestedNameSpecifier? IDENTIFIER ';'
    | '__label__' IDENTIFIER (',' IDENTIFIER)* ';'          // GNU local labels
    | DIRECTIVE
    | pragma
    ;

initStatement
    : declSpecifierSeq initDeclaratorList? ';'
    | expression? ';'
    | 'using' IDENTIFIER attributeSpecifier* '=' typeId ';'
    ;

condition
    : expression
    | declSpecifierSeq declarator ('=' initializerClause | bracedInitList)
    ;

// A label right before `}` (C++23; GCC accepts it with a warning).
compoundStatement : '{' statement* endLabel? '}' ;

endLabel : (IDENTIFIER | 'default' | 'case' expr) ':' ;

handler : 'catch' '(' (parameterDeclaration | '...') ')' compoundStatement ;

// A.5 Expressions. Binary operators are not nested by precedence but a flat list of operands and
// operators: the tree still prints back exactly, a reducer can delete an `op operand` pair as a list
// element, and the interpreter's prediction stays cheap (a precedence-climbing rule with twenty
// levels made SLL prediction's configuration sets, and so parsing, several times slower).
// `expr` is an assignment-expression: a conditional or assignment tail binds to the right.

expression : expr (',' expr)* ;

expr
    : unaryExpression (binaryOperator unaryExpression)* exprTail?
    | 'throw' expr?
    | 'co_yield' (expr | bracedInitList)
    ;

exprTail
    : '?' expression? ':' expr                               // GNU: a ?: b
    | assignmentOperator initializerClause
    ;

// `>>` is two `>` tokens; it stands before `>` so that prediction, where it cannot tell them apart,
// takes the shift.
binaryOperator
    : '>' '>' | '.*' | '->*' | '*' | '/' | '%' | '+' | '-' | '<<' | '<=>' | '<' | '<=' | '>' | '>='
    | '==' | '!=' | '&' | '^' | '|' | '&&' | '||'
    ;

assignmentOperator : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>' '>=' | '&=' | '^=' | '|=' ;

// An expression inside template arguments: as `expr` without a top-level `>` or `>>` (which close
// the list), assignment or comma. `<` and `<=` compare only a call, a literal, a parenthesised or
// sizeof operand, or two qualified names (libstdc++'s `integral_constant<bool, _Tp(-1) < _Tp(0)>`,
// `_R1::num < _R2::num`): after a plain name,
// `A<B<C...>::value>` would also read as `A<(B < C)...>` followed by `::value`, and SLL prediction,
// which looks past the end of a rule into every place it is used, could take that reading.
templateArgExpr
    : templateArgOperand (templateArgOperator templateArgOperand)* ('?' expression ':' templateArgExpr)?
    ;

// `>=` is one token, so it compares (boost's `alignment_of<long double>::value >= Target`).
templateArgOperator
    : '.*' | '->*' | '*' | '/' | '%' | '+' | '-' | '<<' | '>=' | '==' | '!=' | '&' | '^' | '|' | '&&' | '||'
    ;

// A plain operand first: where both readings parse (`A<X::y<Z>::value>`), prediction takes the first.
templateArgOperand
    : unaryExpression
    | comparisonOperand ('<' | '<=') unaryExpression
    | nestedNameSpecifier IDENTIFIER ('<' | '<=') nestedNameSpecifier IDENTIFIER   // _R1::num < _R2::num
    | IDENTIFIER ('<' | '<=') ('dynamic_cast' | 'static_cast' | 'reinterpret_cast' | 'const_cast') '<' typeId '>' '(' expression ')'
    ;

comparisonOperand
    : idExpression '(' expressionList? ')'
    | literal
    | '(' expression ')'
    | ('sizeof' | alignofKeyword) '(' typeId ')'
    ;

unaryExpression
    : '(' typeId ')' unaryExpression                          // cast
    | postfixExpression
    | ('++' | '--' | '*' | '&' | '+' | '-' | '!' | '~' | '__extension__' | '__real__' | '__real' | '__imag__' | '__imag' | 'co_await') unaryExpression
    | 'sizeof' '...' '(' IDENTIFIER ')'
    | ('sizeof' | alignofKeyword) '(' typeId ')'
    | ('sizeof' | alignofKeyword) unaryExpression
    | 'noexcept' '(' expression ')'
    | '::'? 'new' ('(' expressionList ')')? ('(' typeId ')' | newTypeId) newInitializer?
    | '::'? 'delete' ('[' ']')? unaryExpression
    | '&&' IDENTIFIER                                         // GNU label as value
    ;

alignofKeyword : 'alignof' | '__alignof__' | '__alignof' | '_Alignof' ;

newTypeId : typeSpecifierSeq ptrOperator* ('[' expression? ']' attributeSpecifier*)* ;

newInitializer : '(' expressionList? ')' | bracedInitList ;

postfixExpression : primaryExpression postfixSuffix* ;

postfixSuffix
    : '[' (expression | bracedInitList)? ']'
    | '(' expressionList? ')'
    | ('.' | '->') 'template'? idExpression
    | '++'
    | '--'
    ;

primaryExpression
    : literal
    | 'this'
    | '(' expression ')'
    | '(' compoundStatement ')'                              // GNU statement expression
    | '(' typeId ')' bracedInitList                          // compound literal
    | foldExpression
    | idExpression bracedInitList?                          // a name, or T{...}; T(x) is a call
    | builtinTypeSpecifier ('(' expressionList? ')' | bracedInitList)  // int(x), decltype(x){}
    | typenameSpecifier ('(' expressionList? ')' | bracedInitList)
    | ('dynamic_cast' | 'static_cast' | 'reinterpret_cast' | 'const_cast') '<' typeId '>' '(' expression ')'
    | 'typeid' '(' (expression | typeId) ')'
    | lambdaExpression
    | requiresExpression
    ;

foldExpression
    : '(' expr? foldOperator '...' (foldOperator expr)? ')'
    | '(' '...' foldOperator expr ')'
    ;

foldOperator
    : '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '<<' | '>' '>' | '+=' | '-=' | '*=' | '/='
    | '%=' | '^=' | '&=' | '|=' | '<<=' | '>' '>=' | '=' | '==' | '!=' | '<' | '>' | '<=' | '>='
    | '&&' | '||' | ',' | '.*' | '->*'
    ;

// Call arguments may be types (__builtin_va_arg(ap, int), __is_convertible(_From, _To&)); a plain type
// name such as T in __builtin_offsetof(T, m) or __is_same(T, U) reads as an expression.
expressionList : argument (',' argument)* ;

argument : (initializerClause | nonNameTypeId) '...'? ;

lambdaExpression
    : '[' (lambdaCapture (',' lambdaCapture)*)? ']' ('<' templateParameterList '>' requiresClause?)?
      attributeSpecifier* lambdaDeclarator? compoundStatement
    ;

lambdaCapture
    : '&' | '='
    | '*'? 'this'
    | '&'? '...'? IDENTIFIER '...'? initializer?
    ;

lambdaDeclarator
    : '(' parameterDeclarationClause? ')' ('mutable' | 'constexpr' | 'consteval' | 'static')*
      exceptionSpecification? attributeSpecifier* ('->' typeId)? requiresClause?
    ;

literal : NUMBER | CHARACTER | stringLiteral | 'true' | 'false' | 'nullptr' ;

// Adjacent literals concatenate.
stringLiteral : STRING+ ;

// A.3 Lexical conventions

// A #pragma line is a token, an item where a declaration, member or statement may stand, so that it
// can be deleted on its own: a warning case may need one `#pragma GCC diagnostic` line of a header's
// dozens, and as layout it would go or stay with whatever token follows it. g++ -E also prints a
// _Pragma as a #pragma line where the macro stood, which may be inside an expression; the
// `_OR_LAYOUT` suffix tells Pare to parse such a file again with these lines as layout. (Before
// DIRECTIVE: the same text, the first rule wins.)
PRAGMA_OR_LAYOUT : '#' [ \t]* 'pragma' DIRECTIVE_PART* ;

// g++ -E writes line markers wherever it drops blank lines, so they may stand anywhere; with #line
// and #ident they go to the hidden channel (before DIRECTIVE, as above).
LINE_MARKER : '#' [ \t]* ([0-9] | 'line' | 'ident') DIRECTIVE_PART* -> channel(HIDDEN) ;

// Any other preprocessor line, with its continuation lines and comments.
DIRECTIVE : '#' DIRECTIVE_PART* ('//' ~[\r\n]*)? ;

fragment DIRECTIVE_PART
    : ~[\r\n\\/]
    | '\\' '\r'? '\n'
    | '\\' ~[\r\n]
    | '/' ~[/*\r\n\\]
    | BLOCK_COMMENT_TEXT
    ;

// Raw strings cannot check that the closing delimiter repeats the opening one (that needs a
// predicate): the text ends at the first `)`, delimiter characters and `"`.
STRING
    : ENCODING_PREFIX? '"' (~["\\\r\n] | ESCAPE)* '"' UD_SUFFIX?
    | ENCODING_PREFIX? 'R"' ~[( \\\t\r\n"]* '(' .*? ')' ~[( \\\t\r\n"]* '"' UD_SUFFIX?
    ;

CHARACTER : ENCODING_PREFIX? '\'' (~['\\\r\n] | ESCAPE)+ '\'' UD_SUFFIX? ;

fragment ENCODING_PREFIX : 'u8' | 'u' | 'U' | 'L' ;

fragment UD_SUFFIX : [a-zA-Z_] [a-zA-Z_0-9]* ;

fragment ESCAPE : '\\' ~[\r\n] | '\\' '\r'? '\n' ;

// The alternative tokens ([lex.digraph]): `and` is `&&`, `not_eq` is `!=`, and so on (nlohmann-json's
// examples use them). Each symbol has a rule of its own, which the grammar's literal then means, so
// that its spelled form can take the symbol's type. Before IDENTIFIER: the same text, the first wins.
LOGICAL_AND : '&&' ;
ALT_LOGICAL_AND : 'and' -> type(LOGICAL_AND) ;
LOGICAL_OR : '||' ;
ALT_LOGICAL_OR : 'or' -> type(LOGICAL_OR) ;
LOGICAL_NOT : '!' ;
ALT_LOGICAL_NOT : 'not' -> type(LOGICAL_NOT) ;
BIT_AND : '&' ;
ALT_BIT_AND : 'bitand' -> type(BIT_AND) ;
BIT_OR : '|' ;
ALT_BIT_OR : 'bitor' -> type(BIT_OR) ;
BIT_XOR : '^' ;
ALT_BIT_XOR : 'xor' -> type(BIT_XOR) ;
COMPL : '~' ;
ALT_COMPL : 'compl' -> type(COMPL) ;
AND_ASSIGN : '&=' ;
ALT_AND_ASSIGN : 'and_eq' -> type(AND_ASSIGN) ;
OR_ASSIGN : '|=' ;
ALT_OR_ASSIGN : 'or_eq' -> type(OR_ASSIGN) ;
XOR_ASSIGN : '^=' ;
ALT_XOR_ASSIGN : 'xor_eq' -> type(XOR_ASSIGN) ;
NOT_EQUAL : '!=' ;
ALT_NOT_EQUAL : 'not_eq' -> type(NOT_EQUAL) ;

IDENTIFIER : IDENTIFIER_START (IDENTIFIER_START | [0-9])* ;

fragment IDENTIFIER_START
    : [a-zA-Z_$]
    | [\u0080-\uFEFE\uFF00-\u{10FFFF}]
    | '\\u' HEX HEX HEX HEX
    | '\\U' HEX HEX HEX HEX HEX HEX HEX HEX
    ;

fragment HEX : [0-9a-fA-F] ;

// A preprocessing number (5.9) covers every integer and floating literal with its suffixes,
// user-defined suffixes and digit separators (1'000).
NUMBER : '.'? [0-9] ([0-9a-zA-Z_.] | [eEpP] [+-] | '\'' [0-9a-zA-Z_])* ;

BLOCK_COMMENT : BLOCK_COMMENT_TEXT -> channel(HIDDEN) ;

fragment BLOCK_COMMENT_TEXT : '/*' (~'*' | '*'+ ~[*/])* '*'+ '/' ;

LINE_COMMENT : '//' (~[\r\n\\] | '\\' '\r'? '\n' | '\\' ~[\r\n])* '\\'? -> channel(HIDDEN) ;

LINE_CONTINUATION : '\\' '\r'? '\n' -> channel(HIDDEN) ;

WS : [ \t\r\n\f\u000B\uFEFF]+ -> channel(HIDDEN) ;
