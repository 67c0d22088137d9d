// Rust (2021 edition), written for Pare from The Rust Reference: chapters "Lexical structure"
// (tokens, comments, whitespace, keywords, identifiers), "Macros", "Crates and source files",
// "Items", "Attributes", "Statements and expressions", "Patterns", "Types", "Paths" and
// "Trait and lifetime bounds".
//
// Written for an interpreter (ANTLR's ParserInterpreter/LexerInterpreter): no actions, no
// predicates. Where the Reference needs context, the grammar does this instead:
//  - `>>`, `>>=`, `<<`, `<<=` are never lexed as one token, so `Vec<Vec<u8>>` closes two generic
//    lists; the shift operators are spelled `'>' '>'` etc. in the expression rules.
//  - Rust forbids a struct expression as the scrutinee of `if`/`while`/`match`/`for`, so those
//    use `conditionExpression`, a copy of `expression` without struct expressions.
//  - An expression statement that starts with a block-like expression (`if`, `match`, `loop`,
//    `{...}`, `unsafe {...}`, ...) ends after it (Reference: "Expression statements"), so
//    statements use `statementExpression`, a copy of `expression` whose leftmost operand is never
//    block-like, and `blockLikeStatement` for the others. `if c {} *p = 1;` is two statements.
//  - A let-else initializer may not end with `}`: it is a `letElseExpression`.
// The expression copies differ only in their operands; each keeps Rust's precedence. They also
// keep SLL prediction (which sees every place a rule is used) from meeting ambiguities that
// would need lookahead to the end of a block: the grammar is meant to parse real files with SLL
// alone and never fall back to full LL.
// Every repetition is a `*`/`+`/`?` sub-rule: those are the places a reducer may delete.
grammar Rust;

// ===================================================================== crate, attributes

crate : innerAttribute* item* EOF ;

innerAttribute : '#' '!' '[' attr ']' ;
outerAttribute : '#' '[' attr ']' ;

attr
    : 'unsafe' '(' simplePath attrInput? ')'
    | simplePath attrInput?
    ;

attrInput : delimTokenTree | '=' expression ;

// ===================================================================== macros

delimTokenTree
    : '(' tokenTree* ')'
    | '[' tokenTree* ']'
    | '{' tokenTree* '}'
    ;

tokenTree
    : delimTokenTree
    | ~('(' | ')' | '[' | ']' | '{' | '}')
    ;

macroInvocation : simplePath '!' delimTokenTree ;

// A macro invocation in item, associated-item or extern-block position.
macroInvocationSemi
    : simplePath '!' '(' tokenTree* ')' ';'
    | simplePath '!' '[' tokenTree* ']' ';'
    | simplePath '!' '{' tokenTree* '}'
    ;

macroRulesDefinition
    : 'macro_rules' '!' identifier
      ( '(' macroRules? ')' ';'
      | '[' macroRules? ']' ';'
      | '{' macroRules? '}'
      )
    ;

macroRules : macroRule (';' macroRule)* ';'? ;
macroRule : delimTokenTree '=>' delimTokenTree ;

// ===================================================================== items

item : outerAttribute* (visItem | macroItem) ;

macroItem : macroRulesDefinition | macroInvocationSemi ;

visItem
    : visibility?
      ( moduleItem
      | externCrate
      | useDeclaration
      | function
      | typeAlias
      | structItem
      | enumItem
      | unionItem
      | constantItem
      | staticItem
      | traitItem
      | implItem
      | externBlock
      | macroDefinition
      )
    ;

// Declarative macros 2.0 (unstable `decl_macro`): `macro m($x:expr) { .. }`, `macro m { rules }`.
macroDefinition : 'macro' identifier ('(' tokenTree* ')')? '{' tokenTree* '}' ;

visibility
    : 'pub' ('(' ('crate' | 'self' | 'super' | 'in' simplePath) ')')? ;

moduleItem : 'unsafe'? 'mod' identifier (';' | '{' innerAttribute* item* '}') ;

