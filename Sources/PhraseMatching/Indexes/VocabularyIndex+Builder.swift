extension VocabularyIndex {
  /// What `init` gathers, form by form: the words (`WordPostings`, their postings the forms),
  /// the forms and their lookup keys.
  struct Builder {
    var words = WordPostings<Int32>()
    var forms = Forms()
    var exact = EntryTable()
    var joined = EntryTable()
    var partsJoined = EntryTable()
    var joinedLengths = Set<Int>()
    var maxFormWords = 0
    /// Each entry's title's words, counted (255 at most).
    var titleWordCounts: [UInt8] = []
    /// Whether forms get short forms (initialisms, parts run together).
    let shortForms: Bool
    /// One form's word ids, reused.
    private var ids: [Int32] = []

    init(capacity: Int, shortForms: Bool) {
      self.shortForms = shortForms
      titleWordCounts.reserveCapacity(capacity)
      forms.reserveCapacity(capacity)
      exact.reserveCapacity(capacity)
      joined.reserveCapacity(capacity)
    }

    /// The entry's title, synonyms, descriptions (their content words, and their words from the
    /// first content word to the last) and short forms.
    mutating func addEntry(_ entry: VocabularyEntry, at index: Int) {
      let title = VocabularyIndex.tokens(entry.title)
      titleWordCounts.append(UInt8(min(title.count, Int(UInt8.max))))
      addForm(title, of: index)
      for synonym in entry.synonyms { addForm(VocabularyIndex.tokens(synonym), of: index) }
      let functionWords = Lexicon.matching.functionWords
      for description in entry.descriptions {
        let words = VocabularyIndex.tokens(description)
        let content = words.filter { !functionWords.contains($0) }
        addForm(content, of: index, isDescription: true)
        // Said whole, a description keeps the function words between its content words
        // ("walk *in the* snow" for "Walking in the snow"): they are no words to leave out
        // there. Leading and trailing ones ("A gentle run") still name nothing. Its cost of 1
        // makes it a whole-only form: part of it ("walk in") is read by the content form.
        guard let first = words.firstIndex(where: { !functionWords.contains($0) }),
          let last = words.lastIndex(where: { !functionWords.contains($0) })
        else { continue }
        let inner = Array(words[first...last])
        if inner != content { addForm(inner, of: index, cost: 1, isDescription: true) }
      }
      if shortForms {
        for shortened in VocabularyIndex.initialisms(of: title) { addForm(shortened, of: index) }
      }
    }

    /// One form of entry `index`: its words, postings and lookup keys. A form that costs
    /// something (another word's synonym) is read word by word only: never an exact title, nor
    /// run together, nor in part.
    mutating func addForm(
      _ normalized: [String], of index: Int, cost: Int = 0, isDescription: Bool = false
    ) {
      guard !normalized.isEmpty else { return }
      let formID = Int32(forms.count)
      ids.removeAll(keepingCapacity: true)
      for word in normalized { ids.append(words.add(word, formID)) }
      forms.append(entry: index, words: ids, cost: cost, isDescription: isDescription)
      maxFormWords = max(maxFormWords, ids.count)
      guard cost == 0 else { return }
      exact.add(index, key: normalized.joined(separator: " "))
      let joinedKey = normalized.joined()
      joined.add(index, key: joinedKey)
      joinedLengths.insert(VocabularyIndex.length(joinedKey))
      guard shortForms, normalized.count > 2 else { return }
      for start in normalized.indices where start + 2 <= normalized.count {
        for end in (start + 2)...normalized.count where end - start < normalized.count {
          partsJoined.add(index, key: normalized[start..<end].joined())
        }
      }
    }
  }
}
