// Splits a line of text into runs of one script each, so each run can be drawn in a font that has its
// letters, and puts Arabic runs into the order and the letter shapes a PDF needs: a PDF shows glyphs left to
// right exactly as given and does no shaping, so an Arabic run is given its contextual forms (Unicode's
// presentation forms, which the Noto Naskh font maps) and reversed.

export type Script = 'latin' | 'arabic' | 'han';
export type Run = { script: Script; text: string /** the run as written, before shaping */; logical: string };

const isArabic = (c: number) => (c >= 0x0600 && c <= 0x06ff) || (c >= 0x0750 && c <= 0x077f);
const isHan = (c: number) =>
  (c >= 0x2e80 && c <= 0x2fdf) || // radicals
  (c >= 0x3000 && c <= 0x303f) || // CJK punctuation
  (c >= 0x3040 && c <= 0x30ff) || // kana
  (c >= 0x3400 && c <= 0x4dbf) ||
  (c >= 0x4e00 && c <= 0x9fff) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0xff00 && c <= 0xffef) || // full-width forms
  (c >= 0x20000 && c <= 0x2fa1f);
/** Spaces and punctuation take the script of the letters around them. */
const isNeutral = (c: number) => /[\s\p{P}\p{S}]/u.test(String.fromCodePoint(c)) && !isArabic(c) && !isHan(c);

function strongScript(c: number): Script | null {
  if (isArabic(c)) return 'arabic';
  if (isHan(c)) return 'han';
  return isNeutral(c) ? null : 'latin';
}

/**
 * The runs in the order they are drawn, left to right. The line's own direction is left to right (the
 * certificate is in English): a neutral between two Arabic letters belongs to the Arabic run, any other
 * neutral to the run it follows, or to Latin.
 */
export function scriptRuns(text: string): Run[] {
  const chars = Array.from(text);
  const scripts = chars.map((ch) => strongScript(ch.codePointAt(0) ?? 0));
  const resolved: Script[] = [];
  for (let i = 0; i < chars.length; i++) {
    const own = scripts[i];
    if (own) {
      resolved.push(own);
      continue;
    }
    const before = resolved[i - 1] ?? null;
    const after = scripts.slice(i + 1).find((s) => s !== null) ?? null;
    resolved.push(before && before === after ? before : before === 'han' ? 'han' : 'latin');
  }
  const runs: Run[] = [];
  chars.forEach((ch, i) => {
    const script = resolved[i] ?? 'latin';
    const last = runs.at(-1);
    if (last?.script === script) last.logical += ch;
    else runs.push({ script, text: '', logical: ch });
  });
  for (const run of runs) run.text = run.script === 'arabic' ? visualArabic(run.logical) : run.logical;
  return runs;
}

// Arabic letters U+0621–U+064A and their presentation forms (U+FE80 on): isolated, final, then for letters
// that join on both sides initial and medial, in the letters' order.
const DUAL_JOINING = new Set([
  0x626, 0x628, 0x62a, 0x62b, 0x62c, 0x62d, 0x62e, 0x633, 0x634, 0x635, 0x636, 0x637, 0x638, 0x639, 0x63a,
  0x641, 0x642, 0x643, 0x644, 0x645, 0x646, 0x647, 0x64a,
]);
const FORMS = new Map<number, number>();
{
  let at = 0xfe80;
  for (let c = 0x621; c <= 0x64a; c++) {
    if (c >= 0x63b && c <= 0x640) continue;
    FORMS.set(c, at);
    at += c === 0x621 ? 1 : DUAL_JOINING.has(c) ? 4 : 2;
  }
}
// The letters Urdu (and Persian) add, with their forms in Presentation Forms-A (U+FB50 on), in the same
// order: isolated, final, then initial and medial for those that join on both sides.
const EXTENDED: [letter: number, forms: number, dual: boolean][] = [
  [0x679, 0xfb66, true], // ٹ
  [0x67e, 0xfb56, true], // پ
  [0x686, 0xfb7a, true], // چ
  [0x688, 0xfb88, false], // ڈ
  [0x691, 0xfb8c, false], // ڑ
  [0x698, 0xfb8a, false], // ژ
  [0x6a9, 0xfb8e, true], // ک
  [0x6af, 0xfb92, true], // گ
  [0x6ba, 0xfb9e, false], // ں (only ever at a word's end)
  [0x6be, 0xfbaa, true], // ھ
  [0x6c1, 0xfba6, true], // ہ
  [0x6c2, 0xfba4, false], // ۂ
  [0x6cc, 0xfbfc, true], // ی
  [0x6d2, 0xfbae, false], // ے
  [0x6d3, 0xfbb0, false], // ۓ
];
for (const [letter, forms, dual] of EXTENDED) {
  FORMS.set(letter, forms);
  if (dual) DUAL_JOINING.add(letter);
}
const TATWEEL = 0x640;
const LAM = 0x644;
/** Lam followed by these alefs is one ligature: isolated form, final form is the next code point. */
const LAM_ALEF: Record<number, number> = { 1570: 0xfef5, 1571: 0xfef7, 1573: 0xfef9, 1575: 0xfefb };
/** Harakat and other marks: they neither join nor break joining. */
const isMark = (c: number) => (c >= 0x64b && c <= 0x65f) || c === 0x670;

const joinsBefore = (c: number | undefined) => c === TATWEEL || (c !== undefined && DUAL_JOINING.has(c));
const joinsAfter = (c: number | undefined) =>
  c === TATWEEL || (c !== undefined && FORMS.has(c) && c !== 0x621);

/** Logical Arabic → contextual forms in visual (left-to-right) order. */
export function visualArabic(logical: string): string {
  const all = Array.from(logical, (ch) => ch.codePointAt(0) ?? 0);
  const letters = all.filter((c) => !isMark(c));
  const out: number[] = [];
  let li = -1;
  for (let i = 0; i < all.length; i++) {
    const c = all[i] ?? 0;
    if (isMark(c)) {
      out.push(c);
      continue;
    }
    li++;
    const prev = letters[li - 1];
    const next = letters[li + 1];
    const joinedBefore = joinsBefore(prev) && joinsAfter(c);
    const ligature = c === LAM ? LAM_ALEF[next ?? 0] : undefined;
    if (ligature) {
      out.push(joinedBefore ? ligature + 1 : ligature);
      // The alef is drawn by the ligature: skip it (and keep the mark positions simple).
      const alefAt = all.indexOf(next ?? 0, i + 1);
      all.splice(alefAt, 1);
      letters.splice(li + 1, 1);
      continue;
    }
    const base = FORMS.get(c);
    if (base === undefined || c === TATWEEL) {
      out.push(c);
      continue;
    }
    const dual = DUAL_JOINING.has(c);
    const joinedAfter = dual && joinsAfter(next);
    const form = joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0;
    out.push(base + form);
  }
  return String.fromCodePoint(...out.reverse());
}
