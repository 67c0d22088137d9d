// JavaScript (ECMAScript 2023, ECMA-262 14th edition), written for Pare from the specification:
// §13 expressions, §14 statements, §15 functions and classes, §16 scripts and modules. Scripts and
// modules share one start rule, `program`; import and export declarations may stand at its top level.
// The lexer (JavaScriptLexer.g4 plus a small Java hook) decides regular expression vs division.
//
// The grammar is interpreted (no actions, no predicates, no grammar parameters), so:
//  - Automatic semicolon insertion: the `;` that ends a statement is optional everywhere (`';'?`),
//    and the parser continues an expression whenever it can (greedy), as JS itself does across a
//    line break: `a \n (b)` is a call, `a \n [b]` an index. The "no LineTerminator here" rules are
//    not checked: `return \n x` returns x, `a \n ++b` is `a++; b`, `break \n x` takes a label only when
//    the rest does not parse otherwise. Statements that JS would reject for a missing `;` on one line
//    (`a b`) are accepted as two.
//  - The [In], [Yield], [Await] and [Return] parameters are dropped: `in` is always an operator
//    (the left side of for-in/of is a member expression or a binding, so `for (x in o)` works),
//    `yield` is never an identifier reference (it is still a property name), and `return`, `await`
//    and `yield` are accepted outside functions, async functions and generators.
//  - Contextual keywords are decided by the lexer hook from the next character (see
//    JavaScriptLexer.java): `async`, `get`, `set`, `static`, `let` and `await` are keyword tokens
//    only where they can act as keywords and Identifier tokens elsewhere, so `identifier` does not
//    list them (`of`, `from` and `as` are listed). Consequences: `async`, `get`, `set` and `static`
//    as keywords must have their name on the same line (`get\n x() {}` is a field `get` and a method);
//    a variable named get/set/async/static/let followed on its line by a name other than `of`, `in`
//    or `instanceof` does not parse (it would be a keyword there); followed by `(` or `[` these
//    words are keywords that may still be used as variables (`set[k]`, `async(x)`).
//  - Cover grammars are replaced by supersets: the target of an assignment is any expression, so
//    destructuring assignment `[a, b] = c` and `({a = 1} = o)` are array and object literals
//    (shorthand properties may carry `= default`); a private name `#x` is a primary expression
//    (for `#x in obj`). Early errors (duplicate bindings, `super` outside methods...) are not checked.
//  - A statement starting with `{` is a block (lower alternatives win ambiguities). `function` and
//    `class` in expressions are FunctionExpr/ClassExpr tokens (the lexer hook, from the previous
//    token), so at the start of a statement they begin declarations, never expression statements.
//  - Prediction cost: with optional semicolons, `return x` is ambiguous with `return; x` and `a[i]`
//    with `a; [i]`, so SLL prediction looks ahead to the end of the statement or index before it
//    takes the first (JS's) reading. ANTLR caches what it learns, so
//    this costs time mostly on the first parse (a 35 KB file: ~60 ms cold, ~20 ms warm); real files
//    parse with SLL alone, without the LL fallback.
//  - An arrow function is a primary of the operator rule, not of the member chain: `() => {} \n (x)`
//    is two statements (an arrow function is never called without parentheses).
//  - Member, call, optional-chain and tagged-template suffixes are a list after a primary
//    (`memberExpression`), so a reducer can delete any link of a chain; `new` binds to the member
//    accesses after it (`new a.B(x).c` is `(new a.B(x)).c`). Operators are one left-recursive rule,
//    earlier alternatives binding tighter.
//  - A `(` after an operand is its own token type, CallOpen (the lexer hook), so a statement cannot
//    start with it: `f(x)` is never weighed against `f; (x)`, and `a \n (b)` is a call as in JS. After
//    `}` a `(` is a plain '(' (`function () {}()`, and a statement `(x)` after a block).
//  - Templates are BackTick part* BackTick, each part raw text, a `$`, or a `${ expression }`.
// Every repetition is a `*`/`+`/`?` sub-rule, because those are the places a reducer deletes.
parser grammar JavaScriptParser;

// §16.1 Scripts, §16.2 Modules

program : sourceElement* EOF ;

sourceElement
    : importDeclaration
    | exportDeclaration
    | statement
    ;

// §16.2.2 Imports

importDeclaration
    : 'import' importClause 'from' StringLiteral importAttributes? ';'?
    | 'import' StringLiteral importAttributes? ';'?
    ;

importClause
    : identifier (',' (namespaceImport | namedImports))?
    | namespaceImport
    | namedImports
    ;

namespaceImport : '*' 'as' identifier ;

namedImports : '{' (importSpecifier (',' importSpecifier)* ','?)? '}' ;

importSpecifier : moduleExportName ('as' identifier)? ;

moduleExportName : identifierName | StringLiteral ;

