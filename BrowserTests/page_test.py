#!/usr/bin/env python3
"""The interactive pages of `layout-lab`, tested in a real browser (headless Chromium).

For each scene, `layout-lab scene NAME --format html` writes the page; Chromium loads it with
the URL fragment `#w=W`, which makes the page's script move the slider to W and fire the same
`input` event a drag fires; `--dump-dom` prints the DOM after the script ran. The test reads
every view's frame from its `data-x`, `data-y`, `data-width` and `data-height` attributes and
compares it with `layout-lab scene NAME --width W --format json` (the command line's own
layout, to 1e-6: both print six decimals). One screenshot per scene must not be blank: it
must hold many distinct colours, none covering almost all of it.

The same for a script page (`layout-lab solve FILE --format html --sweep VAR FROM TO`): its
boxes against `layout-lab solve` of the script with the suggestion appended.

Why Python and `--dump-dom`: the standard library is all it needs (no WebDriver, no
DevTools client), each check is one Chromium process with a URL, and it stays out of
`swift test`, which must not depend on a browser.

usage: BrowserTests/page_test.py [--layout-lab PATH] [--chromium PATH] [--screenshots DIR]
(the README's picture of the page is DIR/flow-grid.png from a run with --screenshots DIR)
Exit status 0 when every check passes; 1 otherwise, or when Chromium cannot be found.
"""

import argparse
import html.parser
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Widths per scene: device widths, both ends of the default range, and widths between.
WIDTHS = [320, 414, 777, 1366]
SCENES = ["flow-grid", "exact-columns", "peeking-strip", "centered-strip", "two-column-grid"]

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


