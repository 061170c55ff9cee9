import Testing
@testable import Scenes

@Suite("Scene catalog")
struct CatalogTests {
    @Test func listsTheFiveScenesInArticleOrder() {
        #expect(
            SceneCatalog.all.map(\.name) == [
                "flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid",
            ])
    }

    @Test func everySceneCitesItsArticleByTitleAndSite() {
        let articles = SceneCatalog.all.compactMap(\.article)
        #expect(articles.count == SceneCatalog.all.count)
        #expect(
            articles.map(\.title) == [
                "UICollectionViewCell の横幅を計算する",
                "UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する",
                "スクローラブルと認識できるデザイン",
                "【iOS】【AutoLayout】画像サムネイル用途等のUICollectionViewのレイアウト方法",
                "Compositional Layout におけるレイアウト構築のおすすめ",
            ])
        #expect(articles.map(\.site) == ["xyk blog", "Qiita", "GitHub", "DevelopersIO", "Hatena Blog (komaji504)"])
        #expect(articles.map(\.date) == [nil, "2020-06-02", nil, "2016-07-01", nil])
        #expect(articles.map(\.code) == [nil, nil, "hiromu21/CalcCollectionView", nil, nil])
        #expect(
            articles[1].description == "“UICollectionViewCompositionalLayoutで正確なItem Spacingを確保する”, Qiita, 2020-06-02")
        #expect(articles[2].description == "“スクローラブルと認識できるデザイン”, GitHub; code on GitHub: hiromu21/CalcCollectionView")
    }

    @Test func defaultsAreTheArticlesValues() throws {
        func defaults(_ name: String) throws -> String { try SceneCatalog.descriptor(named: name).defaults.description }
        #expect(try defaults("flow-grid") == "minWidth=100 spacing=5 inset=5 lineSpacing=5 items=20")
        #expect(try defaults("exact-columns") == "count=4 spacing=8 height=100 scale=1")
        #expect(try defaults("peeking-strip") == "visible=2.5 aspectW=8 aspectH=5 padding=16 items=6")
        #expect(try defaults("centered-strip") == "items=3 itemWidth=60 height=60 mode=constants")
        #expect(try defaults("two-column-grid") == "items=10 columns=2 spacing=8 inset=16")
    }

    @Test func deviceWidthsArePhoneAndPadWidthsAscending() {
        #expect(SceneCatalog.deviceWidths == deviceWidths)
    }

    @Test func viewNamesAreStable() throws {
        #expect(
            try SceneCatalog.scene(named: "flow-grid", settings: [("items", "3")]).viewNames == [
                "cell0", "cell1", "cell2",
            ])
        #expect(try SceneCatalog.scene(named: "exact-columns").viewNames == ["item0", "item1", "item2", "item3"])
        #expect(
            try SceneCatalog.scene(named: "peeking-strip", settings: [("items", "2")]).viewNames == [
                "strip", "cell0", "cell1",
            ])
        #expect(try SceneCatalog.scene(named: "centered-strip").viewNames == ["leftMargin", "strip", "rightMargin"])
        #expect(
            try SceneCatalog.scene(named: "two-column-grid", settings: [("items", "3")]).viewNames == [
                "item0", "item1", "item2",
            ])
    }

    @Test func unknownSceneNamesTheKnownOnes() {
        let known = [
            "flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid", "settings-card",
        ]
        #expect(throws: SceneError.unknownScene("grid", known: known)) {
            try SceneCatalog.scene(named: "grid")
        }
    }

    @Test func unknownParameterIsRejected() {
        #expect(
            throws: SceneError.unknownParameter(
                scene: "flow-grid", name: "count", known: ["minWidth", "spacing", "inset", "lineSpacing", "items"])
        ) {
            try SceneCatalog.scene(named: "flow-grid", settings: [("count", "3")])
        }
    }

    @Test(arguments: [
        ("flow-grid", "items", "2.5"), ("flow-grid", "items", "0"), ("flow-grid", "minWidth", "0"),
        ("flow-grid", "spacing", "-1"), ("flow-grid", "inset", "nan"), ("flow-grid", "minWidth", "inf"),
        ("exact-columns", "scale", "5"), ("exact-columns", "count", "x"), ("peeking-strip", "visible", "0"),
        ("centered-strip", "mode", "magic"), ("two-column-grid", "columns", ""),
    ])
    func malformedValuesAreRejected(scene: String, key: String, value: String) {
        #expect(throws: SceneError.self) { try SceneCatalog.scene(named: scene, settings: [(key, value)]) }
    }

    @Test func laterSettingWins() throws {
        let scene = try SceneCatalog.scene(named: "flow-grid", settings: [("items", "3"), ("items", "5")])
        #expect(scene.viewNames.count == 5)
    }

    @Test(arguments: [0.0, -375, .infinity, -.infinity, .nan])
    func widthMustBeFiniteAndPositive(width: Double) throws {
        for d in SceneCatalog.all {
            let scene = try d.make()
            #expect(throws: SceneError.self) { try scene.layout(width: width) }
        }
    }

    @Test func numbersFormatStably() {
        #expect(SceneNumber.format(118) == "118")
        #expect(SceneNumber.format(93.333333333) == "93.333333")
        #expect(SceneNumber.format(-0.0000001) == "0")
        #expect(SceneNumber.format(-2.5) == "-2.5")
        #expect(SceneNumber.format(0.25) == "0.25")
        #expect(SceneNumber.format(0.000001) == "0.000001")
        #expect(SceneNumber.format(1.05) == "1.05")
        #expect(SceneNumber.format(100_000) == "100000")
        #expect(SceneNumber.format(87.0000000001) == "87")
        #expect(SceneNumber.format(-1366.5) == "-1366.5")
    }
}
