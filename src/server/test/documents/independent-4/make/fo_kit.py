"""Small XSL-FO building blocks, in the plain style of a lender's document system."""
import os
import subprocess
from xml.sax.saxutils import escape as esc

from common import BUILD, hex_tag


def page(body, footer, font="Helvetica", size="8.5pt", margin="14mm"):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" font-family="{font}" font-size="{size}">
 <fo:layout-master-set>
  <fo:simple-page-master master-name="A4" page-height="297mm" page-width="210mm"
     margin-top="12mm" margin-bottom="10mm" margin-left="{margin}" margin-right="{margin}">
   <fo:region-body margin-top="4mm" margin-bottom="12mm"/>
   <fo:region-after extent="10mm"/>
  </fo:simple-page-master>
 </fo:layout-master-set>
 <fo:page-sequence master-reference="A4">
  <fo:static-content flow-name="xsl-region-after">
   <fo:block font-size="6.5pt" color="#555555" border-top="0.4pt solid #999999" padding-top="2pt">{esc(footer)}
    <fo:inline> Page <fo:page-number/> of <fo:page-number-citation ref-id="END"/></fo:inline></fo:block>
  </fo:static-content>
  <fo:flow flow-name="xsl-region-body">
{body}
   <fo:block id="END"/>
  </fo:flow>
 </fo:page-sequence>
</fo:root>
"""


def h(text, size="13pt", space="4pt", align="left", bg=None, color="#000000"):
    shade = f' background-color="{bg}" padding="3pt"' if bg else ""
    return f'<fo:block font-weight="bold" font-size="{size}" space-after="{space}" text-align="{align}" color="{color}"{shade}>{esc(text)}</fo:block>'


def p(text, size=None, bold=False, space="3pt", align="justify", italic=False):
    extra = f' font-size="{size}"' if size else ""
    extra += ' font-weight="bold"' if bold else ""
    extra += ' font-style="italic"' if italic else ""
    return f'<fo:block space-after="{space}" text-align="{align}"{extra}>{esc(text)}</fo:block>'


def raw_p(xml, space="3pt"):
    return f'<fo:block space-after="{space}">{xml}</fo:block>'


def kv_table(rows, widths=("38%", "62%"), border="0.4pt solid #777777", label_bg="#eeeeee"):
    """rows: list of (label, value); a value list makes several columns."""
    cols = "".join(f'<fo:table-column column-width="{w}"/>' for w in widths)
    body = []
    for row in rows:
        cells = []
        for i, cell in enumerate(row):
            bg = f' background-color="{label_bg}"' if i % 2 == 0 and label_bg else ""
            weight = ' font-weight="bold"' if i % 2 == 0 else ""
            cells.append(f'<fo:table-cell border="{border}" padding="2pt"{bg}><fo:block{weight}>{esc(cell)}</fo:block></fo:table-cell>')
        body.append("<fo:table-row>" + "".join(cells) + "</fo:table-row>")
    return f'<fo:table table-layout="fixed" width="100%" space-after="5pt">{cols}<fo:table-body>{"".join(body)}</fo:table-body></fo:table>'


def rule(tag, length="170pt", thick="0.7pt"):
    """An inline signing rule in the place's tag colour."""
    return f'<fo:leader leader-pattern="rule" leader-length="{length}" rule-thickness="{thick}" color="{hex_tag(tag)}"/>'


def underscores(tag, count):
    return f'<fo:inline color="{hex_tag(tag)}">{"_" * count}</fo:inline>'


def box(tag, width="200pt", height="42pt", note=""):
    inner = f'<fo:block font-size="6pt" color="#777777">{esc(note)}</fo:block>' if note else "<fo:block/>"
    return (f'<fo:block-container width="{width}" height="{height}" border="0.8pt solid {hex_tag(tag)}">'
            f'{inner}</fo:block-container>')


def two_cols(left, right, widths=("50%", "50%")):
    cols = "".join(f'<fo:table-column column-width="{w}"/>' for w in widths)
    return (f'<fo:table table-layout="fixed" width="100%" space-after="4pt">{cols}<fo:table-body><fo:table-row>'
            f'<fo:table-cell padding-right="6pt"><fo:block>{left}</fo:block></fo:table-cell>'
            f'<fo:table-cell padding-left="6pt"><fo:block>{right}</fo:block></fo:table-cell>'
            '</fo:table-row></fo:table-body></fo:table>')


def page_break():
    return '<fo:block break-before="page"/>'


def render(name, fo_text):
    fo_path = os.path.join(BUILD, name + ".fo")
    with open(fo_path, "w") as f:
        f.write(fo_text)
    from common import FILES
    out = os.path.join(FILES, name)
    subprocess.run(["fop", "-q", "-fo", fo_path, "-pdf", out], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out
