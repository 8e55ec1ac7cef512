// A PostScript print stream as lenders' mainframe and document-composition systems emit them, turned into
// a PDF by Ghostscript's pdfwrite (what ps2pdf runs). Coordinates are PDF points from the bottom left, so
// every drawn place is its own truth. Fixed columns: captions at one x, rules at another.
import { execFileSync } from 'node:child_process';
import { dateOverLine, overLine, type Place, type TruthBox, type Whose } from './truth.ts';

const PROLOG = `%!PS-Adobe-3.0
%%Creator: LNDPRT composition 7.2
%%DocumentMedia: A4 595 842 0 () ()
%%EndComments
/reencode { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall
  /Encoding ISOLatin1Encoding def currentdict end definefont pop } bind def
/F /Helvetica reencode /FB /Helvetica-Bold reencode /FT /Times-Roman reencode /FC /Courier reencode
/T { moveto show } bind def
/L { newpath moveto lineto stroke } bind def
`;

/** A PostScript string literal in Latin-1, with curly quotes straightened as such systems print them. */
const lit = (s: string) =>
  `(${[...s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"')]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (c === '(' || c === ')' || c === '\\') return `\\${c}`;
      if (code > 126) return `\\${code.toString(8).padStart(3, '0')}`;
      return c;
    })
    .join('')})`;

export type FontName = 'F' | 'FB' | 'FT' | 'FC';

export function createPsSheet() {
  const pages: string[][] = [[]];
  const places: Place[] = [];
  const out = () => pages[pages.length - 1]!;
  const text = (s: string, x: number, y: number, font: FontName = 'F', size = 9) =>
    out().push(`/${font} ${size} selectfont ${lit(s)} ${x} ${y} T`);
  const line = (x1: number, y1: number, x2: number, y2: number, width = 0.5) =>
    out().push(`${width} setlinewidth ${x2} ${y2} ${x1} ${y1} L`);
  const rect = (x: number, y: number, w: number, h: number) =>
    out().push(`0.6 setlinewidth newpath ${x} ${y} ${w} ${h} rectstroke`);
  /** Fixed-width wrapping for a known font size: such systems break lines at a column count. */
  const para = (s: string, x: number, top: number, columns = 110, size = 7.5, font: FontName = 'FT') => {
    let y = top;
    let lineText = '';
    for (const word of s.split(' ')) {
      if ((lineText + word).length > columns) {
        text(lineText.trim(), x, y, font, size);
        y -= size + 1.5;
        lineText = '';
      }
      lineText += `${word} `;
    }
    if (lineText.trim()) text(lineText.trim(), x, y, font, size);
    return y - size - 4;
  };
  /** Caption at `x`, rule from `lineX` for `width` at `y`, and a date rule at `dateX` when given. */
  const signLine = (
    caption: string,
    whose: Whose,
    o: { x: number; lineX: number; y: number; width: number; dateX?: number; dateCaption?: string },
  ) => {
    text(caption, o.x, o.y + 2, 'FB', 8.5);
    line(o.lineX, o.y, o.lineX + o.width, o.y);
    let dateBox: TruthBox | undefined;
    if (o.dateX !== undefined) {
      text(o.dateCaption ?? 'Date', o.dateX - 32, o.y + 2, 'FB', 8.5);
      line(o.dateX, o.y, o.dateX + 80, o.y);
      dateBox = dateOverLine(o.dateX, o.y, 80);
    }
    places.push({
      page: pages.length,
      label: caption,
      whose,
      box: overLine(o.lineX, o.y, o.width),
      ...(dateBox ? { dateBox } : {}),
    });
  };
  /** A ruled box with its caption inside at the top; the person signs in the box. */
  const signBox = (caption: string, whose: Whose, b: TruthBox, date?: TruthBox) => {
    rect(b.x, b.y, b.width, b.height);
    text(caption, b.x + 3, b.y + b.height - 9, 'F', 7);
    if (date) {
      rect(date.x, date.y, date.width, date.height);
      text('Date', date.x + 3, date.y + date.height - 9, 'F', 7);
    }
    places.push({ page: pages.length, label: caption, whose, box: b, ...(date ? { dateBox: date } : {}) });
  };
  const newPage = () => pages.push([]);
  const pdf = (): Uint8Array => {
    const body = pages.map((cmds, i) => `%%Page: ${i + 1} ${i + 1}\n${cmds.join('\n')}\nshowpage`).join('\n');
    const ps = `${PROLOG}%%EndProlog\n${body}\n%%EOF\n`;
    return new Uint8Array(
      execFileSync(
        'gs',
        [
          '-q',
          '-dNOPAUSE',
          '-dBATCH',
          '-dSAFER',
          '-sDEVICE=pdfwrite',
          '-sPAPERSIZE=a4',
          '-dFIXEDMEDIA',
          '-sOutputFile=-',
          '-',
        ],
        { input: Buffer.from(ps, 'latin1'), maxBuffer: 64 * 1024 * 1024 },
      ),
    );
  };
  return { text, line, rect, para, signLine, signBox, newPage, pdf, places, pageCount: () => pages.length };
}
