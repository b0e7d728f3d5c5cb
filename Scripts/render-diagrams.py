#!/usr/bin/env python3
"""Draws every ```mermaid block of some Markdown as GitHub does, to look at and to measure.

GitHub draws a diagram with Mermaid in its 880 px content column and shrinks a wider one, text
and all. This draws each block with Mermaid in a headless Chromium at GitHub's
`securityLevel: 'strict'`, prints its natural width and the size its 16 px text shrinks to in
the column, saves what a reader sees (an 880 px wide picture, NAME-LINE.png), and lists what
reads wrong in a flowchart: two labels overlapping, a label on a box, an arrow running under a
box that is not one of its ends, or through another arrow's label.

It is how `Tests/LessonKitTests/MeasuredDiagrams.swift` was measured, and needs a browser, so
it is run by hand, never by `make test` (which estimates widths from the text instead). It
needs Chromium, Python's Playwright (no browser download: it drives the system's Chromium) and
Mermaid's own `mermaid.min.js`, none of which the kit ships. On Debian, for example:

    apt-get install chromium fonts-noto-cjk fonts-noto-color-emoji
    python3 -m venv /tmp/pw && /tmp/pw/bin/pip install playwright
    # mermaid.min.js from a Mermaid 11 release, by MERMAID_JS or --mermaid

    /tmp/pw/bin/python Scripts/render-diagrams.py --out /tmp/diagrams Lessons/*.md
"""
import argparse
import json
import os
import pathlib
import sys

CHECKS = r"""
() => {
  const svg = document.querySelector('#column svg');
  const box = (e) => e.getBoundingClientRect();
  const nodes = [...svg.querySelectorAll('g.node')].map(n => ({
    id: n.id.replace(/^d\d+-flowchart-/, '').replace(/-\d+$/, ''), b: box(n)}));
  const labels = [...svg.querySelectorAll('g.edgeLabel')].filter(l => box(l).width > 0).map(l => ({
    text: l.textContent.trim(), edge: l.querySelector('g.label')?.getAttribute('data-id'), b: box(l)}));
  const meet = (a, b, m = 0) =>
    a.left < b.right - m && b.left < a.right - m && a.top < b.bottom - m && b.top < a.bottom - m;
  const inside = (x, y, b, m) => x > b.left + m && x < b.right - m && y > b.top + m && y < b.bottom - m;
  const problems = [];
  labels.forEach((a, i) => labels.slice(i + 1).forEach(b => {
    if (meet(a.b, b.b)) problems.push(`labels overlap: ${a.text} / ${b.text}`);
  }));
  for (const l of labels) for (const n of nodes)
    if (meet(l.b, n.b, 1)) problems.push(`label on a box: ${l.text} / ${n.id}`);
  for (const path of svg.querySelectorAll('path.flowchart-link')) {
    const id = path.getAttribute('data-id');
    const length = path.getTotalLength(), m = path.getScreenCTM();
    const at = (s) => {
      const p = path.getPointAtLength(s);
      return [m.a * p.x + m.c * p.y + m.e, m.b * p.x + m.d * p.y + m.f];
    };
    const [x0, y0] = at(0), [x1, y1] = at(length);
    const ends = nodes.filter(n => inside(x0, y0, n.b, -6) || inside(x1, y1, n.b, -6)).map(n => n.id);
    const under = new Set(), through = new Set();
    for (let s = 0; s <= length; s += 2) {
      const [x, y] = at(s);
      for (const n of nodes) if (!ends.includes(n.id) && inside(x, y, n.b, 1)) under.add(n.id);
      for (const l of labels) if (l.edge !== id && inside(x, y, l.b, 1)) through.add(l.text);
    }
    under.forEach(n => problems.push(`arrow ${id} under the box ${n}`));
    through.forEach(l => problems.push(`arrow ${id} through the label ${l}`));
  }
  return problems;
}
"""


def blocks(path):
    """Each mermaid block of the file at `path`: the line its fence is on, and its text."""
    lines = pathlib.Path(path).read_text().split("\n")
    index = 0
    while index < len(lines):
        if lines[index] == "```mermaid":
            end = index + 1
            while end < len(lines) and lines[end] != "```":
                end += 1
            yield index + 1, "\n".join(lines[index + 1:end])
            index = end
        index += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", help="Markdown files")
    parser.add_argument("--out", required=True, help="folder for the pictures and results.json")
    parser.add_argument("--mermaid", default=os.environ.get("MERMAID_JS", "mermaid.min.js"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    options = parser.parse_args()
    from playwright.sync_api import sync_playwright

    out = pathlib.Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    page_file = out / "page.html"
    page_file.write_text(
        # GitHub's font for its pages: Mermaid measures some text in the page's own font.
        "<html><head><style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"
        '"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}#column{width:880px}'
        "#column svg{max-width:100%;height:auto}</style>"
        f'<script src="{pathlib.Path(options.mermaid).resolve().as_uri()}"></script>'
        '</head><body><div id="column"></div></body></html>')
    results = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=options.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 900, "height": 800})
        page.goto(page_file.resolve().as_uri())
        page.evaluate("mermaid.initialize({startOnLoad: false, securityLevel: 'strict'})")
        number = 0
        for path in options.files:
            for line, code in blocks(path):
                number += 1
                name = f"{pathlib.Path(path).stem}-{line}"
                page.evaluate(
                    "async ([id, code]) => { const {svg} = await mermaid.render(id, code);"
                    " document.getElementById('column').innerHTML = svg; }",
                    [f"d{number}", code])
                width = page.evaluate(
                    "() => document.querySelector('#column svg').viewBox.baseVal.width")
                problems = page.evaluate(CHECKS)
                page.query_selector("#column").screenshot(path=str(out / f"{name}.png"))
                text = 16 * min(1.0, 880 / width)
                results.append(
                    {"diagram": name, "width": round(width), "text": round(text, 1),
                     "problems": problems})
                print(f"{name}: {width:.0f} px wide, text {text:.1f} px"
                      + "".join(f"\n  {problem}" for problem in problems))
        browser.close()
    (out / "results.json").write_text(json.dumps(results, indent=1))
    return 1 if any(r["text"] < 12 or r["problems"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