// Import attributes (ES2025): import j from "./a.json" with { type: "json" }
importAttributes : 'with' '{' (importAttribute (',' importAttribute)* ','?)? '}' ;

importAttribute : (identifierName | StringLiteral) ':' StringLiteral ;

// §16.2.3 Exports

exportDeclaration
    : 'export' '*' ('as' moduleExportName)? 'from' StringLiteral importAttributes? ';'?
    | 'export' namedExports ('from' StringLiteral importAttributes?)? ';'?
    | 'export' 'default' (functionDeclaration | classDeclaration)
    | 'export' 'default' expr ';'?
    | 'export' (variableStatement | functionDeclaration | classDeclaration)
    ;

namedExports : '{' (exportSpecifier (',' exportSpecifier)* ','?)? '}' ;

exportSpecifier : moduleExportName ('as' moduleExportName)? ;

// §14 Statements and declarations

statement
    : block
    | variableStatement
    | functionDeclaration
    | classDeclaration
    | emptyStatement
    | ifStatement
    | doStatement
    | whileStatement
    | forStatement
    | forInStatement
    | forOfStatement
    | continueStatement
    | breakStatement
    | returnStatement
    | withStatement
    | switchStatement
    | throwStatement
    | tryStatement
    | debuggerStatement
    | labelledStatement
    | expressionStatement
    ;

block : '{' statement* '}' ;

variableStatement : varModifier variableDeclaration (',' variableDeclaration)* ';'? ;

varModifier : 'var' | 'let' | 'const' ;

variableDeclaration : bindingTarget ('=' expr)? ;

emptyStatement : ';' ;

expressionStatement : expression ';'? ;

ifStatement : 'if' '(' expression ')' statement ('else' statement)? ;

doStatement : 'do' statement 'while' '(' expression ')' ';'? ;

whileStatement : 'while' '(' expression ')' statement ;

forStatement : 'for' '(' forInit? ';' expression? ';' expression? ')' statement ;

forInit
    : varModifier variableDeclaration (',' variableDeclaration)*
    | expression
    ;

forInStatement : 'for' '(' forBinding 'in' expression ')' statement ;

forOfStatement : 'for' 'await'? '(' forBinding 'of' expr ')' statement ;

forBinding
    : varModifier bindingTarget
    | memberExpression
    ;

continueStatement : 'continue' identifier? ';'? ;

breakStatement : 'break' identifier? ';'? ;

returnStatement : 'return' expression? ';'? ;

withStatement : 'with' '(' expression ')' statement ;

switchStatement : 'switch' '(' expression ')' '{' switchClause* '}' ;

switchClause
    : 'case' expression ':' statement*
    | 'default' ':' statement*
    ;

labelledStatement : identifier ':' statement ;

throwStatement : 'throw' expression ';'? ;

tryStatement : 'try' block catchClause? finallyClause? ;

catchClause : 'catch' ('(' bindingTarget ')')? block ;

finallyClause : 'finally' block ;

debuggerStatement : 'debugger' ';'? ;

// §15 Functions and classes. The name is optional for `export default function () {}`.

functionDeclaration : 'async'? 'function' '*'? identifier? ('(' | CallOpen) formalParameters? ')' functionBody ;

functionBody : '{' statement* '}' ;

formalParameters : bindingElement (',' bindingElement)* ','? ;

// A parameter, array-pattern element or variable: `...rest`, `x = 1`, `{a, b: [c]} = {}`.
bindingElement : '...'? bindingTarget ('=' expr)? ;

bindingTarget
    : identifier
    | arrayPattern
    | objectPattern
    ;

arrayPattern : '[' bindingElement? (',' bindingElement?)* ']' ;

objectPattern : '{' (bindingProperty (',' bindingProperty)* ','?)? '}' ;

bindingProperty
    : '...' bindingTarget
    | propertyName ':' bindingElement
    | identifier ('=' expr)?
    ;

classDeclaration : 'class' identifier? classTail ;

classTail : ('extends' memberExpression)? '{' classElement* '}' ;

classElement
    : 'static'? methodDefinition
    | 'static'? fieldDefinition ';'?
    | 'static' '{' statement* '}'
    | ';'
    ;

methodDefinition : ('async' | 'get' | 'set')? '*'? classElementName ('(' | CallOpen) formalParameters? ')' functionBody ;

// A field's name is never a contextual keyword token: `get`, `set`, `static` and `async` are lexed as
// identifiers when nothing follows them on the line (the hook in JavaScriptLexer.java).
fieldDefinition : fieldName ('=' expr)? ;

fieldName
    : identifier
    | reservedWord
    | 'let' | 'await'
    | StringLiteral
    | NumericLiteral
    | '[' expr ']'
    | PrivateName
    ;

classElementName : propertyName | PrivateName ;

