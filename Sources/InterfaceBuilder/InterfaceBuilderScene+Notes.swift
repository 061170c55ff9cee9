import ConstraintLayout

extension InterfaceBuilderScene {
    /// What a layout of the scene on `device` has to guess because the file and UIKit's
    /// documentation give no size, one sentence each, for a person to read beside the frames:
    ///
    /// - a popover in a regular width whose controller has no `preferredContentSize`: UIKit
    ///   documents no default size, so the scene is laid out as the full screen;
    /// - a controller shown by a custom segue: the segue's code decides where it goes, so the
    ///   scene is laid out as the full screen;
    /// - a text view whose font a size-class variation changes between the size classes the
    ///   frames were stored in (`designed`'s) and `device`'s, and whose intrinsic size comes
    ///   from its stored frame (not from `intrinsicSizes` or a placeholder): the stored size
    ///   is of the other font, and no file stores the size of the text in this one (fonts are
    ///   not measured here), so the stored size is kept; `--intrinsic` gives the right one.
    ///
    /// Empty when nothing is guessed. The baselines do follow the varied font's point size.
    public func notes(
        on device: InterfaceBuilderDevice, designedOn designed: InterfaceBuilderDevice?,
        intrinsicSizes: [String: IntrinsicContentSize] = [:]
    ) -> [String] {
        var notes: [String] = []
        if fillsScreen {
            switch bars.sheet {
            case "popover" where device.regularWidth && bars.preferredContentSize == nil:
                notes.append(
                    "a popover whose controller has no preferred content size: UIKit documents no default "
                        + "size, so it is laid out as the full screen")
            case "custom":
                notes.append(
                    "shown by a custom segue, whose code decides where the controller goes: laid out as the "
                        + "full screen")
            default: break
            }
        }
        if let designed {
            let here = resolved(regularWidth: device.regularWidth, regularHeight: device.regularHeight)
            let there = resolved(regularWidth: designed.regularWidth, regularHeight: designed.regularHeight)
            for (view, stored) in zip(here.views, there.views)
            where view.fontSize != stored.fontSize && intrinsicSizes[view.id] == nil && !view.hasPlaceholderSize
                && view.intrinsic != .none
            {
                notes.append(
                    "\(view.id) \(view.label): its font is \(Self.points(view.fontSize)) in \(device.name)'s size "
                        + "classes and \(Self.points(stored.fontSize)) in \(designed.name)'s, where its frame was "
                        + "stored; its intrinsic size is still the stored one (give it with --intrinsic "
                        + "\(view.id)=WxH)")
            }
        }
        return notes
    }

    /// `17 points`, or `the default size` when the file gives none.
    private static func points(_ size: Double?) -> String {
        size.map { "\(formatNumber($0)) points" } ?? "the default size"
    }
}
