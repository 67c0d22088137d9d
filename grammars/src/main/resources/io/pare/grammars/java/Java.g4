// Java SE 17, written for Pare from The Java Language Specification, Java SE 17 Edition: chapter 3
// (lexical structure) for the tokens and chapters 7-15 for the syntax, checked against the syntax
// summary of chapter 19. Both ordinary compilation units and modular ones (module-info.java) parse.
// A few later forms are accepted as well because they cost nothing: patterns in case labels with
// `when` guards and record patterns (Java 21).
//
// Written for an interpreter (ANTLR's ParserInterpreter/LexerInterpreter): no actions, no
// predicates. Where the JLS needs context, the grammar does this instead:
//  - `>` is always its own token (as are `>=`, `<`, `<<`, `<=`, `<<=`), so `List<List<T>>` closes two
//    type-argument lists. The shift and shift-assignment operators are spelled `'>' '>'`,
//    `'>' '>' '>'`, `'>' '>='` and `'>' '>' '>='` in `expression`; the grammar therefore also
//    accepts them with blanks between the characters, which javac does not.
//  - Contextual keywords (var, yield, record, sealed, permits, module, open, opens, requires,
//    exports, to, with, uses, provides, transitive, and when) are tokens of their own and
//    `identifier` accepts each of them, so they stay usable as names. A type's name is a
//    `typeIdentifier`, which excludes var, yield, record, sealed and permits (JLS 3.8); `var` is
//    then accepted as `localVariableType` where a local variable, resource, for variable, lambda
//    parameter or pattern is declared. `non-sealed` is one token, so `non-sealed` written without
//    blanks as a subtraction of two variables would mis-lex (javac lexes three tokens and checks
//    adjacency). `_`, `const` and `goto` lex as identifiers.
//  - Where a name, a type and an expression start alike, the order of alternatives decides, as
//    the JLS does: a parenthesised expression is tried before a cast, so `(a) - b` is a subtraction
//    while `(int) -b`, `(T) !b` and `(T) x` are casts; a local variable declaration is tried
//    before an expression statement, so `a<b> c;` declares c; `yield x;` is a yield statement;
//    in a case label `X -> ...` is a label and an arrow, not a lambda.
//  - Case constants and guards are a `caseExpression`: an expression without lambdas,
//    assignments, `new` and switch. Were they `expression`, `->` would follow an expression, and
//    SLL prediction, which continues with the follow of every use of a rule, would take a lambda
//    `x -> f(x);` for a case label `case X -> f(x);` in some places and fall back to full LL.
//  - Expression statements take any expression (the JLS allows only assignments, calls, `new`
//    and ++/--), and `super`, `this(...)` and `super(...)` are primaries, which also covers
//    explicit constructor invocations as ordinary statements. Similarly lenient: a `try` may lack
//    both catch and finally, `.class` may follow any expression (it must follow a type name), and every class, interface, enum,
//    record and annotation body takes the same members (compact constructors, annotation element
//    defaults, initializers), and any modifier may stand before any member or type declaration.
//    A reducer may thus produce programs javac rejects; the oracle rejects them.
//  - Unicode escapes (JLS 3.3) are not translated before lexing: they are understood inside
//    string, character and text-block literals and inside identifiers, not as operators or
//    separators. A `#!` line (source-file programs) is hidden like a comment.
// Designed so that SLL prediction alone parses real code (no file of the JDK's src.zip needs the
// engine's full-LL second stage).
// Every repetition is a `*`/`+`/`?` sub-rule (imports, members, statements, modifiers, annotations,
// arguments, parameters, type arguments, cases, catches, initializers, ...): the places a reducer
// deletes. Declarations after modifiers use `unannType` (the JLS's UnannType), so that a leading
// annotation is always a modifier and never part of the type.
grammar Java;

// ===================================================================== compilation units (§7)

compilationUnit
    : packageDeclaration? importDeclaration* typeDeclaration* EOF
    | importDeclaration* moduleDeclaration EOF
    ;

packageDeclaration : annotation* 'package' qualifiedName ';' ;

