import SwiftSyntax

extension VariableDeclSyntax {
  /// The one name a `var` declares, when it declares one.
  var singleName: String? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.trimmedDescription
  }

  /// The declared type, when written.
  var declaredType: TypeSyntax? { bindings.first?.typeAnnotation?.type.trimmed }

  /// A plain stored instance `var` with no attribute: what the schema macros wrap, as
  /// Apple's do (`@Dependency` and other attributed properties are left alone).
  var isPlainStoredInstanceVariable: Bool {
    guard bindingSpecifier.tokenKind == .keyword(.var), attributes.isEmpty,
      singleName != nil, declaredType != nil
    else { return false }
    if modifiers.contains(where: {
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
    }) {
      return false
    }
    return bindings.first?.accessorBlock == nil
  }
}

extension DeclGroupSyntax {
  /// `public` when the type is public, so added witnesses are as visible as the type.
  var accessPrefix: String {
    let isPublic = modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
    return isPublic ? "public " : ""
  }
}

extension AttributeSyntax {
  /// The argument with this label, if given.
  func argument(_ label: String) -> ExprSyntax? {
    guard case .argumentList(let list) = arguments else { return nil }
    return list.first { $0.label?.text == label }?.expression.trimmed
  }

  /// The source of the argument with this label, or `nil` to pass on when it is not given.
  func argumentSource(_ label: String) -> String {
    argument(label).map { "\($0)" } ?? "nil"
  }
}
