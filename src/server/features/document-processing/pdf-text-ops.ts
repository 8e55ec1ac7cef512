// The text on a page, read from pdf.js's operator list rather than from its text-content API:
// the operator list is the one parse of a page's content that extraction needs anyway (its lines and
// boxes mark where to sign), and building it costs about half of what getTextContent does, which walks
// the same content a second time and clones every item across pdf.js's message port. Each show-text
// operation becomes one piece, placed by the PDF text state (text and line matrices, character and word
// spacing, horizontal scale, rise, the current transformation matrix and form XObjects' matrices); a
// TJ adjustment that opens a gap starts a new piece, and text-lines.ts groups pieces into lines and runs.
// Text a reader does not show is left out, since a decoy hidden in it would otherwise be read as the value:
// white text on no dark fill and text outside its clipping rectangle. Invisible text (render mode 3) is kept:
// it is how a scan carries its OCR layer.
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { intersect, type Matrix, matrixOf, multiply, pathBox, type Rect } from './pdf-matrix.ts';

type Glyph = { unicode?: string; width?: number; isSpace?: boolean } | number | null;

/** What a text item needs: as pdf.js's TextItem has it (transform is the text rendering matrix). */
export type TextPiece = {
  str: string;
  transform: Matrix;
  width: number;
  fontName: string;
  /** Drawn in an invisible rendering mode (3 or 7): a scan's OCR layer, or text hidden on a printed page. */
  invisible?: boolean;
};
export type FontFacts = { fontMatrix: number };

type TextState = {
  ctm: Matrix;
  font: string;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  /** Text rendering mode (Tr): 3 draws nothing, 7 only clips. */
  mode: number;
  /** Whether the fill colour is white or nearly, as pdf.js reports it ("#ffffff"). */
  lightFill: boolean;
  /** Fill opacity (the graphics state's ca): text filled at 0 shows nothing, as mode 3 does. */
  fillAlpha: number;
  /** The clipping rectangle in device space, when a clip was set. */
  clip?: Rect;
};

/** Text drawn in this state shows nothing: rendering mode 3 or 7, or a fully transparent fill. */
const unseen = (state: TextState) =>
  state.mode === 3 || state.mode === 7 || (state.fillAlpha === 0 && state.mode === 0);

// The operator codes, read once: a switch over module properties would look each up again every time.
const op = {
  beginAnnotation: OPS.beginAnnotation,
  beginText: OPS.beginText,
  endAnnotation: OPS.endAnnotation,
  moveText: OPS.moveText,
  nextLine: OPS.nextLine,
  paintFormXObjectBegin: OPS.paintFormXObjectBegin,
  paintFormXObjectEnd: OPS.paintFormXObjectEnd,
  restore: OPS.restore,
  save: OPS.save,
  setCharSpacing: OPS.setCharSpacing,
  setFont: OPS.setFont,
  setGState: OPS.setGState,
  setHScale: OPS.setHScale,
  setLeading: OPS.setLeading,
  setLeadingMoveText: OPS.setLeadingMoveText,
  setTextMatrix: OPS.setTextMatrix,
  setTextRise: OPS.setTextRise,
  setWordSpacing: OPS.setWordSpacing,
  showText: OPS.showText,
  transform: OPS.transform,
  setTextRenderingMode: OPS.setTextRenderingMode,
  setFillRGBColor: OPS.setFillRGBColor,
  clip: OPS.clip,
  eoClip: OPS.eoClip,
  constructPath: OPS.constructPath,
} as const;
const IMAGES = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
]);
const FILLS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** Text smaller than this (points on the page) nobody reads without a magnifier: a hidden decoy. */
const MIN_VISIBLE_EM = 3;
/** A TJ adjustment moving on by more than this many ems opens a gap: what follows is a new piece. */
const GAP_EM = 0.1;
/** Spaces inside one string wider than this (in ems) split it: the line grouping's own gap between runs. */
const SPACE_GAP_EM = 1;