importDeclaration : 'import' 'static'? qualifiedName ('.' '*')? ';' ;

typeDeclaration
    : modifier* classOrInterfaceDeclaration
    | ';'
    ;

classOrInterfaceDeclaration
    : classDeclaration
    | enumDeclaration
    | recordDeclaration
    | interfaceDeclaration
    | annotationTypeDeclaration
    ;

moduleDeclaration : annotation* 'open'? 'module' qualifiedName '{' moduleDirective* '}' ;

moduleDirective
    : 'requires' ('transitive' | 'static')* qualifiedName ';'
    | 'exports' qualifiedName ('to' qualifiedName (',' qualifiedName)*)? ';'
    | 'opens' qualifiedName ('to' qualifiedName (',' qualifiedName)*)? ';'
    | 'uses' qualifiedName ';'
    | 'provides' qualifiedName 'with' qualifiedName (',' qualifiedName)* ';'
    ;

qualifiedName : identifier ('.' identifier)* ;

identifier
    : Identifier
    | 'var' | 'yield' | 'record' | 'sealed' | 'permits' | 'module' | 'open' | 'opens' | 'requires'
    | 'exports' | 'to' | 'with' | 'uses' | 'provides' | 'transitive' | 'when'
    ;

// The name of a type may not be var, yield, record, sealed or permits (JLS 3.8 TypeIdentifier):
// that is what makes `yield x;`, `record R(int x) {}` and `sealed class C` unambiguous.
typeIdentifier
    : Identifier
    | 'module' | 'open' | 'opens' | 'requires' | 'exports' | 'to' | 'with' | 'uses' | 'provides'
    | 'transitive' | 'when'
    ;

// ===================================================================== modifiers and annotations (§8.1.1, §9.7)

modifier
    : annotation
    | 'public' | 'protected' | 'private' | 'static' | 'abstract' | 'final' | 'native' | 'synchronized'
    | 'transient' | 'volatile' | 'strictfp' | 'default' | 'sealed' | 'non-sealed'
    ;

// Modifiers of local classes, interfaces, enums and records (no access modifiers, no synchronized).
localClassModifier : annotation | 'abstract' | 'final' | 'static' | 'strictfp' | 'sealed' | 'non-sealed' ;

variableModifier : annotation | 'final' ;

annotation : '@' qualifiedName ('(' (elementValuePair (',' elementValuePair)* | elementValue)? ')')? ;

elementValuePair : identifier '=' elementValue ;

elementValue
    : expression
    | annotation
    | elementValueArrayInitializer
    ;

elementValueArrayInitializer : '{' (elementValue (',' elementValue)*)? ','? '}' ;

// ===================================================================== classes (§8)

classDeclaration
    : 'class' typeIdentifier typeParameters? superclass? superinterfaces? permitsClause? classBody
    ;

superclass : 'extends' classType ;

superinterfaces : 'implements' classType (',' classType)* ;

permitsClause : 'permits' classType (',' classType)* ;

classBody : '{' classBodyDeclaration* '}' ;

classBodyDeclaration
    : modifier* memberDeclaration
    | 'static'? block                                 // static and instance initializers
    | ';'
    ;

memberDeclaration
    : methodDeclaration
    | constructorDeclaration
    | fieldDeclaration
    | compactConstructorDeclaration                   // records only
    | annotationElementDeclaration                    // annotation interfaces only
    | classOrInterfaceDeclaration
    ;

fieldDeclaration : unannType variableDeclarator (',' variableDeclarator)* ';' ;

variableDeclarator : variableDeclaratorId ('=' variableInitializer)? ;

variableDeclaratorId : identifier dims? ;

variableInitializer
    : expression
    | arrayInitializer
    ;

arrayInitializer : '{' (variableInitializer (',' variableInitializer)*)? ','? '}' ;

methodDeclaration
    : typeParameters? annotation* result identifier formalParameters dims? throwsClause? methodBody
    ;

result : unannType | 'void' ;

methodBody : block | ';' ;

