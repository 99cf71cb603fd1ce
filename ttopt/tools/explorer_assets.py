"""The compile explorer's stylesheet and script (ttopt.tools.explorer), inlined into its page.

Kept apart from the page builder so that the Python reads as Python. The page must work
from a file:// URL with no network, so nothing here loads anything: no fonts, no CDN.

The script's contract with the page (ttopt.tools.explorer writes it):
- `.line` elements carry `data-loc` ("file:line", the source location key) and, on TTGIR
  lines, `data-types` (indices into the `layouts-data` JSON block);
- each `.stage` section has a `.code` scroller and a `.count` badge in its header;
- `#passes` rows carry `data-pass` (an index into the `diffs-data` JSON block);
- the Python column, when the kernel's file is on disk, is `#stage-source`.
Clicking a line highlights (`.hl`) every line with the same `data-loc` in every stage.
"""

STYLE = """
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.35 system-ui, sans-serif; color: #1d2330; background: #f4f5f8; }
header { padding: 8px 14px; background: #1d2330; color: #fff; display: flex; gap: 24px; align-items: baseline; flex-wrap: wrap; }
header h1 { font-size: 16px; margin: 0; }
.figure { font-size: 12px; color: #c8d0e0; }
.figure b { color: #fff; }
.note { font-size: 12px; color: #ffcf7a; }
main { padding: 8px 14px; }
h2 { font-size: 13px; margin: 0; padding: 4px 8px; background: #dfe3ec; display: flex; justify-content: space-between; }
.count { font-weight: normal; color: #5b6475; }
#selection { margin: 4px 0 8px; font-size: 12px; color: #5b6475; }
#selection code { color: #1d2330; font-weight: bold; }
.stages { display: flex; gap: 8px; overflow-x: auto; }
.stage { flex: 1 1 0; min-width: 22em; background: #fff; border: 1px solid #cfd5e1; }
.code { position: relative; height: 56vh; overflow: auto; font: 12px/1.4 ui-monospace, monospace; }
.line { white-space: pre; padding: 0 6px 0 0; cursor: pointer; }
.line:hover { background: #eef2fb; }
.line .n { display: inline-block; width: 4.5em; padding-right: 8px; text-align: right; color: #9aa3b5; user-select: none; }
.line[data-loc] .n { color: #4a6fb5; }
.line.hl { background: #ffe9a8; }
.line.picked { outline: 1px solid #d08a00; }
.lower { display: flex; gap: 8px; margin-top: 8px; align-items: flex-start; }
.lower > section { background: #fff; border: 1px solid #cfd5e1; min-width: 0; }
#timeline { flex: 1 1 50%; }
#layouts { flex: 1 1 50%; }
.scroll { max-height: 17vh; overflow: auto; }
#layout-view { max-height: 36vh; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
td, th { padding: 1px 6px; text-align: left; white-space: nowrap; }
th { position: sticky; top: 0; background: #eef0f5; }
tr.pass { cursor: pointer; }
tr.pass:hover { background: #eef2fb; }
tr.pass.unchanged { color: #9aa3b5; }
tr.pass.selected { background: #ffe9a8; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.bar { display: inline-block; height: 8px; background: #6d8fd6; vertical-align: middle; }
.add { color: #137a2a; }
.del { color: #b3261e; }
pre { margin: 0; padding: 6px; font: 12px/1.35 ui-monospace, monospace; }
#diff .hunk { color: #6b4fb5; }
#layout-picker button { margin: 4px 4px 4px 0; font: 11px ui-monospace, monospace; }
#layout-picker button.on { background: #ffe9a8; }
#layout-view svg { display: block; margin: 6px; }
.hint { padding: 6px 8px; color: #5b6475; }
#failure { margin: 8px 14px 0; background: #fff; border: 2px solid #b3261e; }
#failure h2 { background: #b3261e; color: #fff; }
#failure pre { max-height: 24vh; overflow: auto; color: #7a1812; white-space: pre-wrap; }
tr.pass.failed { color: #b3261e; font-weight: bold; }
"""