export function readTextPieces(
  fnArray: ArrayLike<number>,
  argsArray: ArrayLike<unknown>,
  fontFacts: (loadedName: string) => FontFacts,
  /** Filled with the text each annotation's appearance draws, by annotation id, when given. */
  appearances?: Map<string, TextPiece[]>,
): TextPiece[] {
  const pieces: TextPiece[] = [];
  const stack: TextState[] = [];
  let state: TextState = {
    ctm: IDENTITY,
    font: '',
    size: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    mode: 0,
    lightFill: false,
    fillAlpha: 1,
  };
  let tm: Matrix = IDENTITY;
  // A picture on the page (one small enough for pdf.js to keep in the list): white text may stand on it.
  let pictured = false;
  for (let i = 0; i < fnArray.length && !pictured; i++) pictured = IMAGES.has(fnArray[i]!);
  let clipNext = false; // a W/W* waits for the path that follows it
  const darkFills: Rect[] = []; // filled shapes white text may stand on (a heading's coloured band)
  const covers: { box: Rect; drawnBefore: number }[] = []; // white shapes, and how many pieces came before
  /** Whether a reader shows text drawn at device point (x, y) in the current state. */
  const shown = (x: number, y: number) => {
    const clip = state.clip;
    if (clip && (x < clip[0] - 1 || x > clip[2] + 1 || y < clip[1] - 1 || y > clip[3] + 1)) return false;
    // Invisible text (3, 7) is a scan's OCR layer: its picture is not in the operator list (pdf.js drops
    // images past maxImageSize), so it is kept.
    if (unseen(state)) return true;
    if (state.lightFill && state.mode !== 1 && state.mode !== 5) {
      return pictured || darkFills.some((r) => x >= r[0] && x <= r[2] && y >= r[1] && y <= r[3]);
    }
    return true;
  };
  let tlm: Matrix = IDENTITY;
  let annotations = 0; // appearance streams: a form field's value is read from its annotation instead
  let appearance: TextPiece[] | null = null; // where the current appearance's text goes, if anywhere
  let fontMatrix = 0.001;
  const moveLine = (tx: number, ty: number) => {
    tlm = [
      tlm[0],
      tlm[1],
      tlm[2],
      tlm[3],
      tx * tlm[0] + ty * tlm[2] + tlm[4],
      tx * tlm[1] + ty * tlm[3] + tlm[5],
    ];
    tm = tlm;
  };

  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case op.setTextRenderingMode:
        if (args) state.mode = Number(args[0]) || 0;
        break;
      case op.setGState:
        // An OCR layer written with a transparent fill rather than mode 3 (Typst cannot write mode 3).
        for (const [key, value] of (args?.[0] as [string, unknown][] | undefined) ?? [])
          if (key === 'ca' && typeof value === 'number') state.fillAlpha = value;
        break;
      case op.setFillRGBColor:
        if (args && typeof args[0] === 'string')
          state.lightFill = /^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/i.test(args[0]);
        break;
      case op.clip:
      case op.eoClip:
        clipNext = true;
        break;
      case op.constructPath: {
        const box = args ? pathBox(args[2], state.ctm) : undefined;
        if (box && clipNext) state.clip = state.clip ? intersect(state.clip, box) : box;
        else if (box && !state.lightFill && FILLS.has(Number(args?.[0]))) darkFills.push(box);
        // A white shape painted over text already drawn hides it (a paper-white box over a decoy).
        else if (box && state.lightFill && annotations === 0 && FILLS.has(Number(args?.[0])))
          covers.push({ box, drawnBefore: pieces.length });
        clipNext = false;
        break;
      }
      case op.save:
        stack.push({ ...state });
        break;
      case op.restore:
        state = stack.pop() ?? state;
        break;
      case op.transform:
        if (args) state.ctm = multiply(matrixOf(args), state.ctm);
        break;
      case op.paintFormXObjectBegin:
        stack.push({ ...state });
        if (args?.[0] && typeof args[0] === 'object') state.ctm = multiply(matrixOf(args[0]), state.ctm);
        break;
      case op.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case op.beginAnnotation:
        annotations++;
        stack.push({ ...state });
        // The appearance is drawn through its matrix, then the transform onto the annotation's rectangle.
        if (args?.[2] && args[3])
          state.ctm = multiply(matrixOf(args[3]), multiply(matrixOf(args[2]), state.ctm));
        appearance = null;
        if (appearances && args) {
          appearance = [];
          appearances.set(String(args[0]), appearance);
        }
        break;
      case op.endAnnotation:
        annotations--;
        state = stack.pop() ?? state;
        appearance = null;
        break;
      case op.beginText:
        tm = IDENTITY;
        tlm = IDENTITY;
        break;
      case op.setFont:
        if (args) {
          state.font = String(args[0]);
          state.size = Number(args[1]) || 0;
          fontMatrix = fontFacts(state.font).fontMatrix;
        }
        break;
      case op.setTextMatrix:
        if (args) {
          tlm = matrixOf(args);
          tm = tlm;
        }
        break;
      case op.moveText:
        if (args) moveLine(Number(args[0]), Number(args[1]));
        break;
      case op.setLeadingMoveText:
        if (args) {
          state.leading = -Number(args[1]);
          moveLine(Number(args[0]), Number(args[1]));
        }
        break;
      case op.nextLine:
        moveLine(0, -state.leading);
        break;
      case op.setLeading:
        if (args) state.leading = Number(args[0]);
        break;
      case op.setCharSpacing:
        if (args) state.charSpacing = Number(args[0]);
        break;
      case op.setWordSpacing:
        if (args) state.wordSpacing = Number(args[0]);
        break;
      case op.setHScale:
        if (args) state.hScale = Number(args[0]) / 100;
        break;
      case op.setTextRise:
        if (args) state.rise = Number(args[0]);
        break;
      case op.showText:
        if (args && Array.isArray(args[0])) {
          tm = showText(
            args[0] as Glyph[],
            state,
            tm,
            fontMatrix,
            annotations > 0 ? appearance : pieces,
            shown,
          );
        }
        break;
    }
  }
  return covers.length === 0 ? pieces : pieces.filter((p, i) => !covered(p, i, covers));
}