externCrate : 'extern' 'crate' (identifier | 'self') ('as' (identifier | '_'))? ';' ;

useDeclaration : 'use' useTree ';' ;

useTree
    : (simplePath? '::')? '*'
    | (simplePath? '::')? '{' (useTree (',' useTree)* ','?)? '}'
    | simplePath ('as' (identifier | '_'))?
    ;

function
    : functionQualifiers 'fn' identifier genericParams?
      '(' functionParameters? ')' functionReturnType? whereClause?
      (blockExpression | ';')
    ;

functionQualifiers : 'const'? 'async'? 'unsafe'? ('extern' abi?)? ;

abi : STRING_LITERAL | RAW_STRING_LITERAL ;

functionParameters
    : selfParam ','?
    | (selfParam ',')? functionParam (',' functionParam)* ','?
    ;

selfParam
    : outerAttribute* ('&' LIFETIME? | '&&')? 'mut'? 'self'
    | outerAttribute* 'mut'? 'self' ':' type
    ;

functionParam
    : outerAttribute* (patternNoTopAlt ':' (type | '...') | '...' | type)
    ;

functionReturnType : '->' type ;

typeAlias
    : 'type' identifier genericParams? (':' typeParamBounds?)? whereClause?
      ('=' type whereClause?)? ';'
    ;

structItem
    : 'struct' identifier genericParams? whereClause? ('{' structFields? '}' | ';')
    | 'struct' identifier genericParams? '(' tupleFields? ')' whereClause? ';'
    ;

structFields : structField (',' structField)* ','? ;
structField : outerAttribute* visibility? identifier ':' type ;

tupleFields : tupleField (',' tupleField)* ','? ;
tupleField : outerAttribute* visibility? type ;

enumItem : 'enum' identifier genericParams? whereClause? '{' enumVariants? '}' ;

enumVariants : enumVariant (',' enumVariant)* ','? ;
enumVariant
    : outerAttribute* visibility? identifier
      ('{' structFields? '}' | '(' tupleFields? ')')?
      ('=' expression)?
    ;

unionItem : 'union' identifier genericParams? whereClause? '{' structFields? '}' ;

constantItem : 'const' (identifier | '_') ':' type ('=' expression)? ';' ;

staticItem : 'static' 'mut'? identifier ':' type ('=' expression)? ';' ;

traitItem
    : 'unsafe'? 'auto'? 'trait' identifier genericParams? (':' typeParamBounds?)? whereClause?
      '{' innerAttribute* associatedItem* '}'
    | 'trait' identifier genericParams? '=' typeParamBounds? whereClause? ';'
    ;

implItem
    : 'unsafe'? 'impl' genericParams? 'const'? '!'? type ('for' type)? whereClause?
      '{' innerAttribute* associatedItem* '}'
    ;

associatedItem
    : outerAttribute*
      ( macroInvocationSemi
      | visibility? 'default'? (typeAlias | constantItem | function)
      )
    ;

externBlock : 'unsafe'? 'extern' abi? '{' innerAttribute* externalItem* '}' ;

externalItem
    : outerAttribute*
      ( macroInvocationSemi
      | visibility? (staticItem | function | typeAlias)
      )
    ;

// ===================================================================== generics

genericParams : '<' (genericParam (',' genericParam)* ','?)? '>' ;

genericParam : outerAttribute* (lifetimeParam | typeParam | constParam) ;

lifetimeParam : LIFETIME (':' lifetimeBounds)? ;

typeParam : identifier (':' typeParamBounds?)? ('=' type)? ;

constParam
    : 'const' identifier ':' type
      ('=' (blockExpression | identifier | '-'? literal))?
    ;

whereClause : 'where' (wherePredicate (',' wherePredicate)* ','?)? ;

wherePredicate
    : LIFETIME ':' lifetimeBounds?
    | forLifetimes? type ':' typeParamBounds?
    ;

forLifetimes : 'for' genericParams ;

typeParamBounds : typeParamBound ('+' typeParamBound)* '+'? ;

