// Chromium's print-to-PDF of an HTML page, as web-based dealer systems and lenders' portals make their
// paperwork. Each A4 page is a fixed-size section; the signing places are elements marked data-sign (a
// line drawn as a bottom border, a bordered box or a table cell) and data-date, measured in the page
// before printing, so the truth comes from where the browser laid them out.
import { chromium } from 'playwright-core';
import { dateOverLine, type Facts, type Made, overLine, type Place, truthOf, type Whose } from './truth.ts';

export type HtmlDoc = { facts: Facts; pages: string[]; css?: string };

const A4_HEIGHT_PT = 841.89;
const PX_TO_PT = 0.75;

const BASE_CSS = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: Arial, Helvetica, sans-serif; font-size: 9.5pt; color: #222 }
.page { width: 210mm; height: 297mm; padding: 16mm 17mm; overflow: hidden; position: relative }
.page + .page { break-before: page }
h1 { font-size: 16pt; margin: 0 0 4mm } h2 { font-size: 11pt; margin: 5mm 0 2mm }
table { border-collapse: collapse; width: 100% } td, th { padding: 3px 5px; text-align: left; vertical-align: top }
table.grid td, table.grid th { border: 0.75px solid #888 } th { background: #eee; font-weight: bold }
.small { font-size: 7.5pt; color: #444 } .terms { font-size: 7.5pt; column-count: 2; column-gap: 7mm; text-align: justify }
.ln { display: inline-block; border-bottom: 1px solid #000; height: 16px; vertical-align: baseline }
.sig { margin: 9mm 0 0; white-space: nowrap } .sig .cap { margin-right: 6px } .sig .d { margin-left: 18px }
.sbox { border: 1px solid #000; height: 52px; position: relative }
.sbox .cap { position: absolute; top: 2px; left: 4px; font-size: 7pt; color: #555 }
.bar { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #234; padding-bottom: 3mm; margin-bottom: 5mm }
.foot { position: absolute; bottom: 10mm; left: 17mm; right: 17mm; font-size: 7pt; color: #666 }
`;

type Measured = { whose: string; label: string; id: string; kind: string; rect: DOMRectLike; page: number };
type DOMRectLike = { left: number; top: number; width: number; height: number };

export async function printHtmlDocs(docs: HtmlDoc[]): Promise<Made[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const made: Made[] = [];
    for (const doc of docs) {
      const page = await browser.newPage();
      const body = doc.pages.map((p) => `<section class="page">${p}</section>`).join('\n');
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}${doc.css ?? ''}</style></head><body>${body}</body></html>`,
      );
      await page.emulateMedia({ media: 'print' });
      const measured: Measured[] = await page.evaluate(() => {
        const pages = [...document.querySelectorAll('section.page')];
        const pageOf = (el: Element) => pages.findIndex((p) => p.contains(el)) + 1;
        const top = (el: Element) => pages[pageOf(el) - 1]!.getBoundingClientRect().top;
        return [...document.querySelectorAll('[data-sign],[data-date]')].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            whose: el.getAttribute('data-sign') ?? '',
            label: el.getAttribute('data-label') ?? '',
            id: el.getAttribute('data-id') ?? el.getAttribute('data-date') ?? '',
            kind: el.getAttribute('data-kind') ?? 'line',
            rect: { left: r.left, top: r.top - top(el), width: r.width, height: r.height },
            page: pageOf(el),
          };
        });
      });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      await page.close();
      made.push({
        file: doc.facts.file,
        bytes: new Uint8Array(pdf),
        truth: truthOf(doc.facts, doc.pages.length, toPlaces(measured)),
      });
    }
    return made;
  } finally {
    await browser.close();
  }
}

// A line's place starts at its left end and rises from its bottom edge; a box or a cell is the place itself.
function toPlaces(measured: Measured[]): Place[] {
  const pt = (m: Measured) => ({
    x: m.rect.left * PX_TO_PT,
    bottom: A4_HEIGHT_PT - (m.rect.top + m.rect.height) * PX_TO_PT,
    width: m.rect.width * PX_TO_PT,
    height: m.rect.height * PX_TO_PT,
  });
  const region = (m: Measured, line: typeof overLine) => {
    const p = pt(m);
    return m.kind === 'line'
      ? line(p.x, p.bottom, p.width)
      : { x: p.x, y: p.bottom, width: p.width, height: p.height };
  };
  return measured
    .filter((m) => m.whose)
    .map((m) => {
      const date = measured.find((d) => !d.whose && d.id === m.id);
      return {
        page: m.page,
        label: m.label,
        whose: m.whose as Whose,
        box: region(m, overLine),
        ...(date ? { dateBox: region(date, dateOverLine) } : {}),
      };
    });
}

