"""Writes libharu drawing descriptions (see harudraw.c) with a running cursor, top to bottom on A4."""
import json
import subprocess
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, '..', '..', 'files')
LEFT, RIGHT, TOP, BOTTOM = 50, 545, 790, 60


def new():
    return {'lines': [], 'y': TOP, 'page': 0}


def page(d):
    d['lines'].append('page')
    d['page'] += 1
    d['y'] = TOP


def font(d, name, size):
    d['lines'].append(f'font {name} {size}')
    d['size'] = size


def text(d, x, s, y=None, right=False):
    d['lines'].append(f"{'right' if right else 'text'} {x} {d['y'] if y is None else y} {s}")


def down(d, by):
    d['y'] -= by
    if d['y'] < BOTTOM:
        raise SystemExit(f"page {d['page']} overflows")


def para(d, s, width=RIGHT - LEFT, x=LEFT):
    """Wraps text inside a rectangle; its height is estimated from Helvetica's average glyph width."""
    size = d['size']
    per_line = max(1, int(width / (size * 0.5)))
    words, lines, cur = s.split(), 1, 0
    for w in words:
        if cur + len(w) + 1 > per_line:
            lines, cur = lines + 1, len(w)
        else:
            cur += len(w) + 1
    height = lines * size * 1.3 + 4
    d['lines'].append(f"para {x} {d['y'] + size} {width} {height + size} {s}")
    down(d, height + 2)


def row(d, cells, widths, height=16, box=True, bold_first=False):
    """One table row with cell borders drawn in black."""
    x = LEFT
    for i, (cell, w) in enumerate(zip(cells, widths)):
        if box:
            d['lines'].append(f"rect 0 {x} {d['y'] - height} {w} {height}")
        d['lines'].append(f"text {x + 4} {d['y'] - height + 5} {cell}")
        x += w
    down(d, height)


def line(d, tag, x1, x2, y=None):
    y = d['y'] if y is None else y
    d['lines'].append(f'line {tag} {x1} {y} {x2} {y}')


def rect(d, tag, x, y, w, h):
    d['lines'].append(f'rect {tag} {x} {y} {w} {h}')


def build(d, spec):
    """Draws the document, then measures its places into the truth beside it."""
    name = spec['file']
    desc = os.path.join('/tmp', name + '.haru')
    with open(desc, 'w', encoding='cp1252') as f:
        f.write('\n'.join(d['lines']) + '\n')
    pdf = os.path.join(FILES, name)
    subprocess.run(['/tmp/harudraw', desc, pdf], check=True)
    spec_path = desc + '.spec.json'
    json.dump(spec, open(spec_path, 'w'), ensure_ascii=False)
    subprocess.run(['/usr/bin/python3', os.path.join(HERE, '..', 'measure.py'), spec_path, pdf, pdf + '.truth.json'], check=True)


def ink(d, tag):
    d['lines'].append(f'ink {tag}')