typeParamBound
    : LIFETIME
    | traitBound
    | 'use' '<' ((LIFETIME | identifier | 'Self') (',' (LIFETIME | identifier | 'Self'))* ','?)? '>'
    ;

traitBound
    : ('?' | '~' 'const' | 'async')? forLifetimes? typePath
    | '(' ('?' | '~' 'const')? forLifetimes? typePath ')'
    ;

lifetimeBounds : LIFETIME ('+' LIFETIME)* '+'? ;

// ===================================================================== statements

// The last expression of a block (its value) is an `expressionStatement` without `;`.
blockExpression : '{' innerAttribute* statement* (outerAttribute* expressionStatement)? '}' ;

statement
    : ';'
    | outerAttribute*
      ( visItem
      | macroRulesDefinition
      | letStatement
      | blockLikeStatement (';' | assignmentOperator expression ';')?
      | braceMacroStatement ';'?
      | expressionStatement ';'
      )
    ;

// Assignments, jumps and closures are kept out of `statementExpression`: an `expression` at the
// end of an alternative there would let SLL prediction see any operator after it (`a.b(...)`
// would then need lookahead to the closing parenthesis to tell a call from the end).
expressionStatement
    : statementExpression (assignmentOperator expression)?
    | jumpExpression
    | closureExpression
    ;

// let-else: its initializer may not end with `}` (Reference: "let statements"), so it is a
// `letElseExpression`. Were it `expression`, `if a {} else {}` would always look like a possible
// let-else to SLL prediction.
letStatement
    : 'let' pattern (':' type)? ('=' (expression | letElseExpression 'else' blockExpression))? ';'
    ;

// `match x { .. }.len()` and `unsafe { .. }?` continue as postfix expressions.
blockLikeStatement : blockLikeExpression (('?' | '.' member) postfix*)? ;

braceMacroStatement : simplePath '!' '{' tokenTree* '}' ;

// ===================================================================== expressions

// Highest precedence first (Reference, "Expression precedence").
expression
    : expression postfix
    | prefixOperator expression
    | expression 'as' castType
    | expression ('*' | '/' | '%') expression
    | expression ('+' | '-') expression
    | expression ('<' '<' | '>' '>') expression
    | expression '&' expression
    | expression '^' expression
    | expression '|' expression
    | expression ('==' | '!=' | '<' | '>' | '<=' | '>=') expression
    | expression '&&' expression
    | expression '||' expression
    | expression ('..' | '..=') expression
    | expression '..'
    | ('..' | '..=') expression
    | <assoc=right> expression assignmentOperator expression
    | literal
    | macroInvocation
    | structExpression
    | pathInExpression
    | qualifiedPathInExpression
    | tupleExpression
    | arrayExpression
    | closureExpression
    | jumpExpression
    | blockLikeExpression
    | '_'
    | '..'
    ;

// `expression` where Rust forbids a struct expression: the scrutinee of `if`, `while`, `match`
// and `for`, where `x {` starts the block (Reference: "Expression except struct expression").
// `let PAT = EXPR` is one of its operands (binding tighter than `&&`), which covers `if let`,
// `while let` and let chains (`if let A = a && b`).
conditionExpression
    : conditionExpression postfix
    | prefixOperator conditionExpression
    | conditionExpression 'as' castType
    | conditionExpression ('*' | '/' | '%') conditionExpression
    | conditionExpression ('+' | '-') conditionExpression
    | conditionExpression ('<' '<' | '>' '>') conditionExpression
    | conditionExpression '&' conditionExpression
    | conditionExpression '^' conditionExpression
    | conditionExpression '|' conditionExpression
    | conditionExpression ('==' | '!=' | '<' | '>' | '<=' | '>=') conditionExpression
    | 'let' pattern '=' conditionExpression
    | conditionExpression '&&' conditionExpression
    | conditionExpression '||' conditionExpression
    | conditionExpression ('..' | '..=') conditionExpression
    | conditionExpression '..'
    | ('..' | '..=') conditionExpression
    | <assoc=right> conditionExpression assignmentOperator conditionExpression
    | literal
    | simplePath '!' ('(' tokenTree* ')' | '[' tokenTree* ']')
    | pathInExpression
    | qualifiedPathInExpression
    | tupleExpression
    | arrayExpression
    | blockLikeExpression
    | '..'
    ;

