// Lexical grammar of JavaScript (ECMAScript 2023, ECMA-262 14th edition, §12), written for Pare.
// See JavaScriptParser.g4 for the compromises of the grammar as a whole. The lexer relies on a small
// Java hook, io.pare.grammars.JavaScriptLexer (a LexerInterpreter subclass), for what a lexer
// grammar without predicates cannot decide:
//  - Regular expression or division (§12: InputElementRegExp vs InputElementDiv). Before a `/` that
//    does not start a comment, the hook looks at the previous default-channel token: after an
//    identifier-like word (other than a keyword that ends no expression), a literal, `this`, `super`,
//    `)` (but not the one closing `if (...)`, `while (...)`, `for (...)`, `with (...)`), `]`, a
//    closing backtick, `++` or `--` it is a division; elsewhere (start of input, operators,
//    punctuators, keywords such as `return`/`typeof`/`case`, and after `}`) it pushes mode REGEX,
//    which lexes one RegularExpressionLiteral, or a lone `/` (same token type as the division) when
//    no literal follows on the line.
//  - `?.` followed by a digit (`a?.5:1`) is a `?` followed by a number.
//  - A `(` right after an operand (a name, literal, `)`, `]`, closing backtick, `this`, `super`, private
//    name) is a CallOpen token, not '(' (the `)` of `if (...)`, `while (...)`, `for (...)` and
//    `with (...)` ends no operand). JS always reads such a `(` as a call or parameter list, even after
//    a line break; giving it its own type keeps the parser from weighing `f; (x)` against `f(x)`.
//  - `function` and `class` where an expression is expected (after an operator, `(`, `,`, `:`,
//    `return`, `=>`...) are FunctionExpr and ClassExpr tokens; at the start of a statement (after
//    `;`, `{`, `}` of a block, an operand, `else`, `export default`...) they stay 'function' and 'class'
//    and begin declarations. The parser then never weighs a declaration against an expression
//    statement, which it could only tell apart at the end of the function.
//  - `async`, `get`, `set`, `static`, `let` and `await` are keyword tokens only where they can be
//    keywords (decided from the next character), Identifier tokens elsewhere.
//  - `}` pops a mode; at the outermost level there is nothing to pop and the hook stays put.
// Templates: a backtick pushes mode TEMPLATE; `${` pushes the default mode, whose `{` and `}`
// push and pop, so the `}` that closes a substitution returns to the template. A template is thus
// BackTick (TemplateChars | TemplateDollar | '${' expression '}')* BackTick in the parser.
// Comments, whitespace, line terminators and a #! line go to the hidden channel.
lexer grammar JavaScriptLexer;

// Made by the hook: a '(' that follows an operand; `function` and `class` where an expression is expected.
tokens { CallOpen, FunctionExpr, ClassExpr }

HashBangLine : '#!' ~[\r\n\u2028\u2029]* -> channel(HIDDEN) ;
MultiLineComment : '/*' .*? '*/' -> channel(HIDDEN) ;
SingleLineComment : '//' ~[\r\n\u2028\u2029]* -> channel(HIDDEN) ;
WhiteSpace : [ \t\u000B\f\u00A0\uFEFF\p{Zs}\r\n\u2028\u2029]+ -> channel(HIDDEN) ;

// §12.8 Punctuators
OpenBrace : '{' -> pushMode(DEFAULT_MODE) ;
CloseBrace : '}' -> popMode ;
BackTick : '`' -> pushMode(TEMPLATE) ;
OpenParen : '(' ;
CloseParen : ')' ;
OpenBracket : '[' ;
CloseBracket : ']' ;
Ellipsis : '...' ;
Dot : '.' ;
QuestionDot : '?.' ;
Semicolon : ';' ;
Comma : ',' ;
Arrow : '=>' ;
Question : '?' ;
NullishCoalesce : '??' ;
Colon : ':' ;
Assign : '=' ;
PlusAssign : '+=' ;
MinusAssign : '-=' ;
MultiplyAssign : '*=' ;
DivideAssign : '/=' ;
ModulusAssign : '%=' ;
PowerAssign : '**=' ;
LeftShiftAssign : '<<=' ;
RightShiftAssign : '>>=' ;
UnsignedRightShiftAssign : '>>>=' ;
BitAndAssign : '&=' ;
BitOrAssign : '|=' ;
BitXorAssign : '^=' ;
AndAssign : '&&=' ;
OrAssign : '||=' ;
NullishAssign : '??=' ;
Equals : '==' ;
NotEquals : '!=' ;
IdentityEquals : '===' ;
IdentityNotEquals : '!==' ;
LessThan : '<' ;
MoreThan : '>' ;
LessThanEquals : '<=' ;
GreaterThanEquals : '>=' ;
Plus : '+' ;
Minus : '-' ;
Multiply : '*' ;
Slash : '/' ;
Modulus : '%' ;
Power : '**' ;
PlusPlus : '++' ;
MinusMinus : '--' ;
LeftShift : '<<' ;
RightShift : '>>' ;
UnsignedRightShift : '>>>' ;
BitAnd : '&' ;
BitOr : '|' ;
BitXor : '^' ;
Not : '!' ;
BitNot : '~' ;
And : '&&' ;
Or : '||' ;