let ids = 0;
type SignOptions = { width?: number; date?: boolean; dateCaption?: string };

/** "Caption ______  Date ______" on one line, the caption left of the line. */
export function signLine(label: string, whose: Whose, o: SignOptions = {}): string {
  const id = `s${++ids}`;
  const date =
    o.date === false
      ? ''
      : `<span class="cap d">${o.dateCaption ?? 'Date'}</span><span class="ln" data-date="${id}" style="width:120px"></span>`;
  return `<div class="sig"><span class="cap">${label}</span><span class="ln" data-sign="${whose}" data-label="${label}" data-id="${id}" style="width:${o.width ?? 250}px"></span>${date}</div>`;
}

/** A line with its caption printed underneath, as many order forms do; the date the same way beside it. */
export function signUnder(label: string, whose: Whose, o: SignOptions = {}): string {
  const id = `s${++ids}`;
  const date =
    o.date === false
      ? ''
      : `<div style="display:inline-block;margin-left:28px"><div class="ln" data-date="${id}" style="width:120px;display:block"></div><div class="small">${o.dateCaption ?? 'Date'}</div></div>`;
  return `<div style="margin-top:12mm;white-space:nowrap"><div style="display:inline-block"><div class="ln" data-sign="${whose}" data-label="${label}" data-id="${id}" style="width:${o.width ?? 250}px;display:block"></div><div class="small">${label}</div></div>${date}</div>`;
}

/** A bordered box with its caption inside, top left, and a date box beside it. */
export function signBox(label: string, whose: Whose, o: SignOptions = {}): string {
  const id = `s${++ids}`;
  const date =
    o.date === false
      ? ''
      : `<div class="sbox" data-date="${id}" data-kind="box" style="width:130px;display:inline-block;height:30px;margin-left:12px;vertical-align:bottom"><span class="cap">${o.dateCaption ?? 'Date'}</span></div>`;
  return `<div style="margin-top:6mm;white-space:nowrap"><div class="sbox" data-sign="${whose}" data-label="${label}" data-id="${id}" data-kind="box" style="width:${o.width ?? 260}px;display:inline-block;vertical-align:bottom"><span class="cap">${label}</span></div>${date}</div>`;
}

/** A signature table: a header row of captions and an empty row of cells to sign and date in. */
export function signTable(rows: { label: string; whose: Whose; name?: string }[]): string {
  const cells = rows
    .map((row) => {
      const id = `s${++ids}`;
      return `<tr><td style="width:22%">${row.label}${row.name ? `<br><span class="small">${row.name}</span>` : ''}</td><td data-sign="${row.whose}" data-label="${row.label}" data-id="${id}" data-kind="box" style="height:44px;width:48%"></td><td data-date="${id}" data-kind="box" style="width:30%"></td></tr>`;
    })
    .join('');
  return `<table class="grid" style="margin-top:5mm"><tr><th></th><th>Signature</th><th>Date</th></tr>${cells}</table>`;
}

export const header = (dealer: string, title: string, ref: string, address: string) =>
  `<div class="bar"><div><div style="font-size:14pt;font-weight:bold;color:#234">${dealer}</div><div class="small">${address}</div></div><div style="text-align:right"><div style="font-size:12pt;font-weight:bold">${title}</div><div class="small">${ref}</div></div></div>`;

export const details = (rows: [string, string][], cls = 'grid') =>
  `<table class="${cls}">${rows.map(([k, v]) => `<tr><th style="width:32%">${k}</th><td>${v}</td></tr>`).join('')}</table>`;

export const terms = (clauses: string[]) =>
  `<div class="terms">${clauses.map((c, i) => `<p style="margin:0 0 4px"><b>${i + 1}.</b> ${c}</p>`).join('')}</div>`;
