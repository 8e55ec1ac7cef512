// The signing page's inline stylesheet cut to what one drawn page uses. sign.html carries the whole of
// signing.css (28 KB, 6.4 KB compressed: the dialogs, the signature pad, the finished screen…), and half
// of its utility classes are in no drawn page; with them gone the page fits the connection's first round
// trip with room to spare (docs/performance.md). The whole sheet follows once the page has loaded
// (public/after-load.js loads the file a `<style data-rest>` names), before the script renders anything else.

const STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;
const UTILITIES = '@layer utilities{';

/**
 * `page` with its `<style data-href>` holding only the utility rules whose class its markup uses (every
 * other rule is kept), renamed `data-rest` so the page loads the whole file after; unchanged when it has no
 * such stylesheet or the stylesheet is not laid out as Tailwind writes it.
 */
export function withFirstScreenStyles(page: string): string {
  const style = STYLE.exec(page);
  if (!style) return page;
  const [element, href, css] = style as unknown as [string, string, string];
  const start = css.indexOf(UTILITIES);
  if (start < 0) return page;
  const used = new Set<string>();
  for (const match of page.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) used.add(name);
  }
  const rules = topLevelRules(css, start + UTILITIES.length);
  if (!rules) return page;
  const kept = rules.list.filter((rule) => isUsed(rule, used)).join('');
  const cut = `${css.slice(0, start + UTILITIES.length)}${kept}${css.slice(rules.end)}`;
  return page.replace(element, () => `<style data-rest="${href}">${cut}</style>`);
}

/** The rules of the block opened just before `from`, and where its closing brace is; null if unbalanced. */
function topLevelRules(css: string, from: number): { list: string[]; end: number } | null {
  const list: string[] = [];
  let depth = 0;
  let ruleStart = from;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') {
      i++; // an escaped character of a class name (`\:`, `\[`, `\{`) is never structure
    } else if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      if (close < 0) return null;
      i = close;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (depth === 0) return { list, end: i };
      depth--;
      if (depth === 0) {
        list.push(css.slice(ruleStart, i + 1));
        ruleStart = i + 1;
      }
    }
  }
  return null;
}

/** Whether a utility rule is for a class in the page; a rule of any other shape is kept. */
function isUsed(rule: string, used: Set<string>): boolean {
  const selector = rule.slice(0, rule.indexOf('{'));
  if (selector.includes(',')) return true;
  const name = /^\.((?:\\.|[\w-])+)/.exec(selector)?.[1];
  if (!name) return true;
  return used.has(name.replace(/\\(.)/g, '$1'));
}
