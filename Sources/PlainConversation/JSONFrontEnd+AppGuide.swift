import ConversationRuntime

extension JSONFrontEnd {
  /// The `apps` event: each app's phrases, intents and Find actions as fields, for a program
  /// to read without parsing the lines plain mode prints.
  static func object(for guide: AppGuide) -> [String: Any] {
    let apps: [[String: Any]] = guide.apps.map { app in
      [
        "name": app.name,
        "phrases": app.phrases.map { ["title": $0.title, "phrase": $0.phrase] },
        "intents": app.intents.map { intent -> [String: String] in
          var fields = ["name": intent.name, "title": intent.title]
          fields["summary"] = intent.summary
          return fields
        },
        "find": app.find.map { find -> [String: Any] in
          [
            "entity": find.entity, "title": find.title, "filters": find.filters,
            "properties": find.properties.map { property -> [String: Any] in
              ["name": property.name, "comparators": property.comparators]
            },
            "sortKeys": find.sortKeys,
          ]
        },
      ]
    }
    return ["event": "apps", "apps": apps]
  }
}
