@_spi(SiriSim) import OpenAppIntents
import Testing
import TextLayout
@_spi(SiriSim) import TextOutput

private struct OrderRow: View {
  var name: String
  var price: String
  var body: some View {
    HStack {
      Text(name)
      Spacer()
      Text(price)
    }
  }
}

private struct ReceiptView: View {
  var lines: [(String, String)]
  var showsTotal: Bool
  var body: some View {
    VStack(alignment: .leading) {
      Text("Receipt").font(.headline)
      Divider()
      ForEach(lines.map { ReceiptLine(name: $0.0, price: $0.1) }) { line in
        OrderRow(name: line.name, price: line.price)
      }
      if showsTotal {
        Text("Thank you").foregroundStyle(.secondary)
      } else {
        Text("Draft").italic()
      }
    }
    .padding()
    .frame(width: 200, alignment: .leading)
  }
}

private struct ReceiptLine: Identifiable {
  var name: String
  var price: String
  var id: String { name }
}

private func lines(_ view: some View, width: Int = 30) -> [String]? {
  Snippet(view)?.lines(width: width).map(\.text)
}

private func styles(_ view: some View, width: Int = 30) -> [SnippetTextStyle]? {
  Snippet(view)?.lines(width: width).map(\.style)
}

@Suite struct SnippetTests {
  // MARK: Empty views

  @Test func emptyViewMakesNoSnippet() {
    #expect(Snippet(EmptyView()) == nil)
  }

  @Test func viewsThatShowNothingMakeNoSnippet() {
    #expect(Snippet(Image("soup_photo")) == nil)
    #expect(Snippet(Image(systemName: "fork.knife")) == nil)
    #expect(Snippet(VStack { EmptyView() }) == nil)
    #expect(Snippet(HStack { Image("logo").padding() }.frame(width: 10)) == nil)
  }

  // MARK: Structure

  @Test func textBecomesATextNode() throws {
    let snippet = try #require(Snippet(Text("Tomato Soup").bold()))
    #expect(snippet.root == .text("Tomato Soup", .emphasized))
  }

