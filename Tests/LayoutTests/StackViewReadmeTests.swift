import Testing
import ConstraintLayout

/// The README's stack view example, verbatim, so that it keeps compiling, then its printed
/// frames checked by hand.
@Suite("README stack view example")
struct StackViewReadmeTests {
    @Test("the README's form: a column of two rows; hiding a row closes the column up")
    func readmeStackExample() throws {
        // --- README begins
        let engine = LayoutEngine()
        let form = StackView("form")
        form.axis = .vertical
        form.spacing = 8
        var fields: [LayoutView] = []
        for name in ["name", "email"] {
            let label = LayoutView("\(name).label", intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20))
            let field = LayoutView("\(name).field", intrinsicContentSize: IntrinsicContentSize(width: 100, height: 30))
            try label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)  // the field stretches
            let row = try StackView("\(name).row", arrangedSubviews: [label, field])
            row.spacing = 12
            row.alignment = .center
            try form.addArrangedSubview(row)
            fields.append(field)
        }
        try engine.root.addSubview(form)
        try engine.activate([
            form.top == engine.root.top + 20,
            form.leading == engine.root.leading + 16,
            form.trailing == engine.root.trailing - 16,
        ])
        try engine.layout(width: 375, height: 667)
        print(form.frame)  // (16, 20, 343, 68): two rows 30 tall (the taller view), 8 apart
        print(fields[1].frame)  // (72, 0, 271, 30): after the 60-point label and 12 of spacing

        form.arrangedSubviews[0].isHidden = true  // the row and its spacing collapse
        print(form.frame)  // (16, 20, 343, 30)
        print(engine.constraints.first { $0.identifier == "UISV-spacing" }!)
        // 'UISV-spacing' email.row.top == name.row.bottom
        // --- README ends

        // After hiding, the form is one row; before hiding it was, by hand: width
        // 375 - 16 - 16 = 343; each row 30 tall (its alignment is center, so the row fits
        // its taller view, the 30-point field); 30 + 8 + 30 = 68 tall. In a row the label keeps
        // 60 (hugging 251 against the field's 250), the field starts at 60 + 12 = 72 and takes
        // 343 - 72 = 271.
        #expect(form.frame == LayoutRect(x: 16, y: 20, width: 343, height: 30))
        #expect(fields[1].frame == LayoutRect(x: 72, y: 0, width: 271, height: 30))
        #expect(form.arrangedSubviews[1].frame == LayoutRect(x: 0, y: 0, width: 343, height: 30))
        form.arrangedSubviews[0].isHidden = false
        #expect(form.frame == LayoutRect(x: 16, y: 20, width: 343, height: 68))
        #expect(form.arrangedSubviews[1].frame == LayoutRect(x: 0, y: 38, width: 343, height: 30))
        // The label is centred in its row: (30 - 20) / 2 = 5.
        let label = try #require((form.arrangedSubviews[1] as? StackView)?.arrangedSubviews.first)
        #expect(label.frame == LayoutRect(x: 0, y: 5, width: 60, height: 20))
    }
}
