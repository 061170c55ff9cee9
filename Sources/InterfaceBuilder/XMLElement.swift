/// One element of an XML document as ``XMLReader`` reads it: its name, its attributes in
/// document order, its child elements, and the line its start tag begins on. Text and
/// comments are dropped: Interface Builder files keep everything in elements and attributes.
struct XMLElement: Sendable {
    /// The tag name: `view`, `constraint`.
    var name: String
    /// The attributes, in the order the file writes them.
    var attributes: [(name: String, value: String)]
    /// The child elements, in document order.
    var children: [XMLElement] = []
    /// The 1-based line of the start tag's `<`.
    var line: Int

    /// The value of the attribute `name`, if the element has it.
    subscript(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child named `name` whose `key` attribute is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element named `name` inside this one, at any depth, in document order (walked
    /// without recursion).
    func descendants(named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = children.reversed() as [XMLElement]
        while let e = pending.popLast() {
            if e.name == name { found.append(e) }
            pending += e.children.reversed()
        }
        return found
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    func child(key: String) -> XMLElement? {
        children.first { $0["key"] == key }
    }
}