  @Test func stacksFlattenBuilderGroups() throws {
    let showsPrice = true
    let snippet = try #require(
      Snippet(
        VStack {
          Text("Soup")
          if showsPrice {
            Text("$2.95")
          }
          HStack {
            Image(systemName: "checkmark")
            Text("Ready")
          }
        }))
    #expect(
      snippet.root
        == .vstack([
          .text("Soup", []), .text("$2.95", []),
          .hstack([.symbol("checkmark"), .text("Ready", [])]),
        ]))
  }

  @Test func snippetFromANodeIsKept() {
    let snippet = Snippet(root: .vstack([.text("A", []), .divider]))
    #expect(snippet.lines(width: 8).map(\.isDivider) == [false, true])
  }

  // MARK: Layout

  @Test func vstackPutsEachViewOnItsOwnLine() {
    let view = VStack {
      Text("Tomato Soup")
      Text("2 @ $2.95")
    }
    #expect(lines(view) == ["Tomato Soup", "2 @ $2.95"])
  }

  @Test func hstackJoinsViewsWithASpace() {
    let view = HStack {
      Text("2")
      Text("@")
      Text("$2.95")
    }
    #expect(lines(view) == ["2 @ $2.95"])
  }

  @Test func spacerPushesTheRestToTheRight() {
    let row = lines(OrderRow(name: "Total", price: "$9.25"), width: 20)
    #expect(row == ["Total          $9.25"])
    #expect(row?.first.map { TextWrapping.displayWidth($0) } == 20)
  }

  @Test func spacerKeepsAtLeastOneSpace() {
    #expect(lines(OrderRow(name: "Total:", price: "$9.25"), width: 12) == ["Total: $9.25"])
  }

  @Test func hstackThatDoesNotFitPutsPartsOnTheirOwnLines() {
    let view = HStack {
      Text("New England Clam Chowder")
      Spacer()
      Text("$3.75")
    }
    #expect(lines(view, width: 16) == ["New England Clam", "Chowder", "$3.75"])
  }

  @Test func hstackWithAMultiLinePartStacksItsParts() {
    let view = HStack {
      Text("Left")
      VStack {
        Text("Top")
        Text("Bottom")
      }
    }
    #expect(lines(view) == ["Left", "Top", "Bottom"])
  }

  @Test func longTextWrapsAtTheWidth() {
    let view = Text("Your New England Clam Chowder order will be ready in 10 minutes.")
    #expect(
      lines(view, width: 20)
        == ["Your New England", "Clam Chowder order", "will be ready in 10", "minutes."])
  }

  @Test func widthBelowEightIsRaisedToEight() {
    #expect(lines(Text("abcdefghijkl"), width: 2) == ["abcdefgh", "ijkl"])
  }

  @Test func dividerSpansTheWidth() throws {
    let snippet = try #require(Snippet(Divider()))
    let line = try #require(snippet.lines(width: 12).first)
    #expect(line.isDivider)
    #expect(line.text == String(repeating: "─", count: 12))
  }

  @Test func spacerOutsideAnHStackTakesNoLine() {
    let view = VStack {
      Text("A")
      Spacer()
      Text("B")
    }
    #expect(lines(view) == ["A", "B"])
  }

  @Test func forEachShowsEveryElement() {
    let view = VStack {
      ForEach(["Cheese", "Croutons"], id: \.self) { topping in
        Text("+ \(topping)")
      }
    }
    #expect(lines(view) == ["+ Cheese", "+ Croutons"])
  }

  @Test func composedViewLaysOutItsBody() {
    let view = ReceiptView(lines: [("Soup", "$2.95"), ("Bread", "$1.00")], showsTotal: true)
    #expect(
      lines(view, width: 14)
        == [
          "Receipt", String(repeating: "─", count: 14), "Soup     $2.95", "Bread    $1.00",
          "Thank you",
        ])
  }

  @Test func conditionalContentTakesTheElseBranch() {
    let view = ReceiptView(lines: [], showsTotal: false)
    #expect(lines(view, width: 10)?.last == "Draft")
    #expect(styles(view, width: 10)?.last == .italic)
  }

  @Test func textFromAResourceOrVerbatim() {
    let resource: LocalizedStringResource = "Total: \(3) soups"
    #expect(lines(Text(resource)) == ["Total: 3 soups"])
    #expect(lines(Text(verbatim: "50% off")) == ["50% off"])
    #expect(lines(Text("Sub"[...])) == ["Sub"])
  }

  // MARK: Symbols

  @Test func knownSymbolIsShownAsAGlyph() {
    #expect(lines(Image(systemName: "checkmark.circle")) == ["✓"])
    let view = HStack {
      Image(systemName: "checkmark.circle.fill")
      Text("Order Confirmed")
    }
    #expect(lines(view) == ["✓ Order Confirmed"])
  }

  @Test(arguments: [
    ("xmark.octagon", "✗"), ("star.fill", "★"), ("heart", "♥"), ("clock", "◷"),
    ("timer", "◷"), ("location.fill", "⌖"), ("mappin.and.ellipse", "⌖"), ("cart", "¤"),
    ("bag.fill", "¤"), ("exclamationmark.triangle", "!"), ("info.circle", "ℹ"),
    ("arrow.right", "→"),
  ])
  func symbolGlyphs(name: String, glyph: String) {
    #expect(lines(Image(systemName: name)) == [glyph])
  }

  @Test func unknownSymbolIsLeftOut() {
    let view = HStack {
      Image(systemName: "fork.knife")
      Text("Lunch")
    }
    #expect(lines(view) == ["Lunch"])
  }

  @Test func assetImageIsLeftOut() {
    let view = VStack {
      Image("tomato_soup")
      Text("Tomato Soup")
    }
    #expect(lines(view) == ["Tomato Soup"])
  }

  // MARK: Styles

  @Test func boldAndHeadlineAreEmphasized() {
    #expect(styles(Text("A").bold()) == [.emphasized])
    #expect(styles(Text("A").font(.headline)) == [.emphasized])
    #expect(styles(Text("A").font(.title)) == [.emphasized])
    #expect(styles(Text("A").font(.largeTitle)) == [.emphasized])
  }

  @Test func secondaryColorAndCaptionAreSecondary() {
    #expect(styles(Text("A").foregroundStyle(.secondary)) == [.secondary])
    #expect(styles(Text("A").foregroundColor(.gray)) == [.secondary])
    #expect(styles(Text("A").font(.caption)) == [.secondary])
    #expect(styles(Text("A").font(.footnote)) == [.secondary])
  }

  @Test func plainStylesChangeNothing() {
    #expect(styles(Text("A")) == [[]])
    #expect(styles(Text("A").font(.body)) == [[]])
    #expect(styles(Text("A").font(nil)) == [[]])
    #expect(styles(Text("A").foregroundColor(nil)) == [[]])
    #expect(styles(Text("A").foregroundStyle(.primary)) == [[]])
  }

  @Test func stylesCombine() {
    #expect(styles(Text("A").bold().foregroundStyle(.secondary)) == [[.emphasized, .secondary]])
    #expect(styles(Text("A").italic().font(.headline)) == [[.italic, .emphasized]])
  }

  @Test func wrappedLinesKeepTheirStyle() {
    let view = Text("one two three four").bold()
    #expect(styles(view, width: 8) == [.emphasized, .emphasized, .emphasized])
  }

  @Test func hstackLineTakesTheStylesOfItsParts() {
    let view = HStack {
      Text("Total").bold()
      Spacer()
      Text("$9.25").foregroundStyle(.secondary)
    }
    #expect(styles(view) == [[.emphasized, .secondary]])
  }

  @Test func snippetLineDescriptionIsItsText() {
    let line = SnippetLine(text: "Soup", style: .emphasized)
    #expect(line.description == "Soup")
    #expect(line.isDivider == false)
  }
}
