// A description as a flat OpenDocument spreadsheet (.fods), printed to PDF by LibreOffice Calc, as a small
// dealer's invoice template kept in a spreadsheet is: six columns, merged cells, signing rules as cell borders
// in the tag greys (spec.ts).
import { type Block, esc, hex, type Paper, type Sig, TAG } from './spec.ts';

const cell = (s: string, style = 'n', span = 1) =>
  `<table:table-cell table:style-name="${style}" office:value-type="string"${span > 1 ? ` table:number-columns-spanned="${span}"` : ''}><text:p>${esc(s)}</text:p></table:table-cell>${'<table:covered-table-cell/>'.repeat(span - 1)}`;
const empty = (style = 'n', span = 1) =>
  `<table:table-cell table:style-name="${style}"${span > 1 ? ` table:number-columns-spanned="${span}"` : ''}/>${'<table:covered-table-cell/>'.repeat(span - 1)}`;
const row = (height: number, cells: string, breakBefore = false) =>
  `<table:table-row table:style-name="${breakBefore ? 'rb' : `r${height}`}">${cells}</table:table-row>`;

const HEIGHTS = new Set<number>();
const r = (mm: number) => {
  HEIGHTS.add(mm);
  return mm;
};

function sigRows(items: Sig[]): string {
  const [a, b] = items;
  if (!a) return '';
  if (a.style === 'rule') {
    const second = b
      ? cell(b.label, 'bb') + empty('sr', 2)
      : a.date
        ? cell(a.date, 'br') + empty('dr') + empty()
        : empty('n', 3);
    return row(r(12), cell(a.label, 'bb') + empty('sr', 2) + second);
  }
  if (a.style === 'under')
    return row(r(12), empty('sr', 2) + empty('n', 4)) + row(r(6), cell(a.label, 'n', 2) + empty('n', 4));
  const date = a.date ? cell(a.date, 'bb') : empty();
  return (
    row(r(7), cell(a.label, 'bb', 3) + date + empty('n', 2)) +
    row(r(16), empty('sb', 3) + (a.date ? empty('db') : empty()) + empty('n', 2))
  );
}

function block(b: Block): string {
  switch (b.t) {
    case 'head':
      return (
        row(r(9), cell(b.dealer, 'big', 6)) +
        b.lines.map((l) => row(r(4), cell(l, 'small', 6))).join('') +
        row(r(3), empty('line', 6))
      );
    case 'title':
      return row(r(10), cell(b.text, 'big', 6)) + (b.sub ? row(r(5), cell(b.sub, 'n', 6)) : '');
    case 'h':
      return row(r(3), empty('n', 6)) + row(r(6), cell(b.text, 'hd', 6));
    case 'kv':
      return b.rows.map(([k, v]) => row(r(5), cell(k) + cell(v, 'b', 5))).join('');
    case 'table': {
      const spans = b.head.map((_, i) => (i === b.head.length - 1 ? 6 - (b.head.length - 1) : 1));
      const line = (cells: string[], style: string) => cells.map((c, i) => cell(c, style, spans[i])).join('');
      return row(r(6), line(b.head, 'th')) + b.rows.map((x) => row(r(6), line(x, 'td'))).join('');
    }
    case 'p': {
      const lines = Math.ceil(b.text.length / 105);
      return row(r(Math.ceil(lines * 4.2) + 1), cell(b.text, b.small ? 'wraps' : 'wrap', 6));
    }
    case 'sig':
      return sigRows(b.items);
    case 'page':
      return row(0, empty('n', 6), true);
  }
}

const border = (grey: number, sides: string) =>
  sides === 'all'
    ? `fo:border="0.75pt solid ${hex(grey)}"`
    : `fo:border-${sides}="0.75pt solid ${hex(grey)}"`;

export function toFods(paper: Paper): string {
  HEIGHTS.clear();
  const rows = paper.blocks.map(block).join('\n');
  const cellStyle = (name: string, props: string, text = '') =>
    `<style:style style:name="${name}" style:family="table-cell"><style:table-cell-properties style:vertical-align="bottom" ${props}/><style:paragraph-properties fo:text-align="start"/><style:text-properties style:font-name="Liberation Sans" fo:font-family="Liberation Sans" ${text.includes('font-size') ? '' : 'fo:font-size="9pt"'} ${text}/></style:style>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<style:style style:name="ta" style:family="table" style:master-page-name="Invoice"><style:table-properties table:display="true"/></style:style>
<style:style style:name="cA" style:family="table-column"><style:table-column-properties style:column-width="46mm"/></style:style>
<style:style style:name="cB" style:family="table-column"><style:table-column-properties style:column-width="26mm"/></style:style>
${[...HEIGHTS].map((h) => `<style:style style:name="r${h}" style:family="table-row"><style:table-row-properties style:row-height="${h}mm" style:use-optimal-row-height="false"/></style:style>`).join('\n')}
<style:style style:name="rb" style:family="table-row"><style:table-row-properties style:row-height="4mm" fo:break-before="page" style:use-optimal-row-height="false"/></style:style>
${cellStyle('n', '')}
${cellStyle('small', '', 'fo:font-size="7.5pt"')}
${cellStyle('big', '', 'fo:font-size="14pt" fo:font-weight="bold"')}
${cellStyle('b', '', 'fo:font-weight="bold"')}
${cellStyle('bb', '', 'fo:font-weight="bold"')}
${cellStyle('br', '', '').replace('fo:text-align="start"', 'fo:text-align="end"')}
${cellStyle('hd', 'fo:background-color="#d9e2ec"', 'fo:font-weight="bold"')}
${cellStyle('line', 'fo:border-bottom="1.5pt solid #444444"')}
${cellStyle('th', 'fo:border="0.5pt solid #888888" fo:background-color="#eeeeee"', 'fo:font-weight="bold"')}
${cellStyle('td', 'fo:border="0.5pt solid #888888"')}
${cellStyle('wrap', 'fo:wrap-option="wrap"')}
${cellStyle('wraps', 'fo:wrap-option="wrap"', 'fo:font-size="7.5pt"')}
${cellStyle('sr', border(TAG.signRule, 'bottom'))}
${cellStyle('dr', border(TAG.dateRule, 'bottom'))}
${cellStyle('sb', border(TAG.signBox, 'all'))}
${cellStyle('db', border(TAG.dateBox, 'all'))}
<style:page-layout style:name="pl"><style:page-layout-properties fo:page-width="210mm" fo:page-height="297mm" fo:margin-top="12mm" fo:margin-bottom="12mm" fo:margin-left="14mm" fo:margin-right="14mm" style:print="objects charts drawings" style:scale-to="100%"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Invoice" style:page-layout-name="pl"><style:header style:display="false"/><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="${esc(paper.kind)}" table:style-name="ta">
<table:table-column table:style-name="cA"/><table:table-column table:style-name="cB" table:number-columns-repeated="5"/>
${rows}
</table:table></office:spreadsheet></office:body></office:document>
`;
}
