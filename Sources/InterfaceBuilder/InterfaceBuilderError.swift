/// A file that cannot be read as an Interface Builder document, or a scene that cannot be
/// built from it: what is wrong and where, as `FILE:LINE: message`.
public struct InterfaceBuilderError: Error, Sendable, CustomStringConvertible {
    /// The file's name as the caller gave it.
    public var fileName: String
    /// The 1-based line the problem is on; nil when it belongs to no line (an empty file).
    public var line: Int?
    /// What is wrong, naming the element, attribute or object id.
    public var message: String

    /// Creates an error.
    public init(fileName: String, line: Int?, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:12: constraint 'abc-12-xyz' names 'zzz', which is not in the scene`.
    public var description: String {
        line.map { "\(fileName):\($0): \(message)" } ?? "\(fileName): \(message)"
    }
}
