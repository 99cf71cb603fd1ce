"""ttopt-compile --explore in a real browser: headless Chromium through Selenium.

Loads the page of a Hopper matmul (test/Inputs/tma/desc_matmul.ttir) from a file:// URL,
clicks the TTIR line of its `tt.dot` and checks that exactly the lines of that source location
are highlighted in every other stage, then the layouts of a TTGIR line and a pass's diff.
The screenshot is saved under pytest's tmp_path; with TTOPT_UPDATE_SCREENSHOT=1 it replaces
docs/explorer.png, the one the README shows (a test run leaves the tree as it was). Skipped without selenium
(`pip install -e .[browser]`) or without /usr/bin/chromium and /usr/bin/chromedriver.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ttopt.backend import compile as compile_module

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
ROOT = Path(__file__).resolve().parents[2]
KERNEL = ROOT / "test" / "Inputs" / "tma" / "desc_matmul.ttir"
SCREENSHOT = ROOT / "docs" / "explorer.png"

pytestmark = [
    pytest.mark.skipif(
        not (os.access(CHROMIUM, os.X_OK) and os.access(CHROMEDRIVER, os.X_OK)), reason="chromium is not installed"
    ),
    # One page for the module: under `pytest -n` its tests share a worker (and the compile).
    pytest.mark.xdist_group("explorer_browser"),
]

# The location of each stage's highlighted lines, and how many lines carry that location.
HIGHLIGHTS = """
var loc = arguments[0], result = {};
document.querySelectorAll('.stage').forEach(function (stage) {
  result[stage.dataset.stage] = {
    highlighted: Array.from(stage.querySelectorAll('.line.hl')).map(function (l) { return l.dataset.loc; }),
    matching: stage.querySelectorAll('.line[data-loc="' + loc + '"]').length,
    count: stage.querySelector('.count').textContent,
  };
});
return result;
"""


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    directory = tmp_path_factory.mktemp("explore")
    page = directory / "desc_matmul.html"
    assert compile_module.main([str(KERNEL), "-o", str(directory), "--explore", str(page)]) == 0
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--window-size=1800,1100"):  # fmt: skip
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        driver.get(page.as_uri())
        yield driver
    finally:
        driver.quit()


def click(driver, element) -> None:
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def line_containing(driver, stage: str, text: str):
    lines = driver.find_elements(By.CSS_SELECTOR, f"#stage-{stage} .line[data-loc]")
    return next(line for line in lines if text in line.text)


def highlights(driver, loc: str) -> dict:
    return driver.execute_script(HIGHLIGHTS, loc)


def test_clicking_a_ttir_line_highlights_its_location_everywhere(browser):
    dot = line_containing(browser, "ttir", "tt.dot ")
    loc = dot.get_attribute("data-loc")
    click(browser, dot)
    assert browser.find_element(By.ID, "selected-loc").text == loc
    stages = highlights(browser, loc)
    assert set(stages) >= {"source", "ttir", "ttgir", "llir", "ptx"}
    for stage, seen in stages.items():
        # Exactly the lines of that location, and the header counts them.
        assert set(seen["highlighted"]) <= {loc}, stage
        assert len(seen["highlighted"]) == seen["matching"], stage
    for stage in ("source", "ttir", "ttgir", "llir"):
        assert stages[stage]["matching"] >= 1, stage
        assert stages[stage]["count"].startswith(str(stages[stage]["matching"]) + " line"), stage
    assert "warp_group_dot" in " ".join(
        line.text for line in browser.find_elements(By.CSS_SELECTOR, "#stage-ttgir .line.hl")
    )


def test_a_python_line_highlights_the_ir(browser):
    click(browser, line_containing(browser, "ttir", "tt.dot "))  # its Python line lights up
    source_line = browser.find_elements(By.CSS_SELECTOR, "#stage-source .line.hl")
    assert source_line, "the tt.dot's Python line is highlighted"
    click(browser, source_line[0])
    assert browser.find_elements(By.CSS_SELECTOR, "#stage-ttgir .line.hl")


def test_a_location_without_source_says_so(browser):
    """A call site in Triton's standard.py (not on disk): the selection says its source is missing."""
    line = next(
        line
        for line in browser.find_elements(By.CSS_SELECTOR, "#stage-ttir .line[data-loc]")
        if line.get_attribute("data-loc").startswith("standard.py:")
    )
    click(browser, line)
    selected = browser.find_element(By.ID, "selected-loc").text
    assert selected.startswith(line.get_attribute("data-loc") + " (source not available: standard.py")


def test_ttgir_line_shows_its_layouts(browser):
    click(browser, line_containing(browser, "ttgir", "ttng.warp_group_dot "))
    buttons = browser.find_elements(By.CSS_SELECTOR, "#layout-picker button")
    assert any("#mma" in button.text for button in buttons)
    mma = next(button for button in buttons if "#mma" in button.text)
    click(browser, mma)
    view = browser.find_element(By.ID, "layout-view").text
    assert "nvidia_mma" in view and "warp:lane:register" in view


def test_a_pass_shows_its_diff(browser):
    row = next(
        row for row in browser.find_elements(By.CSS_SELECTOR, "#passes tr.pass") if "tritongpu-pipeline" in row.text
    )
    click(browser, row)
    assert "tritongpu-pipeline" in browser.find_element(By.ID, "diff-title").text
    assert browser.find_elements(By.CSS_SELECTOR, "#diff .add")


def test_screenshot(browser, tmp_path):
    """The README's picture: the tt.dot's location selected, the accumulator's layout shown."""
    dot = line_containing(browser, "ttir", "tt.dot ")
    click(browser, line_containing(browser, "ttgir", "ttng.warp_group_dot "))
    mma = next(b for b in browser.find_elements(By.CSS_SELECTOR, "#layout-picker button") if "#mma" in b.text)
    click(browser, mma)
    rows = browser.find_elements(By.CSS_SELECTOR, "#passes tr.pass")
    click(browser, next(row for row in rows if "accelerate-matmul" in row.text))
    click(browser, dot)
    browser.execute_script("window.scrollTo(0, 0);")
    screenshot = SCREENSHOT if os.environ.get("TTOPT_UPDATE_SCREENSHOT") == "1" else tmp_path / "explorer.png"
    assert browser.save_screenshot(str(screenshot))
    assert screenshot.stat().st_size > 10_000