propertyName
    : identifierName
    | StringLiteral
    | NumericLiteral
    | '[' expr ']'
    ;

// §13 Expressions

expression : expr (',' expr)* ;

expr
    : expr ('++' | '--')
    | ('++' | '--' | 'delete' | 'void' | 'typeof' | '+' | '-' | '~' | '!' | 'await') expr
    | arrowFunction
    | memberExpression
    | <assoc = right> expr '**' expr
    | expr ('*' | '/' | '%') expr
    | expr ('+' | '-') expr
    | expr ('<<' | '>>' | '>>>') expr
    | expr ('<' | '>' | '<=' | '>=' | 'instanceof' | 'in') expr
    | expr ('==' | '!=' | '===' | '!==') expr
    | expr '&' expr
    | expr '^' expr
    | expr '|' expr
    | expr '&&' expr
    | expr '||' expr
    | expr '??' expr
    | <assoc = right> expr '?' expr ':' expr
    | <assoc = right> expr assignmentOperator expr
    | 'yield' '*'? expr
    | 'yield'
    ;

assignmentOperator
    : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '>>>=' | '&=' | '^=' | '|=' | '**='
    | '&&=' | '||=' | '??='
    ;

// A primary expression and its chain of member accesses, calls, optional chains and tagged templates.
memberExpression
    : primaryExpression memberSuffix*
    | ('async' | 'get' | 'set' | 'static') memberSuffix+   // async(x), set[k]: variables with these names
    ;

memberSuffix
    : '.' (identifierName | PrivateName)
    | '[' expression ']'
    | arguments
    | templateLiteral
    | '?.' (identifierName | PrivateName)
    | '?.' '[' expression ']'
    | '?.' arguments
    ;

primaryExpression
    : 'this'
    | identifier
    | literal
    | templateLiteral
    | arrayLiteral
    | objectLiteral
    | functionExpression
    | classExpression
    | '(' expression ')'
    | 'super'
    | newExpression
    | 'new' '.' identifierName                       // new.target
    | 'import' '.' identifierName                    // import.meta
    | 'import' '(' expr (',' expr)? ','? ')'         // dynamic import, with options
    | PrivateName                                    // #x in obj
    ;

// `new` takes a member expression without calls, then its own arguments.
newExpression : 'new' primaryExpression newSuffix* arguments? ;

newSuffix
    : '.' (identifierName | PrivateName)
    | '[' expression ']'
    | templateLiteral
    ;

// CallOpen after an operand (the lexer hook), '(' after `}` or `async`.
arguments : (CallOpen | '(') (argument (',' argument)* ','?)? ')' ;

argument : '...'? expr ;

literal
    : 'null'
    | 'true'
    | 'false'
    | NumericLiteral
    | StringLiteral
    | RegularExpressionLiteral
    ;

templateLiteral : BackTick templatePart* BackTick ;

templatePart
    : TemplateChars
    | TemplateDollar
    | DollarBrace expression '}'
    ;

arrayLiteral : '[' arrayElement? (',' arrayElement?)* ']' ;

arrayElement : '...'? expr ;

objectLiteral : '{' (propertyDefinition (',' propertyDefinition)* ','?)? '}' ;

propertyDefinition
    : propertyName ':' expr
    | methodDefinition
    | '...' expr
    | identifier ('=' expr)?
    ;

functionExpression : 'async'? FunctionExpr '*'? identifier? ('(' | CallOpen) formalParameters? ')' functionBody ;

classExpression : ClassExpr identifier? classTail ;

arrowFunction : 'async'? arrowParameters '=>' arrowBody ;

arrowParameters
    : identifier
    | ('(' | CallOpen) formalParameters? ')'
    ;

arrowBody
    : functionBody
    | expr
    ;

// Names

// The lexer hook turns `async`, `await`, `get`, `set`, `static` and `let` into Identifier tokens where
// they cannot be keywords, so only the words that never need that are identifiers here.
identifier
    : Identifier
    | 'of' | 'from' | 'as'
    ;

identifierName
    : identifier
    | reservedWord
    | 'async' | 'await' | 'get' | 'set' | 'static' | 'let'
    ;

reservedWord
    : 'break' | 'case' | 'catch' | 'class' | 'const' | 'continue' | 'debugger' | 'default' | 'delete'
    | 'do' | 'else' | 'enum' | 'export' | 'extends' | 'false' | 'finally' | 'for' | 'function' | 'if'
    | 'import' | 'in' | 'instanceof' | 'new' | 'null' | 'return' | 'super' | 'switch' | 'this'
    | 'throw' | 'true' | 'try' | 'typeof' | 'var' | 'void' | 'while' | 'with' | 'yield'
    | FunctionExpr | ClassExpr                       // `function`/`class` after `.` or `,`, e.g. {a, class: c}
    ;
