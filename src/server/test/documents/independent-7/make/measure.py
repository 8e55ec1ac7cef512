"""Measures the signing places in a produced PDF and writes its truth: each place was drawn in its own
near-black tag colour (red 0, green 0, blue 3k/255 for tag k), so the boxes are where the producer put them.
Usage: measure.py SPEC.json PDF OUT.truth.json [--scale S --dx DX --dy DY] (a scan's own page geometry)."""
import json
import sys
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTCurve, LTFigure, LTTextContainer, LTImage

SIGN_HEIGHT = 20.0  # the room a signature takes above a rule or a run of underscores or dots


def tag_of(colour):
    """The tag number of a colour, or None for a colour that is not a tag."""
    if colour is None:
        return None
    if isinstance(colour, (int, float)):
        return None
    values = list(colour)
    if len(values) != 3:
        return None
    r, g, b = (float(v) for v in values)
    if r > 0.004 or g > 0.004 or b < 0.006:
        return None
    k = b * 255 / 3
    n = round(k)
    return n if abs(k - n) < 0.34 and n >= 1 else None


def walk(item):
    if isinstance(item, LTChar):
        yield ('char', item, item.graphicstate.ncolor)
        return
    if isinstance(item, LTCurve):
        colour = item.stroking_color if item.stroke else item.non_stroking_color
        if item.fill and not item.stroke:
            colour = item.non_stroking_color
        yield ('shape', item, colour)
        return
    if hasattr(item, '__iter__') and not isinstance(item, LTImage):
        for child in item:
            yield from walk(child)


def measure(pdf):
    """Per page, per tag: the union box and whether it was made of characters."""
    pages = []
    for layout in extract_pages(pdf):
        tags = {}
        for kind, item, colour in walk(layout):
            k = tag_of(colour)
            if k is None:
                continue
            if kind == 'char' and not item.get_text().strip():
                continue
            box = tags.setdefault(k, {'x0': 1e9, 'y0': 1e9, 'x1': -1e9, 'y1': -1e9, 'chars': True})
            box['x0'] = min(box['x0'], item.x0)
            box['y0'] = min(box['y0'], item.y0)
            box['x1'] = max(box['x1'], item.x1)
            box['y1'] = max(box['y1'], item.y1)
            box['chars'] = box['chars'] and kind == 'char'
        pages.append(tags)
    return pages


def underscore_runs(pdf, tags_in_order):
    """For a producer that cannot colour its text (paps draws black outlines): the runs of underscore glyphs,
    thin wide shapes side by side on one baseline, in reading order, are given the tags listed in that order."""
    pages = []
    for layout in extract_pages(pdf):
        bars = sorted(
            (item for kind, item, _ in walk(layout) if kind == 'shape' and item.height < 1 and item.width > 4),
            key=lambda b: (-round(b.y0), b.x0),
        )
        runs = []
        for bar in bars:
            last = runs[-1] if runs else None
            if last and abs(last['y0'] - bar.y0) < 0.5 and bar.x0 - last['x1'] < 2:
                last['x1'] = max(last['x1'], bar.x1)
                last['y1'] = max(last['y1'], bar.y1)
            else:
                runs.append({'x0': bar.x0, 'y0': bar.y0, 'x1': bar.x1, 'y1': bar.y1, 'chars': False})
        pages.append(runs)
    out = []
    for runs, tags in zip(pages, tags_in_order):
        if len(runs) != len(tags):
            sys.exit(f'{len(runs)} underscore runs found, {len(tags)} tags given')
        out.append(dict(zip(tags, runs)))
    return out


def place_box(found):
    """A rule or a run of underscores is the line the signature stands on; a box is itself."""
    width = found['x1'] - found['x0']
    height = found['y1'] - found['y0']
    if found['chars'] or height < 4:
        y = found['y0'] if found['chars'] else (found['y0'] + found['y1']) / 2
        return {'x': found['x0'], 'y': y, 'width': width, 'height': SIGN_HEIGHT}
    return {'x': found['x0'], 'y': found['y0'], 'width': width, 'height': height}


def rounded(box, scale, dx, dy):
    return {
        'x': round(box['x'] * scale + dx, 1),
        'y': round(box['y'] * scale + dy, 1),
        'width': round(box['width'] * scale, 1),
        'height': round(box['height'] * scale, 1),
    }


def fill(places, pages, scale, dx, dy):
    out = []
    for place in places:
        tags = pages[place['page'] - 1]
        entry = {'page': place['page'], 'label': place['label']}
        if 'tag' in place:
            if place['tag'] not in tags:
                sys.exit(f"tag {place['tag']} not found on page {place['page']} ({place['label']})")
            entry['box'] = rounded(place_box(tags[place['tag']]), scale, dx, dy)
        if 'dateTag' in place:
            if place['dateTag'] not in tags:
                sys.exit(f"date tag {place['dateTag']} not found on page {place['page']}")
            entry['dateBox'] = rounded(place_box(tags[place['dateTag']]), scale, dx, dy)
        entry['signer'] = place['signer']
        out.append(entry)
    return out


def main():
    spec_path, pdf, out_path = sys.argv[1:4]
    opts = dict(zip(sys.argv[4::2], sys.argv[5::2]))
    scale = float(opts.get('--scale', 1))
    dx = float(opts.get('--dx', 0))
    dy = float(opts.get('--dy', 0))
    spec = json.load(open(spec_path))
    pages = underscore_runs(pdf, spec.pop('untaggedRuns')) if 'untaggedRuns' in spec else measure(pdf)
    truth = {k: v for k, v in spec.items() if k not in ('signatureFields', 'otherPlaces')}
    truth['pageCount'] = spec.get('pageCount', len(pages))
    # Registrations as the product stores them and the scorer compares them: upper case, no spaces.
    plate = lambda r: r if r is None else ''.join(r.split()).upper()
    truth['vehicleRegistration'] = plate(truth.get('vehicleRegistration'))
    truth['otherRegistrations'] = [plate(r) for r in truth.get('otherRegistrations', [])]
    truth['signatureFields'] = fill(spec['signatureFields'], pages, scale, dx, dy)
    truth['otherPlaces'] = fill(spec.get('otherPlaces', []), pages, scale, dx, dy)
    order = ['file', 'format', 'kinds', 'documentType', 'customerName', 'otherCustomers',
             'vehicleRegistration', 'otherRegistrations', 'pageCount', 'hasTextLayer', 'dealershipName',
             'signatureFields', 'otherPlaces']
    truth = {k: truth[k] for k in order if k in truth}
    json.dump(truth, open(out_path, 'w'), indent=2, ensure_ascii=False)
    open(out_path, 'a').write('\n')


if __name__ == '__main__':
    main()