formalParameters : '(' (formalParameter (',' formalParameter)*)? ')' ;

formalParameter
    : variableModifier* unannType variableDeclaratorId
    | variableModifier* unannType annotation* '...' identifier      // varargs
    | annotation* unannType (identifier '.')* 'this'                // receiver parameter
    ;

throwsClause : 'throws' classType (',' classType)* ;

constructorDeclaration : typeParameters? identifier formalParameters throwsClause? block ;

compactConstructorDeclaration : identifier block ;

annotationElementDeclaration : unannType identifier '(' ')' dims? 'default' elementValue ';' ;

// ===================================================================== enums and records (§8.9, §8.10)

enumDeclaration : 'enum' typeIdentifier superinterfaces? enumBody ;

enumBody : '{' (enumConstant (',' enumConstant)*)? ','? (';' classBodyDeclaration*)? '}' ;

enumConstant : annotation* identifier arguments? classBody? ;

recordDeclaration
    : 'record' typeIdentifier typeParameters? '(' (recordComponent (',' recordComponent)*)? ')' superinterfaces? classBody
    ;

recordComponent
    : annotation* unannType identifier
    | annotation* unannType annotation* '...' identifier
    ;

// ===================================================================== interfaces (§9)

interfaceDeclaration
    : 'interface' typeIdentifier typeParameters? ('extends' classType (',' classType)*)? permitsClause? classBody
    ;

annotationTypeDeclaration : '@' 'interface' typeIdentifier classBody ;

// ===================================================================== types (§4)

type
    : annotation* primitiveType dims?
    | classType dims?
    ;

// A type after modifiers: no leading annotation (they are modifiers there).
unannType
    : primitiveType dims?
    | unannClassType dims?
    ;

// `var` is a type only for local variables, lambda parameters and patterns.
localVariableType : unannType | 'var' ;

primitiveType : 'boolean' | 'byte' | 'short' | 'int' | 'long' | 'char' | 'float' | 'double' ;

classType : annotation* typeIdentifier typeArguments? ('.' annotation* identifier typeArguments?)* ;

unannClassType : typeIdentifier typeArguments? ('.' annotation* identifier typeArguments?)* ;

dims : (annotation* '[' ']')+ ;

// Never empty: the diamond `<>` is only for a class instantiated (classTypeToInstantiate). Were it
// accepted here, a reducer deleting the last argument of `Builder<T>` would offer `Builder<>`,
// which javac rejects (on the Checker Framework case, 11 of 104 refused queries).
typeArguments : '<' typeArgument (',' typeArgument)* '>' ;

// `new C<>()` (JLS 15.9)
classTypeToInstantiate : classType ('<' '>')? ;

typeArgument
    : type
    | annotation* '?' (('extends' | 'super') type)?
    ;

typeParameters : '<' typeParameter (',' typeParameter)* '>' ;

typeParameter : annotation* typeIdentifier ('extends' classType ('&' classType)*)? ;

// ===================================================================== blocks and statements (§14)

block : '{' blockStatement* '}' ;

blockStatement
    : localVariableDeclaration ';'
    | localClassModifier* localClassDeclaration
    | statement
    ;

localClassDeclaration
    : classDeclaration
    | enumDeclaration
    | recordDeclaration
    | interfaceDeclaration
    ;

localVariableDeclaration : variableModifier* localVariableType variableDeclarator (',' variableDeclarator)* ;

statement
    : block
    | ';'
    | identifier ':' statement
    | 'if' parExpression statement ('else' statement)?
    | 'assert' expression (':' expression)? ';'
    | 'switch' parExpression switchBlock
    | 'while' parExpression statement
    | 'do' statement 'while' parExpression ';'
    | 'for' '(' forInit? ';' expression? ';' forUpdate? ')' statement
    | 'for' '(' variableModifier* localVariableType variableDeclaratorId ':' expression ')' statement
    | 'break' identifier? ';'
    | 'continue' identifier? ';'
    | 'return' expression? ';'
    | 'throw' expression ';'
    | 'synchronized' parExpression block
    | 'try' resourceSpecification? block catchClause* finallyClause?
    | 'yield' expression ';'
    | expression ';'
    ;

