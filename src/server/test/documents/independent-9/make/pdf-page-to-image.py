#!/usr/bin/python3
# Stands in for ImageMagick's `convert` when pdfsandwich calls it (`-convert`), because this machine's ImageMagick
# policy refuses to read PDF: convert [options] -density NxN [-type Grayscale|Bilevel] "in.pdf[k]" out.ext.
# An image file is only saved again in the format asked for. A PDF page k+1 is rendered with pdftoppm at that density and writes the image in the format the name asks for (PIL).
import os, subprocess, sys, tempfile
from PIL import Image

args = sys.argv[1:]
src, out = args[-2], args[-1]
density = args[args.index('-density') + 1].split('x')[0] if '-density' in args else '300'
kind = args[args.index('-type') + 1] if '-type' in args else 'Grayscale'
page = 0
if src.endswith(']'):
    src, page = src[:src.rindex('[')], int(src[src.rindex('[') + 1:-1])
if not src.lower().endswith('.pdf'):
    # an image to another format (pdfsandwich's second call: the page image to TIFF for tesseract)
    Image.open(src).save(out, dpi=(int(density), int(density)))
    sys.exit(0)
with tempfile.TemporaryDirectory() as tmp:
    stem = os.path.join(tmp, 'p')
    subprocess.run(['pdftoppm', '-r', density, '-gray', '-f', str(page + 1), '-l', str(page + 1), '-singlefile',
                    src, stem], check=True)
    img = Image.open(stem + '.pgm')
    if kind.lower() == 'bilevel' or out.endswith('.pbm'):
        img = img.point(lambda v: 255 if v > 160 else 0).convert('1')
    img.save(out, dpi=(int(density), int(density)))
