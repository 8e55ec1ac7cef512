#!/usr/bin/python3
# Photographs a printed page as a phone does: the page rendered at 150 dpi, shrunk to 86 %, turned 2° clockwise and
# moved on a darker desk, shaded and grained (ImageMagick), wrapped as a JPEG page. The same map is written into the
# spec so measure.py carries the truth's boxes through it.
import json, math, subprocess, sys, os
out, name = sys.argv[1], sys.argv[2]
src = f'{out}/{name}-source.pdf'; spec_path = f'{out}/{name}-source.spec.json'
D = 150 / 72; W, H = 1240, 1754; s, ang = 0.86, 2.0; cx, cy = W / 2, H / 2; nx, ny = W / 2 + 30, H / 2 + 22
subprocess.run(['pdftoppm', '-r', '150', '-png', '-singlefile', src, f'{out}/photo'], check=True)
subprocess.run(['/usr/bin/convert', f'{out}/photo.png', '-resize', f'{W}x{H}!', '-virtual-pixel', 'background', '-background', '#5b4a3a',
                '-distort', 'SRT', f'{cx},{cy} {s} {ang} {nx},{ny}',
                '(', '-size', f'{W}x{H}', 'radial-gradient:#ffffff-#8a8a8a', ')', '-compose', 'multiply', '-composite',
                '-attenuate', '0.25', '+noise', 'Gaussian', '-quality', '70', f'{out}/photo.jpg'], check=True)
subprocess.run(['/usr/bin/python3', os.path.join(os.path.dirname(__file__), 'jpeg-pdf.py'), f'{out}/photo.jpg', f'{out}/{name}-photo.pdf'], check=True)
os.remove(f'{out}/photo.png'); os.remove(f'{out}/photo.jpg')
# pixel map (y down): p' = s R(ang) (p - c) + n, R clockwise on screen; in points with y up, X = x/D, Y = PH - y/D
PH = 841.89
def px(X, Y):
    x, y = X * D, (PH - Y) * D
    t = math.radians(ang); dx, dy = x - cx, y - cy
    x2 = s * (math.cos(t) * dx - math.sin(t) * dy) + nx; y2 = s * (math.sin(t) * dx + math.cos(t) * dy) + ny
    return x2 / D, PH - y2 / D
e, f = px(0, 0); a, b = [v - w for v, w in zip(px(1, 0), (e, f))]; c, d = [v - w for v, w in zip(px(0, 1), (e, f))]
spec = json.load(open(spec_path)); spec['transform'] = {k: round(v, 6) for k, v in dict(a=a, b=b, c=c, d=d, e=e, f=f).items()}
json.dump(spec, open(spec_path, 'w'), indent=2, ensure_ascii=False)