// `expression` as it may start an expression statement: no block-like expression and no
// brace-delimited macro on the left (those are statements of their own).
statementExpression
    : statementExpression postfix
    | prefixOperator statementExpression
    | statementExpression 'as' castType
    | statementExpression ('*' | '/' | '%') statementExpression
    | statementExpression ('+' | '-') statementExpression
    | statementExpression ('<' '<' | '>' '>') statementExpression
    | statementExpression '&' statementExpression
    | statementExpression '^' statementExpression
    | statementExpression '|' statementExpression
    | statementExpression ('==' | '!=' | '<' | '>' | '<=' | '>=') statementExpression
    | statementExpression '&&' statementExpression
    | statementExpression '||' statementExpression
    | statementExpression binaryOperator blockLikeExpression
    | statementExpression ('..' | '..=') statementExpression
    | statementExpression '..'
    | ('..' | '..=') statementExpression
    | prefixOperator blockLikeExpression
    | literal
    | simplePath '!' ('(' tokenTree* ')' | '[' tokenTree* ']')
    | structExpression
    | pathInExpression
    | qualifiedPathInExpression
    | tupleExpression
    | arrayExpression
    | '_'
    | '..'
    ;

// `expression` without block-like expressions, closures, jumps, ranges or assignments: what may
// stand before the `else` of a let-else statement.
letElseExpression
    : letElseExpression postfix
    | prefixOperator letElseExpression
    | letElseExpression 'as' castType
    | letElseExpression ('*' | '/' | '%') letElseExpression
    | letElseExpression ('+' | '-') letElseExpression
    | letElseExpression ('<' '<' | '>' '>') letElseExpression
    | letElseExpression '&' letElseExpression
    | letElseExpression '^' letElseExpression
    | letElseExpression '|' letElseExpression
    | letElseExpression ('==' | '!=' | '<' | '>' | '<=' | '>=') letElseExpression
    | letElseExpression '&&' letElseExpression
    | letElseExpression '||' letElseExpression
    | literal
    | simplePath '!' ('(' tokenTree* ')' | '[' tokenTree* ']')
    | structExpression
    | pathInExpression
    | qualifiedPathInExpression
    | tupleExpression
    | arrayExpression
    ;

// `&raw const x` / `&raw mut x` (raw borrows); `&&x` is `& &x`.
prefixOperator : '-' | '!' | '*' | '&' 'mut'? | '&&' 'mut'? | '&' 'raw' ('const' | 'mut') | 'box' ;

binaryOperator
    : '*' | '/' | '%' | '+' | '-' | '<' '<' | '>' '>' | '&' | '^' | '|'
    | '==' | '!=' | '<' | '>' | '<=' | '>=' | '&&' | '||'
    ;

assignmentOperator
    : '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '&=' | '|=' | '^=' | '<' '<=' | '>' '>='
    ;

postfix
    : '?'
    | '.' member
    | '(' callParams? ')'
    | '[' expression ']'
    ;

// `.field`, `.0`, `.0.1` (lexed as a float), `.method::<T>` (the call is its own postfix), `.await`
member : 'await' | pathExprSegment | INTEGER_LITERAL | FLOAT_LITERAL ;

callParams : outerAttribute* expression (',' outerAttribute* expression)* ','? ;

blockLikeExpression
    : blockExpression
    | 'unsafe' blockExpression
    | 'async' 'move'? blockExpression
    | 'const' blockExpression
    | 'try' blockExpression
    | ifExpression
    | matchExpression
    | loopExpression
    | loopLabel blockExpression
    ;

loopLabel : LIFETIME ':' ;

