// An SVG can make the renderer draw far more than it holds: `<use>` copies an element, and a group of ten
// uses of a group of ten uses... (the "billion laughs" shape) makes a 2 KB logo into a billion elements,
// which held the renderer for minutes. So before anything is drawn, one pass over the text (a hand-written
// scanner: no regular expression over the whole file, no backtracking) counts the elements, follows every
// reference (`href="#id"`, `url(#id)`) and works out how many elements drawing would produce. A logo over
// the limits is refused with the reason.

export const MAX_SVG_ELEMENTS = 20_000;
export const MAX_SVG_DRAWN_ELEMENTS = 100_000;
export const MAX_SVG_REFERENCE_DEPTH = 8;
export const MAX_SVG_NESTING = 256;

type Element = { id?: string; children: number[]; refs: string[] };

/** Why the SVG is refused, or null when it is within every limit. */
export function svgComplexityProblem(text: string): string | null {
  if (text.includes('<!ENTITY')) return 'it declares XML entities, which a logo never needs';
  const parsed = scan(text);
  if (typeof parsed === 'string') return parsed;
  const { elements, byId } = parsed;
  // Elements drawn from each, references followed: memoised, with a marker for "being counted" (a cycle).
  const drawn = new Map<number, number>();
  const depth = new Map<number, number>();
  const counting = new Set<number>();
  let problem: string | null = null;
  // `hops` counts references followed to get here: a long chain is refused before it can exhaust the stack.
  const visit = (index: number, hops: number): void => {
    if (problem || drawn.has(index)) return;
    if (hops > MAX_SVG_REFERENCE_DEPTH) {
      problem = `its references (such as <use>) are nested more than ${MAX_SVG_REFERENCE_DEPTH} deep`;
      return;
    }
    if (counting.has(index)) {
      problem = 'its references loop back on themselves';
      return;
    }
    counting.add(index);
    const element = elements[index]!;
    let count = 1;
    let refDepth = 0;
    for (const child of element.children) {
      visit(child, hops);
      count += drawn.get(child) ?? 0;
      refDepth = Math.max(refDepth, depth.get(child) ?? 0);
    }
    for (const ref of element.refs) {
      const target = byId.get(ref);
      if (target === undefined) continue;
      visit(target, hops + 1);
      count += drawn.get(target) ?? 0;
      refDepth = Math.max(refDepth, (depth.get(target) ?? 0) + 1);
    }
    counting.delete(index);
    if (problem) return;
    if (refDepth > MAX_SVG_REFERENCE_DEPTH) {
      problem = `its references (such as <use>) are nested more than ${MAX_SVG_REFERENCE_DEPTH} deep`;
    } else if (count > MAX_SVG_DRAWN_ELEMENTS) {
      problem = `drawing it would make more than ${MAX_SVG_DRAWN_ELEMENTS.toLocaleString('en-GB')} elements (its <use> references multiply each other)`;
    }
    drawn.set(index, Math.min(count, MAX_SVG_DRAWN_ELEMENTS + 1));
    depth.set(index, refDepth);
  };
  if (elements.length > 0) visit(0, 0);
  return problem;
}

/** Elements in document order (0 is the root), or the reason the file is refused. */
function scan(text: string): { elements: Element[]; byId: Map<string, number> } | string {
  const elements: Element[] = [];
  const byId = new Map<string, number>();
  const open: number[] = [];
  let at = 0;
  for (;;) {
    const lt = text.indexOf('<', at);
    if (lt < 0) break;
    // Text between tags (a <style> sheet) may reference patterns and markers with url(#id).
    if (open.length > 0) addUrlRefs(text.slice(at, lt), elements[open.at(-1)!]!);
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      at = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (open.length > 0) addUrlRefs(text.slice(lt, end < 0 ? text.length : end), elements[open.at(-1)!]!);
      at = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text[lt + 1] === '?' || text[lt + 1] === '!') {
      const end = text.indexOf('>', lt);
      at = end < 0 ? text.length : end + 1;
      continue;
    }
    const end = tagEnd(text, lt + 1);
    if (end < 0) return 'it is cut off inside a tag';
    at = end + 1;
    if (text[lt + 1] === '/') {
      open.pop();
      continue;
    }
    const tag = text.slice(lt + 1, end);
    const element: Element = { children: [], refs: [] };
    const index = elements.length;
    elements.push(element);
    if (elements.length > MAX_SVG_ELEMENTS) {
      return `it has more than ${MAX_SVG_ELEMENTS.toLocaleString('en-GB')} elements`;
    }
    if (open.length > 0) elements[open.at(-1)!]!.children.push(index);
    readAttributes(tag, element);
    if (element.id !== undefined && !byId.has(element.id)) byId.set(element.id, index);
    if (!tag.endsWith('/')) {
      open.push(index);
      if (open.length > MAX_SVG_NESTING) return `its elements are nested more than ${MAX_SVG_NESTING} deep`;
    }
  }
  return { elements, byId };
}

/** The index of the `>` closing a tag that starts at `from`, skipping quoted attribute values. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/** id, href / xlink:href to "#…", and url(#…) in any attribute (fill, clip-path, mask, marker, filter, style). */
function readAttributes(tag: string, element: Element) {
  let i = 0;
  while (i < tag.length) {
    const eq = tag.indexOf('=', i);
    if (eq < 0) return;
    const name = tag.slice(i, eq).trim().split(/\s/).pop() ?? '';
    let start = eq + 1;
    while (tag[start] === ' ' || tag[start] === '\t' || tag[start] === '\n' || tag[start] === '\r') start++;
    const quote = tag[start];
    if (quote !== '"' && quote !== "'") return;
    const close = tag.indexOf(quote, start + 1);
    if (close < 0) return;
    const value = tag.slice(start + 1, close);
    const local = name.toLowerCase();
    if (local === 'id') element.id = value.trim();
    else if ((local === 'href' || local === 'xlink:href') && value.trim().startsWith('#')) {
      element.refs.push(value.trim().slice(1));
    } else addUrlRefs(value, element);
    i = close + 1;
  }
}

function addUrlRefs(value: string, element: Element) {
  let at = value.indexOf('url(');
  while (at >= 0) {
    const close = value.indexOf(')', at);
    if (close < 0) return;
    const ref = value
      .slice(at + 4, close)
      .trim()
      .replace(/^["']|["']$/g, '');
    if (ref.startsWith('#')) element.refs.push(ref.slice(1));
    at = value.indexOf('url(', close);
  }
}