parExpression : '(' expression ')' ;

forInit
    : localVariableDeclaration
    | expression (',' expression)*
    ;

forUpdate : expression (',' expression)* ;

resourceSpecification : '(' resource (';' resource)* ';'? ')' ;

resource
    : variableModifier* localVariableType identifier '=' expression
    | expression                                       // an effectively final variable or field
    ;

catchClause : 'catch' '(' variableModifier* unannClassType ('|' classType)* identifier ')' block ;

finallyClause : 'finally' block ;

// `case A, B ->` and `case A: case B:`; several labels with colons before one group of statements.
switchBlock
    : '{' switchRule* '}'
    | '{' switchGroup* '}'
    ;

switchRule : switchLabel '->' (block | 'throw' expression ';' | expression ';') ;

switchGroup : (switchLabel ':')+ blockStatement* ;

switchLabel
    : 'case' caseLabelElement (',' caseLabelElement)*
    | 'default'
    ;

caseLabelElement
    : 'null'
    | 'default'
    | pattern ('when' caseExpression)?
    | caseExpression
    ;

// A case constant or guard: `expression` without lambdas, assignments, `new` and switch, which
// covers the JLS's constant expressions (15.29) and ordinary guards. Not `expression` itself:
// were an expression followed by `->` anywhere, SLL prediction, which continues with the follow of
// every use of a rule, could not tell a lambda `x -> ...` from a label `case X -> ...`.
caseExpression
    : literal
    | identifier arguments?
    | '(' expression ')'
    | caseExpression '.' typeArguments? identifier arguments?
    | caseExpression '.' 'class'
    | caseExpression '[' expression ']'
    | ('+' | '-' | '~' | '!') caseExpression
    | '(' annotation* primitiveType ')' caseExpression
    | '(' classType ')' caseExpression
    | caseExpression ('*' | '/' | '%') caseExpression
    | caseExpression ('+' | '-') caseExpression
    | caseExpression ('<<' | '>' '>' '>' | '>' '>') caseExpression
    | caseExpression ('<' | '>' | '<=' | '>=') caseExpression
    | caseExpression 'instanceof' (pattern | type)
    | caseExpression ('==' | '!=') caseExpression
    | caseExpression '&' caseExpression
    | caseExpression '^' caseExpression
    | caseExpression '|' caseExpression
    | caseExpression '&&' caseExpression
    | caseExpression '||' caseExpression
    | <assoc = right> caseExpression '?' caseExpression ':' caseExpression
    ;

pattern
    : variableModifier* localVariableType identifier
    | localVariableType '(' (pattern (',' pattern)*)? ')'            // record pattern
    ;

// ===================================================================== expressions (§15)

// Left-recursive, with the JLS's precedence from high (top) to low (bottom).
expression
    : primary
    | expression '.' typeArguments? identifier arguments?
    | expression '.' 'new' typeArguments? classTypeToInstantiate arguments classBody?      // inner class creation
    | expression '.' typeArguments? ('this' | 'super') arguments?            // Outer.this, Outer.super.m(), o.super()
    | expression '.' 'class'
    | expression '[' expression ']'
    | expression '::' typeArguments? (identifier | 'new')
    | expression ('++' | '--')
    | ('+' | '-' | '++' | '--') expression
    | ('~' | '!') expression
    | '(' annotation* primitiveType dims? ')' expression
    | '(' classType dims? ('&' classType)* ')' expression
    | expression ('*' | '/' | '%') expression
    | expression ('+' | '-') expression
    | expression ('<<' | '>' '>' '>' | '>' '>') expression
    | expression ('<' | '>' | '<=' | '>=') expression
    | expression 'instanceof' (pattern | type)
    | expression ('==' | '!=') expression
    | expression '&' expression
    | expression '^' expression
    | expression '|' expression
    | expression '&&' expression
    | expression '||' expression
    | <assoc = right> expression '?' expression ':' expression
    | <assoc = right> expression assignmentOperator expression
    ;

