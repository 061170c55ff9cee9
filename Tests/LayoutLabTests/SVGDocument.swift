import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG (or any XML) document parsed with Foundation's `XMLParser` into a flat list of
/// elements in document order, each with its attributes, its text, and the path of element
/// names from the root: enough to check a chart's structure and coordinates.
final class SVGDocument: NSObject, XMLParserDelegate {
    /// One element.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The names of the enclosing elements, outermost first.
        var ancestors: [String]
        /// The index of the enclosing element in ``SVGDocument/elements`` (nil for the root).
        var parent: Int?
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: Error?

    /// Parses `text`; nil when it is not well-formed XML.
    static func parse(_ text: String) -> SVGDocument? {
        let document = SVGDocument()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = document
        guard parser.parse(), document.error == nil else { return nil }
        return document
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(
            Element(
                name: elementName, attributes: attributeDict,
                ancestors: open.map { elements[$0].name }, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = parseError }

    /// The elements called `name`, in document order.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The elements called `name` with `class="…"` equal to `className`.
    func all(_ name: String, class className: String) -> [Element] {
        elements.filter { $0.name == name && $0.attributes["class"] == className }
    }

    /// A polyline's `points` attribute as pairs of numbers.
    static func points(_ element: Element) -> [(x: Double, y: Double)] {
        (element.attributes["points"] ?? "").split(separator: " ").compactMap { pair in
            let parts = pair.split(separator: ",")
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
            return (x, y)
        }
    }
}
