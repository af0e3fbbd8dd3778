import Diagnostics

/// Why a text is not the JSON expected: where (line and column), and what was expected there,
/// such as "expected ',' or '}' after the value of “index”, found ']'".
public typealias JSONSyntaxError = Diagnostic