loopExpression
    : loopLabel?
      ( 'loop' blockExpression
      | 'while' conditionExpression blockExpression
      | 'for' pattern 'in' conditionExpression blockExpression
      )
    ;


ifExpression
    : 'if' conditionExpression blockExpression ('else' (blockExpression | ifExpression))?
    ;

// An arm whose body is not block-like needs a `,` unless it is the last one.
matchExpression : 'match' conditionExpression '{' innerAttribute* matchArm* lastMatchArm? '}' ;

matchArm
    : outerAttribute* pattern matchArmGuard? '=>'
      ( blockLikeStatement ','?
      | braceMacroStatement ','?
      | expressionStatement ','
      )
    ;

lastMatchArm : outerAttribute* pattern matchArmGuard? '=>' expressionStatement ;

matchArmGuard : 'if' expression ;

jumpExpression
    : 'return' expression?
    | 'break' LIFETIME? expression?
    | 'continue' LIFETIME?
    | 'yield' expression?
    ;

closureExpression
    : forLifetimes? 'async'? 'static'? 'move'? ('||' | '|' (closureParam (',' closureParam)* ','?)? '|')
      ('->' typeNoBounds blockExpression | expression)
    ;

closureParam : outerAttribute* patternNoTopAlt (':' type)? ;

tupleExpression : '(' (outerAttribute* expression (',' outerAttribute* expression)* ','?)? ')' ;

arrayExpression
    : '[' (outerAttribute* expression (',' outerAttribute* expression)* ','?)? ']'
    | '[' expression ';' expression ']'
    ;

structExpression
    : (pathInExpression | qualifiedPathInExpression)
      '{' (structExprField (',' structExprField)* ','?)? ('..' expression?)? '}'
    ;

structExprField
    : outerAttribute* (identifier | INTEGER_LITERAL) ':' expression
    | outerAttribute* identifier
    ;

literal
    : INTEGER_LITERAL
    | INTEGER_LITERAL '.'
    | FLOAT_LITERAL
    | CHAR_LITERAL
    | BYTE_LITERAL
    | STRING_LITERAL
    | RAW_STRING_LITERAL
    | BYTE_STRING_LITERAL
    | RAW_BYTE_STRING_LITERAL
    | C_STRING_LITERAL
    | RAW_C_STRING_LITERAL
    | 'true'
    | 'false'
    ;

// ===================================================================== patterns

pattern : '|'? patternNoTopAlt ('|' patternNoTopAlt)* ;

patternNoTopAlt
    : rangePattern
    | identifierPattern
    | '_'
    | '..'
    | literalPattern
    | ('&' | '&&') 'mut'? patternNoTopAlt
    | structPattern
    | tupleStructPattern
    | tuplePattern
    | slicePattern
    | pathInExpression
    | qualifiedPathInExpression
    | macroInvocation
    | 'box' patternNoTopAlt
    ;

identifierPattern : 'ref'? 'mut'? identifier ('@' patternNoTopAlt)? ;

literalPattern
    : 'true' | 'false' | CHAR_LITERAL | BYTE_LITERAL
    | STRING_LITERAL | RAW_STRING_LITERAL | BYTE_STRING_LITERAL | RAW_BYTE_STRING_LITERAL
    | C_STRING_LITERAL | RAW_C_STRING_LITERAL
    | '-'? INTEGER_LITERAL | '-'? FLOAT_LITERAL
    ;

rangePattern
    : rangePatternBound ('..=' | '...') rangePatternBound
    | rangePatternBound '..' rangePatternBound?
    | '..=' rangePatternBound
    ;

rangePatternBound
    : CHAR_LITERAL | BYTE_LITERAL
    | '-'? INTEGER_LITERAL | '-'? FLOAT_LITERAL
    | pathInExpression | qualifiedPathInExpression
    ;

structPattern
    : pathInExpression '{' (structPatternField (',' structPatternField)* ','?)? ('..' ','?)? '}'
    ;

structPatternField
    : outerAttribute* (INTEGER_LITERAL | identifier) ':' pattern
    | outerAttribute* 'box'? 'ref'? 'mut'? identifier
    ;

