import Foundation
import Testing
import TestSupport

@testable import InterfaceBuilder

/// Bad files are refused with the file, the line and what is wrong; nothing crashes.
@Suite struct ErrorTests {
    func failure(_ text: String, fileName: String = "Bad.storyboard") -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderDocument(bytes: Array(text.utf8), fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    /// A scene whose root holds `constraint` and one subview `a`.
    func withConstraint(_ constraint: String) -> String {
        storyboard(
            controllerScene(
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                    """, constraints: constraint))
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    @Test func notXML() {
        let e = failure("this is not a storyboard")
        #expect(e?.description == "Bad.storyboard:1: not an XML document: it starts with text, not '<'")
        #expect(failure("")?.description == "Bad.storyboard:1: not an XML document: no element in it")
    }

    @Test func notInterfaceBuilder() {
        #expect(
            failure("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")?.description
                == "Bad.storyboard:2: not an Interface Builder file: the root element is <plist>, not <document type=…>"
        )
        #expect(
            failure("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>")?.message
                == "not an iOS Interface Builder file: the document type is 'com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB'"
        )
    }

    @Test func truncated() throws {
        let whole = withConstraint("")
        let cut = String(whole[..<whole.range(of: "<subviews>")!.upperBound])
        let e = try #require(failure(cut))
        #expect(e.message.contains("(is it truncated?)"))
        #expect(e.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func mismatchedTag() {
        let e = failure(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</object>\n</document>")
        #expect(e?.description == "Bad.storyboard:3: end tag </object> does not match <objects> opened on line 2")
    }

    @Test func badAttributeSyntax() {
        #expect(failure("<document type=com.apple/>")?.message == "the value of attribute 'type' is not quoted")
        #expect(failure("<document a=\"1\" a=\"2\"/>")?.message == "attribute 'a' is given twice in <document>")
        #expect(failure("<document a=\"&bogus;\"/>")?.message == "unknown entity '&bogus;'")
    }

    @Test func constraintNamingAMissingItem() throws {
        let text = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"nowhere\" secondAttribute=\"top\" id=\"m01\"/>"
        )
        let e = try #require(failure(text))
        #expect(e.line == line(of: "id=\"m01\"", in: text))
        #expect(e.message == "constraint 'm01' names 'nowhere', which is no view or guide of its scene")
    }

    @Test func unknownAttributeAndRelation() throws {
        let attribute = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"middle\" secondItem=\"root\" secondAttribute=\"top\" id=\"m02\"/>"
        )
        #expect(failure(attribute)?.message == "constraint 'm02' has an unknown attribute 'middle'")
        #expect(failure(attribute)?.line == line(of: "id=\"m02\"", in: attribute))
        let relation = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"top\" relation=\"about\" secondItem=\"root\" secondAttribute=\"top\" id=\"m03\"/>"
        )
        #expect(failure(relation)?.message == "constraint 'm03' has an unknown relation 'about'")
    }

    @Test func malformedNumbers() {
        let multiplier = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" multiplier=\"1:0\" id=\"m04\"/>"
        )
        #expect(
            failure(multiplier)?.message
                == "constraint 'm04' has a malformed multiplier '1:0' (a:b or a decimal expected)")
        let constant = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"wide\" id=\"m05\"/>")
        #expect(failure(constant)?.message == "attribute constant='wide' of <constraint> is not a number")
        let priority = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"1\" priority=\"2000\" id=\"m06\"/>")
        #expect(failure(priority)?.message == "constraint 'm06' has priority 2000 (1 to 1000 expected)")
    }

    @Test func duplicateIDs() throws {
        let text = withConstraint("<constraint firstItem=\"a\" firstAttribute=\"width\" constant=\"1\" id=\"a\"/>")
        let e = try #require(failure(text))
        #expect(e.message.hasPrefix("the object id 'a' is used twice in the scene (first on line "))
    }

    @Test func constraintsAutoLayoutRefuses() throws {
        let mixed = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"width\" id=\"m07\"/>"
        )
        let scene = try document(mixed).scenes[0]
        let retina = try device("retina4_7")
        #expect(throws: InterfaceBuilderError.self) { try scene.layout(on: retina) }
        do throws(InterfaceBuilderError) {
            _ = try scene.layout(on: retina)
        } catch {
            #expect(error.message == "constraint 'm07' relates top to width, which Auto Layout refuses")
            #expect(error.line == line(of: "id=\"m07\"", in: mixed))
        }
        let constantPosition = withConstraint(
            "<constraint firstItem=\"a\" firstAttribute=\"top\" constant=\"3\" id=\"m08\"/>")
        #expect(throws: InterfaceBuilderError.self) {
            try document(constantPosition).scenes[0].layout(on: try device("retina4_7"))
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let depth = 5000
        let text = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        #expect(failure(text)?.message == "elements nested more than 2000 deep")
    }

    /// Reading is linear: four times the views take about four times as long (allowing up to
    /// ten times, for a busy machine), not sixteen.
    @Test(.longRun) func parsingIsLinear() throws {
        func file(_ n: Int) -> [UInt8] {
            var views = ""
            for i in 0..<n {
                views += """
                    <label opaque="NO" text="Row \(i)" translatesAutoresizingMaskIntoConstraints="NO" id="v\(i)">
                        <rect key="frame" x="0.0" y="\(i * 20)" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>

                    """
            }
            return Array(storyboard(controllerScene(subviews: views, constraints: "")).utf8)
        }
        func seconds(_ bytes: [UInt8]) throws -> Double {
            var best = Double.infinity
            for _ in 0..<3 {
                let start = ContinuousClock.now
                let doc = try InterfaceBuilderDocument(bytes: bytes, fileName: "Big.storyboard")
                let elapsed = ContinuousClock.now - start
                #expect(doc.scenes[0].viewIDs.count > 1)
                best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
            return best
        }
        let small = try seconds(file(2000))
        let large = try seconds(file(8000))
        #expect(large < 10 * small + 0.05, "2000 views: \(small) s, 8000 views: \(large) s")
    }
}
