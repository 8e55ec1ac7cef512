#!/usr/bin/python3
# Wraps one greyscale JPEG as an A4 page, as a scanner's own firmware does (no text layer).
import sys
from PIL import Image
jpg, out = sys.argv[1], sys.argv[2]
data = open(jpg, 'rb').read(); w, h = Image.open(jpg).size
cs = '/DeviceGray' if Image.open(jpg).mode == 'L' else '/DeviceRGB'
content = b'q 595.28 0 0 841.89 0 0 cm /Im0 Do Q'
objs = [b'<< /Type /Catalog /Pages 2 0 R >>', b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  b'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
  b'<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n' % (w, h, cs.encode(), len(data)) + data + b'\nendstream',
  b'<< /Length %d >>\nstream\n' % len(content) + content + b'\nendstream',
  b'<< /Producer (EPSON Scan 5.1) /CreationDate (D:20251121103312Z) >>']
out_b = b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'; offs = []
for i, o in enumerate(objs, 1):
    offs.append(len(out_b)); out_b += b'%d 0 obj\n' % i + o + b'\nendobj\n'
x = len(out_b)
out_b += b'xref\n0 %d\n0000000000 65535 f \n' % (len(objs) + 1) + b''.join(b'%010d 00000 n \n' % o for o in offs)
out_b += b'trailer\n<< /Size %d /Root 1 0 R /Info 6 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objs) + 1, x)
open(out, 'wb').write(out_b)
