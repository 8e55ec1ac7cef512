# Wraps a JPEG scan as an image-only A4 PDF with pikepdf (the JPEG kept as it is, DCTDecode).
# usage: pikepdf_wrap17.py SCAN.jpg OUT.pdf
import sys, pikepdf
from pikepdf import Name, Dictionary
from PIL import Image
jpg, out = sys.argv[1:3]
im = Image.open(jpg)
w, h = im.size
pdf = pikepdf.new()
pdf.docinfo[Name.Producer] = f'pikepdf {pikepdf.__version__}'
img = pdf.make_stream(open(jpg, 'rb').read())
img.Type, img.Subtype, img.Width, img.Height = Name.XObject, Name.Image, w, h
img.ColorSpace = Name.DeviceGray if im.mode == 'L' else Name.DeviceRGB
img.BitsPerComponent, img.Filter = 8, Name.DCTDecode
page = pdf.add_blank_page(page_size=(595.28, 841.89))
page.obj.Resources = Dictionary(XObject=Dictionary(Im0=img))
page.obj.Contents = pdf.make_stream(b'q 595.28 0 0 841.89 0 0 cm /Im0 Do Q')
pdf.save(out)
