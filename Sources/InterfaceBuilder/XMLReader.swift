/// A small XML reader for Interface Builder files: it turns UTF-8 bytes into a tree of
/// ``XMLElement``s in one pass over the bytes (linear time, no recursion, so a deep or huge
/// file cannot exhaust the stack), and names the line of anything malformed.
///
/// It reads what Interface Builder writes: the XML declaration and processing instructions,
/// comments, a `DOCTYPE`, CDATA sections, elements with quoted attributes, the five predefined
/// entities and numeric character references. Text between elements is skipped. It does not
/// read external entities or namespaces (prefixes stay part of the name).
enum XMLReader {
    /// A malformed document: what is wrong and the 1-based line where it was found.
    struct Failure: Error, Sendable {
        /// The line.
        var line: Int
        /// What is wrong.
        var message: String
    }

    /// The root element of the document `bytes`.
    /// - Throws: ``Failure`` for bytes that are not well-formed XML: no root element, a tag
    ///   left open at the end (a truncated file), a closing tag that does not match, a
    ///   malformed tag or attribute, an unknown entity, bytes that are not UTF-8; and for
    ///   elements nested more than `maximumDepth` deep.
    static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(Failure) -> XMLElement {
        var reader = Cursor(bytes: bytes, maximumDepth: maximumDepth)
        return try reader.document()
    }

    /// The reading position over the bytes.
    private struct Cursor {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0
        var line = 1

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
            // A UTF-8 byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        var atEnd: Bool { index >= bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }

        func starts(with text: String) -> Bool {
            var i = index
            for byte in text.utf8 {
                guard i < bytes.count, bytes[i] == byte else { return false }
                i += 1
            }
            return true
        }

        /// Skips past the next `terminator`; throws `message` at `startLine` when there is none.
        mutating func skip(past terminator: String, _ message: String, startLine: Int) throws(Failure) {
            let first = terminator.utf8.first!
            while !atEnd {
                if bytes[index] == first, starts(with: terminator) {
                    for _ in 0..<terminator.utf8.count { advance() }
                    return
                }
                advance()
            }
            throw Failure(line: startLine, message: message)
        }

        mutating func skipSpace() {
            while let b = peek(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
        }

        static func isNameByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
                || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":") || b >= 0x80
        }

        mutating func name(_ what: String) throws(Failure) -> String {
            let start = index
            while let b = peek(), Self.isNameByte(b) { advance() }
            guard index > start else {
                let found = peek().map { "'\(Self.describe($0))'" } ?? "the end of the file"
                throw Failure(line: line, message: "expected \(what), found \(found)")
            }
            return try text(bytes[start..<index])
        }

        func text(_ slice: ArraySlice<UInt8>) throws(Failure) -> String {
            guard let s = String(validating: slice, as: UTF8.self) else {
                throw Failure(line: line, message: "the file is not UTF-8 text")
            }
            return s
        }

        static func describe(_ b: UInt8) -> String {
            b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "byte 0x" + String(b, radix: 16)
        }