/** Whether a white shape painted after the piece covers it from its start to its end. */
function covered(piece: TextPiece, index: number, covers: { box: Rect; drawnBefore: number }[]): boolean {
  const [a, b, , , x, y] = piece.transform;
  const length = Math.hypot(a, b) > 0 ? piece.width / Math.hypot(a, b) : 0;
  const endX = x + a * length;
  const endY = y + b * length;
  const inside = (r: Rect, px: number, py: number) => px >= r[0] && px <= r[2] && py >= r[1] && py <= r[3];
  return covers.some((c) => c.drawnBefore > index && inside(c.box, x, y) && inside(c.box, endX, endY));
}

/** Lays out one show-text's glyphs from `tm`, adding its pieces; returns the text matrix after it. */
function showText(
  glyphs: Glyph[],
  state: TextState,
  start: Matrix,
  fontMatrix: number,
  pieces: TextPiece[] | null,
  shown: (x: number, y: number) => boolean,
): Matrix {
  const { size, hScale, charSpacing, wordSpacing } = state;
  // Only the text matrix's translation moves along a line: kept in two numbers, not a new matrix a glyph.
  const [a, b, c, d] = start;
  let e = start[4];
  let f = start[5];
  let text = '';
  let advance = 0;
  let started = false;
  let originE = 0;
  let originF = 0;
  const flush = () => {
    // Wide padding after the last glyph is the gap before the next cell, not part of this piece.
    if (started && advance - inkAdvance > spaceGap) {
      text = text.slice(0, inkLength);
      advance = inkAdvance;
    }
    if (started && text && pieces) {
      // Ligature glyphs ("ﬁ") read as their letters, as pdf.js's text content normalises them.
      if (/[\ufb00-\ufb06]/.test(text)) text = text.normalize('NFKC');
      const line = multiply([a, b, c, d, originE, originF], state.ctm);
      const trm = multiply([size * hScale, 0, 0, size, 0, state.rise], line);
      // Glyphs a few points tall are a speck to a reader, though a fine-print line at 4–5 pt is read.
      // Only for fonts on the usual 1/1000 em grid: a Type 3 font's size says nothing of its glyphs'.
      const tiny = Math.abs(fontMatrix - 0.001) < 1e-7 && Math.hypot(trm[0], trm[1]) < MIN_VISIBLE_EM;
      if (!tiny && shown(trm[4], trm[5]))
        pieces.push({
          str: text,
          transform: trm,
          width: advance * Math.hypot(line[0], line[1]),
          fontName: state.font,
          ...(unseen(state) ? { invisible: true } : {}),
        });
    }
    text = '';
    advance = 0;
    started = false;
  };
  const gap = GAP_EM * size * hScale;
  const spaceGap = SPACE_GAP_EM * size * hScale;
  // Where the last visible glyph ended: spaces after it are a gap when they run wide.
  let inkAdvance = 0;
  let inkLength = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i];
    let tx: number;
    if (typeof glyph === 'number') {
      tx = (-glyph / 1000) * size * hScale;
      // A move on opens a gap; a move back of more than an em goes elsewhere on the line (a value drawn
      // first, then its label to the left of it in the same TJ, as PostScript distillers write columns).
      if (tx > gap || tx < -spaceGap) flush();
      else advance += tx;
    } else {
      if (!glyph) continue;
      tx =
        ((glyph.width ?? 0) * fontMatrix * size + charSpacing + (glyph.isSpace ? wordSpacing : 0)) * hScale;
      const unicode = glyph.unicode;
      const visible = !!unicode?.trim();
      // A run of spaces wider than a space or two inside one string ("Name          Value", as groff
      // and typewriter-style producers pad columns) is a gap between two cells, as a wide move would be.
      if (visible && started && advance - inkAdvance > spaceGap) {
        text = text.slice(0, inkLength);
        advance = inkAdvance;
        flush();
      }
      // A piece starts at its first visible glyph, as a reader's item does; spaces after it are kept.
      if (unicode && (started || visible)) {
        if (!started) {
          started = true;
          originE = e;
          originF = f;
        }
        text += unicode;
      }
      if (started) advance += tx;
      if (visible) {
        inkAdvance = advance;
        inkLength = text.length;
      }
    }
    e += tx * a;
    f += tx * b;
  }
  flush();
  return [a, b, c, d, e, f];
}