assignmentOperator
    : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>' '>=' | '>' '>' '>=' | '&=' | '^=' | '|='
    ;

primary
    : literal
    | 'this' arguments?
    | 'super' arguments?
    | typeArguments ('this' | 'super') arguments          // <T>this(...)
    | identifier arguments?
    | '(' expression ')'
    | creator
    | annotation* primitiveType dims? ('.' 'class' | '::' typeArguments? (identifier | 'new'))
    | 'void' '.' 'class'
    | classType dims ('.' 'class' | '::' typeArguments? (identifier | 'new'))
    | classType '::' typeArguments? (identifier | 'new')
    | 'switch' parExpression switchBlock
    | lambdaExpression
    ;

literal
    : IntegerLiteral
    | FloatingPointLiteral
    | CharacterLiteral
    | StringLiteral
    | TextBlock
    | 'true'
    | 'false'
    | 'null'
    ;

arguments : '(' (expression (',' expression)*)? ')' ;

creator
    : 'new' typeArguments? classTypeToInstantiate arguments classBody?
    | 'new' (annotation* primitiveType | classType) dimExpr+ dims?
    | 'new' (annotation* primitiveType | classType) dims arrayInitializer
    ;

dimExpr : annotation* '[' expression ']' ;

lambdaExpression : lambdaParameters '->' (expression | block) ;

lambdaParameters
    : identifier
    | '(' (identifier (',' identifier)*)? ')'
    | '(' lambdaParameter (',' lambdaParameter)* ')'
    ;

lambdaParameter
    : variableModifier* localVariableType variableDeclaratorId
    | variableModifier* unannType annotation* '...' identifier
    ;

// ===================================================================== lexical structure (§3)

IntegerLiteral
    : Digits [lL]?
    | '0' [xX] HexDigits [lL]?
    | '0' [bB] [01] ([01_]* [01])? [lL]?
    ;

FloatingPointLiteral
    : Digits '.' Digits? ExponentPart? [fFdD]?
    | '.' Digits ExponentPart? [fFdD]?
    | Digits ExponentPart [fFdD]?
    | Digits [fFdD]
    | '0' [xX] (HexDigits '.'? | HexDigits? '.' HexDigits) [pP] [+-]? Digits [fFdD]?
    ;

fragment Digits : [0-9] ([0-9_]* [0-9])? ;
fragment HexDigits : [0-9a-fA-F] ([0-9a-fA-F_]* [0-9a-fA-F])? ;
fragment ExponentPart : [eE] [+-]? Digits ;

// Escapes are checked loosely: a backslash and the character after it (octal and unicode escapes
// then go on as ordinary characters).
CharacterLiteral : '\'' (~['\\\r\n] | '\\' ~[\r\n] ~['\\\r\n]*) '\'' ;

StringLiteral : '"' (~["\\\r\n] | '\\' ~[\r\n])* '"' ;

TextBlock : '"""' [ \t\f]* ('\r'? '\n' | '\r') (~'\\' | '\\' .)*? '"""' ;

Identifier : IdentifierStart IdentifierPart* ;

fragment IdentifierStart
    : [\p{L}\p{Nl}\p{Sc}\p{Pc}]
    | UnicodeEscape
    ;

fragment IdentifierPart
    : [\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}\p{Cf}\u0000-\u0008\u000E-\u001B\u007F-\u009F]
    | UnicodeEscape
    ;

fragment UnicodeEscape : '\\' 'u'+ [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] ;

BLOCK_COMMENT : '/*' .*? '*/' -> channel(HIDDEN) ;
LINE_COMMENT : '//' ~[\r\n]* -> channel(HIDDEN) ;
// The `#!` first line of a source-file program (JEP 330); `#` is no Java token otherwise.
SHEBANG : '#!' ~[\r\n]* -> channel(HIDDEN) ;
// Blanks, line terminators, and the Ctrl-Z a file may end with (§3.5); a byte-order mark too.
WS : [ \t\r\n\f\u001A\uFEFF]+ -> channel(HIDDEN) ;