        /// Everything up to the root element, the root element, and what may follow it.
        mutating func document() throws(Failure) -> XMLElement {
            var stack: [XMLElement] = []
            var root: XMLElement?
            while true {
                // Text: skipped (only white space may stand outside the root).
                while let b = peek(), b != UInt8(ascii: "<") {
                    if stack.isEmpty, !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D) {
                        throw Failure(
                            line: line,
                            message: root == nil
                                ? "not an XML document: it starts with text, not '<'"
                                : "text after the end of the root element <\(root!.name)>")
                    }
                    advance()
                }
                if atEnd { break }
                let startLine = line
                if starts(with: "<?") {
                    try skip(past: "?>", "a processing instruction '<?' is never closed", startLine: startLine)
                } else if starts(with: "<!--") {
                    try skip(past: "-->", "a comment '<!--' is never closed", startLine: startLine)
                } else if starts(with: "<![CDATA[") {
                    try skip(past: "]]>", "a CDATA section is never closed", startLine: startLine)
                } else if starts(with: "<!") {
                    try skip(past: ">", "a declaration '<!' is never closed", startLine: startLine)
                } else if starts(with: "</") {
                    advance()
                    advance()
                    let name = try name("a tag name after '</'")
                    skipSpace()
                    guard peek() == UInt8(ascii: ">") else {
                        throw Failure(line: line, message: "expected '>' to close the end tag </\(name)>")
                    }
                    advance()
                    guard let open = stack.popLast() else {
                        throw Failure(line: startLine, message: "end tag </\(name)> without a start tag")
                    }
                    guard open.name == name else {
                        throw Failure(
                            line: startLine,
                            message: "end tag </\(name)> does not match <\(open.name)> opened on line \(open.line)")
                    }
                    if stack.isEmpty { root = open } else { stack[stack.count - 1].children.append(open) }
                } else {
                    advance()
                    let name = try name("a tag name after '<'")
                    guard stack.isEmpty, root != nil else {
                        var element = XMLElement(name: name, attributes: [], line: startLine)
                        let closed = try attributes(into: &element)
                        if closed {
                            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                        } else {
                            guard stack.count < maximumDepth else {
                                throw Failure(
                                    line: startLine, message: "elements nested more than \(maximumDepth) deep")
                            }
                            stack.append(element)
                        }
                        continue
                    }
                    throw Failure(line: startLine, message: "a second root element <\(name)>")
                }
            }
            if let open = stack.last {
                throw Failure(
                    line: line,
                    message: "the file ends inside <\(open.name)> opened on line \(open.line) (is it truncated?)")
            }
            guard let root else { throw Failure(line: line, message: "not an XML document: no element in it") }
            return root
        }

        /// Reads the attributes and the end of a start tag; returns whether it closed itself (`/>`).
        mutating func attributes(into element: inout XMLElement) throws(Failure) -> Bool {
            while true {
                let hadSpace = peek().map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? false
                skipSpace()
                guard let b = peek() else {
                    throw Failure(line: element.line, message: "the file ends inside the tag <\(element.name)")
                }
                if b == UInt8(ascii: ">") {
                    advance()
                    return false
                }
                if b == UInt8(ascii: "/") {
                    advance()
                    guard peek() == UInt8(ascii: ">") else {
                        throw Failure(line: line, message: "expected '>' after '/' in <\(element.name)>")
                    }
                    advance()
                    return true
                }
                guard hadSpace else {
                    throw Failure(
                        line: line, message: "expected white space before an attribute in <\(element.name)>")
                }
                let name = try name("an attribute name in <\(element.name)>")
                skipSpace()
                guard peek() == UInt8(ascii: "=") else {
                    throw Failure(line: line, message: "attribute '\(name)' of <\(element.name)> has no '=' and value")
                }
                advance()
                skipSpace()
                guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw Failure(line: line, message: "the value of attribute '\(name)' is not quoted")
                }
                advance()
                let valueLine = line
                var value: [UInt8] = []
                while true {
                    guard let c = peek() else {
                        throw Failure(line: valueLine, message: "the value of attribute '\(name)' is never closed")
                    }
                    if c == quote {
                        advance()
                        break
                    }
                    if c == UInt8(ascii: "<") {
                        throw Failure(line: line, message: "'<' inside the value of attribute '\(name)'")
                    }
                    if c == UInt8(ascii: "&") {
                        value += Array(try entity().utf8)
                        continue
                    }
                    value.append(c)
                    advance()
                }
                if element[name] != nil {
                    throw Failure(line: valueLine, message: "attribute '\(name)' is given twice in <\(element.name)>")
                }
                element.attributes.append((name, try text(value[...])))
            }
        }

        /// Reads `&…;` and returns the character it stands for.
        mutating func entity() throws(Failure) -> String {
            let startLine = line
            advance()
            let start = index
            while let b = peek(), b != UInt8(ascii: ";"), index - start < 12 { advance() }
            guard peek() == UInt8(ascii: ";") else {
                throw Failure(line: startLine, message: "'&' does not start an entity such as &amp;")
            }
            let name = try text(bytes[start..<index])
            advance()
            switch name {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "apos": return "'"
            default:
                var code: UInt32?
                if name.hasPrefix("#x") {
                    code = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    code = UInt32(name.dropFirst(), radix: 10)
                }
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw Failure(line: startLine, message: "unknown entity '&\(name);'")
                }
                return String(Character(scalar))
            }
        }
    }
}