tupleStructPattern : (pathInExpression | qualifiedPathInExpression) '(' (pattern (',' pattern)* ','?)? ')' ;

tuplePattern : '(' (pattern (',' pattern)* ','?)? ')' ;

slicePattern : '[' (pattern (',' pattern)* ','?)? ']' ;

// ===================================================================== types

// `impl A + B`, `dyn A + B` and 2015-style `Box<Error + Send>` all read as a first bound
// (a `typeNoBounds`) followed by more bounds.
type : typeNoBounds ('+' typeParamBound)* ;

typeNoBounds
    : '(' type ')'
    | '(' (type ',' (type (',' type)* ','?)?)? ')'
    | 'impl' typeParamBound
    | 'dyn' typeParamBound
    | typePath
    | '!'
    | '*' ('const' | 'mut') typeNoBounds
    | ('&' | '&&') LIFETIME? 'mut'? typeNoBounds
    | '[' type ';' expression ']'
    | '[' type ']'
    | '_'
    | qualifiedPathInType
    | bareFunctionType
    | forLifetimes typePath
    | macroInvocation
    ;

// The type after `as`. It has its own rules so that no type path shared with other contexts
// is ever followed by an expression operator such as `<` (which would make `-> Option<T> {`
// ambiguous for SLL prediction); Rust reads `x as T < y` as generic arguments too.
castType
    : castTypePath
    | '*' ('const' | 'mut') castType
    | ('&' | '&&') LIFETIME? 'mut'? castType
    | '(' (type (',' type)* ','?)? ')'
    | '[' type (';' expression)? ']'
    | '_'
    | '!'
    | 'dyn' castTypePath
    | 'impl' castTypePath
    | forLifetimes? functionTypeQualifiers 'fn'
      '(' (maybeNamedParam (',' maybeNamedParam)* ','?)? ')' ('->' castType)?
    | qualifiedPathType ('::' castTypePathSegment)+
    ;

castTypePath : '::'? castTypePathSegment ('::' castTypePathSegment)* ;

castTypePathSegment
    : pathIdentSegment ('::'? (genericArgs | '(' (type (',' type)* ','?)? ')' ('->' castType)?))?
    ;

bareFunctionType
    : forLifetimes? functionTypeQualifiers 'fn'
      '(' (maybeNamedParam (',' maybeNamedParam)* ','?)? ')' ('->' typeNoBounds)?
    ;

functionTypeQualifiers : 'unsafe'? ('extern' abi?)? ;

maybeNamedParam
    : outerAttribute* ((identifier | '_') ':')? type
    | outerAttribute* ((identifier | '_') ':')? '...'
    ;

// ===================================================================== paths

simplePath : '::'? simplePathSegment ('::' simplePathSegment)* ;

simplePathSegment : identifier | 'super' | 'self' | 'crate' | '$' 'crate' ;

pathInExpression : '::'? pathExprSegment ('::' pathExprSegment)* ;

pathExprSegment : pathIdentSegment ('::' genericArgs)? ;

pathIdentSegment : identifier | 'super' | 'self' | 'Self' | 'crate' | '$' 'crate' ;

genericArgs : '<' (genericArg (',' genericArg)* ','?)? '>' ;

genericArg
    : LIFETIME
    | identifier genericArgs? '=' type
    | identifier genericArgs? ':' typeParamBounds
    | type
    | blockExpression
    | '-'? literal
    ;

qualifiedPathInExpression : qualifiedPathType ('::' pathExprSegment)+ ;

qualifiedPathType : '<' type ('as' typePath)? '>' ;

qualifiedPathInType : qualifiedPathType ('::' typePathSegment)+ ;

typePath : '::'? typePathSegment ('::' typePathSegment)* ;

typePathSegment : pathIdentSegment ('::'? (genericArgs | typePathFn))? ;

typePathFn : '(' (type (',' type)* ','?)? ')' ('->' typeNoBounds)? ;

