"""Qt 5.15 QPdfWriter backend (PyQt5): a QPainter on a QPdfWriter at 72 dpi with zero margins, so one device
unit is one point; Liberation / DejaVu fonts embedded by Qt as CID TrueType subsets."""
import os
os.environ.setdefault('QT_QPA_PLATFORM', 'offscreen')
os.environ.setdefault('XDG_RUNTIME_DIR', '/tmp/gen15/xdg')
os.makedirs('/tmp/gen15/xdg', mode=0o700, exist_ok=True)
from PyQt5.QtGui import QGuiApplication, QPdfWriter, QPainter, QFont, QColor, QPen, QPageSize, QBrush, QImage
from PyQt5.QtCore import QPointF, QMarginsF, QRectF, Qt

_app = QGuiApplication.instance() or QGuiApplication([])
FAM = {'sans': 'Liberation Sans', 'serif': 'Liberation Serif', 'mono': 'Liberation Mono'}

def qc(c):
    return QColor(*[round(v * 255) for v in c])

def start(out, title, creator):
    w = QPdfWriter(out)
    w.setResolution(72)
    w.setPageSize(QPageSize(QPageSize.A4))
    w.setPageMargins(QMarginsF(0, 0, 0, 0))
    w.setTitle(title)
    w.setCreator(creator)
    return w

def write(doc, out):
    w = start(out, doc.head.get('title', doc.name), doc.head.get('creator', 'Qt'))
    p = QPainter(w)
    for i, ops in enumerate(doc.pages):
        if i:
            w.newPage()
        for op in ops:
            kind = op[0]
            if kind == 'text':
                _, x, y, s, fam, size, bold, col = op
                f = QFont(FAM[fam])
                f.setPixelSize(1)
                f.setPointSizeF(size)
                f.setBold(bold)
                f.setKerning(False)
                p.setFont(f)
                p.setPen(QPen(qc(col)))
                p.drawText(QPointF(x, y), s)
            elif kind == 'line':
                _, x1, y1, x2, y2, lw, col = op
                pen = QPen(qc(col)); pen.setWidthF(lw); pen.setCapStyle(Qt.FlatCap)
                p.setPen(pen)
                p.drawLine(QPointF(x1, y1), QPointF(x2, y2))
            elif kind == 'rect':
                _, x, y, ww, h, lw, col, fill, stroke = op
                if fill is not None:
                    p.fillRect(QRectF(x, y, ww, h), qc(fill))
                if stroke:
                    pen = QPen(qc(col)); pen.setWidthF(lw); pen.setJoinStyle(Qt.MiterJoin)
                    p.setPen(pen); p.setBrush(Qt.NoBrush)
                    p.drawRect(QRectF(x, y, ww, h))
    p.end()

def image_pdf(images, out, title):
    """Wraps page images (each filling an A4 page) into a PDF with QPdfWriter."""
    w = start(out, title, 'Scan')
    p = QPainter(w)
    for i, img in enumerate(images):
        if i:
            w.newPage()
        q = QImage(img)
        p.drawImage(QRectF(0, 0, w.width(), w.height()), q)
    p.end()
