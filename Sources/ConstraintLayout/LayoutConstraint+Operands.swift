/// The items a constraint refers to, each with its attribute, in the order ``LayoutConstraint``
/// reads them: the first item, where a distance on the left starts, the second item, where a
/// distance on the right starts (those a constraint has).
///
/// Held inline — a constraint refers to at most four — so that reading them, which activation
/// does several times a constraint (checking the items' engine, listing the constraint with
/// each item, deciding whether it is mirrored), allocates nothing. Arrays built per read were
/// nearly half of a screen's allocations.
struct ConstraintOperands: RandomAccessCollection {
    /// One operand: an item and the attribute of it the constraint reads.
    typealias Element = (item: LayoutItem, attribute: LayoutAttribute)

    private let first: Element
    private let second: Element?
    private let third: Element?
    private let fourth: Element?
    /// How many operands there are (1 to 4).
    private let length: Int

    /// The operands present among the four places, in order (a variadic list would be an
    /// array).
    init(_ first: Element, _ a: Element?, _ b: Element?, _ c: Element?) {
        self.first = first
        switch (a, b) {
        case (let a?, let b?): (second, third, fourth) = (a, b, c)
        case (let a?, nil): (second, third, fourth) = (a, c, nil)
        case (nil, let b?): (second, third, fourth) = (b, c, nil)
        case (nil, nil): (second, third, fourth) = (c, nil, nil)
        }
        length = fourth != nil ? 4 : third != nil ? 3 : second != nil ? 2 : 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { length }

    subscript(position: Int) -> Element {
        switch position {
        case 0: first
        case 1: second!
        case 2: third!
        default: fourth!
        }
    }
}
