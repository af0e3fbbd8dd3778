import PhraseMatching

extension AppPhraseListing.Shortcut {
  /// The first of the shortcut's phrases that names exactly the parameters in `values`, as a
  /// person says it: `${applicationName}` as `application`, each `${parameter}` as its value.
  /// `nil` when no phrase names exactly those parameters.
  package func phrase(filling values: [String: String], application: String) -> String? {
    for phrase in phrases {
      guard let template = try? PhraseTemplate(parsing: phrase),
        Set(template.parameterNames) == Set(values.keys)
      else { continue }
      return template.segments.map { segment in
        switch segment {
        case .text(let text): return text
        case .applicationName: return application
        case .parameter(let name): return values[name] ?? ""
        }
      }.joined()
    }
    return nil
  }
}