SCRIPT = """
(function () {
  'use strict';
  function data(id) { return JSON.parse(document.getElementById(id).textContent); }
  var layouts = data('layouts-data');
  var diffs = data('diffs-data');

  function scrollIntoColumn(line) {
    var code = line.closest('.code');
    code.scrollTop = Math.max(0, line.offsetTop - code.clientHeight / 3);
  }

  function highlight(loc) {
    document.querySelectorAll('.line.hl').forEach(function (el) { el.classList.remove('hl'); });
    document.querySelectorAll('.stage').forEach(function (stage) {
      var hits = loc ? stage.querySelectorAll('.line[data-loc="' + CSS.escape(loc) + '"]') : [];
      hits.forEach(function (el) { el.classList.add('hl'); });
      stage.querySelector('.count').textContent = loc ? hits.length + ' line' + (hits.length === 1 ? '' : 's') : '';
      if (hits.length) { scrollIntoColumn(hits[0]); }
    });
    document.getElementById('selected-loc').textContent = loc ? loc + sourceNote(loc) : 'none (this line has no location)';
  }

  // A location in a file that is not on disk (a call site in Triton's standard.py, say) has
  // no line in the Python column: say so rather than leave the selection unexplained.
  function sourceNote(loc) {
    var source = document.getElementById('stage-source');
    if (source && source.querySelector('.line[data-loc="' + CSS.escape(loc) + '"]')) { return ''; }
    return ' (source not available: ' + loc.replace(/:\\d+$/, '') + ' is not on disk)';
  }

  function showLayout(index) {
    var layout = layouts[index];
    document.querySelectorAll('#layout-picker button').forEach(function (b) {
      b.classList.toggle('on', Number(b.dataset.layout) === index);
    });
    var view = document.getElementById('layout-view');
    view.textContent = '';
    var text = document.createElement('pre');
    text.textContent = layout.type + '\\n' + layout.text;
    view.appendChild(text);
    if (layout.svg) {
      var picture = document.createElement('div');
      picture.innerHTML = layout.svg;  // drawn by ttopt-layout's svg_picture, not user input
      view.appendChild(picture);
    }
  }

  function showLayouts(line) {
    var picker = document.getElementById('layout-picker');
    var view = document.getElementById('layout-view');
    picker.textContent = '';
    view.textContent = '';
    var indices = line.dataset.types ? line.dataset.types.split(' ').map(Number) : [];
    if (!indices.length) {
      view.innerHTML = '<div class="hint">No tensor with a layout on this line.</div>';
      return;
    }
    indices.forEach(function (index) {
      var button = document.createElement('button');
      button.textContent = layouts[index].type;
      button.dataset.layout = index;
      button.addEventListener('click', function () { showLayout(index); });
      picker.appendChild(button);
    });
    showLayout(indices[0]);
  }

  function pickLine(line) {
    document.querySelectorAll('.line.picked').forEach(function (el) { el.classList.remove('picked'); });
    line.classList.add('picked');
    highlight(line.dataset.loc || '');
    if (line.closest('.stage').dataset.stage === 'ttgir') { showLayouts(line); }
  }

  function showDiff(row) {
    document.querySelectorAll('tr.pass.selected').forEach(function (el) { el.classList.remove('selected'); });
    row.classList.add('selected');
    var record = diffs[Number(row.dataset.pass)];
    document.getElementById('diff-title').textContent = record.title;
    var out = document.getElementById('diff');
    out.textContent = '';
    if (record.failed) { out.textContent = 'This pass failed: see the diagnostic at the top.'; return; }
    if (!record.diff.length) { out.textContent = 'This pass changed nothing.'; return; }
    record.diff.forEach(function (text) {
      var span = document.createElement('span');
      span.className = text.startsWith('@@') ? 'hunk' : text.startsWith('+') ? 'add' : text.startsWith('-') ? 'del' : '';
      span.textContent = text + '\\n';
      out.appendChild(span);
    });
  }

  document.addEventListener('click', function (event) {
    var line = event.target.closest('.line');
    if (line) { pickLine(line); return; }
    var row = event.target.closest('tr.pass');
    if (row) { showDiff(row); }
  });
})();
"""
