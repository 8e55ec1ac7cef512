// A description as HTML for WeasyPrint and wkhtmltopdf: the same markup, each with a house style of its own.
// Signing rules are cell borders and boxes bordered blocks, in the tag colours (spec.ts) so they can be measured.
import { type Block, esc, hex, type Paper, type Sig, TAG } from './spec.ts';

const STYLES = {
  weasyprint: `@page { size: A4; margin: 16mm 15mm 18mm 15mm; @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 7pt 'DejaVu Sans'; } }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.6pt; color: #111; }
.head { border-bottom: 2pt solid #1d3b6a; padding-bottom: 4pt; margin-bottom: 8pt; }
.head b { font-size: 15pt; color: #1d3b6a; }
h1 { font-size: 14pt; margin: 6pt 0 2pt; } .sub { font-size: 9pt; color: #444; margin-bottom: 6pt; }
h2 { font-size: 9.5pt; background: #dfe6f0; padding: 2pt 4pt; margin: 9pt 0 4pt; }`,
  wkhtmltopdf: `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 11.5px; color: #000; }
.head { text-align: right; border-bottom: 3px double #666; padding-bottom: 4px; margin-bottom: 10px; }
.head b { font-size: 19px; }
h1 { font-size: 18px; text-transform: uppercase; letter-spacing: 1px; margin: 8px 0 2px; } .sub { font-size: 12px; margin-bottom: 8px; }
h2 { font-size: 12.5px; border-bottom: 1px solid #999; margin: 12px 0 5px; }`,
};

const COMMON = `table { border-collapse: collapse; } p { margin: 3pt 0; } p.small { font-size: 85%; color: #333; }
table.kv td { padding: 1.5pt 10pt 1.5pt 0; vertical-align: top; } table.kv td.k { color: #333; width: 34%; }
table.data { width: 100%; margin: 4pt 0; } table.data th { background: #eee; text-align: left; }
table.data td, table.data th { border: 0.5pt solid #888; padding: 2pt 4pt; }
table.sig { margin: 12pt 0 4pt; } table.sig td { vertical-align: bottom; padding: 0; }
td.lbl { font-weight: bold; padding-right: 6pt !important; white-space: nowrap; }
td.gap { width: 18pt; } td.dl { padding: 0 6pt 0 14pt !important; }
div.line { height: 26pt; } div.under { height: 24pt; }
div.boxlbl { font-weight: bold; margin-bottom: 3pt; }`;

function sigCells(s: Sig): string {
  const dateRule = s.date
    ? `<td class="dl">${esc(s.date)}</td><td><div class="line" style="width:90pt;border-bottom:0.7pt solid ${hex(TAG.dateRule)}"></div></td>`
    : '';
  if (s.style === 'rule')
    return `<td class="lbl">${esc(s.label)}</td><td><div class="line" style="width:190pt;border-bottom:0.7pt solid ${hex(TAG.signRule)}"></div></td>${dateRule}`;
  if (s.style === 'under')
    return `<td><div class="under" style="width:180pt;border-bottom:0.7pt solid ${hex(TAG.signRule)}"></div><div>${esc(s.label)}</div></td>`;
  const dateBox = s.date
    ? `<td class="gap"></td><td style="vertical-align:top"><div class="boxlbl">${esc(s.date)}</div><div style="width:90pt;height:20pt;border:0.7pt solid ${hex(TAG.dateBox)}"></div></td>`
    : '';
  return `<td style="vertical-align:top"><div class="boxlbl">${esc(s.label)}</div><div style="width:210pt;height:40pt;border:0.7pt solid ${hex(TAG.signBox)}"></div></td>${dateBox}`;
}

function block(b: Block): string {
  switch (b.t) {
    case 'head':
      return `<div class="head"><b>${esc(b.dealer)}</b><br>${b.lines.map(esc).join('<br>')}</div>`;
    case 'title':
      return `<h1>${esc(b.text)}</h1>${b.sub ? `<div class="sub">${esc(b.sub)}</div>` : ''}`;
    case 'h':
      return `<h2>${esc(b.text)}</h2>`;
    case 'kv':
      return `<table class="kv">${b.rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
    case 'table':
      return `<table class="data"><tr>${b.head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
        .join('')}</table>`;
    case 'p':
      return `<p${b.small ? ' class="small"' : ''}>${esc(b.text)}</p>`;
    case 'sig':
      return `<table class="sig"><tr>${b.items.map(sigCells).join('<td class="gap"></td>')}</tr></table>`;
    case 'page':
      return '<div style="page-break-before: always"></div>';
  }
}

const titleOf = (paper: Paper) => {
  const title = paper.blocks.find((b) => b.t === 'title');
  return title?.t === 'title' ? title.text : '';
};

export function toHtml(paper: Paper, house: 'weasyprint' | 'wkhtmltopdf'): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(titleOf(paper))}</title>
<style>${STYLES[house]}\n${COMMON}</style></head><body>${paper.blocks.map(block).join('\n')}</body></html>`;
}
