/// The article a scene comes from, cited by title and site: the words to search for, since
/// pages move.
public struct SceneArticle: Sendable, Hashable, CustomStringConvertible {
    /// The article's title as published (or, for an article known by its code, the heading of
    /// the section the scene reproduces).
    public let title: String
    /// Where it is published: the site, and the author where the site hosts many
    /// (`Hatena Blog (komaji504)`).
    public let site: String
    /// The publication date (`2020-06-02`), when the article shows one.
    public let date: String?
    /// The public repository of the article's code (`hiromu21/CalcCollectionView` on GitHub),
    /// when it has one.
    public let code: String?

    /// Creates a citation.
    public init(title: String, site: String, date: String? = nil, code: String? = nil) {
        self.title = title
        self.site = site
        self.date = date
        self.code = code
    }

    /// `“title”, site, date; code on GitHub: owner/name` (the parts the article has).
    public var description: String {
        var text = "“\(title)”, \(site)"
        if let date { text += ", \(date)" }
        if let code { text += "; code on GitHub: \(code)" }
        return text
    }
}

extension SceneArticle {
    /// xyk blog, “UICollectionViewCell の横幅を計算する”: `flow-grid`.
    static let cellWidth = SceneArticle(title: "UICollectionViewCell の横幅を計算する", site: "xyk blog")
    /// Qiita, “UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する”: `exact-columns`.
    static let exactSpacing = SceneArticle(
        title: "UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する", site: "Qiita",
        date: "2020-06-02")
    /// “スクローラブルと認識できるデザイン”, with its code on GitHub: `peeking-strip`.
    static let scrollableDesign = SceneArticle(
        title: "スクローラブルと認識できるデザイン", site: "GitHub", code: "hiromu21/CalcCollectionView")
    /// DevelopersIO, “【iOS】【AutoLayout】画像サムネイル用途等のUICollectionViewのレイアウト方法”:
    /// `centered-strip`.
    static let thumbnailStrip = SceneArticle(
        title: "【iOS】【AutoLayout】画像サムネイル用途等のUICollectionViewのレイアウト方法", site: "DevelopersIO",
        date: "2016-07-01")
    /// Hatena Blog (komaji504), “Compositional Layout におけるレイアウト構築のおすすめ”:
    /// `two-column-grid`.
    static let compositionalLayout = SceneArticle(
        title: "Compositional Layout におけるレイアウト構築のおすすめ", site: "Hatena Blog (komaji504)")
}
