# Builds the tenth set's Word files: two small templates written here (tables of places, or lines of underscores),
# filled by docx-templates (npm, docx-templates/fill.mjs) with each document's data (specs/word_docs.py). Each
# place's page comes from LibreOffice's rendition (soffice --headless --convert-to pdf). build_docx.py <files dir>
import json, os, subprocess, sys, zipfile
from xml.sax.saxutils import escape
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from spec import truth_head
from specs.word_docs import DOCS

HERE = os.path.dirname(os.path.abspath(__file__))
TMP = '/tmp/gen10/docx'
NS = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')


def run(text, bold=False, size=None, italic=False):
    props = ('<w:b/>' if bold else '') + ('<w:i/>' if italic else '') + (f'<w:sz w:val="{size}"/>' if size else '')
    return f'<w:r><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/>{props}</w:rPr><w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def para(*runs, after=120, align=None, keep=False):
    ppr = f'<w:spacing w:after="{after}"/>' + (f'<w:jc w:val="{align}"/>' if align else '') + ('<w:keepNext/>' if keep else '')
    return f'<w:p><w:pPr>{ppr}</w:pPr>{"".join(runs)}</w:p>'


def cell(content, width, shade=None, height_paras=None):
    tcpr = f'<w:tcW w:w="{width}" w:type="dxa"/>' + (f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>' if shade else '')
    return f'<w:tc><w:tcPr>{tcpr}</w:tcPr>{content}</w:tc>'


def row(cells, height=None):
    trpr = f'<w:trPr><w:trHeight w:val="{height}"/></w:trPr>' if height else ''
    return f'<w:tr>{trpr}{"".join(cells)}</w:tr>'


def table(rows, widths):
    borders = ''.join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
                      for s in ('top', 'left', 'bottom', 'right', 'insideH', 'insideV'))
    grid = ''.join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    return (f'<w:tbl><w:tblPr><w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblBorders>{borders}</w:tblBorders></w:tblPr>'
            f'<w:tblGrid>{grid}</w:tblGrid>{"".join(rows)}</w:tbl>')


def loop_paras(name, var, **kw):
    return para(run(f'{{{{FOR {var} IN {name}}}}}')) + para(run(f'{{{{INS ${var}}}}}', **kw)) + para(run(f'{{{{END-FOR {var}}}}}'))


def head():
    return (para(run('{{INS dealer}}', bold=True, size=20), run('{{INS "  ·  " + address}}', size=16), after=60)
            + para(run('{{INS title}}', bold=True, size=32), after=200)
            + loop_paras('intro', 'l')
            + table([row([cell(para(run('{{FOR r IN details}}')), 2600), cell(para(run('')), 6400)]),
                     row([cell(para(run('{{INS $r.k}}', bold=True, size=18), after=0), 2600, 'E8E8E8'),
                          cell(para(run('{{INS $r.v}}', size=18), after=0), 6400)]),
                     row([cell(para(run('{{END-FOR r}}')), 2600), cell(para(run('')), 6400)])], [2600, 6400])
            + para(run(''), after=60)
            + loop_paras('body', 'l', size=19))


def template_table():
    body = head() + para(run('{{INS signHeading}}', bold=True, size=22), keep=True) + table([
        row([cell(para(run('Signed by', bold=True, size=18)), 3000, 'D9D9D9'), cell(para(run('Signature', bold=True, size=18)), 4000, 'D9D9D9'),
             cell(para(run('Date', bold=True, size=18)), 2000, 'D9D9D9')]),
        row([cell(para(run('{{FOR p IN places}}')), 3000), cell(para(run('')), 4000), cell(para(run('')), 2000)]),
        row([cell(para(run('{{INS $p.caption}}', bold=True, size=18), after=0) + para(run('{{INS $p.sub}}', size=15)), 3000),
             cell(para(run('Signature:', size=16)), 4000), cell(para(run('Date:', size=16)), 2000)], height=800),
        row([cell(para(run('{{END-FOR p}}')), 3000), cell(para(run('')), 4000), cell(para(run('')), 2000)])],
        [3000, 4000, 2000]) + loop_paras('footer', 'l', size=14)
    return body


def template_lines():
    return (head() + para(run('{{INS signHeading}}', bold=True, size=22), keep=True)
            + para(run('{{FOR p IN places}}'))
            + para(run(''), after=360)
            + para(run('{{INS $p.caption}}', size=20), run('  ______________________________    ', size=20),
                   run('{{INS $p.dateText}}', size=20), run(' ______________', size=20), after=40)
            + para(run('{{INS $p.sub}}', size=15, italic=True))
            + para(run('{{END-FOR p}}'))
            + loop_paras('footer', 'l', size=14))


def write_docx(path, body):
    doc = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {NS}><w:body>{body}'
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" '
           'w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>')
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        z.writestr('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        z.writestr('word/_rels/document.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>')
        z.writestr('word/document.xml', doc)


def pages_of(pdf):
    """The text of each page of LibreOffice's rendition."""
    out = subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout
    return out.split('\f')[:-1] if out.endswith('\f') else out.split('\f')


def main():
    files = sys.argv[1]
    os.makedirs(TMP, exist_ok=True)
    templates = {'table': os.path.join(TMP, 'template-table.docx'), 'lines': os.path.join(TMP, 'template-lines.docx')}
    write_docx(templates['table'], template_table())
    write_docx(templates['lines'], template_lines())
    for doc in DOCS:
        data = os.path.join(TMP, doc['file'] + '.json')
        with open(data, 'w') as f:
            json.dump(doc['data'], f, ensure_ascii=False)
        out = os.path.join(files, doc['file'])
        subprocess.run(['node', os.path.join(HERE, 'docx-templates', 'fill.mjs'), templates[doc['template']], data, out],
                       check=True)
        subprocess.run(['soffice', '--headless', '--convert-to', 'pdf', '--outdir', TMP, out], check=True,
                       capture_output=True)
        pages = pages_of(os.path.join(TMP, doc['file'][:-5] + '.pdf'))
        fields, others = [], []
        for p in doc['data']['places']:
            hits = [i for i, t in enumerate(pages, start=1) if p['caption'] in t]
            if not hits:
                sys.exit(f"{doc['file']}: {p['caption']} not in LibreOffice's rendition")
            f_ = {'page': hits[-1], 'label': p['caption'], 'signer': p['signer']}
            (fields if p['signer'] and p['signer'].startswith('customer') else others).append(f_)
        truth = {**truth_head(doc, 'docx', len(pages), True), 'signatureFields': fields, 'otherPlaces': others}
        with open(out + '.truth.json', 'w') as f:
            json.dump(truth, f, indent=2, ensure_ascii=False)
            f.write('\n')
        print(doc['file'], len(pages))


if __name__ == '__main__':
    main()