// Weak keywords are identifiers everywhere else.
identifier
    : IDENTIFIER
    | RAW_IDENTIFIER
    | 'macro_rules'
    | 'union'
    | 'auto'
    | 'default'
    | 'raw'
    | 'try'
    ;

// ===================================================================== lexer

// Literals. FLOAT_LITERAL comes first so `1e5` is a float, not `1` with suffix `e5`.
// `1.` (no digits after the dot) is spelled INTEGER_LITERAL '.' in the parser, so that `1..2`
// stays a range.
FLOAT_LITERAL
    : DEC_LITERAL '.' DEC_DIGITS EXPONENT? SUFFIX?
    | DEC_LITERAL EXPONENT SUFFIX?
    ;

INTEGER_LITERAL
    : ( DEC_LITERAL
      | '0b' [01_]* [01] [01_]*
      | '0o' [0-7_]* [0-7] [0-7_]*
      | '0x' [0-9a-fA-F_]* [0-9a-fA-F] [0-9a-fA-F_]*
      ) SUFFIX?
    ;

fragment DEC_LITERAL : [0-9] [0-9_]* ;
fragment DEC_DIGITS : [0-9] [0-9_]* ;
fragment EXPONENT : [eE] [+-]? [_]* [0-9] [0-9_]* ;
fragment SUFFIX : [a-zA-Z] [a-zA-Z0-9_]* ;

CHAR_LITERAL : '\'' ( ~['\\\r\n\t] | CHAR_ESCAPE ) '\'' ;
BYTE_LITERAL : 'b\'' ( ~['\\\r\n\t] | CHAR_ESCAPE ) '\'' ;

fragment CHAR_ESCAPE
    : '\\' [nrt\\0'"]
    | '\\x' [0-9a-fA-F] [0-9a-fA-F]
    | '\\u{' [0-9a-fA-F_]+ '}'
    ;

STRING_LITERAL : '"' ( ~["\\] | '\\' . )* '"' ;
BYTE_STRING_LITERAL : 'b"' ( ~["\\] | '\\' . )* '"' ;
C_STRING_LITERAL : 'c"' ( ~["\\] | '\\' . )* '"' ;

// Raw strings with up to five `#`: the first `"` followed by as many `#` ends each one.
RAW_STRING_LITERAL : 'r' RAW_BODY ;
RAW_BYTE_STRING_LITERAL : 'br' RAW_BODY ;
RAW_C_STRING_LITERAL : 'cr' RAW_BODY ;

fragment RAW_BODY
    : '"' .*? '"'
    | '#"' .*? '"#'
    | '##"' .*? '"##'
    | '###"' .*? '"###'
    | '####"' .*? '"####'
    | '#####"' .*? '"#####'
    ;

LIFETIME : '\'' ( IDENT_START IDENT_CONTINUE* | '_' IDENT_CONTINUE* | 'r#' IDENT_START IDENT_CONTINUE* ) ;

RAW_IDENTIFIER : 'r#' (IDENT_START | '_') IDENT_CONTINUE* ;

IDENTIFIER
    : IDENT_START IDENT_CONTINUE*
    | '_' IDENT_CONTINUE+
    ;

fragment IDENT_START : [\p{XID_Start}] ;
fragment IDENT_CONTINUE : [\p{XID_Continue}] ;

// Comments (doc comments included) and whitespace are kept, off the parser's channel.
BLOCK_COMMENT : '/*' (BLOCK_COMMENT | .)*? '*/' -> channel(HIDDEN) ;
LINE_COMMENT : '//' ~[\r\n]* -> channel(HIDDEN) ;
SHEBANG : '#!' '/' ~[\r\n]* -> channel(HIDDEN) ;
// U+FEFF: a byte-order mark at the start of a file.
WHITESPACE : [ \t\r\n\f\u000B\u0085\u200E\u200F\u2028\u2029\uFEFF]+ -> channel(HIDDEN) ;

// Anything else is one token of its own, so that the lexer never drops input; the parser
// accepts it only inside macro token trees.
UNKNOWN : . ;