// §12.7.2 Reserved words
Break : 'break' ;
Case : 'case' ;
Catch : 'catch' ;
Class : 'class' ;
Const : 'const' ;
Continue : 'continue' ;
Debugger : 'debugger' ;
Default : 'default' ;
Delete : 'delete' ;
Do : 'do' ;
Else : 'else' ;
Enum : 'enum' ;
Export : 'export' ;
Extends : 'extends' ;
False : 'false' ;
Finally : 'finally' ;
For : 'for' ;
Function : 'function' ;
If : 'if' ;
Import : 'import' ;
In : 'in' ;
Instanceof : 'instanceof' ;
New : 'new' ;
Null : 'null' ;
Return : 'return' ;
Super : 'super' ;
Switch : 'switch' ;
This : 'this' ;
Throw : 'throw' ;
True : 'true' ;
Try : 'try' ;
Typeof : 'typeof' ;
Var : 'var' ;
Void : 'void' ;
While : 'while' ;
With : 'with' ;
Yield : 'yield' ;

// Words with a meaning in some places only; the parser accepts them as identifiers elsewhere.
Async : 'async' ;
Await : 'await' ;
Get : 'get' ;
Set : 'set' ;
Of : 'of' ;
Static : 'static' ;
Let : 'let' ;
From : 'from' ;
As : 'as' ;

// §12.9.3 Numeric literals, with separators and the BigInt suffix; legacy octal 017 is a decimal.
NumericLiteral
    : '0' [xX] HexDigit ('_'? HexDigit)* 'n'?
    | '0' [oO] [0-7] ('_'? [0-7])* 'n'?
    | '0' [bB] [01] ('_'? [01])* 'n'?
    | DecimalDigits 'n'
    | DecimalDigits ('.' DecimalDigits?)? ExponentPart?
    | '.' DecimalDigits ExponentPart?
    ;

fragment DecimalDigits : [0-9] ('_'? [0-9])* ;
fragment ExponentPart : [eE] [+-]? DecimalDigits ;
fragment HexDigit : [0-9a-fA-F] ;

// §12.9.4 String literals (a backslash before a line terminator continues the line).
StringLiteral
    : '"' (~["\\\r\n] | EscapeSequence)* '"'
    | '\'' (~['\\\r\n] | EscapeSequence)* '\''
    ;

fragment EscapeSequence : '\\' ('\r\n' | .) ;

// §12.7 Names: identifiers and private names, with \u escapes.
PrivateName : '#' IdentifierStart IdentifierPart* ;
Identifier : IdentifierStart IdentifierPart* ;

fragment IdentifierStart : [\p{ID_Start}$_] | UnicodeEscape ;
fragment IdentifierPart : [\p{ID_Continue}$_\u200C\u200D] | UnicodeEscape ;
fragment UnicodeEscape : '\\u' (HexDigit HexDigit HexDigit HexDigit | '{' HexDigit+ '}') ;

// §12.9.6 Template literal characters, between backticks and around substitutions.
mode TEMPLATE;
TemplateClose : [`] -> type(BackTick), popMode ;
DollarBrace : '${' -> pushMode(DEFAULT_MODE) ;
TemplateDollar : '$' ;
TemplateChars : (~[`\\$] | '\\' .)+ ;

// §12.9.5 Regular expression literals; entered by the hook only where a regex may start.
mode REGEX;
RegularExpressionLiteral : '/' RegexFirstChar RegexChar* '/' IdentifierPart* -> popMode ;
RegexSlash : [/] -> type(Slash), popMode ;

fragment RegexFirstChar : ~[\r\n\u2028\u2029*\\/[] | RegexBackslash | RegexClass ;
fragment RegexChar : ~[\r\n\u2028\u2029\\/[] | RegexBackslash | RegexClass ;
fragment RegexBackslash : '\\' ~[\r\n\u2028\u2029] ;
fragment RegexClass : '[' (~[\r\n\u2028\u2029\]\\] | RegexBackslash)* ']' ;