def find_chromium(given):
    if given:
        return given
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run(arguments, stdin=None):
    result = subprocess.run(arguments, input=stdin, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError("%s exited %d: %s" % (" ".join(arguments), result.returncode, result.stderr))
    return result.stdout


class Browser:
    def __init__(self, binary):
        self.binary = binary
        self.profile = tempfile.mkdtemp(prefix="page-test-profile-")

    def flags(self):
        return [self.binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=" + self.profile, "--virtual-time-budget=3000"]

    def dom(self, url):
        return run(self.flags() + ["--dump-dom", url])

    def screenshot(self, url, path, size="1280,900"):
        run(self.flags() + ["--window-size=" + size, "--screenshot=" + path, url])
        return path


class ViewReader(html.parser.HTMLParser):
    """The `div.view` elements' data attributes and the stage's."""

    def __init__(self):
        super().__init__()
        self.views = []
        self.stage = None
        self.regime = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "div" and a.get("class", "").split()[:1] == ["view"]:
            self.views.append(a)
        elif tag == "div" and a.get("id") == "stage":
            self.stage = a
        elif tag == "p" and a.get("id") == "regime":
            self.regime = ""

    def handle_data(self, data):
        if self.regime == "":
            self.regime = data


def read_page(dom):
    reader = ViewReader()
    reader.feed(dom)
    return reader


def png_colours(path):
    """The distinct colours of a PNG (8-bit RGB or RGBA, not interlaced) and the share of the
    commonest, decoded with zlib alone."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = colour_type = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG format"
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    counts = {}
    i = 0
    for _ in range(height):
        filter_type = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if filter_type == 1:
                line[x] = (line[x] + a) & 255
            elif filter_type == 2:
                line[x] = (line[x] + b) & 255
            elif filter_type == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif filter_type == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, channels * 4):  # every fourth pixel is plenty
            key = bytes(line[x:x + 3])
            counts[key] = counts.get(key, 0) + 1
        previous = line
    total = sum(counts.values())
    return len(counts), max(counts.values()) / total


def check_screenshot(path, what):
    colours, commonest = png_colours(path)
    check(colours >= 16, "%s: the screenshot has only %d colours" % (what, colours))
    check(commonest < 0.995, "%s: one colour covers %.1f%% of the screenshot" % (what, 100 * commonest))
    print("  screenshot %s: %d colours, the commonest %.0f%%" % (os.path.basename(path), colours, 100 * commonest))


def close(a, b):
    return abs(a - b) <= 1e-6 + 1e-9 * abs(b)


def test_scene(browser, layout_lab, scene, directory, screenshots):
    page = os.path.join(directory, scene + ".html")
    with open(page, "w") as f:
        f.write(run([layout_lab, "scene", scene, "--format", "html"]))
    print("%s: %d bytes" % (scene, os.path.getsize(page)))
    for width in WIDTHS:
        expected = json.loads(run([layout_lab, "scene", scene, "--width", str(width), "--format", "json"]))
        found = read_page(browser.dom("file://%s#w=%d" % (page, width)))
        what = "%s at %d" % (scene, width)
        check(found.stage is not None and found.stage.get("data-w") == str(width), what + ": the stage shows width %s" % (found.stage or {}).get("data-w"))
        check(bool(found.regime) and found.regime.startswith("regime "), what + ": no regime line (%r)" % found.regime)
        names = [v.get("data-view") for v in found.views]
        check(names == [f["view"] for f in expected["frames"]], what + ": views %s" % names)
        for view, frame in zip(found.views, expected["frames"]):
            for key in ("x", "y", "width", "height"):
                value = float(view.get("data-" + key, "nan"))
                check(close(value, frame[key]), "%s: %s.%s is %s in the page, %s from the command line" % (what, frame["view"], key, value, frame[key]))
        print("  %s: %d frames agree" % (what, len(found.views)))
    # The screenshot with a view hovered (its explanation showing), as the README shows it.
    names = [f["view"] for f in expected["frames"]]
    hovered = names[min(5, len(names) - 1)]
    shot = browser.screenshot("file://%s#w=500&hover=%s" % (page, hovered), os.path.join(screenshots, scene + ".png"), size="1280,760")
    check_screenshot(shot, scene)


FLEX = """edit width
x0 == 0
w0 >= 40
w0 <= 120
w0 == 100 @medium
x1 == x0 + w0 + 10
w1 >= 60
w1 == 200 @medium*2
x1 + w1 == width
"""


def test_script(browser, layout_lab, directory, screenshots):
    script = os.path.join(directory, "flex.cass")
    with open(script, "w") as f:
        f.write(FLEX)
    page = os.path.join(directory, "flex.html")
    with open(page, "w") as f:
        f.write(run([layout_lab, "solve", script, "--format", "html", "--sweep", "width", "100", "500"]))
    for width in (100, 250, 333, 500):
        values = json.loads(run([layout_lab, "solve", "-", "--json"], stdin=FLEX + "suggest width %d\n" % width).splitlines()[-1])
        found = read_page(browser.dom("file://%s#w=%d" % (page, width)))
        what = "flex script at %d" % width
        boxes = {v.get("data-view"): v for v in found.views}
        check(sorted(boxes) == ["item 0", "item 1"], what + ": boxes %s" % sorted(boxes))
        for i in ("0", "1"):
            box = boxes.get("item " + i)
            if box is None:
                continue
            check(close(float(box["data-x"]), values["x" + i]), "%s: box %s x %s, solve says %s" % (what, i, box["data-x"], values["x" + i]))
            check(close(float(box["data-width"]), values["w" + i]), "%s: box %s width %s, solve says %s" % (what, i, box["data-width"], values["w" + i]))
        print("  %s: boxes agree with solve" % what)
    check_screenshot(browser.screenshot("file://%s#w=250" % page, os.path.join(screenshots, "flex-script.png")), "flex script")


def main():
    parser = argparse.ArgumentParser(description="Tests layout-lab's HTML pages in headless Chromium.")
    parser.add_argument("--layout-lab", help="the layout-lab binary (default: the debug build's)")
    parser.add_argument("--chromium", help="the Chromium binary (default: chromium on the PATH)")
    parser.add_argument("--screenshots", help="where to keep the screenshots (default: a temporary directory)")
    args = parser.parse_args()

    chromium = find_chromium(args.chromium)
    if chromium is None:
        print("page_test: Chromium not found (install Debian's `chromium` package); the browser test cannot run", file=sys.stderr)
        return 1
    layout_lab = args.layout_lab or os.path.join(run(["swift", "build", "--show-bin-path"]).strip(), "layout-lab")
    if not os.access(layout_lab, os.X_OK):
        print("page_test: %s is not an executable (build with `swift build` first)" % layout_lab, file=sys.stderr)
        return 1
    print("page_test: %s, %s" % (run([chromium, "--version"]).strip(), layout_lab))
    browser = Browser(chromium)
    directory = tempfile.mkdtemp(prefix="page-test-")
    screenshots = args.screenshots or directory
    os.makedirs(screenshots, exist_ok=True)
    try:
        for scene in SCENES:
            test_scene(browser, layout_lab, scene, directory, screenshots)
        test_script(browser, layout_lab, directory, screenshots)
    except (RuntimeError, subprocess.TimeoutExpired, AssertionError) as error:
        failures.append(str(error))
        print("FAIL: %s" % error, file=sys.stderr)
    finally:
        shutil.rmtree(browser.profile, ignore_errors=True)
        if not args.screenshots:
            shutil.rmtree(directory, ignore_errors=True)
    if failures:
        print("page_test: %d failure(s)" % len(failures), file=sys.stderr)
        return 1
    print("page_test: every page agrees with the command line")
    return 0


if __name__ == "__main__":
    sys.exit(main())
