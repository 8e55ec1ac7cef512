# Writes files/NAME.pdf.truth.json from the head in /tmp/gen18/meta and the boxes measured from the finished PDF
# (measure18.py); for a scan, the boxes measured on its source page are carried through the scan's turn and shift
# (saved by scans18.py) onto the wrapper's page. usage: truths18.py NAME [scan]
import json, math, subprocess, sys
name = sys.argv[1]; scan = len(sys.argv) > 2
FILES = sys.argv[0].rsplit('/make/', 1)[0] + '/files' if '/make/' in sys.argv[0] else '../files'
meta = json.load(open(f'/tmp/gen18/meta/{name}.json'))
b = json.load(open(f'/tmp/gen18/boxes/{name}.json'))
pdf = f'{FILES}/{name}.pdf'
info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
pages = int(info.split('Pages:')[1].split()[0])
ph = float(info.split('Page size:')[1].split('x')[1].split('pts')[0])
text = subprocess.run(['pdftotext', pdf, '-'], capture_output=True, text=True).stdout.strip()
move = lambda box: box
if scan:
    xf = json.load(open(f'/tmp/gen18/scan/{name}.xf.json'))
    W, H, t = xf['W'], xf['H'], math.radians(xf['ang'])
    sx, sy = b['width'] / W, b['height'] / H
    iw, ih = 210 / 25.4 * 72, 297 / 25.4 * 72
    def move(box):
        if box is None: return None
        xs, ys = [], []
        for px in (box['x'], box['x'] + box['width']):
            for py in (box['y'], box['y'] + box['height']):
                x0, y0 = px / sx - W / 2, (b['height'] - py) / sy - H / 2
                X = math.cos(t) * x0 - math.sin(t) * y0 + W / 2 + xf['dx']
                Y = math.sin(t) * x0 + math.cos(t) * y0 + H / 2 + xf['dy']
                xs.append(X * iw / W); ys.append(ph - Y * ih / H)
        return dict(x=round(min(xs), 1), y=round(min(ys), 1), width=round(max(xs) - min(xs), 1), height=round(max(ys) - min(ys), 1))
fields, others = [], []
for p in b['places']:
    f = dict(page=p['page'], label=p['label'], box=move(p['box']))
    if p.get('dateBox'): f['dateBox'] = move(p['dateBox'])
    f['signer'] = p['signer']
    (fields if p['signer'] in ('customer', 'customer2', 'customer3', 'customer4') else others).append(f)
truth = dict(file=f'{name}.pdf', format='pdf', kinds=meta['kinds'], documentType=meta['documentType'], customerName=meta['customerName'])
if meta.get('otherCustomers'): truth['otherCustomers'] = meta['otherCustomers']
truth.update(vehicleRegistration=meta['vehicleRegistration'], otherRegistrations=meta['otherRegistrations'], pageCount=pages,
             hasTextLayer=bool(text) and not scan, dealershipName=meta['dealershipName'], signatureFields=fields, otherPlaces=others)
json.dump(truth, open(f'{FILES}/{name}.pdf.truth.json', 'w'), indent=2, ensure_ascii=False)
open(f'{FILES}/{name}.pdf.truth.json', 'a').write('\n')
print('truth', name, pages, 'pages', 'text' if truth['hasTextLayer'] else 'no text')
